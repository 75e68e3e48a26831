import { createFileRoute } from '@tanstack/react-router';
import { portalProjectsQueryOptions } from '@/modules/sales/portal/api/list-projects';
import { PortalProjectsPage } from '@/modules/sales/portal/pages/projects-page';
import { PORTAL_TITLES } from '@/modules/sales/portal/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/portal/projects')({
  staticData: {
    title: PORTAL_TITLES.projects,
    crumbParent: '/app/portal',
    requiresAuth: true,
    requiresFeature: 'sales_module',
    requiresClientAccount: true,
  },
  loader: ({ context: { queryClient }, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(portalProjectsQueryOptions())),
  component: PortalProjectsPage,
});
