import { ErrorSeverity, HealingSessionStatus, PATTERN_SORTS, PatternStatus } from '@portale/shared';
import { z } from 'zod';

const page = z.coerce.number().int().min(1).optional().catch(undefined);

/**
 * The patterns list's state in the URL (`?severity=critical&status=open&page=2&pattern=<id>`), so a filtered
 * list or an open drawer can be bookmarked and the back button works. Anything malformed is dropped.
 */
export const PatternsSearch = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  severity: ErrorSeverity.optional().catch(undefined),
  error_type: z.string().trim().min(1).max(100).optional().catch(undefined),
  status: PatternStatus.optional().catch(undefined),
  sort: z.enum(PATTERN_SORTS).optional().catch(undefined),
  page,
  /** The pattern whose drawer is open. */
  pattern: z.uuid().optional().catch(undefined),
});
export type PatternsSearch = z.infer<typeof PatternsSearch>;

export const SessionsSearch = z.object({
  status: HealingSessionStatus.optional().catch(undefined),
  page,
});
export type SessionsSearch = z.infer<typeof SessionsSearch>;
