import type { KpiTemplate } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { Gauge, Plus, SearchX } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { ADMIN_TEXT } from '../strings';
import { useKpiCategories } from './api/list-kpi-categories';
import { useKpiTemplates } from './api/list-kpi-templates';
import { DeleteKpiDialog } from './components/delete-kpi-dialog';
import { KpiFormDialog } from './components/kpi-form-dialog';
import { KpiTable } from './components/kpi-table';
import { KpiToolbar } from './components/kpi-toolbar';
import { messageOf } from './errors';
import type { KpiTemplatesSearch } from './kpi-templates-search';
import { KPI_TEXT } from './strings';

const TEXT = KPI_TEXT;
export const KPI_PER_PAGE = 20;
const route = getRouteApi('/app/admin/kpi-templates');

type Editing = { mode: 'create' } | { mode: 'edit'; template: KpiTemplate } | null;

/** `/app/admin/kpi-templates` (issue 8): the KPI templates, paginated, sorted and filtered on the server. */
export function KpiTemplatesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<KpiTemplate | null>(null);

  const onSearchChange = useCallback(
    (patch: Partial<KpiTemplatesSearch>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );

  const [text, setText] = useUrlSearchText(search.search, (value) =>
    onSearchChange({ search: value, page: undefined }, { replace: true }),
  );

  const sort = search.sort ?? 'name';
  const page = search.page ?? 1;
  const templates = useKpiTemplates({
    page,
    per_page: KPI_PER_PAGE,
    sort,
    search: search.search,
    category: search.category,
  });
  const categories = useKpiCategories();

  // A page that no longer exists (its last template was just deleted) falls back to the last one.
  const lastPage = templates.data?.pagination.total_pages;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) onSearchChange({ page: lastPage > 1 ? lastPage : undefined });
  }, [lastPage, page, onSearchChange]);

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

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={ADMIN_TEXT.kpiTemplates} description={TEXT.description} actions={createButton} />
      <div className="flex flex-col gap-4">
        <KpiToolbar
          searchText={text}
          onSearchTextChange={setText}
          category={search.category}
          categories={categories.data ?? []}
          onCategoryChange={(category) => onSearchChange({ category, page: undefined })}
          onClear={filtered || text ? clear : undefined}
        />
        <KpiTable
          rows={templates.data?.items}
          loading={templates.isFetching}
          error={templates.isError ? messageOf(templates.error) : undefined}
          onRetry={() => void templates.refetch()}
          sort={sort}
          onSortChange={(next) => onSearchChange({ sort: next === 'name' ? undefined : next, page: undefined })}
          onEdit={(template) => setEditing({ mode: 'edit', template })}
          onDelete={setDeleting}
          empty={
            filtered
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
              : { title: TEXT.table.emptyTitle, hint: TEXT.table.emptyHint, icon: Gauge, action: createButton }
          }
        />
        {!templates.isError && templates.data && templates.data.items.length > 0 && (
          <Pagination
            pagination={templates.data.pagination}
            onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
          />
        )}
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
