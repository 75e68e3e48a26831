import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from './api-error';
import { applyServerFieldErrors } from './server-field-errors';

export { applyServerFieldErrors } from './server-field-errors';

const italian = z.locales.it().localeError;

export const NOT_A_NUMBER_MESSAGE = 'Inserisci un numero';

/**
 * The shared zod schema as a form's resolver, so the browser checks exactly what the server will (DESIGN.md §5),
 * with zod's Italian messages for the checks the shared schemas leave unworded. An empty number box reads
 * `notANumber` instead of zod's "expected number, received NaN".
 */
export function sharedSchemaResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { notANumber = NOT_A_NUMBER_MESSAGE }: { notANumber?: string } = {},
): Resolver<Input, unknown, Output> {
  const error: z.core.$ZodErrorMap = (issue) =>
    issue.code === 'invalid_type' && issue.expected === 'number' ? notANumber : italian(issue);
  return zodResolver(schema as never, { error }) as unknown as Resolver<Input, unknown, Output>;
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
