import { getRouteApi, Link } from '@tanstack/react-router';
import { FolderKanban, Plus, SearchX } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { toast } from '@/platform/toast/toast';
import { useCan } from '@/platform/use-can';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Button, buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { useProjects } from '../api/list-projects';
import { useProjectFilters } from '../api/project-filters';
import { useRestoreProject } from '../api/save-project';
import { ProjectsTable } from '../components/projects-table';
import { ProjectsToolbar } from '../components/projects-toolbar';
import { messageOf } from '../errors';
import type { ProjectsListSearch } from '../search';
import { PROJECTS_TEXT } from '../strings';

const TEXT = PROJECTS_TEXT.list;
const PER_PAGE = 20;
const route = getRouteApi('/app/projects/');

/** `/app/projects` (view_all_projects): every project, filtered, sorted and paginated on the server. */
export function ProjectsListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canEdit = useCan('edit_project');
  const restore = useRestoreProject();

  const onChange = useCallback(
    (patch: Partial<ProjectsListSearch>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  const [text, setText] = useUrlSearchText(search.search, (value) =>
    onChange({ search: value, page: undefined }, { replace: true }),
  );

  const sort = search.sort ?? 'code';
  const page = search.page ?? 1;
  const projects = useProjects({
    page,
    per_page: PER_PAGE,
    sort,
    search: search.search,
    status: search.status,
    manager_id: search.manager_id,
    client: search.client,
    tag: search.tag,
    include_deleted: canEdit && search.deleted ? 'true' : undefined,
  });
  const filters = useProjectFilters();

  const lastPage = projects.data?.pagination.total_pages;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) onChange({ page: lastPage > 1 ? lastPage : undefined });
  }, [lastPage, page, onChange]);

  const filtered = Boolean(search.search || search.status || search.manager_id || search.client || search.tag);
  const clear = () => {
    setText('');
    onChange({
      search: undefined,
      status: undefined,
      manager_id: undefined,
      client: undefined,
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
      <ProjectsTable
        rows={projects.data?.items}
        loading={projects.isFetching}
        error={projects.isError ? messageOf(projects.error) : undefined}
        onRetry={() => void projects.refetch()}
        sort={sort}
        onSortChange={(next) => onChange({ sort: next === 'code' ? undefined : next, page: undefined })}
        onRestore={
          canEdit && search.deleted
            ? (project) =>
                restore.mutate(project.id, {
                  onSuccess: () => toast.success(TEXT.restored, `${project.code} · ${project.name}`),
                  onError: (error) => toast.error(messageOf(error)),
                })
            : undefined
        }
        restoringId={restore.isPending ? restore.variables : null}
        empty={
          filtered
            ? {
                title: TEXT.noMatchTitle,
                hint: TEXT.noMatchHint,
                icon: SearchX,
                action: (
                  <Button variant="secondary" onClick={clear}>
                    {TEXT.clear}
                  </Button>
                ),
              }
            : {
                title: TEXT.emptyTitle,
                hint: canEdit ? TEXT.emptyHint : TEXT.emptyMemberHint,
                icon: FolderKanban,
                action: createLink,
              }
        }
      />
      {!projects.isError && projects.data && projects.data.items.length > 0 && (
        <Pagination
          pagination={projects.data.pagination}
          onPageChange={(next) => onChange({ page: next > 1 ? next : undefined })}
        />
      )}
    </div>
  );
}
