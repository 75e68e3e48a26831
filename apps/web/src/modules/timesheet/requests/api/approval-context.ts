import type { LeaveApprovalContext } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { REQUESTS_KEY } from './keys';

export const getApprovalContext = (id: string, signal?: AbortSignal) =>
  apiGet<LeaveApprovalContext>(`/api/timesheet/requests/${id}/approval`, { signal });

// Under REQUESTS_KEY: a decision or a cancellation elsewhere changes the balance and the team's absences.
export const approvalContextQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, 'approval', id],
    queryFn: ({ signal }) => getApprovalContext(id, signal),
  });

/** Balance after approval and the team's absences, loaded when the approve dialog opens. */
export function useApprovalContext(id: string) {
  return useQuery(approvalContextQueryOptions(id));
}
