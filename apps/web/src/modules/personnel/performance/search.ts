import type { REVIEW_STATUSES } from '@portale/shared';
import { int, oneOf, type SearchParams, searchParams, unionValues, uuid } from '@/platform/search-params';
import type { ReviewFilters } from './api/list-reviews';

export const REVIEWS_PER_PAGE = 20;

/** The reviews list's filters in the URL (`?cycle_id=…&status=bozza&page=2`); anything malformed is dropped. */
export const ReviewsListSearch = searchParams({
  cycle_id: uuid,
  year: int(2000, 2100),
  status: oneOf(
    unionValues<(typeof REVIEW_STATUSES)[number]>()([
      'bozza',
      'autovalutazione',
      'valutazione_responsabile',
      'completata',
    ]),
  ),
  person_id: uuid,
  page: int(1),
});
export type ReviewsListSearch = SearchParams<typeof ReviewsListSearch>;

/** The API query for a search state: the route loader and the page ask for exactly the same page. */
export const reviewsQuery = (search: ReviewsListSearch): ReviewFilters => ({
  page: search.page ?? 1,
  per_page: REVIEWS_PER_PAGE,
  cycle_id: search.cycle_id,
  year: search.year,
  status: search.status,
  person_id: search.person_id,
});
