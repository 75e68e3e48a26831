import { createFileRoute } from '@tanstack/react-router';
import { draftsQueryOptions } from '@/modules/drafts/api/list-drafts';
import { DraftsSearch, draftsQuery } from '@/modules/drafts/drafts-search';
import { DraftsPage } from '@/modules/drafts/pages/drafts-page';
import { DRAFTS_TITLE } from '@/modules/drafts/titles';
import { waitOnEnter } from '@/platform/route-loading';

// Spec §2: /app/drafts, every logged-in user's own drafts.
export const Route = createFileRoute('/app/drafts/')({
  staticData: { title: DRAFTS_TITLE, requiresAuth: true },
  validateSearch: DraftsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    waitOnEnter(cause, context.queryClient.prefetchQuery(draftsQueryOptions(draftsQuery(deps)))),
  component: AllDraftsRoute,
});

function AllDraftsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DraftsPage search={search} onPageChange={(page) => void navigate({ search: { page } })} />;
}
