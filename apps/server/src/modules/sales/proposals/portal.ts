import {
  type ClientProposal,
  type ClientProposalList,
  type ClientProposalListItem,
  type ProposalClientAcceptance,
  type ProposalClientRefusal,
  todayInRome,
} from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { conflict, notFound } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { dayNumeric, PROPOSAL_MESSAGES } from './messages';
import { iso } from './queries';
import { type ProposalListRow, type ProposalRow, proposalListRowsWhere, proposalRowsWhere } from './rows';
import { salesProposals } from './tables';
import { decisionColumns, outcomeNotice } from './transitions';

// The client portal's proposals (docs/sales.md, "Portale clienti"): a `cliente` account linked to a client company
// reads its company's proposals once sent (never drafts, internal notes, stages or the decision's address) and
// accepts or refuses them online while they are valid. Anyone else, and any other company's proposal: 404.

/** The company of a `cliente` account; null for staff and for a client account not linked to a company. */
async function companyOf(db: Db, actor: Actor): Promise<string | null> {
  if (actor.role !== 'client') return null;
  const [row] = await selectRows<{ id: string | null }>(
    db,
    sql`select client_company_id::text as id from users where id = ${actor.userId}`,
  );
  return row?.id ?? null;
}

async function requireCompany(db: Db, actor: Actor): Promise<string> {
  const company = await companyOf(db, actor);
  if (!company) throw notFound();
  return company;
}

const visible = (company: string) => sql`p.client_company_id = ${company} and p.status <> 'bozza'`;

/** Whether the client may still decide: sent, and valid through today (a day in Rome). */
const decidable = (row: ProposalRow) => row.status === 'inviata' && row.valid_until >= todayInRome();

function toItem(row: ProposalListRow): ClientProposalListItem {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    status: row.status,
    issue_date: row.issue_date,
    valid_until: row.valid_until,
    total_cents: row.total_cents,
    referent: row.owner_name ? { name: row.owner_name, email: row.owner_email } : null,
    decided_at: row.decided_at ? iso(row.decided_at) : null,
  };
}

function toClientProposal(row: ProposalRow): ClientProposal {
  return {
    ...toItem(row),
    lines: row.lines,
    split_payment: row.split_payment,
    charge_stamp_duty: row.charge_stamp_duty,
    withholding: row.withholding,
    taxable_cents: row.taxable_cents,
    vat_cents: row.vat_cents,
    terms: row.terms,
    decision:
      row.decided_at && (row.status === 'accettata' || row.status === 'rifiutata')
        ? { at: iso(row.decided_at), name: row.decision_name, refusal_reason: row.refusal_reason }
        : null,
    can_decide: decidable(row),
  };
}

export async function listClientProposals(db: Db, actor: Actor): Promise<ClientProposalList> {
  const company = await requireCompany(db, actor);
  const rows = await proposalListRowsWhere(
    db,
    visible(company),
    sql`order by p.issue_date desc, p.year desc, p.seq desc`,
  );
  return { items: rows.map(toItem) };
}

/** The proposal when it is this client's and not a draft; 404 otherwise (never "forbidden": nothing to learn). */
export async function clientProposalRow(db: Db, actor: Actor, id: string): Promise<ProposalRow> {
  const company = await requireCompany(db, actor);
  const [row] = await proposalRowsWhere(db, sql`p.id = ${id} and ${visible(company)}`);
  if (!row) throw notFound(PROPOSAL_MESSAGES.notFound);
  return row;
}

export async function getClientProposal(db: Db, actor: Actor, id: string): Promise<ClientProposal> {
  return toClientProposal(await clientProposalRow(db, actor, id));
}

type ClientDecision =
  | { status: 'accettata'; body: ProposalClientAcceptance }
  | { status: 'rifiutata'; body: ProposalClientRefusal };

/**
 * The client's answer, recorded with who typed it, the account that clicked, when and from which address; audited,
 * and the proposal's owner told at once.
 */
export async function decideAsClient(db: Db, actor: Actor, id: string, decision: ClientDecision) {
  await clientProposalRow(db, actor, id);
  await audited(
    db,
    actor,
    async (tx) => {
      await tx.execute(sql`select id from sales_proposals where id = ${id} for update`);
      const row = await clientProposalRow(tx, actor, id);
      if (row.status !== 'inviata')
        throw conflict("L'offerta non è più in attesa di una risposta: ricarica la pagina per vederne lo stato");
      if (!decidable(row))
        throw conflict(
          `L'offerta era valida fino al ${dayNumeric(row.valid_until)}: chiedi al tuo referente di rinnovarla`,
        );
      const name = decision.status === 'accettata' ? decision.body.name : actor.name;
      await tx
        .update(salesProposals)
        .set({
          ...decisionColumns({
            status: decision.status,
            channel: 'portale',
            name,
            by: actor.userId,
            ip: actor.ip,
            refusal_reason: decision.status === 'rifiutata' ? decision.body.reason || null : null,
          }),
          version: sql`${salesProposals.version} + 1`,
          updated_at: sql`now()`,
        })
        .where(eq(salesProposals.id, id));
      const owner = row.owner_id ?? (await creatorOf(tx, id));
      if (owner) await notify(tx, [owner], outcomeNotice(row, decision.status));
      return { row, name };
    },
    ({ row, name }) => ({
      action: decision.status === 'accettata' ? 'proposal.accepted' : 'proposal.refused',
      targetType: 'proposal',
      targetId: id,
      details: {
        number: row.number,
        channel: 'portale',
        decision_name: name,
        ...(decision.status === 'rifiutata' ? { refusal_reason: decision.body.reason } : {}),
      },
    }),
  );
  return getClientProposal(db, actor, id);
}

async function creatorOf(tx: Db, id: string): Promise<string | null> {
  const [row] = await selectRows<{ id: string | null }>(
    tx,
    sql`select created_by::text as id from sales_proposals where id = ${id}`,
  );
  return row?.id ?? null;
}
