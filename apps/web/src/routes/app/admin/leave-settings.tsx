import { createFileRoute } from '@tanstack/react-router';
import { closuresQueryOptions } from '@/modules/admin/leave-settings/api/closures';
import { holidaysQueryOptions } from '@/modules/admin/leave-settings/api/holidays';
import { leaveTypesQueryOptions } from '@/modules/admin/leave-settings/api/leave-types';
import { workLocationsQueryOptions } from '@/modules/admin/leave-settings/api/work-locations';
import { currentYear } from '@/modules/admin/leave-settings/dates';
import { LeaveSettingsPage } from '@/modules/admin/leave-settings/leave-settings-page';
import { LeaveSettingsSearch } from '@/modules/admin/leave-settings/leave-settings-search';
import { ADMIN_TITLES } from '@/modules/admin/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/admin/leave-settings')({
  staticData: { title: ADMIN_TITLES.leaveSettings, requiresAuth: true, requiredPermission: 'admin_access' },
  validateSearch: LeaveSettingsSearch,
  // A tab or year change runs the loader again; the tab keeps what it shows until the next data is there.
  loaderDeps: ({ search }) => search,
  // prefetchQuery never throws: a failure is shown by the tab's QueryBoundary, with 'Riprova'.
  loader: ({ context: { queryClient }, deps, cause }) => {
    const year = deps.year ?? currentYear();
    const tab = deps.tab ?? 'types';
    return waitOnEnter(
      cause,
      Promise.all([
        tab === 'types' && queryClient.prefetchQuery(leaveTypesQueryOptions()),
        (tab === 'locations' || tab === 'calendar') && queryClient.prefetchQuery(workLocationsQueryOptions()),
        tab === 'closures' && queryClient.prefetchQuery(closuresQueryOptions(year)),
        tab === 'calendar' && queryClient.prefetchQuery(holidaysQueryOptions(year, null)),
      ]),
    );
  },
  component: LeaveSettingsPage,
});
