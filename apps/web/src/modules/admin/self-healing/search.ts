import { ErrorSeverity, HealingSessionStatus, PATTERN_SORTS, PatternStatus } from '@portale/shared';
import { z } from 'zod';
import type { PatternsQuery } from './api/list-patterns';
import type { SessionsQuery } from './api/list-sessions';

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

export const PATTERNS_PER_PAGE = 20;
export const SESSIONS_PER_PAGE = 20;

/** The API query for a search state: the route loader and the table ask for exactly the same page. */
export function patternsQuery(search: PatternsSearch): PatternsQuery {
  return {
    page: search.page ?? 1,
    per_page: PATTERNS_PER_PAGE,
    sort: search.sort,
    search: search.search,
    severity: search.severity,
    error_type: search.error_type,
    status: search.status,
  };
}

export function sessionsQuery(search: SessionsSearch): SessionsQuery {
  return { page: search.page ?? 1, per_page: SESSIONS_PER_PAGE, status: search.status };
}
