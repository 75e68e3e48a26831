import type { ReviewDetail, SelfReviewInput } from '@portale/shared';
import { apiPut } from '@/platform/api-client';
import { PERFORMANCE_API } from './keys';
import { useReviewMutation } from './review-mutation';

export const saveSelfReview = (id: string, body: SelfReviewInput) =>
  apiPut<ReviewDetail>(`${PERFORMANCE_API}/reviews/${id}/self-review`, body);

export const useSaveSelfReview = () =>
  useReviewMutation(({ id, body }: { id: string; body: SelfReviewInput }) => saveSelfReview(id, body));
