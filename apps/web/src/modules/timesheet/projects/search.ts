import type {
  PROJECT_SORT_FIELDS,
  PROJECT_STATUSES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TaskListQuery,
} from '@portale/shared';
import {
  bool,
  int,
  oneOf,
  type SearchParams,
  searchParams,
  sortOf,
  text,
  unionValues,
  uuid,
} from '@/platform/search-params';
import type { ProjectsQuery } from './api/list-projects';

export const PROJECTS_PER_PAGE = 20;

/** The list's state in the URL (`?status=attivo&client_id=…&page=2`); anything malformed is dropped. */
export const ProjectsListSearch = searchParams({
  search: text(100),
  status: oneOf(
    unionValues<(typeof PROJECT_STATUSES)[number]>()([
      'pianificazione',
      'attivo',
      'in_pausa',
      'completato',
      'annullato',
    ]),
  ),
  manager_id: uuid,
  /** A client company's id, or 'none' for the internal projects. */
  client_id: (value) => (value === 'none' ? ('none' as const) : uuid(value)),
  tag: text(30),
  sort: sortOf(
    unionValues<(typeof PROJECT_SORT_FIELDS)[number]>()([
      'code',
      'name',
      'client',
      'status',
      'start_date',
      'end_date',
      'updated_at',
    ]),
  ),
  page: int(1),
  deleted: bool,
});
export type ProjectsListSearch = SearchParams<typeof ProjectsListSearch>;

/**
 * The API query for a search state: the route loader and the page ask for exactly the same page. Deleted
 * projects are listed only to who may restore them (edit_project).
 */
export const projectsQuery = (search: ProjectsListSearch, canRestore: boolean): ProjectsQuery => ({
  page: search.page ?? 1,
  per_page: PROJECTS_PER_PAGE,
  sort: search.sort ?? 'code',
  search: search.search,
  status: search.status,
  manager_id: search.manager_id,
  client_id: search.client_id,
  tag: search.tag,
  include_deleted: canRestore && search.deleted ? 'true' : undefined,
});

export const PROJECT_TABS = ['panoramica', 'task', 'team', 'ore', 'attivita'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

/** The project page's tab, the open task and the task filters live in the URL, so links can open a task. */
export const ProjectDetailSearch = searchParams({
  tab: oneOf(PROJECT_TABS),
  task: uuid,
  view: oneOf(['bacheca', 'elenco']),
  /** A user id, or 'none' for unassigned tasks. */
  assignee: (value) => (value === 'none' ? 'none' : uuid(value)),
  status: oneOf(unionValues<(typeof TASK_STATUSES)[number]>()(['da_fare', 'in_corso', 'in_revisione', 'completato'])),
  priority: oneOf(unionValues<(typeof TASK_PRIORITIES)[number]>()(['bassa', 'media', 'alta', 'urgente'])),
  q: text(100),
  page: int(1),
});
export type ProjectDetailSearch = SearchParams<typeof ProjectDetailSearch>;

/** The task filters of a search state: none set asks for every task (the board's own view). */
export function taskFilters(search: ProjectDetailSearch): TaskListQuery {
  const filters: TaskListQuery = {
    assignee: search.assignee,
    status: search.status,
    priority: search.priority,
    q: search.q,
  };
  return Object.values(filters).some(Boolean) ? filters : {};
}
