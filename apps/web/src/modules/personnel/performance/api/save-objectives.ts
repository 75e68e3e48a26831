import type { ReviewDetail, ReviewObjectivesInput } from '@portale/shared';
import { apiPut } from '@/platform/api-client';
import { PERFORMANCE_API } from './keys';
import { useReviewMutation } from './review-mutation';

export const saveObjectives = (id: string, body: ReviewObjectivesInput) =>
  apiPut<ReviewDetail>(`${PERFORMANCE_API}/reviews/${id}/objectives`, body);

export const useSaveObjectives = () =>
  useReviewMutation(({ id, body }: { id: string; body: ReviewObjectivesInput }) => saveObjectives(id, body));
