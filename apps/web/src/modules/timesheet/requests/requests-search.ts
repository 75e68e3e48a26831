import { LeaveRequestStatus } from '@portale/shared';
import { z } from 'zod';

export const REQUEST_TABS = ['mie', 'approvare', 'calendario'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];

/**
 * The page state in the URL (`?tab=calendario&month=2027-03`), so a tab, a year or a month can be linked
 * from a notification or bookmarked. Anything malformed is dropped, never an error page.
 */
export const RequestsSearch = z.object({
  tab: z.enum(REQUEST_TABS).optional().catch(undefined),
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
  status: LeaveRequestStatus.optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
  pending: z.coerce.boolean().optional().catch(undefined),
});
export type RequestsSearch = z.infer<typeof RequestsSearch>;
