import { createFileRoute } from '@tanstack/react-router';
import { clientFilterOptionsQueryOptions } from '@/modules/sales/clients/api/client-filter-options';
import { clientDraftKey } from '@/modules/sales/clients/client-form-draft';
import { ClientFormPage } from '@/modules/sales/clients/pages/client-form-page';
import { SALES_TITLES } from '@/modules/sales/titles';
import { draftByKeyQueryOptions } from '@/platform/drafts/api/draft-by-key';

// Spec §2: crm/clients/create and crm/clients/new are the same page.
export const Route = createFileRoute('/app/crm/clients/new')({
  staticData: {
    title: SALES_TITLES.clients,
    breadcrumb: SALES_TITLES.newClient,
    crumbParent: '/app/crm/clients',
    requiresAuth: true,
    requiredPermission: 'edit_project',
    requiresFeature: 'sales_module',
  },
  // The owners to choose from and the user's unsaved draft of a new client.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(clientFilterOptionsQueryOptions()),
      queryClient.prefetchQuery(draftByKeyQueryOptions(clientDraftKey(undefined))),
    ]),
  component: () => <ClientFormPage />,
});
