import { todayInRome } from '@portale/shared';
import { createFileRoute } from '@tanstack/react-router';
import { balancesQueryOptions } from '@/modules/timesheet/requests/api/balances';
import { requestsQueryOptions } from '@/modules/timesheet/requests/api/list-requests';
import { requestsContextQueryOptions } from '@/modules/timesheet/requests/api/requests-context';
import { teamAbsencesQueryOptions } from '@/modules/timesheet/requests/api/team-absences';
import { gridRange } from '@/modules/timesheet/requests/calendar-model';
import { RequestsPage } from '@/modules/timesheet/requests/requests-page';
import { myRequestsQuery, pendingQuery, RequestsSearch, yearOf } from '@/modules/timesheet/requests/requests-search';
import { TIMESHEET_TITLES } from '@/modules/timesheet/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/timesheet/requests')({
  staticData: {
    title: TIMESHEET_TITLES.requests,
    requiresAuth: true,
    requiredPermission: 'manage_timesheets',
    requiresFeature: 'timesheet_module',
  },
  validateSearch: RequestsSearch,
  // A new tab, year, filter, page or month runs the loader again; the tab keeps its data until the next is there.
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) => {
    const today = todayInRome();
    const tab = deps.tab ?? 'mie';
    const { from, to } = gridRange(deps.month ?? today.slice(0, 7));
    return waitOnEnter(
      cause,
      Promise.all([
        queryClient.prefetchQuery(requestsContextQueryOptions()),
        tab === 'mie' && queryClient.prefetchQuery(requestsQueryOptions(myRequestsQuery(deps, today))),
        tab === 'mie' && queryClient.prefetchQuery(balancesQueryOptions(yearOf(deps, today))),
        tab === 'approvare' && queryClient.prefetchQuery(requestsQueryOptions(pendingQuery(1))),
        tab === 'calendario' &&
          queryClient.prefetchQuery(teamAbsencesQueryOptions({ from, to, include_pending: deps.pending ?? false })),
      ]),
    );
  },
  component: RequestsPage,
});
