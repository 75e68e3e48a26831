import { createFileRoute } from '@tanstack/react-router';
import { foldersQueryOptions } from '@/modules/documents/api/list-folders';
import { searchQueryOptions } from '@/modules/documents/api/search-documents';
import { DocumentsSearchPage } from '@/modules/documents/pages/search-page';
import { DocumentsSearchSearch, searchQuery } from '@/modules/documents/search';
import { DOCUMENTS_TITLES } from '@/modules/documents/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/documents/search')({
  staticData: {
    title: DOCUMENTS_TITLES.search,
    breadcrumb: DOCUMENTS_TITLES.search,
    crumbParent: '/app/documents',
    requiresAuth: true,
    requiredPermission: 'view_documents',
    requiresFeature: 'document_manager_module',
  },
  validateSearch: DocumentsSearchSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) => {
    const query = searchQuery(deps);
    return waitOnEnter(
      cause,
      Promise.all([
        queryClient.ensureQueryData(foldersQueryOptions()),
        query && queryClient.prefetchQuery(searchQueryOptions(query)),
      ]),
    );
  },
  component: DocumentsSearchPage,
});
