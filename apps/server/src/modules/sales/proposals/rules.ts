import {
  computeInvoiceTotals,
  type InvoiceLine,
  invoiceLineIssues,
  PROPOSAL_DEFAULT_VALIDITY_DAYS,
  type WithholdingInput,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '@/platform/http/errors';
import { canSeeMoney } from '../access';
import { SALES_MESSAGES } from '../messages';
import { PROPOSAL_MESSAGES } from './messages';
import { proposalRow, toProposal } from './queries';
import type { ProposalRow } from './rows';

// The checks every write of a proposal shares: who and what it points at, its lines and totals, its version.

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const defaultValidUntil = (issueDate: string) => addDays(issueDate, PROPOSAL_DEFAULT_VALIDITY_DAYS);

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** Prices are money: a reader without view_all_invoices may not send them (403, before anything is written). */
export function refuseHiddenMoney(actor: Actor, body: { lines?: unknown }): void {
  if (body.lines !== undefined && !canSeeMoney(actor)) throw forbidden(PROPOSAL_MESSAGES.moneyHidden);
}

/** A live (not archived) client company. */
export async function checkClient(db: Db, clientId: string): Promise<void> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select cc.id from client_companies cc left join sales_clients sc on sc.client_company_id = cc.id
      where cc.id = ${clientId} and sc.archived_at is null`,
  );
  if (!row) throw fieldError('client_id', PROPOSAL_MESSAGES.clientNotFound);
}

export async function checkContact(db: Db, contactId: string | null, clientId: string): Promise<void> {
  if (!contactId) return;
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select id from sales_contacts where id = ${contactId} and client_company_id = ${clientId}`,
  );
  if (!row) throw fieldError('contact_id', PROPOSAL_MESSAGES.contactNotOfClient);
}

/** The owner must be an active internal user (never a `cliente` account). */
export async function checkOwner(db: Db, ownerId: string | null | undefined): Promise<void> {
  if (!ownerId) return;
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select id from users where id = ${ownerId} and status = 'active' and role <> 'client'`,
  );
  if (!row) throw fieldError('owner_id', SALES_MESSAGES.ownerNotFound);
}

/**
 * The pipeline and stage a proposal goes to: the named ones (the stage must be the pipeline's), else the default
 * pipeline, else the named stage's own pipeline; without a stage, the pipeline's first.
 */
export async function placement(
  db: Db,
  pipelineId: string | null,
  stageId: string | null,
): Promise<{ pipeline_id: string; stage_id: string }> {
  if (stageId) {
    const [stage] = await selectRows<{ pipeline_id: string }>(
      db,
      sql`select s.pipeline_id::text as pipeline_id from sales_pipeline_stages s
        join sales_pipelines pl on pl.id = s.pipeline_id and pl.archived_at is null where s.id = ${stageId}`,
    );
    if (!stage) throw fieldError('stage_id', PROPOSAL_MESSAGES.stageNotOfPipeline);
    if (pipelineId && stage.pipeline_id !== pipelineId)
      throw fieldError('stage_id', PROPOSAL_MESSAGES.stageNotOfPipeline);
    return { pipeline_id: stage.pipeline_id, stage_id: stageId };
  }
  const [first] = await selectRows<{ pipeline_id: string; stage_id: string }>(
    db,
    sql`select pl.id::text as pipeline_id, s.id::text as stage_id from sales_pipelines pl
      join sales_pipeline_stages s on s.pipeline_id = pl.id
      where pl.archived_at is null and ${pipelineId ? sql`pl.id = ${pipelineId}` : sql`pl.is_default`}
      order by s.position, s.created_at limit 1`,
  );
  if (!first) {
    if (pipelineId) throw fieldError('pipeline_id', PROPOSAL_MESSAGES.pipelineArchived);
    throw badRequest('Nessuna pipeline predefinita: creane una nelle impostazioni della pipeline');
  }
  return first;
}

/** A rank after every card of the stage's column: a new or moved-in card goes last. */
export async function lastRank(db: Db, stageId: string): Promise<number> {
  const [row] = await selectRows<{ rank: number | null }>(
    db,
    sql`select max(board_rank)::float8 as rank from sales_proposals
      where stage_id = ${stageId} and status in ('bozza', 'inviata')`,
  );
  return row?.rank === null || row?.rank === undefined ? 1000 : Number(row.rank) + 1000;
}

export interface LinesAndOptions {
  lines: InvoiceLine[];
  split_payment: boolean;
  charge_stamp_duty: boolean;
  withholding: WithholdingInput | null;
}

/**
 * The shared invoice rules on the lines as they will be stored (a PATCH merges its lines with the stored options):
 * 400 with field errors when they break one, else the totals the row stores beside them.
 */
export function totalsOf(value: LinesAndOptions) {
  const fields: Record<string, string[]> = {};
  const add = (path: (string | number)[], message: string) => {
    const key = path.join('.');
    fields[key] = [...(fields[key] ?? []), message];
  };
  if (value.lines.length === 0) add(['lines'], 'Aggiungi almeno una riga');
  for (const issue of invoiceLineIssues(value.lines)) add(issue.path, issue.message);
  if (value.withholding && !value.lines.some((line) => line.withholding))
    add(['withholding'], 'Indica su quali righe si applica la ritenuta');
  if (Object.keys(fields).length > 0) throw badRequest('Alcune righe non sono valide', fields);
  const totals = computeInvoiceTotals(value.lines, value);
  return {
    totals,
    columns: { taxable_cents: totals.taxable_cents, vat_cents: totals.vat_cents, total_cents: totals.total_cents },
  };
}

export function checkValidity(issueDate: string, validUntil: string): void {
  if (validUntil < issueDate) throw fieldError('valid_until', PROPOSAL_MESSAGES.validityBeforeIssue);
}

/**
 * Locks the proposal's row for this transaction and checks the version the caller saw: an older one answers 409
 * with the current proposal in `details.current`.
 */
export async function lockProposal(tx: Db, actor: Actor, id: string, version: number | null): Promise<ProposalRow> {
  const [locked] = await selectRows<{ id: string }>(
    tx,
    sql`select id from sales_proposals where id = ${id} for update`,
  );
  if (!locked) throw notFound(PROPOSAL_MESSAGES.notFound);
  const row = await proposalRow(tx, id);
  if (version !== null && row.version !== version)
    throw conflict(PROPOSAL_MESSAGES.stale, undefined, { current: toProposal(actor, row) });
  return row;
}
