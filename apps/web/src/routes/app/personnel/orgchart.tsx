import { createFileRoute } from '@tanstack/react-router';
import { orgChartQueryOptions } from '@/modules/personnel/orgchart/api/get-orgchart';
import { OrgChartPage } from '@/modules/personnel/orgchart/orgchart-page';
import { PERSONNEL_TITLES } from '@/modules/personnel/titles';

export const Route = createFileRoute('/app/personnel/orgchart')({
  staticData: {
    title: PERSONNEL_TITLES.orgchart,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(orgChartQueryOptions()),
  component: OrgChartPage,
});
