import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/platform/api-error';
import { applyServerFieldErrors } from '@/platform/form-errors';
import { PROJECTS_TEXT } from './strings';

/** The server's Italian message, or a generic one. */
export function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : PROJECTS_TEXT.unexpected;
}

/** Puts the server's field errors next to their inputs; returns what is left for the toast, or null. */
export function applyFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string | null {
  if (!isApiError(error)) return PROJECTS_TEXT.unexpected;
  const unmatched = applyServerFieldErrors(error.fieldErrors, setError, fields);
  if (Object.keys(error.fieldErrors).length > 0 && unmatched.length === 0) return null;
  return [error.message, ...unmatched].join(' ');
}
