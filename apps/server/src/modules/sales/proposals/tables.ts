import type { DecisionChannel, InvoiceLine, ProposalStatus, WithholdingInput } from '@portale/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, tsvector, users } from '@/platform/auth/tables';
import { clientCompanies } from '@/platform/org/client-companies';
import { salesContacts } from '../tables';

// Proposals (offerte), their pipelines and the yearly numbering shared by proposals, contracts and pre-invoices
// (issue 18, docs/sales.md).

/** The last number given per kind and year: `insert … on conflict do update … returning` hands out the next one. */
export const salesNumberSequences = pgTable(
  'sales_number_sequences',
  {
    /** `proposal`, `contract` or `pre_invoice`. */
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** A sales pipeline: its own open stages on its own board (e.g. "Vendite", "Rinnovi", "Bandi"). */
export const salesPipelines = pgTable(
  'sales_pipelines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** The pipeline a new proposal goes to when the form names none; exactly one. */
    is_default: boolean('is_default').notNull().default(false),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sales_pipelines_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('sales_pipelines_default_key').on(t.is_default).where(sql`${t.is_default}`),
  ],
);

/**
 * An open stage of a pipeline. Decided proposals (accepted, refused, expired) leave the stages for the board's
 * fixed outcome columns, so a stage never means an outcome. `probability` weights the pipeline's value.
 */
export const salesPipelineStages = pgTable(
  'sales_pipeline_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pipeline_id: uuid('pipeline_id')
      .notNull()
      .references(() => salesPipelines.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    probability: integer('probability').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('sales_pipeline_stages_pipeline_idx').on(t.pipeline_id, t.position)],
);

/**
 * A proposal to a client: numbered per year, lines as the pre-invoices have them (shared `InvoiceLine`), the totals
 * stored beside them (computed by the shared rules on every write) so lists, the board and the dashboard sum in SQL.
 */
export const salesProposals = pgTable(
  'sales_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** `2026/0042`, from year and seq. */
    number: text('number').notNull(),
    client_company_id: uuid('client_company_id')
      .notNull()
      .references(() => clientCompanies.id, { onDelete: 'restrict' }),
    contact_id: uuid('contact_id').references(() => salesContacts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    pipeline_id: uuid('pipeline_id')
      .notNull()
      .references(() => salesPipelines.id, { onDelete: 'restrict' }),
    stage_id: uuid('stage_id')
      .notNull()
      .references(() => salesPipelineStages.id, { onDelete: 'restrict' }),
    /** Order of the card inside its board column (smaller first); a move takes a rank between its neighbours. */
    board_rank: doublePrecision('board_rank').notNull().default(0),
    status: text('status').$type<ProposalStatus>().notNull().default('bozza'),
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull().default([]),
    split_payment: boolean('split_payment').notNull().default(false),
    charge_stamp_duty: boolean('charge_stamp_duty').notNull().default(true),
    withholding: jsonb('withholding').$type<WithholdingInput | null>(),
    taxable_cents: bigint('taxable_cents', { mode: 'number' }).notNull().default(0),
    vat_cents: bigint('vat_cents', { mode: 'number' }).notNull().default(0),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /** Conditions printed on the PDF (payment, delivery, validity). */
    terms: text('terms').notNull().default(''),
    /** Internal notes, never printed nor shown to the client. */
    notes: text('notes').notNull().default(''),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    sent_by: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** The client's decision (accepted or refused): when, through which channel, by whom, from which address. */
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decision_channel: text('decision_channel').$type<DecisionChannel>(),
    /** The name the client typed when accepting online, or the person staff recorded. */
    decision_name: text('decision_name'),
    decision_ip: text('decision_ip'),
    refusal_reason: text('refusal_reason'),
    expired_at: timestamp('expired_at', { withTimezone: true }),
    /** The project made from this accepted proposal (timesheet module; foreign key in the migration's SQL). */
    project_id: uuid('project_id'),
    version: integer('version').notNull().default(1),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('portale_it', portale_unaccent(lower(number || ' ' || title)))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sales_proposals_number_key').on(t.year, t.seq),
    index('sales_proposals_client_idx').on(t.client_company_id),
    index('sales_proposals_status_idx').on(t.status, t.valid_until),
    index('sales_proposals_board_idx').on(t.stage_id, t.board_rank),
    // A board column's first cards, read in order: the open proposals of a stage only (decided ones keep their
    // stage, and outnumber the open ones many times over; migration 0028).
    index('sales_proposals_open_board_idx')
      .on(t.stage_id, t.board_rank, t.id)
      .where(sql`${t.status} in ('bozza', 'inviata')`),
    index('sales_proposals_pipeline_status_idx').on(t.pipeline_id, t.status, t.decided_at),
    // The board's outcome columns: what a pipeline decided (or saw expire) lately, by that moment (migration 0027).
    index('sales_proposals_outcome_idx').on(
      t.pipeline_id,
      t.status,
      sql`coalesce(${t.decided_at}, ${t.expired_at}, ${t.updated_at})`,
    ),
    index('sales_proposals_updated_idx').on(t.updated_at),
    index('sales_proposals_search_idx').using('gin', t.search_vector).with({ fastupdate: false }),
    // The list's and the board's text filter: any part of the number or of the title (migration 0027).
    index('sales_proposals_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`).with({ fastupdate: false }),
    index('sales_proposals_title_trgm_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
