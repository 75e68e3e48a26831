import { getRouteApi, Link } from '@tanstack/react-router';
import { Building2, Download, Plus, SearchX, Upload } from 'lucide-react';
import { useCallback, useDeferredValue, useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useCan } from '@/platform/use-can';
import { useLastPageFallback } from '@/platform/use-last-page-fallback';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Button, buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { clientsExportUrl } from '../api/export-clients';
import { useClients } from '../api/list-clients';
import { ClientsFilters } from '../components/clients-filters';
import { ClientsTable, type ClientsTableProps } from '../components/clients-table';
import { ImportDialog } from '../components/import-dialog';
import { type ClientsListSearch, clientFilters, clientsQuery } from '../search';
import { CLIENTS_TEXT } from '../strings';

const TEXT = CLIENTS_TEXT.list;
const route = getRouteApi('/app/crm/clients/');
type Change = (patch: Partial<ClientsListSearch>, options?: { replace?: boolean }) => void;

/**
 * `/app/crm/clients`: the clients with filters, sort and page in the URL, CSV export of the filtered list and CSV
 * import with a preview of each row's errors.
 */
export function ClientsListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canEdit = useCan('edit_project');
  const [importing, setImporting] = useState(false);
  const onChange = useCallback<Change>(
    (patch, options) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  const [text, setText] = useUrlSearchText(search.q, (q) => onChange({ q, page: undefined }, { replace: true }));
  const { q: _q, archived: _archived, ...selects } = clientFilters(search);
  const filtered = Boolean(search.q || search.archived || Object.values(selects).some(Boolean));
  const clear = () => {
    setText('');
    onChange({
      q: undefined,
      status: undefined,
      kind: undefined,
      owner: undefined,
      tag: undefined,
      archived: undefined,
      page: undefined,
    });
  };
  const newClient = (
    <Link to="/app/crm/clients/create" className={buttonStyles()}>
      <Plus className="size-4" aria-hidden="true" />
      {TEXT.newClient}
    </Link>
  );
  const empty: ClientsTableProps['empty'] = filtered
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
        icon: Building2,
        title: TEXT.emptyTitle,
        hint: canEdit ? TEXT.emptyHint : TEXT.emptyReadOnlyHint,
        action: canEdit ? newClient : undefined,
      };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        actions={
          <>
            {canEdit && newClient}
            {canEdit && (
              <Button
                variant="secondary"
                onClick={() => setImporting(true)}
                icon={<Upload className="size-4" aria-hidden="true" />}
              >
                {TEXT.import}
              </Button>
            )}
            <a
              href={clientsExportUrl({ ...clientFilters(search), sort: search.sort })}
              download
              className={buttonStyles({ variant: 'secondary' })}
            >
              <Download className="size-4" aria-hidden="true" />
              {TEXT.export}
            </a>
          </>
        }
      />
      <ClientsFilters
        search={search}
        searchText={text}
        onSearchTextChange={setText}
        onChange={(patch) => onChange({ ...patch, page: undefined })}
        onClear={filtered || text ? clear : undefined}
      />
      <QueryBoundary fallback={<ListSkeleton />} errorTitle={TEXT.loadError}>
        <ClientsResults search={search} onChange={onChange} empty={empty} />
      </QueryBoundary>
      {canEdit && <ImportDialog open={importing} onOpenChange={setImporting} />}
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

type ResultsProps = { search: ClientsListSearch; onChange: Change; empty: ClientsTableProps['empty'] };

/** The page of clients the route loader prefetched, and its pagination. */
function ClientsResults({ search, onChange, empty }: ResultsProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data, isFetching } = useClients(clientsQuery(shown));
  const page = shown.page ?? 1;
  useLastPageFallback(page, data.pagination.total_pages, onChange);
  return (
    <>
      <ClientsTable
        rows={data.items}
        loading={isFetching || shown !== search}
        empty={empty}
        sort={search.sort ?? 'name'}
        onSortChange={(sort) => onChange({ sort: sort === 'name' ? undefined : sort, page: undefined })}
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
