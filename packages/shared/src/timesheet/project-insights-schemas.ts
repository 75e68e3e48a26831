import { z } from 'zod';
import { ClientCompanyRef } from '../client-companies/schemas';
import { isoDate } from '../dates';
import { PROJECT_STATUSES, TASK_PRIORITIES, TASK_STATUSES, Task } from './projects-schemas';

// A project's overview figures, its time by week and person, its activity log, and the dashboard cards of the
// caller's projects and tasks (spec §2).

const IsoDate = isoDate();

export const BurndownPoint = z.object({
  week_start: z.string(),
  /** Budget (or estimate) minus hours logged up to the end of that week; null for weeks still to come. */
  remaining_hours: z.number().nullable(),
  /** The straight line from the whole budget at the start to zero at the end. */
  ideal_hours: z.number().nullable(),
  logged_hours: z.number(),
});
export type BurndownPoint = z.infer<typeof BurndownPoint>;

export const ProjectOverview = z.object({
  hours_logged: z.number(),
  billable_hours: z.number(),
  budget_hours: z.number().nullable(),
  /** Sum of the open and done tasks' estimates. */
  estimate_hours: z.number(),
  /** Hours × hourly costs. Money: absent without view_all_invoices (VIEW_MONEY), as the two below. */
  cost: z.number().optional(),
  budget_amount: z.number().nullable().optional(),
  /** Hours × rates for time-and-materials, the budget for fixed price, 0 for internal. */
  billable_amount: z.number().optional(),
  progress_pct: z.number(),
  tasks_total: z.number(),
  tasks_by_status: z.record(z.enum(TASK_STATUSES), z.number()),
  /** What the burn-down measures: the hours budget, or the tasks' estimates without one. */
  burndown_basis: z.enum(['budget', 'stime', 'nessuna']),
  burndown: z.array(BurndownPoint),
  overdue_tasks: z.array(Task),
});
export type ProjectOverview = z.infer<typeof ProjectOverview>;

/** The longest period the project's time tab answers, so one request cannot ask for centuries of weeks. */
export const PROJECT_TIME_MAX_DAYS = 2 * 366;
export const PROJECT_TIME_TEXT = {
  rangeOrder: 'La data iniziale deve precedere quella finale',
  rangeTooLong: 'Il periodo può coprire al massimo due anni',
} as const;

export const ProjectTimeQuery = z.object({
  from: IsoDate.optional(),
  to: IsoDate.optional(),
});
export const ProjectTime = z.object({
  from: z.string(),
  to: z.string(),
  /** Mondays of the ISO weeks in the range. */
  weeks: z.array(z.string()),
  /** `cost` is absent without view_all_invoices (VIEW_MONEY); hours stay visible to the team. */
  people: z.array(z.object({ user_id: z.string(), name: z.string(), hours: z.number(), cost: z.number().optional() })),
  cells: z.array(z.object({ user_id: z.string(), week_start: z.string(), hours: z.number() })),
  week_totals: z.array(z.object({ week_start: z.string(), hours: z.number() })),
  total_hours: z.number(),
});
export type ProjectTime = z.infer<typeof ProjectTime>;

export const PROJECT_ACTIVITY_ACTIONS = [
  'project.created',
  'project.updated',
  'project.status_changed',
  'project.deleted',
  'project.restored',
  'members.changed',
  'task.created',
  'task.updated',
  'task.moved',
  'task.completed',
  'task.deleted',
  'tasks.bulk_updated',
] as const;

export const ProjectActivity = z.object({
  id: z.string(),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type ProjectActivity = z.infer<typeof ProjectActivity>;

export const MyProject = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  client: ClientCompanyRef.nullable(),
  color: z.string(),
  status: z.enum(PROJECT_STATUSES),
  project_role: z.string(),
  progress_pct: z.number(),
  open_tasks: z.number(),
  end_date: z.string().nullable(),
});
export type MyProject = z.infer<typeof MyProject>;

export const MyTask = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  due_date: z.string().nullable(),
  project_id: z.string(),
  project_code: z.string(),
  project_name: z.string(),
  project_color: z.string(),
});
export type MyTask = z.infer<typeof MyTask>;
