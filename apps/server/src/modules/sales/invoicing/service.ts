import {
  groupFieldErrors,
  InvoiceLines,
  PRE_INVOICE_TRANSITION_FROM,
  type PreInvoice,
  type PreInvoiceCreate,
  type PreInvoiceTransitionBody,
  type PreInvoiceUpdate,
} from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audited, changes } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, conflict } from '@/platform/http/errors';
import { projectsBridge } from '@/platform/org/projects-bridge';
import { notEditable, PRE_INVOICE_MESSAGES, transitionRefused } from './messages';
import { getPreInvoice } from './queries';
import { salesPreInvoices } from './tables';
import { checkBilledClient, creationDates, insertPreInvoice, lockPreInvoice, totalsColumns } from './write';

// Pre-invoices typed by hand, and what every pre-invoice goes through: edits while a draft, the moves between
// statuses, deletion of a draft. Every write lands with its audit row in one transaction.

/** A contract or project linked by hand must be the client's own; each message lands on its field. */
async function checkLinks(
  db: Db,
  clientId: string,
  links: { contract_id?: string | null; project_id?: string | null },
): Promise<void> {
  const fields: Record<string, string[]> = {};
  if (links.contract_id) {
    const [contract] = await selectRows<{ client: string }>(
      db,
      sql`select client_company_id::text as client from sales_contracts where id = ${links.contract_id}`,
    );
    if (!contract) fields.contract_id = [PRE_INVOICE_MESSAGES.contractNotFound];
    else if (contract.client !== clientId) fields.contract_id = ['Il contratto è di un altro cliente'];
  }
  if (links.project_id) {
    const [project] = (await projectsBridge()?.find(db, { ids: [links.project_id] })) ?? [];
    if (!project || project.deleted) fields.project_id = [PRE_INVOICE_MESSAGES.projectNotFound];
    else if (project.client_company_id !== clientId) fields.project_id = ['Il progetto è di un altro cliente'];
  }
  if (Object.keys(fields).length > 0) throw badRequest(PRE_INVOICE_MESSAGES.invalid, fields);
}

export async function createPreInvoice(db: Db, actor: Actor, input: PreInvoiceCreate): Promise<PreInvoice> {
  await checkBilledClient(db, input.client_id);
  await checkLinks(db, input.client_id, input);
  const dates = await creationDates(db, input);
  const created = await audited(
    db,
    actor,
    (tx) =>
      insertPreInvoice(tx, actor, {
        ...input,
        ...dates,
        source: 'manuale',
        period_from: null,
        period_to: null,
      }),
    ({ id, number }) => ({
      action: 'pre_invoice.created',
      targetType: 'pre_invoice',
      targetId: id,
      details: { number, client_id: input.client_id, source: 'manuale', lines: input.lines.length },
    }),
  );
  return getPreInvoice(db, actor, created.id);
}

const FIELDS = ['client_id', 'contract_id', 'project_id', 'issue_date', 'due_date', 'causale', 'notes'] as const;
const LINE_OPTIONS = ['lines', 'split_payment', 'charge_stamp_duty', 'withholding'] as const;

export async function updatePreInvoice(db: Db, actor: Actor, id: string, patch: PreInvoiceUpdate): Promise<PreInvoice> {
  await audited(
    db,
    actor,
    async (tx) => {
      const before = await lockPreInvoice(tx, actor, id, patch.version);
      if (before.status !== 'bozza') throw conflict(notEditable(before.status));
      const after = { ...before };
      for (const key of [...FIELDS, ...LINE_OPTIONS]) {
        if (patch[key] !== undefined) Object.assign(after, { [key]: patch[key] });
      }
      // The client, contract and project of a pre-invoice made from a contract or a project are what it bills.
      if (before.source !== 'manuale') {
        const moved = (['client_id', 'contract_id', 'project_id'] as const).filter((key) => after[key] !== before[key]);
        if (moved.length > 0)
          throw badRequest(
            PRE_INVOICE_MESSAGES.invalid,
            Object.fromEntries(
              moved.map((key) => [
                key,
                ['Non si cambia: la pre-fattura è stata creata da un contratto o da un progetto'],
              ]),
            ),
          );
      }
      if (after.due_date && after.due_date < after.issue_date)
        throw badRequest(PRE_INVOICE_MESSAGES.invalid, {
          due_date: ['La scadenza del pagamento non può precedere la data della pre-fattura'],
        });
      if (after.client_id !== before.client_id) await checkBilledClient(tx, after.client_id);
      if (
        after.client_id !== before.client_id ||
        after.contract_id !== before.contract_id ||
        after.project_id !== before.project_id
      )
        await checkLinks(tx, after.client_id, after);
      const lines = InvoiceLines.safeParse(after);
      if (!lines.success)
        throw badRequest(
          PRE_INVOICE_MESSAGES.invalid,
          groupFieldErrors(lines.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))),
        );
      await tx
        .update(salesPreInvoices)
        .set({
          client_company_id: after.client_id,
          contract_id: after.contract_id,
          project_id: after.project_id,
          issue_date: after.issue_date,
          due_date: after.due_date,
          causale: after.causale,
          notes: after.notes,
          ...lines.data,
          ...totalsColumns(lines.data),
          version: sql`${salesPreInvoices.version} + 1`,
          updated_at: sql`now()`,
        })
        .where(eq(salesPreInvoices.id, id));
      const diff = changes(before, after, [...FIELDS, 'split_payment', 'charge_stamp_duty', 'withholding']);
      if (JSON.stringify(before.lines) !== JSON.stringify(lines.data.lines))
        diff.lines = { from: before.lines.length, to: lines.data.lines.length };
      const total = totalsColumns(lines.data).total_cents;
      if (total !== Number(before.total_cents)) diff.total_cents = { from: Number(before.total_cents), to: total };
      return { number: before.number, diff };
    },
    ({ number, diff }) => ({
      action: 'pre_invoice.updated',
      targetType: 'pre_invoice',
      targetId: id,
      details: { number, changes: diff },
    }),
  );
  return getPreInvoice(db, actor, id);
}

/** Deletes a draft; the milestones it billed are to bill again. */
export async function deletePreInvoice(db: Db, actor: Actor, id: string): Promise<{ freed_milestones: number }> {
  const result = await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockPreInvoice(tx, actor, id, null);
      if (row.status !== 'bozza') throw conflict(PRE_INVOICE_MESSAGES.onlyDraftDeleted);
      const freed = await selectRows<{ id: string }>(
        tx,
        sql`update sales_contract_milestones set pre_invoice_id = null, updated_at = now()
          where pre_invoice_id = ${id} returning id`,
      );
      await tx.delete(salesPreInvoices).where(eq(salesPreInvoices.id, id));
      return { row, freed: freed.length };
    },
    ({ row, freed }) => ({
      action: 'pre_invoice.deleted',
      targetType: 'pre_invoice',
      targetId: id,
      details: { number: row.number, client_id: row.client_id, name: row.number, freed_milestones: freed },
    }),
  );
  return { freed_milestones: result.freed };
}

const TRANSITION_AUDIT = {
  approve: 'pre_invoice.approved',
  invoice: 'pre_invoice.invoiced',
  reopen: 'pre_invoice.reopened',
} as const;

/** approve (bozza → approvata), reopen (approvata → bozza), invoice (approvata → fatturata, with the real invoice). */
export async function transitionPreInvoice(
  db: Db,
  actor: Actor,
  id: string,
  body: PreInvoiceTransitionBody,
): Promise<PreInvoice> {
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockPreInvoice(tx, actor, id, body.version);
      if (!PRE_INVOICE_TRANSITION_FROM[body.action].includes(row.status)) throw conflict(transitionRefused(row.status));
      const set =
        body.action === 'approve'
          ? { status: 'approvata' as const, approved_at: new Date(), approved_by: actor.userId }
          : body.action === 'reopen'
            ? { status: 'bozza' as const, approved_at: null, approved_by: null }
            : {
                status: 'fatturata' as const,
                invoice_number: body.invoice_number,
                invoice_date: body.invoice_date,
                invoiced_at: new Date(),
                invoiced_by: actor.userId,
              };
      await tx
        .update(salesPreInvoices)
        .set({ ...set, version: sql`${salesPreInvoices.version} + 1`, updated_at: sql`now()` })
        .where(eq(salesPreInvoices.id, id));
      return row;
    },
    (row) => ({
      action: TRANSITION_AUDIT[body.action],
      targetType: 'pre_invoice',
      targetId: id,
      details: {
        number: row.number,
        ...(body.action === 'invoice' ? { invoice_number: body.invoice_number, invoice_date: body.invoice_date } : {}),
      },
    }),
  );
  return getPreInvoice(db, actor, id);
}
