import { createFileRoute } from '@tanstack/react-router';
import { kpiCategoriesQueryOptions } from '@/modules/admin/kpi-templates/api/list-kpi-categories';
import { kpiTemplatesQueryOptions } from '@/modules/admin/kpi-templates/api/list-kpi-templates';
import { KpiTemplatesPage } from '@/modules/admin/kpi-templates/kpi-templates-page';
import { KpiTemplatesSearch, kpiTemplatesQuery } from '@/modules/admin/kpi-templates/kpi-templates-search';
import { ADMIN_TITLES } from '@/modules/admin/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/admin/kpi-templates')({
  staticData: { title: ADMIN_TITLES.kpiTemplates, requiresAuth: true, requiredPermission: 'admin_access' },
  validateSearch: KpiTemplatesSearch,
  // A new search state (filter, sort, page) runs the loader again without holding the URL back; the table keeps
  // what it shows until the next data is there.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        context.queryClient.prefetchQuery(kpiTemplatesQueryOptions(kpiTemplatesQuery(deps))),
        context.queryClient.prefetchQuery(kpiCategoriesQueryOptions()),
      ]),
    ),
  component: KpiTemplatesPage,
});
