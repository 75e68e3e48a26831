import type { PatternList } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { type ReactNode, useCallback, useDeferredValue } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useLastPageFallback } from '@/platform/use-last-page-fallback';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { usePatterns } from '../api/list-patterns';
import { PatternDrawer } from '../components/pattern-drawer';
import { PatternsTable, type PatternsTableProps } from '../components/patterns-table';
import { PatternsToolbar } from '../components/patterns-toolbar';
import { SectionNav } from '../components/section-nav';
import { failureFallback } from '../failure';
import { type PatternsSearch, patternsQuery } from '../search';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.patterns;
const route = getRouteApi('/app/admin/self-healing/patterns');

type SearchChange = (patch: Partial<PatternsSearch>, options?: { replace?: boolean }) => void;
type FilterOptions = PatternList['filter_options'];

/**
 * `/app/admin/self-healing/patterns`: the grouped errors, filtered on the server, with a detail drawer. The route
 * loader prefetches the page of the URL's filters (and the open drawer's pattern).
 */
export function SelfHealingPatternsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCallback<SearchChange>(
    (patch, options) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );

  const [text, setText] = useUrlSearchText(search.search, (value) =>
    onSearchChange({ search: value, page: undefined }, { replace: true }),
  );

  const filtered = Boolean(search.search || search.severity || search.error_type || search.status);
  const clear = () => {
    setText('');
    onSearchChange({
      search: undefined,
      severity: undefined,
      error_type: undefined,
      status: undefined,
      page: undefined,
    });
  };

  // The filter options come with the list: until it is there the selects offer what the URL holds.
  const toolbar = (options?: FilterOptions) => (
    <PatternsToolbar
      searchText={text}
      onSearchTextChange={setText}
      options={options}
      severity={search.severity}
      onSeverityChange={(severity) => onSearchChange({ severity, page: undefined })}
      errorType={search.error_type}
      onErrorTypeChange={(error_type) => onSearchChange({ error_type, page: undefined })}
      status={search.status}
      onStatusChange={(status) => onSearchChange({ status, page: undefined })}
      onClear={filtered || text ? clear : undefined}
    />
  );
  const tableProps: TableProps = {
    sort: search.sort ?? '-last_seen_at',
    onSortChange: (next) =>
      onSearchChange({
        sort: next === '-last_seen_at' ? undefined : (next as PatternsSearch['sort']),
        page: undefined,
      }),
    onOpen: (pattern) => onSearchChange({ pattern: pattern.id }),
    empty: filtered
      ? {
          title: TEXT.noMatchTitle,
          hint: TEXT.noMatchHint,
          icon: SearchX,
          action: (
            <Button variant="secondary" onClick={clear}>
              {TEXT.toolbar.clear}
            </Button>
          ),
        }
      : { title: TEXT.emptyTitle, hint: TEXT.emptyHint },
  };
  const failure = failureFallback('patterns');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <SectionNav />
      <div className="flex min-w-0 flex-col gap-4">
        <QueryBoundary
          fallback={
            <>
              {toolbar()}
              <PatternsTable {...tableProps} rows={undefined} loading now={Date.now()} />
            </>
          }
          errorFallback={(state) => (
            <>
              {toolbar()}
              {failure(state)}
            </>
          )}
        >
          <PatternsResults search={search} onSearchChange={onSearchChange} toolbar={toolbar} tableProps={tableProps} />
        </QueryBoundary>
      </div>
      <PatternDrawer patternId={search.pattern} onClose={() => onSearchChange({ pattern: undefined })} />
    </div>
  );
}

type TableProps = Omit<PatternsTableProps, 'rows' | 'loading' | 'now'>;

type PatternsResultsProps = {
  search: PatternsSearch;
  onSearchChange: SearchChange;
  toolbar: (options?: FilterOptions) => ReactNode;
  tableProps: TableProps;
};

/** The page of patterns the route loader prefetched, with the toolbar its filter options feed, and the pages. */
function PatternsResults({ search, onSearchChange, toolbar, tableProps }: PatternsResultsProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data: patterns, isFetching, dataUpdatedAt } = usePatterns(patternsQuery(shown));
  const page = shown.page ?? 1;

  // A page that no longer exists (its last pattern was filtered away) falls back to the last one.
  useLastPageFallback(page, patterns.pagination.total_pages, onSearchChange, true);

  return (
    <>
      {toolbar(patterns.filter_options)}
      <PatternsTable
        {...tableProps}
        rows={patterns.items}
        loading={isFetching || patternsChanged(shown, search)}
        now={dataUpdatedAt || Date.now()}
      />
      {patterns.items.length > 0 && (
        <Pagination
          pagination={patterns.pagination}
          onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
        />
      )}
    </>
  );
}

/** Whether the list asked for differs from the one shown (opening the drawer changes neither). */
function patternsChanged(shown: PatternsSearch, search: PatternsSearch): boolean {
  return JSON.stringify(patternsQuery(shown)) !== JSON.stringify(patternsQuery(search));
}
