import { isIsoMonday, isValidIsoDate, mondayOfWeek } from '@portale/shared';
import { type SearchParams, searchParams, uuid } from '@/platform/search-params';

/**
 * `?week=2026-11-16` (any day: it snaps to its Monday) and, for an approver, `?user=<id>`. Anything
 * malformed is dropped, so a bad link opens the current week instead of an error page.
 */
export const EntrySearch = searchParams({
  week: (value) =>
    typeof value === 'string' && isValidIsoDate(value) ? (isIsoMonday(value) ? value : mondayOfWeek(value)) : undefined,
  user: uuid,
});
export type EntrySearch = SearchParams<typeof EntrySearch>;
