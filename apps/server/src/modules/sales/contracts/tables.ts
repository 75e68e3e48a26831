import type { FeePeriod, SalesContractStatus, SalesContractType } from '@portale/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, tsvector, users } from '@/platform/auth/tables';
import { clientCompanies } from '@/platform/org/client-companies';
import { salesPreInvoices } from '../invoicing/tables';
import { salesProposals } from '../proposals/tables';

// Contracts with their billing milestones and linked projects, and the renewal reminders already sent (issue 18,
// docs/sales.md).

export const salesContracts = pgTable(
  'sales_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** `C-2026/0007`, from year and seq. */
    number: text('number').notNull(),
    title: text('title').notNull(),
    client_company_id: uuid('client_company_id')
      .notNull()
      .references(() => clientCompanies.id, { onDelete: 'restrict' }),
    /** The accepted proposal it came from; one contract per proposal. */
    proposal_id: uuid('proposal_id').references(() => salesProposals.id, { onDelete: 'set null' }),
    type: text('type').$type<SalesContractType>().notNull(),
    status: text('status').$type<SalesContractStatus>().notNull().default('bozza'),
    /** Total value (a corpo, the estimate of time and materials) or the fee per period (canone), VAT excluded. */
    value_cents: bigint('value_cents', { mode: 'number' }),
    /** For a canone: how often the fee is billed. */
    fee_period: text('fee_period').$type<FeePeriod>(),
    signed_on: date('signed_on', { mode: 'string' }),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    /** Null: open-ended (until terminated). */
    end_date: date('end_date', { mode: 'string' }),
    auto_renew: boolean('auto_renew').notNull().default(false),
    /** Months each automatic renewal adds to the end date. */
    renewal_months: integer('renewal_months'),
    /** Days before the end date by which notice must be given to stop the renewal. */
    notice_days: integer('notice_days'),
    terminated_on: date('terminated_on', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('portale_it', portale_unaccent(lower(number || ' ' || title)))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sales_contracts_number_key').on(t.year, t.seq),
    uniqueIndex('sales_contracts_proposal_key').on(t.proposal_id).where(sql`${t.proposal_id} is not null`),
    index('sales_contracts_client_idx').on(t.client_company_id),
    index('sales_contracts_status_end_idx').on(t.status, t.end_date),
    index('sales_contracts_search_idx').using('gin', t.search_vector).with({ fastupdate: false }),
  ],
);

/**
 * A billing milestone: a date and an amount, or a percentage of the contract's value. Billed through a
 * pre-invoice: its status follows that pre-invoice (draft or approved: in_prefattura; invoiced: fatturata).
 */
export const salesContractMilestones = pgTable(
  'sales_contract_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contract_id: uuid('contract_id')
      .notNull()
      .references(() => salesContracts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    description: text('description').notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    pre_invoice_id: uuid('pre_invoice_id').references(() => salesPreInvoices.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('sales_contract_milestones_contract_idx').on(t.contract_id, t.position),
    index('sales_contract_milestones_pre_invoice_idx').on(t.pre_invoice_id),
    index('sales_contract_milestones_due_idx').on(t.due_date).where(sql`${t.pre_invoice_id} is null`),
  ],
);

/** Projects delivering a contract (timesheet module; the foreign key to projects is in the migration's SQL). */
export const salesContractProjects = pgTable(
  'sales_contract_projects',
  {
    contract_id: uuid('contract_id')
      .notNull()
      .references(() => salesContracts.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contract_id, t.project_id] }),
    index('sales_contract_projects_project_idx').on(t.project_id),
  ],
);

/** Renewal and end reminders already sent: one row per contract, kind and date, so none goes twice. */
export const salesContractReminders = pgTable(
  'sales_contract_reminders',
  {
    contract_id: uuid('contract_id')
      .notNull()
      .references(() => salesContracts.id, { onDelete: 'cascade' }),
    /** `end_60`, `notice_7`… */
    kind: text('kind').notNull(),
    due_on: date('due_on', { mode: 'string' }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contract_id, t.kind, t.due_on] })],
);
