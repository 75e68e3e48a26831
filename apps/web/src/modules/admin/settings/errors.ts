import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '@/platform/api-error';
import { applyServerFieldErrors } from '@/platform/form-errors';
import { SETTINGS_TEXT } from './strings';

const italian = z.locales.it().localeError;

/** zod's Italian messages for the checks the shared schemas leave unworded; an empty number box reads plainly. */
const italianError: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.expected === 'number') return SETTINGS_TEXT.access.notANumber;
  return italian(issue);
};

/** The shared schema as a form resolver, so the browser checks exactly what the server will. */
export function sharedSchemaResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema as never, { error: italianError }) as unknown as Resolver<Input, unknown, Output>;
}

/** The message to put in an error toast: the server's Italian one, or a generic one. */
export function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : SETTINGS_TEXT.unexpected;
}

/**
 * Shows the server's field errors (keyed like `company.vat_number`, the same paths the forms use) next to
 * their inputs; returns the message for the toast, or undefined when every problem is already visible inline.
 */
export function applyFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string | undefined {
  if (!isApiError(error)) return SETTINGS_TEXT.unexpected;
  const unmatched = applyServerFieldErrors(error.fieldErrors, setError, fields);
  if (Object.keys(error.fieldErrors).length > 0 && unmatched.length === 0) return undefined;
  return [error.message, ...unmatched].join(' ');
}
