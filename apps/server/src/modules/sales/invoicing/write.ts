import {
  computeInvoiceTotals,
  formatPreInvoiceNumber,
  type InvoiceLine,
  type PreInvoiceSource,
  todayInRome,
  type WithholdingInput,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, conflict, notFound } from '@/platform/http/errors';
import { getTenantConfig } from '@/platform/tenant/tenant-config';
import { nextNumber, yearOf } from '../numbering';
import { PRE_INVOICE_MESSAGES } from './messages';
import { preInvoiceRow, toPreInvoice } from './queries';
import type { PreInvoiceRow } from './row';
import { salesPreInvoices } from './tables';

// What every way of writing a pre-invoice shares: dates, the client check, the stored totals, the number, the lock.

export interface PreInvoiceValues {
  client_id: string;
  contract_id: string | null;
  project_id: string | null;
  source: PreInvoiceSource;
  period_from: string | null;
  period_to: string | null;
  issue_date: string;
  due_date: string | null;
  causale: string;
  notes: string;
  lines: InvoiceLine[];
  split_payment: boolean;
  charge_stamp_duty: boolean;
  withholding: WithholdingInput | null;
}

const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Issue date (today in Rome when absent) and due date (issue + the company's payment days when absent). */
export async function creationDates(
  db: Db,
  input: { issue_date?: string; due_date?: string | null },
): Promise<{ issue_date: string; due_date: string | null }> {
  const issueDate = input.issue_date ?? todayInRome();
  if (input.due_date !== undefined) return { issue_date: issueDate, due_date: input.due_date };
  const { invoicing } = await getTenantConfig(db);
  return { issue_date: issueDate, due_date: addDays(issueDate, invoicing.payment_days) };
}

/** The client billed: it must exist and not be archived; the message lands on `field`. */
export async function checkBilledClient(db: Db, clientId: string, field = 'client_id'): Promise<{ name: string }> {
  const [client] = await selectRows<{ name: string; archived: boolean }>(
    db,
    sql`select cc.name, (sc.archived_at is not null) as archived from client_companies cc
      left join sales_clients sc on sc.client_company_id = cc.id where cc.id = ${clientId}`,
  );
  if (!client)
    throw badRequest(PRE_INVOICE_MESSAGES.clientNotFound, { [field]: [PRE_INVOICE_MESSAGES.clientNotFound] });
  if (client.archived)
    throw badRequest(PRE_INVOICE_MESSAGES.clientArchived, { [field]: [PRE_INVOICE_MESSAGES.clientArchived] });
  return client;
}

/** The stored totals of some lines (the lines were checked by the shared schema). */
export function totalsColumns(
  values: Pick<PreInvoiceValues, 'lines' | 'split_payment' | 'charge_stamp_duty' | 'withholding'>,
) {
  const totals = computeInvoiceTotals(values.lines, values);
  return {
    taxable_cents: totals.taxable_cents,
    vat_cents: totals.vat_cents,
    total_cents: totals.total_cents,
    amount_due_cents: totals.amount_due_cents,
  };
}

/** Inserts a draft with the next number of its issue year, inside the caller's transaction. */
export async function insertPreInvoice(
  tx: Db,
  actor: Actor,
  values: PreInvoiceValues,
): Promise<{ id: string; number: string }> {
  const year = yearOf(values.issue_date);
  const seq = await nextNumber(tx, 'pre_invoice', year);
  const number = formatPreInvoiceNumber(year, seq);
  const [row] = await tx
    .insert(salesPreInvoices)
    .values({
      year,
      seq,
      number,
      client_company_id: values.client_id,
      contract_id: values.contract_id,
      project_id: values.project_id,
      source: values.source,
      period_from: values.period_from,
      period_to: values.period_to,
      issue_date: values.issue_date,
      due_date: values.due_date,
      causale: values.causale,
      notes: values.notes,
      lines: values.lines,
      split_payment: values.split_payment,
      charge_stamp_duty: values.charge_stamp_duty,
      withholding: values.withholding,
      ...totalsColumns(values),
      created_by: actor.userId,
    })
    .returning({ id: salesPreInvoices.id });
  return { id: row!.id, number };
}

/**
 * Locks the pre-invoice for this transaction and checks the version the caller saw: an older one answers 409 with
 * the stored pre-invoice in `details.current`.
 */
export async function lockPreInvoice(tx: Db, actor: Actor, id: string, version: number | null): Promise<PreInvoiceRow> {
  const [locked] = await selectRows<{ id: string }>(
    tx,
    sql`select id from sales_pre_invoices where id = ${id} for update`,
  );
  if (!locked) throw notFound(PRE_INVOICE_MESSAGES.notFound);
  const row = await preInvoiceRow(tx, id);
  if (version !== null && row.version !== version)
    throw conflict(PRE_INVOICE_MESSAGES.stale, undefined, { current: await toPreInvoice(tx, actor, row) });
  return row;
}

/** Serialises the creations that bill one project's hours, so two at once cannot take overlapping periods. */
export async function lockProjectBilling(tx: Db, projectId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sales_pre_invoices:${projectId}`}, 0))`);
}
