import type { ReviewDetail } from '@portale/shared';
import { apiPost } from '@/platform/api-client';
import { PERFORMANCE_API } from './keys';
import { useReviewMutation } from './review-mutation';

/** The workflow's moves, each its own endpoint: `POST /reviews/{id}/{step}`. */
export type ReviewStep = 'start-self-review' | 'submit-self-review' | 'complete' | 'reopen';

export const moveReview = (id: string, step: ReviewStep) =>
  apiPost<ReviewDetail>(`${PERFORMANCE_API}/reviews/${id}/${step}`);

export const useReviewStep = () =>
  useReviewMutation(({ id, step }: { id: string; step: ReviewStep }) => moveReview(id, step));
