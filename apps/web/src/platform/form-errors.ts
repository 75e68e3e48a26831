import type { FieldErrors } from '@portale/shared';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

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
