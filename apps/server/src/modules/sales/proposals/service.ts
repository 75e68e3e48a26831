import {
  formatProposalNumber,
  type Proposal,
  type ProposalCreate,
  type ProposalUpdate,
  todayInRome,
} from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audited, changes, unchanged } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { conflict } from '@/platform/http/errors';
import { nextNumber, yearOf } from '../numbering';
import { PROPOSAL_MESSAGES } from './messages';
import { getProposal } from './queries';
import type { ProposalRow } from './rows';
import {
  addDays,
  checkClient,
  checkContact,
  checkOwner,
  checkValidity,
  defaultValidUntil,
  lastRank,
  lockProposal,
  placement,
  refuseHiddenMoney,
  totalsOf,
} from './rules';
import { salesProposals } from './tables';

// Writing proposals: every change in one transaction with its audit row, guarded by the proposal's version.

/** A new numbered proposal row inside `tx`; answers its id and number. */
async function insertProposal(
  tx: Db,
  values: Omit<typeof salesProposals.$inferInsert, 'year' | 'seq' | 'number'> & { issue_date: string },
): Promise<{ id: string; number: string }> {
  const year = yearOf(values.issue_date);
  const seq = await nextNumber(tx, 'proposal', year);
  const number = formatProposalNumber(year, seq);
  const [row] = await tx
    .insert(salesProposals)
    .values({ ...values, year, seq, number })
    .returning({ id: salesProposals.id });
  return { id: row!.id, number };
}

export async function createProposal(db: Db, actor: Actor, input: ProposalCreate): Promise<Proposal> {
  refuseHiddenMoney(actor, input);
  const issueDate = input.issue_date ?? todayInRome();
  const validUntil = input.valid_until ?? defaultValidUntil(issueDate);
  checkValidity(issueDate, validUntil);
  await checkClient(db, input.client_id);
  await checkContact(db, input.contact_id, input.client_id);
  await checkOwner(db, input.owner_id);
  const { columns } = totalsOf(input);
  const created = await audited(
    db,
    actor,
    async (tx) => {
      const where = await placement(tx, input.pipeline_id, input.stage_id);
      return insertProposal(tx, {
        client_company_id: input.client_id,
        contact_id: input.contact_id,
        title: input.title,
        ...where,
        board_rank: await lastRank(tx, where.stage_id),
        issue_date: issueDate,
        valid_until: validUntil,
        lines: input.lines,
        split_payment: input.split_payment,
        charge_stamp_duty: input.charge_stamp_duty,
        withholding: input.withholding,
        ...columns,
        terms: input.terms,
        notes: input.notes,
        owner_id: input.owner_id ?? actor.userId,
        created_by: actor.userId,
      });
    },
    (row) => ({
      action: 'proposal.created',
      targetType: 'proposal',
      targetId: row.id,
      details: { number: row.number, title: input.title, client_id: input.client_id },
    }),
  );
  return getProposal(db, actor, created.id);
}

/** What only a draft may change: what the client reads and agrees to. */
const DRAFT_ONLY = [
  'client_id',
  'contact_id',
  'title',
  'issue_date',
  'valid_until',
  'lines',
  'split_payment',
  'charge_stamp_duty',
  'withholding',
] as const;

const storedValue = (row: ProposalRow, key: (typeof DRAFT_ONLY)[number]): unknown =>
  key === 'client_id' ? row.client_id : row[key];

/** JSON with object keys sorted: a jsonb column gives its keys back in its own order, not in the schema's. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export async function updateProposal(db: Db, actor: Actor, id: string, patch: ProposalUpdate): Promise<Proposal> {
  refuseHiddenMoney(actor, patch);
  const { version, ...fields } = patch;
  await checkOwner(db, fields.owner_id);
  await audited(
    db,
    actor,
    async (tx) => {
      const before = await lockProposal(tx, actor, id, version);
      // A form may send every field: only those whose value differs count as changes.
      const changed = DRAFT_ONLY.filter((key) => key in fields && !same(fields[key], storedValue(before, key)));
      if (before.status !== 'bozza' && changed.length > 0) throw conflict(PROPOSAL_MESSAGES.draftOnly);
      const open = before.status === 'bozza' || before.status === 'inviata';
      const set: Partial<typeof salesProposals.$inferInsert> = {};

      const clientId = fields.client_id ?? before.client_id;
      if (fields.client_id !== undefined && fields.client_id !== before.client_id) {
        await checkClient(tx, clientId);
        set.client_company_id = clientId;
        // A contact of the former client does not follow it.
        if (fields.contact_id === undefined && before.contact_id) set.contact_id = null;
      }
      if (fields.contact_id !== undefined) {
        await checkContact(tx, fields.contact_id, clientId);
        set.contact_id = fields.contact_id;
      }
      if (fields.title !== undefined) set.title = fields.title;
      if (fields.terms !== undefined) set.terms = fields.terms;
      if (fields.notes !== undefined) set.notes = fields.notes;
      if (fields.owner_id !== undefined) set.owner_id = fields.owner_id;

      const issueDate = fields.issue_date ?? before.issue_date;
      const validUntil = fields.valid_until ?? before.valid_until;
      if (fields.issue_date !== undefined || fields.valid_until !== undefined) {
        checkValidity(issueDate, validUntil);
        set.issue_date = issueDate;
        set.valid_until = validUntil;
      }
      if (['lines', 'split_payment', 'charge_stamp_duty', 'withholding'].some((key) => key in fields)) {
        const merged = {
          lines: fields.lines ?? before.lines,
          split_payment: fields.split_payment ?? before.split_payment,
          charge_stamp_duty: fields.charge_stamp_duty ?? before.charge_stamp_duty,
          withholding: fields.withholding === undefined ? before.withholding : fields.withholding,
        };
        Object.assign(set, merged, totalsOf(merged).columns);
      }

      if (fields.pipeline_id !== undefined || fields.stage_id !== undefined) {
        const target = await placement(tx, fields.pipeline_id ?? null, fields.stage_id ?? null);
        if (target.stage_id !== before.stage_id) {
          if (!open) throw conflict(PROPOSAL_MESSAGES.closedNoStage);
          Object.assign(set, target, { board_rank: await lastRank(tx, target.stage_id) });
        }
      }
      // A draft dated into another year takes that year's next number.
      if (set.issue_date && yearOf(set.issue_date) !== before.year) {
        const year = yearOf(set.issue_date);
        const seq = await nextNumber(tx, 'proposal', year);
        Object.assign(set, { year, seq, number: formatProposalNumber(year, seq) });
      }

      for (const key of ['lines', 'withholding'] as const)
        if (key in set && same(set[key], before[key])) delete set[key];
      const diff = changes(
        { ...before, client_company_id: before.client_id } as Record<string, unknown>,
        set as Record<string, unknown>,
      );
      if (unchanged(diff)) return diff;
      await tx
        .update(salesProposals)
        .set({ ...set, version: sql`${salesProposals.version} + 1`, updated_at: sql`now()` })
        .where(eq(salesProposals.id, id));
      return diff;
    },
    (diff) =>
      unchanged(diff)
        ? null
        : { action: 'proposal.updated', targetType: 'proposal', targetId: id, details: { changes: redactLines(diff) } },
  );
  return getProposal(db, actor, id);
}

/** The audit row says the lines changed, not every price of them (the log is read by admins without invoices). */
function redactLines(diff: Record<string, { from: unknown; to: unknown }>) {
  const out = { ...diff };
  if (out.lines) {
    const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
    out.lines = { from: `${count(out.lines.from)} righe`, to: `${count(out.lines.to)} righe` };
  }
  return out;
}

/** Only a draft is deleted; a sent proposal stays in the history (409). */
export async function deleteProposal(db: Db, actor: Actor, id: string): Promise<void> {
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockProposal(tx, actor, id, null);
      if (row.status !== 'bozza') throw conflict(PROPOSAL_MESSAGES.deleteDraftOnly);
      await tx.delete(salesProposals).where(eq(salesProposals.id, id));
      return row;
    },
    (row) => ({
      action: 'proposal.deleted',
      targetType: 'proposal',
      targetId: id,
      details: { number: row.number, title: row.title, client_id: row.client_id },
    }),
  );
}

/**
 * A new draft with the same client, lines and conditions, numbered and dated today, valid as long as the original
 * was, at the end of its pipeline's first stage (the default pipeline's, when the original's is archived).
 */
export async function duplicateProposal(db: Db, actor: Actor, id: string): Promise<Proposal> {
  const created = await audited(
    db,
    actor,
    async (tx) => {
      const source = await lockProposal(tx, actor, id, null);
      await checkClient(tx, source.client_id);
      const issueDate = todayInRome();
      const days = Math.max(
        1,
        Math.round((Date.parse(source.valid_until) - Date.parse(source.issue_date)) / 86_400_000),
      );
      const where = await placement(tx, source.pipeline_id, null).catch(() => placement(tx, null, null));
      const copy = await insertProposal(tx, {
        client_company_id: source.client_id,
        contact_id: source.contact_id,
        title: source.title,
        ...where,
        board_rank: await lastRank(tx, where.stage_id),
        issue_date: issueDate,
        valid_until: addDays(issueDate, days),
        lines: source.lines,
        split_payment: source.split_payment,
        charge_stamp_duty: source.charge_stamp_duty,
        withholding: source.withholding,
        ...totalsOf(source).columns,
        terms: source.terms,
        notes: source.notes,
        owner_id: source.owner_id ?? actor.userId,
        created_by: actor.userId,
      });
      return { ...copy, from: source.number };
    },
    (copy) => ({
      action: 'proposal.duplicated',
      targetType: 'proposal',
      targetId: copy.id,
      details: { number: copy.number, from_id: id, from_number: copy.from },
    }),
  );
  return getProposal(db, actor, created.id);
}
