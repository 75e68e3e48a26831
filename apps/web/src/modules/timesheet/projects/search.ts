import { ProjectListQuery, TaskListQuery } from '@portale/shared';
import { z } from 'zod';
import type { ProjectsQuery } from './api/list-projects';

export const PROJECTS_PER_PAGE = 20;

/** The list's state in the URL (`?status=attivo&client=…&page=2`); anything malformed is dropped. */
export const ProjectsListSearch = z.object({
  search: ProjectListQuery.shape.search.catch(undefined),
  status: ProjectListQuery.shape.status.catch(undefined),
  manager_id: ProjectListQuery.shape.manager_id.catch(undefined),
  client: ProjectListQuery.shape.client.catch(undefined),
  tag: ProjectListQuery.shape.tag.catch(undefined),
  sort: ProjectListQuery.shape.sort.unwrap().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  deleted: z.boolean().optional().catch(undefined),
});
export type ProjectsListSearch = z.infer<typeof ProjectsListSearch>;

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
  client: search.client,
  tag: search.tag,
  include_deleted: canRestore && search.deleted ? 'true' : undefined,
});

export const PROJECT_TABS = ['panoramica', 'task', 'team', 'ore', 'attivita'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

/** The project page's tab, the open task and the task filters live in the URL, so links can open a task. */
export const ProjectDetailSearch = z.object({
  tab: z.enum(PROJECT_TABS).optional().catch(undefined),
  task: z.uuid().optional().catch(undefined),
  view: z.enum(['bacheca', 'elenco']).optional().catch(undefined),
  assignee: TaskListQuery.shape.assignee.catch(undefined),
  status: TaskListQuery.shape.status.catch(undefined),
  priority: TaskListQuery.shape.priority.catch(undefined),
  q: TaskListQuery.shape.q.catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type ProjectDetailSearch = z.infer<typeof ProjectDetailSearch>;

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
