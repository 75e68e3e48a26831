import { getRouteApi, Link } from '@tanstack/react-router';
import { FileSignature, Plus, SearchX } from 'lucide-react';
import { lazy, useCallback, useDeferredValue } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useCan } from '@/platform/use-can';
import { useLastPageFallback } from '@/platform/use-last-page-fallback';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Button, buttonStyles } from '@/ui/button';
import type { EmptyStateProps } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useProposals } from '../api/list-proposals';
import { ProposalsFilters } from '../components/proposals-filters';
import { ProposalsTable } from '../components/proposals-table';
import { ViewToggle } from '../components/view-toggle';
import { hasFilters, type ProposalsChange, type ProposalsSearch, proposalsQuery, withoutFilters } from '../search';
import { PROPOSALS_TEXT } from '../strings';

const TEXT = PROPOSALS_TEXT.list;
// The board (and dnd-kit with it) loads only when it is asked for.
const ProposalsBoard = lazy(() =>
  import('../components/board/proposals-board').then((m) => ({ default: m.ProposalsBoard })),
);
const route = getRouteApi('/app/crm/proposals/');

/**
 * `/app/crm/proposals`: the proposals as a list (filters, sort and page in the URL) or as the board of a pipeline
 * (`?view=board&pipeline=…`).
 */
export function ProposalsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canEdit = useCan('edit_project');
  const onChange = useCallback<ProposalsChange>(
    (patch, options) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  const [text, setText] = useUrlSearchText(search.q, (q) => onChange({ q, page: undefined }, { replace: true }));
  const filtered = hasFilters(search);
  const clear = () => {
    setText('');
    void navigate({ search: withoutFilters(search) });
  };
  const newProposal = (
    <Link
      to="/app/crm/proposals/new"
      search={{
        ...(search.client ? { client: search.client } : {}),
        ...(search.view === 'board' && search.pipeline ? { pipeline: search.pipeline } : {}),
      }}
      className={buttonStyles()}
    >
      <Plus className="size-4" aria-hidden="true" />
      {TEXT.newProposal}
    </Link>
  );
  const empty: EmptyStateProps = filtered
    ? {
        icon: SearchX,
        title: TEXT.noMatchTitle,
        hint: TEXT.noMatchHint,
        action: (
          <Button variant="secondary" onClick={clear}>
            {UI_TEXT.clearFilters}
          </Button>
        ),
      }
    : {
        icon: FileSignature,
        title: TEXT.emptyTitle,
        hint: canEdit ? TEXT.emptyHint : TEXT.emptyReadOnlyHint,
        action: canEdit ? newProposal : undefined,
      };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        actions={
          <>
            <ViewToggle
              view={search.view ?? 'list'}
              onChange={(view) =>
                onChange({ view: view === 'board' ? 'board' : undefined, page: undefined, stage: undefined })
              }
            />
            {canEdit && newProposal}
          </>
        }
      />
      <ProposalsFilters
        search={search}
        searchText={text}
        onSearchTextChange={setText}
        onChange={(patch) => onChange({ ...patch, page: undefined })}
        onClear={filtered || text ? clear : undefined}
      />
      {search.view === 'board' ? (
        <QueryBoundary fallback={<BoardSkeleton />} errorTitle={PROPOSALS_TEXT.board.loadError}>
          <ProposalsBoard search={search} onChange={onChange} empty={empty} />
        </QueryBoundary>
      ) : (
        <QueryBoundary fallback={<ListSkeleton />} errorTitle={TEXT.loadError}>
          <ProposalsResults search={search} onChange={onChange} empty={empty} />
        </QueryBoundary>
      )}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{UI_TEXT.tableLoading}</span>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

function BoardSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex gap-3 overflow-hidden">
      <span className="sr-only">{UI_TEXT.loading}</span>
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-96 w-72 shrink-0" />
      ))}
    </div>
  );
}

type ResultsProps = { search: ProposalsSearch; onChange: ProposalsChange; empty: EmptyStateProps };

/** The page of proposals the route loader prefetched, and its pagination. */
function ProposalsResults({ search, onChange, empty }: ResultsProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data, isFetching } = useProposals(proposalsQuery(shown));
  const page = shown.page ?? 1;
  useLastPageFallback(page, data.pagination.total_pages, onChange);
  return (
    <>
      <ProposalsTable
        rows={data.items}
        loading={isFetching || shown !== search}
        empty={empty}
        sort={search.sort ?? '-number'}
        onSortChange={(sort) => onChange({ sort: sort === '-number' ? undefined : sort, page: undefined })}
      />
      {data.items.length > 0 && (
        <Pagination
          pagination={data.pagination}
          onPageChange={(next) => onChange({ page: next > 1 ? next : undefined })}
        />
      )}
    </>
  );
}
