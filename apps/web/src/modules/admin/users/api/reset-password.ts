import type { OneTimeLinkResult } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';

export const issuePasswordReset = (id: string) =>
  apiPost<OneTimeLinkResult>(`/api/admin/users/${encodeURIComponent(id)}/password-reset`);

export function useIssuePasswordReset() {
  return useMutation({ mutationFn: issuePasswordReset });
}
