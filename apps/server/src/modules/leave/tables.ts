import type { CarryOverRule, LeaveAllowance } from '@portale/shared';
import { boolean, date, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { timestamps } from '../../platform/auth/tables';

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
