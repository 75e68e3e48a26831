import { getRouteApi } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { usePatterns } from '../api/list-patterns';
import { PatternDrawer } from '../components/pattern-drawer';
import { PatternsTable } from '../components/patterns-table';
import { PatternsToolbar } from '../components/patterns-toolbar';
import { SectionNav } from '../components/section-nav';
import { FailureAlert, failureOf } from '../failure';
import type { PatternsSearch } from '../search';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.patterns;
const route = getRouteApi('/app/admin/self-healing/patterns');
export const PATTERNS_PER_PAGE = 20;

/** `/app/admin/self-healing/patterns`: the grouped errors, filtered on the server, with a detail drawer. */
export function SelfHealingPatternsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCallback(
    (patch: Partial<PatternsSearch>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );

  const [text, setText] = useUrlSearchText(search.search, (value) =>
    onSearchChange({ search: value, page: undefined }, { replace: true }),
  );

  const sort = search.sort ?? '-last_seen_at';
  const page = search.page ?? 1;
  const patterns = usePatterns({
    page,
    per_page: PATTERNS_PER_PAGE,
    sort: search.sort,
    search: search.search,
    severity: search.severity,
    error_type: search.error_type,
    status: search.status,
  });

  const lastPage = patterns.data?.pagination.total_pages;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage)
      onSearchChange({ page: lastPage > 1 ? lastPage : undefined }, { replace: true });
  }, [lastPage, page, onSearchChange]);

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
  const failure = patterns.isError ? failureOf('patterns', patterns.error) : undefined;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <SectionNav />
      <div className="flex min-w-0 flex-col gap-4">
        <PatternsToolbar
          searchText={text}
          onSearchTextChange={setText}
          options={patterns.data?.filter_options}
          severity={search.severity}
          onSeverityChange={(severity) => onSearchChange({ severity, page: undefined })}
          errorType={search.error_type}
          onErrorTypeChange={(error_type) => onSearchChange({ error_type, page: undefined })}
          status={search.status}
          onStatusChange={(status) => onSearchChange({ status, page: undefined })}
          onClear={filtered || text ? clear : undefined}
        />
        {failure ? (
          <FailureAlert failure={failure} onRetry={() => void patterns.refetch()} />
        ) : (
          <PatternsTable
            rows={patterns.data?.items}
            loading={patterns.isFetching}
            sort={sort}
            onSortChange={(next) =>
              onSearchChange({
                sort: next === '-last_seen_at' ? undefined : (next as PatternsSearch['sort']),
                page: undefined,
              })
            }
            onOpen={(pattern) => onSearchChange({ pattern: pattern.id })}
            now={patterns.dataUpdatedAt || Date.now()}
            empty={
              filtered
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
                : { title: TEXT.emptyTitle, hint: TEXT.emptyHint }
            }
          />
        )}
        {!patterns.isError && patterns.data && patterns.data.items.length > 0 && (
          <Pagination
            pagination={patterns.data.pagination}
            onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
          />
        )}
      </div>
      <PatternDrawer patternId={search.pattern} onClose={() => onSearchChange({ pattern: undefined })} />
    </div>
  );
}
