import type { TimesheetApprovalsSummary } from '@portale/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { TIMESHEET_KEYS } from '../query-keys';

export const getApprovalsSummary = (signal?: AbortSignal) =>
  apiGet<TimesheetApprovalsSummary>('/api/timesheet/approvals/summary', { signal });

export const approvalsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...TIMESHEET_KEYS.dashboard, 'approvals-summary'],
    queryFn: ({ signal }) => getApprovalsSummary(signal),
  });

export const useApprovalsSummary = () => useSuspenseQuery(approvalsSummaryQueryOptions());

/** Whether the caller approves anybody's weeks or requests: the "Da approvare" card shows only then. */
export const useIsApprover = () => useQuery(approvalsSummaryQueryOptions()).data?.approver === true;
