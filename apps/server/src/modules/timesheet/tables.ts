import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, tsvector, users } from '@/platform/auth/tables';
import { clientCompanies } from '@/platform/org/client-companies';
import { leaveTypes } from '@/platform/org/tables';

// "Timesheet and projects" (spec §1; one sidebar group, one flag): projects with their team and tasks, the
// weekly timesheet and its approval, and leave requests.

/**
 * A client engagement or internal initiative. Money is numeric (never float); hours budgets are
 * numeric hours. Soft-deleted rows keep `deleted_at` and can be restored.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The client (a platform client company, the CRM's client); null for an internal project. */
    client_company_id: uuid('client_company_id').references(() => clientCompanies.id, { onDelete: 'restrict' }),
    /**
     * The client's name, kept by triggers from `client_companies` (migration 0023) so search and the analytics read
     * it without a join; never written by the API.
     */
    client_name: text('client_name').notNull().default(''),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('pianificazione'),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    manager_id: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    budget_hours: numeric('budget_hours', { precision: 10, scale: 2, mode: 'number' }),
    budget_amount: numeric('budget_amount', { precision: 12, scale: 2, mode: 'number' }),
    billing_type: text('billing_type').notNull().default('tempo_materiali'),
    /** Default rate billed per hour; a member's own rate overrides it. */
    hourly_rate: numeric('hourly_rate', { precision: 10, scale: 2, mode: 'number' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    color: text('color').notNull().default('#4f46e5'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('portale_it', portale_unaccent(lower(code || ' ' || name || ' ' || client_name)))`,
    ),
    /** The same text as plain words, for search's substring match ("e-commerce"): folded once, on write. */
    search_text: text('search_text').generatedAlwaysAs(
      sql`portale_unaccent(lower(code || ' ' || name || ' ' || client_name))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('projects_code_lower_key').on(sql`lower(${t.code})`),
    index('projects_status_idx').on(t.status),
    index('projects_manager_idx').on(t.manager_id),
    index('projects_client_company_idx').on(t.client_company_id),
    index('projects_search_fts_idx').using('gin', t.search_vector).with({ fastupdate: false }),
  ],
);

/** Team membership: the project role, the planned share of the member's time and an optional own rate. */
export const projectMembers = pgTable(
  'project_members',
  {
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_role: text('project_role').notNull().default(''),
    allocation_pct: integer('allocation_pct').notNull().default(100),
    hourly_rate: numeric('hourly_rate', { precision: 10, scale: 2, mode: 'number' }),
    /** Hourly cost of the member on this project (for cost vs budget); null = the employee's standard cost. */
    hourly_cost: numeric('hourly_cost', { precision: 10, scale: 2, mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.user_id] }), index('project_members_user_idx').on(t.user_id)],
);

export const projectTasks = pgTable(
  'project_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Markdown source; rendered and sanitised by the client. */
    description: text('description').notNull().default(''),
    assignee_id: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('da_fare'),
    priority: text('priority').notNull().default('media'),
    estimate_hours: numeric('estimate_hours', { precision: 8, scale: 2, mode: 'number' }),
    due_date: date('due_date', { mode: 'string' }),
    /** Order inside its status column; fractional so a move rewrites one row. */
    position: doublePrecision('position').notNull().default(0),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('portale_it', portale_unaccent(lower(title)))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('project_tasks_project_status_idx').on(t.project_id, t.status, t.position),
    index('project_tasks_assignee_idx').on(t.assignee_id),
    index('project_tasks_search_fts_idx').using('gin', t.search_vector).with({ fastupdate: false }),
  ],
);

/** What happened on a project, newest first on its "Attività" tab. */
export const projectActivity = pgTable(
  'project_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_activity_project_idx').on(t.project_id, t.created_at)],
);

/**
 * One cell of the weekly grid: a user's minutes on a project (and optionally a task) on a day. Minutes are
 * whole quarter hours, so sums are exact integers.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    task_id: uuid('task_id').references(() => projectTasks.id, { onDelete: 'set null' }),
    work_date: date('work_date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    note: text('note').notNull().default(''),
    billable: boolean('billable').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // One cell per user, project, task (none = the project itself) and day; upserts name the same expression.
    uniqueIndex('time_entries_cell_key').on(
      t.user_id,
      t.project_id,
      sql`coalesce(${t.task_id}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.work_date,
    ),
    index('time_entries_user_date_idx').on(t.user_id, t.work_date),
    index('time_entries_project_date_idx').on(t.project_id, t.work_date),
    check('time_entries_quarter_hours', sql`${t.minutes} > 0 and ${t.minutes} % 15 = 0 and ${t.minutes} <= 1440`),
  ],
);

/** The approval state of a user's week (Monday = week_start). No row = draft. */
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week_start: date('week_start', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('bozza'),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull().default(''),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.week_start] }), index('timesheet_weeks_status_idx').on(t.status)],
);

/** Ferie, permessi, malattia, smart working, trasferta: a request against a leave type. */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leave_type_id: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'restrict' }),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    /** Hour-based requests (permessi) on a single day carry a time range. */
    start_time: time('start_time'),
    end_time: time('end_time'),
    /** Computed on the server, net of weekends, holidays and closures. */
    hours: numeric('hours', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    days: numeric('days', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    /** INPS certificate protocol number (malattia). */
    protocol_number: text('protocol_number'),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('in_attesa'),
    approver_id: uuid('approver_id').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decision_comment: text('decision_comment').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('leave_requests_user_dates_idx').on(t.user_id, t.start_date),
    index('leave_requests_status_idx').on(t.status),
    index('leave_requests_dates_idx').on(t.start_date, t.end_date),
  ],
);

/**
 * Analytics rollup (spec §2, timesheet/analytics): minutes per user, project and month, maintained by
 * statement-level triggers on time_entries (hand-written in the migration, with transition tables) so a year of
 * analytics reads a few thousand rows instead of a million entries. Never written by the application.
 */
export const timesheetMonthTotals = pgTable(
  'timesheet_month_totals',
  {
    user_id: uuid('user_id').notNull(),
    project_id: uuid('project_id').notNull(),
    /** First day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull().default(0),
    billable_minutes: integer('billable_minutes').notNull().default(0),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.project_id, t.month] }),
    index('timesheet_month_totals_month_idx').on(t.month),
    index('timesheet_month_totals_project_idx').on(t.project_id, t.month),
  ],
);

/**
 * HR's changes to one person's balance of a type and year (issue 15): the opening balance brought over from the
 * previous system, or a correction. Signed, in the type's unit; the reason is required and shown to the person.
 */
export const leaveBalanceAdjustments = pgTable(
  'leave_balance_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leave_type_id: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    amount: numeric('amount', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    /** 'apertura' (opening balance) or 'rettifica' (correction). */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('leave_balance_adjustments_user_year_idx').on(t.user_id, t.year)],
);
