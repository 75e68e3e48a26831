import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { clientFilterOptionsQueryOptions } from '@/modules/sales/clients/api/client-filter-options';
import { boardQueryOptions } from '@/modules/sales/proposals/api/board';
import { proposalsQueryOptions } from '@/modules/sales/proposals/api/list-proposals';
import { boardPipelineOf, pipelinesQueryOptions } from '@/modules/sales/proposals/api/pipelines';
import { ProposalsPage } from '@/modules/sales/proposals/pages/proposals-page';
import { boardQuery, ProposalsSearch, proposalsQuery } from '@/modules/sales/proposals/search';
import { SALES_TITLES } from '@/modules/sales/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/crm/proposals/')({
  staticData: {
    title: SALES_TITLES.proposals,
    requiresAuth: true,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'sales_module',
  },
  validateSearch: ProposalsSearch,
  // A new filter, sort, page or view runs the loader again; the old one stays until the next is there.
  loaderDeps: ({ search }) => search,
  // prefetchQuery never throws: a failure is shown by the page's QueryBoundary, with 'Riprova'.
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        deps.view === 'board'
          ? prefetchBoard(queryClient, deps)
          : queryClient.prefetchQuery(proposalsQueryOptions(proposalsQuery(deps))),
        queryClient.prefetchQuery(pipelinesQueryOptions()),
        queryClient.prefetchQuery(clientFilterOptionsQueryOptions()),
      ]),
    ),
  component: ProposalsPage,
});

/** The board of the pipeline in the URL, or of the default one. */
async function prefetchBoard(queryClient: QueryClient, search: ProposalsSearch) {
  const pipelines = await queryClient.fetchQuery(pipelinesQueryOptions()).catch(() => null);
  const pipeline = pipelines && boardPipelineOf(pipelines.items, search.pipeline);
  if (pipeline) await queryClient.prefetchQuery(boardQueryOptions(pipeline.id, boardQuery(search)));
}
