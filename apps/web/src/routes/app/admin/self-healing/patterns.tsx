import { createFileRoute } from '@tanstack/react-router';
import { patternQueryOptions } from '@/modules/admin/self-healing/api/get-pattern';
import { patternsQueryOptions } from '@/modules/admin/self-healing/api/list-patterns';
import { SelfHealingPatternsPage } from '@/modules/admin/self-healing/pages/patterns-page';
import { PatternsSearch, patternsQuery } from '@/modules/admin/self-healing/search';
import { SH_TITLES } from '@/modules/admin/self-healing/titles';
import { waitOnEnter } from '@/platform/route-loading';

// Spec §6: the self-healing pages need view_system_health.
export const Route = createFileRoute('/app/admin/self-healing/patterns')({
  staticData: { title: SH_TITLES.patterns, requiresAuth: true, requiredPermission: 'view_system_health' },
  validateSearch: PatternsSearch,
  // A new search state (filter, sort, page, drawer) runs the loader again; the list stays until it has its data.
  loaderDeps: ({ search }) => search,
  // prefetchQuery never throws: a failure is shown by the QueryBoundary, with the spec §8 message.
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        queryClient.prefetchQuery(patternsQueryOptions(patternsQuery(deps))),
        deps.pattern && queryClient.prefetchQuery(patternQueryOptions(deps.pattern)),
      ]),
    ),
  component: SelfHealingPatternsPage,
});
