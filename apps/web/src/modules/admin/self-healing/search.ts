import type { ERROR_SEVERITIES, HEALING_SESSION_STATUSES, PATTERN_SORTS, PATTERN_STATUSES } from '@portale/shared';
import { int, oneOf, type SearchParams, searchParams, text, unionValues, uuid } from '@/platform/search-params';
import type { PatternsQuery } from './api/list-patterns';
import type { SessionsQuery } from './api/list-sessions';

const page = int(1);

const SEVERITIES = unionValues<(typeof ERROR_SEVERITIES)[number]>()(['critical', 'high', 'medium', 'low']);
const STATUSES = unionValues<(typeof PATTERN_STATUSES)[number]>()(['open', 'acknowledged', 'resolved', 'ignored']);
const SORTS = unionValues<(typeof PATTERN_SORTS)[number]>()([
  'last_seen_at',
  '-last_seen_at',
  'first_seen_at',
  '-first_seen_at',
  'occurrence_count',
  '-occurrence_count',
  'severity',
  '-severity',
  'affected_users',
  '-affected_users',
]);
const SESSION_STATUSES = unionValues<(typeof HEALING_SESSION_STATUSES)[number]>()(['in_progress', 'completed']);

/**
 * The patterns list's state in the URL (`?severity=critical&status=open&page=2&pattern=<id>`), so a filtered
 * list or an open drawer can be bookmarked and the back button works. Anything malformed is dropped.
 */
export const PatternsSearch = searchParams({
  search: text(200),
  severity: oneOf(SEVERITIES),
  error_type: text(100, 1),
  status: oneOf(STATUSES),
  sort: oneOf(SORTS),
  page,
  /** The pattern whose drawer is open. */
  pattern: uuid,
});
export type PatternsSearch = SearchParams<typeof PatternsSearch>;

export const SessionsSearch = searchParams({ status: oneOf(SESSION_STATUSES), page });
export type SessionsSearch = SearchParams<typeof SessionsSearch>;

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
