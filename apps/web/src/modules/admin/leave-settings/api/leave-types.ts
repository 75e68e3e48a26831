import type { LeaveType } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const getLeaveTypes = (signal?: AbortSignal) => apiGet<LeaveType[]>('/api/admin/leave-types', { signal });

export const leaveTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'leave-types'],
    queryFn: ({ signal }) => getLeaveTypes(signal),
  });

export function useLeaveTypes() {
  return useSuspenseQuery(leaveTypesQueryOptions());
}
