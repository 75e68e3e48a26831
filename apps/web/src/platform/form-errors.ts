import type { FieldErrors } from '@portale/shared';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from './api-error';

/**
 * Shows the server's `details.fields` next to the matching inputs. Returns the messages of fields the
 * form does not have, so the caller can show them in its alert instead of losing them.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  fieldErrors: FieldErrors,
  setError: UseFormSetError<T>,
  knownFields: readonly FieldPath<T>[],
): string[] {
  const unmatched: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (messages.length === 0) continue;
    const known = knownFields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message: messages.join(' ') }, { shouldFocus: !focused });
      focused = true;
    } else unmatched.push(...messages);
  }
  return unmatched;
}

/**
 * A failed form submission: puts the server's field errors next to their inputs and returns what is left to
 * say in the form's alert or toast (null when every message found its field).
 */
export function applyFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string | null {
  if (!isApiError(error)) return UNEXPECTED_ERROR_MESSAGE;
  const unmatched = applyServerFieldErrors(error.fieldErrors, setError, fields);
  if (Object.keys(error.fieldErrors).length > 0 && unmatched.length === 0) return null;
  return [error.message, ...unmatched].join(' ');
}
