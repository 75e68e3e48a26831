import { createFileRoute } from '@tanstack/react-router';
import { kpiCategoriesQueryOptions } from '@/modules/admin/kpi-templates/api/list-kpi-categories';
import { kpiTemplatesQueryOptions } from '@/modules/admin/kpi-templates/api/list-kpi-templates';
import { KpiTemplatesPage } from '@/modules/admin/kpi-templates/kpi-templates-page';
import { KpiTemplatesSearch, kpiTemplatesQuery } from '@/modules/admin/kpi-templates/kpi-templates-search';
import { ADMIN_TEXT } from '@/modules/admin/strings';

export const Route = createFileRoute('/app/admin/kpi-templates')({
  staticData: { title: ADMIN_TEXT.kpiTemplates, requiresAuth: true, requiredPermission: 'admin_access' },
  validateSearch: KpiTemplatesSearch,
  // A new search state (filter, sort, page) runs the loader again; the old page stays until it has its data.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchQuery(kpiTemplatesQueryOptions(kpiTemplatesQuery(deps))),
      context.queryClient.prefetchQuery(kpiCategoriesQueryOptions()),
    ]),
  component: KpiTemplatesPage,
});
