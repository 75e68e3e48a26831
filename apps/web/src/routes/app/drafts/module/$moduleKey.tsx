import { createFileRoute } from '@tanstack/react-router';
import { draftsQueryOptions } from '@/modules/drafts/api/list-drafts';
import { DraftsSearch, draftsQuery } from '@/modules/drafts/drafts-search';
import { DraftsPage, isDraftModule } from '@/modules/drafts/pages/drafts-page';
import { DRAFTS_TITLE } from '@/modules/drafts/titles';
import { waitOnEnter } from '@/platform/route-loading';

// Spec §2: /app/drafts/module/{moduleKey}, my drafts of one module; an unknown module shows the not-found state.
export const Route = createFileRoute('/app/drafts/module/$moduleKey')({
  staticData: { title: DRAFTS_TITLE, requiresAuth: true },
  validateSearch: DraftsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params, cause }) =>
    isDraftModule(params.moduleKey)
      ? waitOnEnter(cause, context.queryClient.prefetchQuery(draftsQueryOptions(draftsQuery(deps, params.moduleKey))))
      : undefined,
  component: ModuleDraftsRoute,
});

function ModuleDraftsRoute() {
  const { moduleKey } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DraftsPage
      key={moduleKey}
      moduleKey={moduleKey}
      search={search}
      onPageChange={(page) => void navigate({ search: { page } })}
    />
  );
}
