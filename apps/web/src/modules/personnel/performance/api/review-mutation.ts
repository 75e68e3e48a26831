import type { ReviewDetail } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewKey } from './get-review';
import { PERFORMANCE_KEY } from './keys';

/**
 * A change to a review: the review shows the server's answer at once, then the area's lists, overview and
 * widget refresh.
 */
export function useReviewMutation<TVars>(mutationFn: (vars: TVars) => Promise<ReviewDetail | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (review) => {
      if (review) queryClient.setQueryData(reviewKey(review.id), review);
      return queryClient.invalidateQueries({ queryKey: PERFORMANCE_KEY });
    },
  });
}
