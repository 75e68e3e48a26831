import { createFileRoute } from '@tanstack/react-router';
import { AllocationPage } from '@/modules/personnel/allocation/allocation-page';
import { allocationQueryOptions } from '@/modules/personnel/allocation/api/get-allocation';
import { AllocationSearch, allocationFilters } from '@/modules/personnel/allocation/search';
import { PERSONNEL_TITLES } from '@/modules/personnel/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/personnel/allocation')({
  staticData: {
    title: PERSONNEL_TITLES.allocation,
    requiresAuth: true,
    requiredPermission: 'view_recruiting',
    requiresFeature: 'personnel_module',
  },
  validateSearch: AllocationSearch,
  // Another range or department runs the loader again; the old grid stays until the new one has its data.
  loaderDeps: ({ search }) => allocationFilters(search),
  loader: ({ context, deps, cause }) =>
    waitOnEnter(cause, context.queryClient.prefetchQuery(allocationQueryOptions(deps))),
  component: AllocationPage,
});
