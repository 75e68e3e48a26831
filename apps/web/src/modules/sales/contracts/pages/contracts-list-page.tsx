import { getRouteApi, Link } from '@tanstack/react-router';
import { FileSignature, Plus, SearchX } from 'lucide-react';
import { useCallback, useDeferredValue } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useCan } from '@/platform/use-can';
import { useLastPageFallback } from '@/platform/use-last-page-fallback';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Button, buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useContracts } from '../api/list-contracts';
import { ContractsFilters } from '../components/contracts-filters';
import { ContractsTable, type ContractsTableProps } from '../components/contracts-table';
import { type ContractsListSearch, contractsQuery } from '../search';
import { CONTRACTS_TEXT } from '../strings';

const TEXT = CONTRACTS_TEXT.list;
const route = getRouteApi('/app/crm/contracts/');
type Change = (patch: Partial<ContractsListSearch>, options?: { replace?: boolean }) => void;

/** `/app/crm/contracts`: the contracts with filters, sort and page in the URL; expiring ones stand out. */
export function ContractsListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canEdit = useCan('manage_contracts');
  const money = useCan('view_all_invoices');
  const onChange = useCallback<Change>(
    (patch, options) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  const [text, setText] = useUrlSearchText(search.q, (q) => onChange({ q, page: undefined }, { replace: true }));
  const filtered = Boolean(search.q || search.status || search.type || search.client || search.expiring);
  const clear = () => {
    setText('');
    onChange({
      q: undefined,
      status: undefined,
      type: undefined,
      client: undefined,
      expiring: undefined,
      page: undefined,
    });
  };
  const newContract = (
    <Link to="/app/crm/contracts/new" className={buttonStyles()}>
      <Plus className="size-4" aria-hidden="true" />
      {TEXT.newContract}
    </Link>
  );
  const empty: ContractsTableProps['empty'] = filtered
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
        action: canEdit ? newContract : undefined,
      };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.title} description={TEXT.description} actions={canEdit ? newContract : undefined} />
      <ContractsFilters
        search={search}
        searchText={text}
        onSearchTextChange={setText}
        onChange={(patch) => onChange({ ...patch, page: undefined })}
        onClear={filtered || text ? clear : undefined}
        money={money}
      />
      <QueryBoundary fallback={<ListSkeleton />} errorTitle={TEXT.loadError}>
        <ContractsResults search={search} onChange={onChange} empty={empty} money={money} />
      </QueryBoundary>
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

type ResultsProps = {
  search: ContractsListSearch;
  onChange: Change;
  empty: ContractsTableProps['empty'];
  money: boolean;
};

/** The page of contracts the route loader prefetched, and its pagination. */
function ContractsResults({ search, onChange, empty, money }: ResultsProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data, isFetching } = useContracts(contractsQuery(shown));
  const page = shown.page ?? 1;
  useLastPageFallback(page, data.pagination.total_pages, onChange);
  return (
    <>
      <ContractsTable
        rows={data.items}
        money={money}
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
