import { isApiError } from '@/platform/api-error';
import { applyServerFieldErrors, type SetFieldError } from '@/platform/server-field-errors';

const UNEXPECTED = 'Si è verificato un errore imprevisto. Riprova.';

/**
 * Puts the server's field errors next to their inputs and returns what the form-level alert should say:
 * nothing when every problem is already shown inline, otherwise the server's own message.
 */
export function handleFormError<Name extends string>(
  error: unknown,
  setError: SetFieldError<Name>,
  fields: readonly Name[],
): string | null {
  if (!isApiError(error)) return UNEXPECTED;
  const unmatched = applyServerFieldErrors(error.fieldErrors, setError, fields);
  const shownInline = Object.keys(error.fieldErrors).length > 0 && unmatched.length === 0;
  if (shownInline) return null;
  return [error.message, ...unmatched].join(' ');
}
