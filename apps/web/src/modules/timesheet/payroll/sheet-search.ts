import { z } from 'zod';

/** URL state of the sheet page: the month and the department (`?month=2026-11&department=…`). */
export const SheetSearch = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
  department: z.uuid().optional().catch(undefined),
});
export type SheetSearch = z.infer<typeof SheetSearch>;
