import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '@/platform/api-error';
import { applyServerFieldErrors } from '@/platform/form-errors';
import { LEAVE_TEXT } from './strings';

const italian = z.locales.it().localeError;

/** zod's Italian messages for checks the shared schemas leave unworded; an empty number box reads plainly. */
const italianError: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.expected === 'number') return LEAVE_TEXT.common.numberRequired;
  return italian(issue);
};

/** The shared schema as the form's resolver, with Italian messages for every issue. */
export function sharedSchemaResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema as never, { error: italianError }) as unknown as Resolver<Input, unknown, Output>;
}

/** The message for an error toast: the server's Italian one, or a generic one. */
export function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : LEAVE_TEXT.common.unexpected;
}

/**
 * Shows the server's field errors next to their inputs; returns the toast message, or null when every
 * problem is already visible inline.
 */
export function applyFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string | null {
  if (!isApiError(error)) return LEAVE_TEXT.common.unexpected;
  const unmatched = applyServerFieldErrors(error.fieldErrors, setError, fields);
  if (Object.keys(error.fieldErrors).length > 0 && unmatched.length === 0) return null;
  return [error.message, ...unmatched].join(' ');
}

/** For optional number inputs: an empty box is null, anything else a number (NaN fails validation). */
export const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
/** For required number inputs: an empty box is NaN so the schema reports it. */
export const numberOrNaN = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));
/** For optional text inputs that mean "any" when empty. */
export const textOrNull = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
};
