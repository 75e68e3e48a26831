import type { CarryOverRule, LeaveAllowance } from '@portale/shared';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { timestamps, users } from '../auth/tables';

// The organisation's working calendar and employment facts: read by the admin leave settings, the timesheet
// and (later) personnel modules, so they live in the platform rather than in one of those modules.

/** Company sites. The patron saint's day is a local holiday for everyone working there. */
export const workLocations = pgTable('work_locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  city: text('city').notNull().default(''),
  patron_name: text('patron_name').notNull().default(''),
  patron_month: integer('patron_month'),
  patron_day: integer('patron_day'),
  ...timestamps,
});

/** Ferie, ROL, ex-festività, malattia, …: what can be requested, in which unit, with which yearly allowance. */
export const leaveTypes = pgTable('leave_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  unit: text('unit').notNull(),
  paid: boolean('paid').notNull().default(true),
  requires_approval: boolean('requires_approval').notNull().default(true),
  requires_protocol: boolean('requires_protocol').notNull().default(false),
  allowances: jsonb('allowances').$type<z.infer<typeof LeaveAllowance>[]>().notNull(),
  carry_over: jsonb('carry_over').$type<z.infer<typeof CarryOverRule>>().notNull(),
  color: text('color').notNull().default('#4f46e5'),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** Days the whole company is closed (e.g. the week of Ferragosto), on top of public holidays. */
export const companyClosures = pgTable('company_closures', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  end_date: date('end_date', { mode: 'string' }).notNull(),
  ...timestamps,
});

/**
 * The employment facts the timesheet needs (issue 6): reporting line, site (patron day), contract (leave
 * allowances) and capacity. The personnel module (issue 7) extends this record.
 */
export const employees = pgTable(
  'employees',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    manager_id: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    work_location_id: uuid('work_location_id').references(() => workLocations.id, { onDelete: 'set null' }),
    contract_type: text('contract_type'),
    ccnl: text('ccnl'),
    /** Contractual weekly hours (40 full time; part-time lower): the capacity for utilisation. */
    weekly_hours: numeric('weekly_hours', { precision: 5, scale: 2, mode: 'number' }).notNull().default(40),
    /** Standard hourly cost, for cost vs budget. */
    hourly_cost: numeric('hourly_cost', { precision: 10, scale: 2, mode: 'number' }),
    hire_date: date('hire_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [index('employees_manager_idx').on(t.manager_id)],
);
