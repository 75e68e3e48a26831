import { int, matching, type SearchParams, searchParams, uuid } from '@/platform/search-params';
import type { AllocationFilters } from './api/get-allocation';

/** The grid's range and department in the URL (`?from=2026-11&months=6&department_id=…`). */
export const AllocationSearch = searchParams({
  from: matching(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/),
  months: int(1, 12),
  department_id: uuid,
});
export type AllocationSearch = SearchParams<typeof AllocationSearch>;

/** The API filters of a search state: the route loader and the page ask for the same grid. */
export const allocationFilters = (search: AllocationSearch): AllocationFilters => ({
  from: search.from,
  months: search.months,
  department_id: search.department_id,
});
