import { isIsoMonday, isValidIsoDate, mondayOfWeek } from '@portale/shared';
import { z } from 'zod';

/**
 * `?week=2026-11-16` (any day: it snaps to its Monday) and, for an approver, `?user=<id>`. Anything
 * malformed is dropped, so a bad link opens the current week instead of an error page.
 */
export const EntrySearch = z.object({
  week: z
    .string()
    .refine(isValidIsoDate)
    .transform((d) => (isIsoMonday(d) ? d : mondayOfWeek(d)))
    .optional()
    .catch(undefined),
  user: z.uuid().optional().catch(undefined),
});
export type EntrySearch = z.infer<typeof EntrySearch>;
