import { createFileRoute } from '@tanstack/react-router';
import { clientFilterOptionsQueryOptions } from '@/modules/sales/clients/api/client-filter-options';
import { clientQueryOptions } from '@/modules/sales/clients/api/get-client';
import { clientDraftKey } from '@/modules/sales/clients/client-form-draft';
import { ClientFormPage } from '@/modules/sales/clients/pages/client-form-page';
import { SALES_TITLES } from '@/modules/sales/titles';
import { draftByKeyQueryOptions } from '@/platform/drafts/api/draft-by-key';

export const Route = createFileRoute('/app/crm/clients/$clientId/edit')({
  staticData: {
    title: SALES_TITLES.clients,
    breadcrumb: SALES_TITLES.editClient,
    crumbParent: '/app/crm/clients',
    requiresAuth: true,
    requiredPermission: 'edit_project',
    requiresFeature: 'sales_module',
  },
  // The client, the owners to choose from and the user's unsaved draft of this client.
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.prefetchQuery(clientQueryOptions(params.clientId)),
      queryClient.prefetchQuery(clientFilterOptionsQueryOptions()),
      queryClient.prefetchQuery(draftByKeyQueryOptions(clientDraftKey(params.clientId))),
    ]),
  component: EditClientRoute,
});

function EditClientRoute() {
  const { clientId } = Route.useParams();
  return <ClientFormPage key={clientId} clientId={clientId} />;
}
