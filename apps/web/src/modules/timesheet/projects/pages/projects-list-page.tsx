import { getRouteApi, Link } from '@tanstack/react-router';
import { FolderKanban, Plus, SearchX } from 'lucide-react';
import { useCallback, useDeferredValue } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { useCan } from '@/platform/use-can';
import { useLastPageFallback } from '@/platform/use-last-page-fallback';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Button, buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { UI_TEXT } from '@/ui/strings';
import { useProjects } from '../api/list-projects';
import { useProjectFilters } from '../api/project-filters';
import { useRestoreProject } from '../api/restore-project';
import { ProjectsTable, type ProjectsTableProps } from '../components/projects-table';
import { ProjectsToolbar } from '../components/projects-toolbar';
import { type ProjectsListSearch, projectsQuery } from '../search';
import { PROJECTS_TEXT } from '../strings';

const TEXT = PROJECTS_TEXT.list;
const route = getRouteApi('/app/projects/');

type SearchChange = (patch: Partial<ProjectsListSearch>, options?: { replace?: boolean }) => void;

/**
 * `/app/projects` (view_all_projects): every project, filtered, sorted and paginated on the server. The route
 * loader prefetches the page of the URL's search state and the filters' choices.
 */
export function ProjectsListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canEdit = useCan('edit_project');
  const restore = useRestoreProject();

  const onChange = useCallback<SearchChange>(
    (patch, options) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  const [text, setText] = useUrlSearchText(search.search, (value) =>
    onChange({ search: value, page: undefined }, { replace: true }),
  );
  const filters = useProjectFilters();

  const filtered = Boolean(search.search || search.status || search.manager_id || search.client_id || search.tag);
  const clear = () => {
    setText('');
    onChange({
      search: undefined,
      status: undefined,
      manager_id: undefined,
      client_id: undefined,
      tag: undefined,
      page: undefined,
    });
  };
  const createLink = canEdit ? (
    <Link to="/app/projects/create" className={buttonStyles()}>
      <Plus className="size-4" aria-hidden="true" />
      {PROJECTS_TEXT.create}
    </Link>
  ) : undefined;
  const tableProps: TableProps = {
    sort: search.sort ?? 'code',
    onSortChange: (next) => onChange({ sort: next === 'code' ? undefined : next, page: undefined }),
    onRestore:
      canEdit && search.deleted
        ? (project) =>
            restore.mutate(project.id, {
              onSuccess: () => toast.success(TEXT.restored, `${project.code} · ${project.name}`),
              onError: (error) => toast.error(errorMessage(error)),
            })
        : undefined,
    restoringId: restore.isPending ? restore.variables : null,
    empty: filtered
      ? {
          title: TEXT.noMatchTitle,
          hint: TEXT.noMatchHint,
          icon: SearchX,
          action: (
            <Button variant="secondary" onClick={clear}>
              {UI_TEXT.clearFilters}
            </Button>
          ),
        }
      : {
          title: TEXT.emptyTitle,
          hint: canEdit ? TEXT.emptyHint : TEXT.emptyMemberHint,
          icon: FolderKanban,
          action: createLink,
        },
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={PROJECTS_TEXT.title} description={PROJECTS_TEXT.description} actions={createLink} />
      <ProjectsToolbar
        searchText={text}
        onSearchTextChange={setText}
        filters={search}
        options={filters.data}
        onChange={onChange}
        canShowDeleted={canEdit}
        onClear={filtered || text ? clear : undefined}
      />
      <QueryBoundary fallback={<ProjectsTable {...tableProps} rows={undefined} loading />} errorTitle={TEXT.loadError}>
        <ProjectsResults search={search} canEdit={canEdit} onChange={onChange} tableProps={tableProps} />
      </QueryBoundary>
    </div>
  );
}

type TableProps = Omit<ProjectsTableProps, 'rows' | 'loading'>;

type ProjectsResultsProps = {
  search: ProjectsListSearch;
  canEdit: boolean;
  onChange: SearchChange;
  tableProps: TableProps;
};

/** The page of projects the route loader prefetched, and its pagination. */
function ProjectsResults({ search, canEdit, onChange, tableProps }: ProjectsResultsProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data: projects, isFetching } = useProjects(projectsQuery(shown, canEdit));
  const page = shown.page ?? 1;

  // A page that no longer exists (its last project was just deleted) falls back to the last one.
  useLastPageFallback(page, projects.pagination.total_pages, onChange);

  return (
    <>
      <ProjectsTable {...tableProps} rows={projects.items} loading={isFetching || shown !== search} />
      {projects.items.length > 0 && (
        <Pagination
          pagination={projects.pagination}
          onPageChange={(next) => onChange({ page: next > 1 ? next : undefined })}
        />
      )}
    </>
  );
}
