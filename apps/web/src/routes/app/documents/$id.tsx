import { createFileRoute } from '@tanstack/react-router';
import { documentQueryOptions } from '@/modules/documents/api/get-document';
import { DocumentPage } from '@/modules/documents/pages/document-page';
import { DOCUMENTS_TITLES } from '@/modules/documents/titles';
import { waitOnEnter } from '@/platform/route-loading';

// Without access the server answers 404, so the page says "not found" rather than revealing the document exists.
export const Route = createFileRoute('/app/documents/$id')({
  staticData: {
    title: DOCUMENTS_TITLES.group,
    breadcrumb: DOCUMENTS_TITLES.document,
    crumbParent: '/app/documents/list',
    requiresAuth: true,
    requiredPermission: 'view_documents',
    requiresFeature: 'document_manager_module',
  },
  loader: ({ context: { queryClient }, params: { id }, cause }) =>
    waitOnEnter(cause, queryClient.ensureQueryData(documentQueryOptions(id))),
  component: DocumentPage,
});
