import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/modules/documents/api/get-dashboard';
import { foldersQueryOptions } from '@/modules/documents/api/list-folders';
import { DocumentsDashboardPage } from '@/modules/documents/pages/dashboard-page';
import { DOCUMENTS_TITLES } from '@/modules/documents/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/documents/')({
  staticData: {
    title: DOCUMENTS_TITLES.group,
    requiresAuth: true,
    requiredPermission: 'view_documents',
    requiresFeature: 'document_manager_module',
  },
  loader: ({ context: { queryClient }, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        queryClient.ensureQueryData(foldersQueryOptions()),
        queryClient.prefetchQuery(dashboardQueryOptions()),
      ]),
    ),
  component: DocumentsDashboardPage,
});
