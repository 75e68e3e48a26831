import type { InvoiceLine, PreInvoiceSource, PreInvoiceStatus, WithholdingInput } from '@portale/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, tsvector, users } from '@/platform/auth/tables';
import { clientCompanies } from '@/platform/org/client-companies';

// Pre-invoices (pre-fatture, issue 18, docs/sales.md): the draft of an invoice the accounting system issues. No
// fiscal value; exported as FatturaPA XML and CSV/XLSX for the accountant, never sent to SDI by the portal.

export const salesPreInvoices = pgTable(
  'sales_pre_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** `PF-2026/0003`, from year and seq. */
    number: text('number').notNull(),
    client_company_id: uuid('client_company_id')
      .notNull()
      .references(() => clientCompanies.id, { onDelete: 'restrict' }),
    /** The contract billed (foreign key in the migration's SQL: contracts point here through their milestones). */
    contract_id: uuid('contract_id'),
    /** The time-and-materials project whose approved hours were billed (timesheet module; key in the SQL). */
    project_id: uuid('project_id'),
    source: text('source').$type<PreInvoiceSource>().notNull().default('manuale'),
    /** The period of the hours billed (source `ore`): no two live pre-invoices of a project overlap. */
    period_from: date('period_from', { mode: 'string' }),
    period_to: date('period_to', { mode: 'string' }),
    status: text('status').$type<PreInvoiceStatus>().notNull().default('bozza'),
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }),
    causale: text('causale').notNull().default(''),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull().default([]),
    split_payment: boolean('split_payment').notNull().default(false),
    charge_stamp_duty: boolean('charge_stamp_duty').notNull().default(true),
    withholding: jsonb('withholding').$type<WithholdingInput | null>(),
    taxable_cents: bigint('taxable_cents', { mode: 'number' }).notNull().default(0),
    vat_cents: bigint('vat_cents', { mode: 'number' }).notNull().default(0),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    amount_due_cents: bigint('amount_due_cents', { mode: 'number' }).notNull().default(0),
    /** The real invoice issued by the accounting system, recorded when the pre-invoice is marked invoiced. */
    invoice_number: text('invoice_number'),
    invoice_date: date('invoice_date', { mode: 'string' }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    invoiced_at: timestamp('invoiced_at', { withTimezone: true }),
    invoiced_by: uuid('invoiced_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('portale_it', portale_unaccent(lower(number || ' ' || coalesce(invoice_number, '') || ' ' || causale)))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sales_pre_invoices_number_key').on(t.year, t.seq),
    index('sales_pre_invoices_client_idx').on(t.client_company_id),
    index('sales_pre_invoices_contract_idx').on(t.contract_id),
    index('sales_pre_invoices_project_period_idx').on(t.project_id, t.period_from),
    index('sales_pre_invoices_status_idx').on(t.status, t.issue_date),
    index('sales_pre_invoices_search_idx').using('gin', t.search_vector).with({ fastupdate: false }),
  ],
);
