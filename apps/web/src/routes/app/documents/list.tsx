import { createFileRoute } from '@tanstack/react-router';
import { documentsQueryOptions } from '@/modules/documents/api/list-documents';
import { foldersQueryOptions } from '@/modules/documents/api/list-folders';
import { trashQueryOptions } from '@/modules/documents/api/list-trash';
import { DocumentsListPage } from '@/modules/documents/pages/list-page';
import { DocumentsListSearch, documentsQuery } from '@/modules/documents/search';
import { DOCUMENTS_TITLES } from '@/modules/documents/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/documents/list')({
  staticData: {
    title: DOCUMENTS_TITLES.list,
    breadcrumb: DOCUMENTS_TITLES.list,
    crumbParent: '/app/documents',
    requiresAuth: true,
    requiredPermission: 'view_documents',
    requiresFeature: 'document_manager_module',
  },
  validateSearch: DocumentsListSearch,
  // A new folder, filter, sort or page runs the loader again; the old page stays until the next is there.
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        queryClient.ensureQueryData(foldersQueryOptions()),
        deps.trash
          ? queryClient.prefetchQuery(trashQueryOptions(deps.page ?? 1))
          : queryClient.prefetchQuery(documentsQueryOptions(documentsQuery(deps))),
      ]),
    ),
  component: DocumentsListPage,
});
