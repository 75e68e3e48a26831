import { matching, type SearchParams, searchParams, uuid } from '@/platform/search-params';

/** URL state of the sheet page: the month and the department (`?month=2026-11&department=…`). */
export const SheetSearch = searchParams({ month: matching(/^\d{4}-(0[1-9]|1[0-2])$/), department: uuid });
export type SheetSearch = SearchParams<typeof SheetSearch>;
