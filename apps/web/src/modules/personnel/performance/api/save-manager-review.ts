import type { ManagerReviewInput, ReviewDetail } from '@portale/shared';
import { apiPut } from '@/platform/api-client';
import { PERFORMANCE_API } from './keys';
import { useReviewMutation } from './review-mutation';

export const saveManagerReview = (id: string, body: ManagerReviewInput) =>
  apiPut<ReviewDetail>(`${PERFORMANCE_API}/reviews/${id}/manager-review`, body);

export const useSaveManagerReview = () =>
  useReviewMutation(({ id, body }: { id: string; body: ManagerReviewInput }) => saveManagerReview(id, body));
