import { z } from 'zod';

/** Every /api response is `{ success, data, message }` (DESIGN.md §4.5). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string() });
}

export const ApiErrorCode = z.enum([
  'BAD_REQUEST',
  'INVALID_JSON',
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'CSRF_INVALID',
  'FORBIDDEN',
  'FEATURE_DISABLED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
]);
export type ApiErrorCode = z.infer<typeof ApiErrorCode>;

export const FieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrors>;

export const ApiErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  code: ApiErrorCode,
  details: z.object({ fields: FieldErrors.optional(), request_id: z.string().optional() }).loose().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** Response bodies with no data carry `null`. */
export const Empty = z.null();

/** Groups validation messages by field name, the shape of `details.fields`. */
export function groupFieldErrors(issues: Iterable<{ field: string; message: string }>): FieldErrors {
  const fields: FieldErrors = {};
  for (const { field, message } of issues) {
    const list = fields[field] ?? [];
    list.push(message);
    fields[field] = list;
  }
  return fields;
}
