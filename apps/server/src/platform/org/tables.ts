import type { CarryOverRule, LeaveAllowance } from '@portale/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { timestamps, tsvector, users } from '@/platform/auth/tables';

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
  /** The absence code of the monthly attendance sheet for payroll (FE, ROL, EXF, MAL, L104, CONG…); '' = none. */
  payroll_code: text('payroll_code').notNull().default(''),
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
 * Departments: a tree through `parent_id` (the service refuses cycles), a head, a cost centre.
 * Members are the employees whose `department_id` points here.
 */
export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description').notNull().default(''),
    parent_id: uuid('parent_id').references((): AnyPgColumn => departments.id, { onDelete: 'restrict' }),
    head_user_id: uuid('head_user_id').references(() => users.id, { onDelete: 'set null' }),
    cost_center: text('cost_center'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('departments_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('departments_code_key').on(t.code),
    index('departments_parent_idx').on(t.parent_id),
  ],
);

/** National collective agreements (CCNL) with their code in the CNEL archive (personnel job levels). */
export const ccnlContracts = pgTable('ccnl_contracts', {
  id: uuid('id').primaryKey().defaultRandom(),
  cnel_code: text('cnel_code').notNull().unique(),
  name: text('name').notNull().unique(),
  sector: text('sector').notNull().default(''),
  /** Date from which this classification applies (e.g. Metalmeccanici's 2021 one from 1 June 2021). */
  valid_from: date('valid_from', { mode: 'string' }),
  notes: text('notes').notNull().default(''),
  ...timestamps,
});

/** The levels (inquadramenti) of one CCNL, ordered from the lowest (sort_order 1) up. */
export const ccnlLevels = pgTable(
  'ccnl_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contract_id: uuid('contract_id')
      .notNull()
      .references(() => ccnlContracts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Gross monthly minimum (minimo tabellare) in euro. */
    minimum_monthly_pay: numeric('minimum_monthly_pay', { precision: 10, scale: 2, mode: 'number' }),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('ccnl_levels_contract_code_key').on(t.contract_id, t.code)],
);

/**
 * The employee record linked to the user: employment facts the timesheet needs (reporting line, site,
 * contract, capacity, cost) and the personnel record. Sensitive data live in `employee_private`.
 */
export const employees = pgTable(
  'employees',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    employee_number: text('employee_number'),
    job_title: text('job_title').notNull().default(''),
    department_id: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    manager_id: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    work_location_id: uuid('work_location_id').references(() => workLocations.id, { onDelete: 'set null' }),
    contract_type: text('contract_type'),
    /** End of a fixed-term (tempo determinato) contract. */
    contract_end_date: date('contract_end_date', { mode: 'string' }),
    /** 100 = full time. */
    part_time_pct: integer('part_time_pct').notNull().default(100),
    /** CCNL name, matched by leave allowance rules; kept in step with `ccnl_level_id`'s contract. */
    ccnl: text('ccnl'),
    ccnl_level_id: uuid('ccnl_level_id').references(() => ccnlLevels.id, { onDelete: 'set null' }),
    /** Contractual weekly hours (40 full time; part-time lower): the capacity for utilisation. */
    weekly_hours: numeric('weekly_hours', { precision: 5, scale: 2, mode: 'number' }).notNull().default(40),
    /** Standard hourly cost, for cost vs budget. */
    hourly_cost: numeric('hourly_cost', { precision: 10, scale: 2, mode: 'number' }),
    hire_date: date('hire_date', { mode: 'string' }),
    /** Last working day once the employee has left (deactivation keeps the record and its history). */
    termination_date: date('termination_date', { mode: 'string' }),
    work_phone: text('work_phone'),
    birth_date: date('birth_date', { mode: 'string' }),
    /** The employee chooses whether colleagues see their birthday (day and month only). */
    share_birthday: boolean('share_birthday').notNull().default(false),
    bio: text('bio').notNull().default(''),
    /** Job title, department and skill names for the people search, kept by SQL triggers (0010). */
    search_vector: tsvector('search_vector'),
    ...timestamps,
  },
  (t) => [
    index('employees_search_fts_idx').using('gin', t.search_vector).with({ fastupdate: false }),
    index('employees_manager_idx').on(t.manager_id),
    index('employees_department_idx').on(t.department_id),
    index('employees_level_idx').on(t.ccnl_level_id),
    uniqueIndex('employees_number_key').on(t.employee_number),
  ],
);

/**
 * Sensitive personal data, in their own table so no query reaches them by accident: visible only to the
 * employee and to holders of manage_users (HR); every read by someone other than the employee is audited.
 */
export const employeePrivate = pgTable('employee_private', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Retribuzione annua lorda, euro. */
  ral: numeric('ral', { precision: 12, scale: 2, mode: 'number' }),
  tax_code: text('tax_code'),
  iban: text('iban'),
  address: text('address'),
  postal_code: text('postal_code'),
  city: text('city'),
  province: text('province'),
  emergency_contact_name: text('emergency_contact_name'),
  emergency_contact_relation: text('emergency_contact_relation'),
  emergency_contact_phone: text('emergency_contact_phone'),
  ...timestamps,
});
