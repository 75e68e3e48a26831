import {
  type Project,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type Task,
  type TaskListQuery,
  type TaskStatus,
} from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { Columns3, List, ListTodo, Plus, SearchX, X } from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useMemberOptions } from '../api/get-members';
import { useAllTasks, useTasks } from '../api/list-tasks';
import { useMoveTask } from '../api/move-task';
import { type ProjectDetailSearch, taskFilters } from '../search';
import { PROJECTS_TEXT } from '../strings';
import { KanbanBoard } from './kanban-board';
import { type AssigneeOption, TaskDialog } from './task-dialog';
import { TaskListView } from './task-list-view';

const TEXT = PROJECTS_TEXT.tasks;
const route = getRouteApi('/app/projects/$projectId/');

type Creating = { status: TaskStatus } | null;

/** The "Task" tab: filters, board or list, the task dialog (also opened from a link: `?task=<id>`). */
export function TasksTab({ project }: { project: Project }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (patch: Partial<ProjectDetailSearch>, replace = true) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace });

  const [text, setText] = useState(search.q ?? '');
  const debounced = useDebouncedValue(text.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing updates the URL.
  useEffect(() => {
    if ((debounced || undefined) !== search.q) setSearch({ q: debounced || undefined });
  }, [debounced]);

  // Stable while the URL's filters are, so the results can keep what they show until the next ones are there.
  const filters = useMemo(
    () => taskFilters({ assignee: search.assignee, status: search.status, priority: search.priority, q: search.q }),
    [search.assignee, search.status, search.priority, search.q],
  );
  const filtered = Object.keys(filters).length > 0;
  const all = useAllTasks(project.id);
  const members = useMemberOptions(project.id);
  const [creating, setCreating] = useState<Creating>(null);
  const view = search.view ?? 'bacheca';

  const assignees: AssigneeOption[] = (members ?? []).map((m) => ({ value: m.user_id, label: m.name }));
  if (project.manager_id && project.manager_name && !assignees.some((a) => a.value === project.manager_id)) {
    assignees.push({ value: project.manager_id, label: project.manager_name });
  }
  const openTask: Task | undefined = search.task ? all?.find((t) => t.id === search.task) : undefined;
  const missingTask = Boolean(search.task && all && !openTask);
  useEffect(() => {
    if (missingTask) toast.warning(PROJECTS_TEXT.task.notFound);
  }, [missingTask]);

  const clear = () => {
    setText('');
    setSearch({ assignee: undefined, status: undefined, priority: undefined, q: undefined });
  };

  return (
    <div className="flex flex-col gap-4">
      <search aria-label={TEXT.search} className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <SearchField
            className="md:max-w-sm md:flex-1"
            label={TEXT.search}
            placeholder={TEXT.searchPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
          />
          <div className="flex flex-wrap items-center gap-2 md:ml-auto">
            <fieldset className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
              <legend className="sr-only">{TEXT.view}</legend>
              {(
                [
                  ['bacheca', TEXT.board, Columns3],
                  ['elenco', TEXT.list, List],
                ] as const
              ).map(([value, label, Icon]) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={view === value}
                  onClick={() => setSearch({ view: value === 'bacheca' ? undefined : value })}
                  className={cx(
                    'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
                    view === value
                      ? 'bg-primary-600 text-white dark:bg-primary-400 dark:text-slate-950'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </button>
              ))}
            </fieldset>
            {project.can_work && !project.deleted_at && (
              <Button
                icon={<Plus className="size-4" aria-hidden="true" />}
                onClick={() => setCreating({ status: 'da_fare' })}
              >
                {TEXT.add}
              </Button>
            )}
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,14rem))_auto]">
          <SelectField
            label={TEXT.assignee}
            hideLabel
            placeholder={TEXT.allAssignees}
            options={[{ value: 'none', label: TEXT.unassigned }, ...assignees]}
            value={search.assignee ?? ''}
            onChange={(event) => setSearch({ assignee: event.target.value || undefined })}
          />
          <SelectField
            label={TEXT.status}
            hideLabel
            placeholder={TEXT.allStatuses}
            options={TASK_STATUSES.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }))}
            value={search.status ?? ''}
            onChange={(event) => setSearch({ status: (event.target.value || undefined) as TaskStatus | undefined })}
          />
          <SelectField
            label={TEXT.priority}
            hideLabel
            placeholder={TEXT.allPriorities}
            options={TASK_PRIORITIES.map((value) => ({ value, label: TASK_PRIORITY_LABELS[value] }))}
            value={search.priority ?? ''}
            onChange={(event) =>
              setSearch({ priority: (event.target.value || undefined) as ProjectDetailSearch['priority'] })
            }
          />
          {(filtered || text) && (
            <Button
              variant="ghost"
              className="justify-self-start"
              onClick={clear}
              icon={<X className="size-4" aria-hidden="true" />}
            >
              {UI_TEXT.clearFilters}
            </Button>
          )}
        </div>
      </search>
      {!project.can_work && <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.readOnly}</p>}

      <QueryBoundary fallback={<TasksSkeleton />}>
        <TaskResults
          project={project}
          filters={filters}
          filtered={filtered}
          view={view}
          assignees={assignees}
          onOpen={(task) => setSearch({ task: task.id }, false)}
          onCreate={(status) => setCreating({ status })}
        />
      </QueryBoundary>

      {(creating || openTask) && (
        <TaskDialog
          key={openTask?.id ?? `new-${creating?.status}`}
          projectId={project.id}
          task={openTask ?? null}
          initialStatus={creating?.status}
          assignees={assignees}
          canWork={project.can_work && !project.deleted_at}
          onClose={() => {
            setCreating(null);
            if (search.task) setSearch({ task: undefined });
          }}
        />
      )}
    </div>
  );
}

type TaskResultsProps = {
  project: Project;
  filters: TaskListQuery;
  filtered: boolean;
  view: 'bacheca' | 'elenco';
  assignees: AssigneeOption[];
  onOpen: (task: Task) => void;
  onCreate: (status: TaskStatus) => void;
};

/** The tasks for the URL's filters, on the board or in the list; new filters keep them until the next arrive. */
function TaskResults({ project, filters, filtered, view, assignees, onOpen, onCreate }: TaskResultsProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(filters);
  const { data: tasks } = useTasks(project.id, shown);
  const move = useMoveTask(project.id);
  const canWork = project.can_work && !project.deleted_at;
  let content: ReactNode;
  if (tasks.length === 0 && !filtered) {
    content = (
      <EmptyState
        icon={ListTodo}
        title={TEXT.emptyTitle}
        hint={project.can_work ? TEXT.emptyHint : undefined}
        action={
          canWork ? (
            <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => onCreate('da_fare')}>
              {TEXT.add}
            </Button>
          ) : undefined
        }
      />
    );
  } else if (tasks.length === 0 && view === 'elenco') {
    content = <EmptyState icon={SearchX} title={TEXT.noMatch} />;
  } else if (view === 'bacheca') {
    content = (
      <KanbanBoard
        tasks={tasks}
        canWork={canWork}
        onOpen={onOpen}
        onCreate={onCreate}
        onMove={(id, next) =>
          move.mutate({ id, move: next }, { onError: (error) => toast.error(TEXT.moveFailed, errorMessage(error)) })
        }
      />
    );
  } else {
    content = (
      <TaskListView projectId={project.id} tasks={tasks} canWork={canWork} assignees={assignees} onOpen={onOpen} />
    );
  }
  const stale = shown !== filters;
  return (
    <div aria-busy={stale || undefined} className={stale ? 'opacity-70 transition-opacity' : undefined}>
      {content}
    </div>
  );
}

export function TasksSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 lg:grid-cols-4">
      <span className="sr-only">{TEXT.caption}</span>
      {TASK_STATUSES.map((s) => (
        <Skeleton key={s} className="h-48" />
      ))}
    </div>
  );
}
