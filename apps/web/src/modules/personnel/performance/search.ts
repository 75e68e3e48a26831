import { ReviewListQuery } from '@portale/shared';
import { z } from 'zod';

/** The reviews list's filters in the URL (`?cycle_id=…&status=bozza&page=2`); anything malformed is dropped. */
export const ReviewsListSearch = z.object({
  cycle_id: ReviewListQuery.shape.cycle_id.catch(undefined),
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
  status: ReviewListQuery.shape.status.catch(undefined),
  person_id: ReviewListQuery.shape.person_id.catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type ReviewsListSearch = z.infer<typeof ReviewsListSearch>;
