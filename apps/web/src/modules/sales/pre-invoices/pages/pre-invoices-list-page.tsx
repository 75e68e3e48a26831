import type { PreInvoiceList } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { Download, Plus, Receipt, SearchX } from 'lucide-react';
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
import { NewPreInvoiceLink } from '../../area-links';
import { formatCents } from '../../invoice-lines/format';
import { preInvoicesExportUrl } from '../api/export-urls';
import { usePreInvoices } from '../api/list-pre-invoices';
import { PreInvoicesFilters } from '../components/pre-invoices-filters';
import { PreInvoicesTable, type PreInvoicesTableProps } from '../components/pre-invoices-table';
import {
  hasFilters,
  type PreInvoicesChange,
  type PreInvoicesSearch,
  preInvoicesQuery,
  withoutFilters,
} from '../search';
import { PRE_INVOICES_TEXT } from '../strings';

const TEXT = PRE_INVOICES_TEXT.list;
const route = getRouteApi('/app/invoicing/pre-invoices/');

/**
 * `/app/invoicing/pre-invoices` (view_all_invoices): the pre-invoices with filters, sort and page in the URL, the
 * sums of every match, and the list as CSV or XLSX with the same filters.
 */
export function PreInvoicesListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canCreate = useCan('manage_invoices');
  const onChange = useCallback<PreInvoicesChange>(
    (patch, options) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  const [text, setText] = useUrlSearchText(search.q, (q) => onChange({ q, page: undefined }, { replace: true }));
  const filtered = hasFilters(search);
  const clear = () => {
    setText('');
    void navigate({ search: withoutFilters(search) });
  };
  const newPreInvoice = (
    <NewPreInvoiceLink className={buttonStyles()}>
      <Plus className="size-4" aria-hidden="true" />
      {TEXT.newPreInvoice}
    </NewPreInvoiceLink>
  );
  const empty: PreInvoicesTableProps['empty'] = filtered
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
        icon: Receipt,
        title: TEXT.emptyTitle,
        hint: canCreate ? TEXT.emptyHint : TEXT.emptyReadOnlyHint,
        action: canCreate ? newPreInvoice : undefined,
      };
  const query = preInvoicesQuery(search);
  const exportLink = (format: 'csv' | 'xlsx') => (
    <a
      href={preInvoicesExportUrl(format, query)}
      download
      title={TEXT.exportHint}
      className={buttonStyles({ variant: 'secondary' })}
    >
      <Download className="size-4" aria-hidden="true" />
      {format === 'csv' ? TEXT.exportCsv : TEXT.exportXlsx}
    </a>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        actions={
          <>
            {canCreate && newPreInvoice}
            {exportLink('csv')}
            {exportLink('xlsx')}
          </>
        }
      />
      <PreInvoicesFilters
        search={search}
        searchText={text}
        onSearchTextChange={setText}
        onChange={(patch) => onChange({ ...patch, page: undefined })}
        onClear={filtered || text ? clear : undefined}
      />
      <QueryBoundary fallback={<ListSkeleton />} errorTitle={TEXT.loadError}>
        <PreInvoicesResults search={search} onChange={onChange} empty={empty} />
      </QueryBoundary>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{UI_TEXT.tableLoading}</span>
      <Skeleton className="h-6 w-80 max-w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

type ResultsProps = { search: PreInvoicesSearch; onChange: PreInvoicesChange; empty: PreInvoicesTableProps['empty'] };

/** The page of pre-invoices the route loader prefetched, the sums of all that match, and the pagination. */
function PreInvoicesResults({ search, onChange, empty }: ResultsProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data, isFetching } = usePreInvoices(preInvoicesQuery(shown));
  const page = shown.page ?? 1;
  useLastPageFallback(page, data.pagination.total_pages, onChange);
  return (
    <>
      {data.pagination.total > 0 && <Sums data={data} />}
      <PreInvoicesTable
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

/** How many match, and their taxable and total amounts (every match, not only this page's). */
function Sums({ data }: { data: PreInvoiceList }) {
  return (
    <section aria-label={TEXT.sums}>
      <dl className="flex flex-wrap items-baseline gap-x-6 gap-y-1 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="w-full font-semibold text-slate-900 sm:w-auto dark:text-white">
          <dt className="sr-only">{TEXT.caption}</dt>
          <dd>{TEXT.count(data.pagination.total)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-600 dark:text-slate-400">{TEXT.sumTaxable}</dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
            {formatCents(data.sums.taxable_cents)}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-600 dark:text-slate-400">{TEXT.sumTotal}</dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
            {formatCents(data.sums.total_cents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
