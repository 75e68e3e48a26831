import type { FieldErrors } from '@portale/shared';

/** How a form puts one message next to a field: react-hook-form's `setError` and `useSchemaForm`'s both fit. */
export type SetFieldError<Name extends string> = (
  name: Name,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * Shows the server's `details.fields` next to the matching inputs. Returns the messages of fields the
 * form does not have, so the caller can show them in its alert instead of losing them. Kept apart from
 * form-errors.ts (which loads zod), so the public site's forms can use it without zod.
 */
export function applyServerFieldErrors<Name extends string>(
  fieldErrors: FieldErrors,
  setError: SetFieldError<Name>,
  knownFields: readonly Name[],
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
