import { ReviewListQuery } from '@portale/shared';
import { z } from 'zod';
import type { ReviewFilters } from './api/list-reviews';

export const REVIEWS_PER_PAGE = 20;

/** The reviews list's filters in the URL (`?cycle_id=…&status=bozza&page=2`); anything malformed is dropped. */
export const ReviewsListSearch = z.object({
  cycle_id: ReviewListQuery.shape.cycle_id.catch(undefined),
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
  status: ReviewListQuery.shape.status.catch(undefined),
  person_id: ReviewListQuery.shape.person_id.catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type ReviewsListSearch = z.infer<typeof ReviewsListSearch>;

/** The API query for a search state: the route loader and the page ask for exactly the same page. */
export const reviewsQuery = (search: ReviewsListSearch): ReviewFilters => ({
  page: search.page ?? 1,
  per_page: REVIEWS_PER_PAGE,
  cycle_id: search.cycle_id,
  year: search.year,
  status: search.status,
  person_id: search.person_id,
});
