import { createFileRoute } from '@tanstack/react-router';
import { sessionsQueryOptions } from '@/modules/admin/self-healing/api/list-sessions';
import { SelfHealingSessionsPage } from '@/modules/admin/self-healing/pages/sessions-page';
import { SessionsSearch, sessionsQuery } from '@/modules/admin/self-healing/search';
import { SH_TITLES } from '@/modules/admin/self-healing/titles';
import { waitOnEnter } from '@/platform/route-loading';

// Spec §6: the self-healing pages need view_system_health.
export const Route = createFileRoute('/app/admin/self-healing/sessions')({
  staticData: { title: SH_TITLES.sessions, requiresAuth: true, requiredPermission: 'view_system_health' },
  validateSearch: SessionsSearch,
  // A new filter or page runs the loader again; the list stays until it has its data.
  loaderDeps: ({ search }) => search,
  // prefetchQuery never throws: a failure is shown by the page's QueryBoundary, with the spec §8 message.
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(sessionsQueryOptions(sessionsQuery(deps)))),
  component: SelfHealingSessionsPage,
});
