import { apiDelete } from '@/platform/api-client';
import { PERFORMANCE_API } from './keys';
import { useReviewMutation } from './review-mutation';

export const removeReview = (id: string) => apiDelete<null>(`${PERFORMANCE_API}/reviews/${id}`);

/** Takes a person out of a cycle: their draft review goes. */
export const useRemoveReview = () =>
  useReviewMutation(async (id: string) => {
    await removeReview(id);
    return null;
  });
