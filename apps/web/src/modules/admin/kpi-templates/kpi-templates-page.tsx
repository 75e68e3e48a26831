import type { KpiTemplate } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { Gauge, Plus, SearchX } from 'lucide-react';
import { useCallback, useDeferredValue, useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useLastPageFallback } from '@/platform/use-last-page-fallback';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { ADMIN_TITLES } from '../titles';
import { useKpiCategories } from './api/list-kpi-categories';
import { useKpiTemplates } from './api/list-kpi-templates';
import { DeleteKpiDialog } from './components/delete-kpi-dialog';
import { KpiFormDialog } from './components/kpi-form-dialog';
import { KpiTable, type KpiTableProps } from './components/kpi-table';
import { KpiToolbar } from './components/kpi-toolbar';
import { type KpiTemplatesSearch, kpiTemplatesQuery } from './kpi-templates-search';
import { KPI_TEXT } from './strings';

const TEXT = KPI_TEXT;
const route = getRouteApi('/app/admin/kpi-templates');

type Editing = { mode: 'create' } | { mode: 'edit'; template: KpiTemplate } | null;
type SearchChange = (patch: Partial<KpiTemplatesSearch>, options?: { replace?: boolean }) => void;

/** `/app/admin/kpi-templates` (spec §6, admin): the KPI templates, paginated, sorted and filtered on the server. */
export function KpiTemplatesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<KpiTemplate | null>(null);

  const onSearchChange = useCallback<SearchChange>(
    (patch, options) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );

  const [text, setText] = useUrlSearchText(search.search, (value) =>
    onSearchChange({ search: value, page: undefined }, { replace: true }),
  );
  const categories = useKpiCategories();

  const filtered = Boolean(search.search || search.category);
  const clear = () => {
    setText('');
    onSearchChange({ search: undefined, category: undefined, page: undefined });
  };
  const create = () => setEditing({ mode: 'create' });
  const createButton = (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={create}>
      {TEXT.create}
    </Button>
  );
  const tableProps: TableProps = {
    empty: filtered
      ? {
          title: TEXT.table.noMatchTitle,
          hint: TEXT.table.noMatchHint,
          icon: SearchX,
          action: (
            <Button variant="secondary" onClick={clear}>
              {TEXT.toolbar.clear}
            </Button>
          ),
        }
      : { title: TEXT.table.emptyTitle, hint: TEXT.table.emptyHint, icon: Gauge, action: createButton },
    sort: search.sort ?? 'name',
    onSortChange: (next) => onSearchChange({ sort: next === 'name' ? undefined : next, page: undefined }),
    onEdit: (template) => setEditing({ mode: 'edit', template }),
    onDelete: setDeleting,
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={ADMIN_TITLES.kpiTemplates} description={TEXT.description} actions={createButton} />
      <div className="flex flex-col gap-4">
        <KpiToolbar
          searchText={text}
          onSearchTextChange={setText}
          category={search.category}
          categories={categories.data ?? []}
          onCategoryChange={(category) => onSearchChange({ category, page: undefined })}
          onClear={filtered || text ? clear : undefined}
        />
        <QueryBoundary fallback={<KpiTable {...tableProps} rows={undefined} loading />} errorTitle={TEXT.loadError}>
          <KpiResults search={search} onSearchChange={onSearchChange} tableProps={tableProps} />
        </QueryBoundary>
      </div>
      {editing && (
        <KpiFormDialog
          key={editing.mode === 'edit' ? editing.template.id : 'new'}
          template={editing.mode === 'edit' ? editing.template : null}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteKpiDialog key={deleting.id} template={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

type TableProps = Pick<KpiTableProps, 'empty' | 'sort' | 'onSortChange' | 'onEdit' | 'onDelete'>;

type KpiResultsProps = {
  search: KpiTemplatesSearch;
  onSearchChange: SearchChange;
  tableProps: TableProps;
};

/** The page of templates the route loader prefetched, and its pagination. */
function KpiResults({ search, onSearchChange, tableProps }: KpiResultsProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data: templates, isFetching } = useKpiTemplates(kpiTemplatesQuery(shown));
  const page = shown.page ?? 1;

  // A page that no longer exists (its last template was just deleted) falls back to the last one.
  useLastPageFallback(page, templates.pagination.total_pages, onSearchChange);

  return (
    <>
      <KpiTable {...tableProps} rows={templates.items} loading={isFetching || shown !== search} />
      {templates.items.length > 0 && (
        <Pagination
          pagination={templates.pagination}
          onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
        />
      )}
    </>
  );
}
