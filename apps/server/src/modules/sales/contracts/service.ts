import {
  type Contract,
  type ContractCreate,
  type ContractTransitionBody,
  type ContractUpdate,
  contractRecordProblems,
  formatContractNumber,
  groupFieldErrors,
  PROPOSAL_STATUS_LABELS,
  type ProposalStatus,
  todayInRome,
} from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audited, changes } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '@/platform/http/errors';
import { canSeeMoney } from '../access';
import { checkOwner } from '../clients/service';
import { nextNumber, yearOf } from '../numbering';
import { CONTRACT_MESSAGES } from './messages';
import { checkMilestoneSet, refuseHiddenMoney, writeMilestones } from './milestones';
import { type ContractRow, contractRow, getContract, milestoneRows, toContract } from './queries';
import { salesContracts } from './tables';

// Writing contracts: every change in one transaction with its audit row, guarded by the contract's version.

type Terms = Pick<
  ContractCreate,
  'type' | 'fee_period' | 'start_date' | 'end_date' | 'auto_renew' | 'renewal_months' | 'notice_days'
>;

/** What a contract's type and renewal make meaningless is not kept: a fee period only for a canone, and so on. */
function normalizedTerms<T extends Terms>(terms: T): T {
  return {
    ...terms,
    fee_period: terms.type === 'canone' ? terms.fee_period : null,
    renewal_months: terms.auto_renew ? terms.renewal_months : null,
    notice_days: terms.auto_renew ? terms.notice_days : null,
  };
}

function refuseProblems(terms: Terms) {
  const problems = contractRecordProblems(terms);
  if (problems.length > 0) throw badRequest('Alcuni campi non sono validi', groupFieldErrors(problems));
}

/** The client must exist and not be archived. */
async function checkClient(db: Db, clientId: string): Promise<void> {
  const [row] = await selectRows<{ archived: boolean }>(
    db,
    sql`select (sc.archived_at is not null) as archived from client_companies cc
      left join sales_clients sc on sc.client_company_id = cc.id where cc.id = ${clientId}`,
  );
  if (!row) throw badRequest(CONTRACT_MESSAGES.clientNotFound, { client_id: [CONTRACT_MESSAGES.clientNotFound] });
  if (row.archived)
    throw badRequest('Il cliente è archiviato', { client_id: ['Il cliente è archiviato: ripristinalo prima'] });
}

/** Only an accepted proposal of the same client without a contract yet becomes a contract. */
async function checkProposal(db: Db, proposalId: string, clientId: string): Promise<void> {
  const [proposal] = await selectRows<{
    number: string;
    status: ProposalStatus;
    client_id: string;
    contract_number: string | null;
  }>(
    db,
    sql`select p.number, p.status, p.client_company_id::text as client_id,
        (select c.number from sales_contracts c where c.proposal_id = p.id) as contract_number
      from sales_proposals p where p.id = ${proposalId}`,
  );
  if (!proposal) throw badRequest('Offerta non trovata', { proposal_id: ['Offerta non trovata'] });
  if (proposal.status !== 'accettata') {
    const message = `Un contratto nasce solo da un'offerta accettata: la ${proposal.number} è «${PROPOSAL_STATUS_LABELS[proposal.status]}»`;
    throw badRequest(message, { proposal_id: [message] });
  }
  if (proposal.client_id !== clientId) {
    const message = `L'offerta ${proposal.number} è di un altro cliente`;
    throw badRequest(message, { client_id: [message] });
  }
  if (proposal.contract_number) {
    const message = `Dall'offerta ${proposal.number} è già nato il contratto ${proposal.contract_number}`;
    throw conflict(message, { proposal_id: [message] });
  }
}

export async function createContract(db: Db, actor: Actor, input: ContractCreate): Promise<Contract> {
  if (!canSeeMoney(actor) && (input.value_cents !== null || input.milestones.some((m) => m.amount_cents !== null)))
    throw forbidden(CONTRACT_MESSAGES.moneyHidden);
  await checkOwner(db, input.owner_id);
  await checkClient(db, input.client_id);
  if (input.proposal_id) await checkProposal(db, input.proposal_id, input.client_id);
  const { milestones, client_id, ...fields } = normalizedTerms(input);
  const created = await audited(
    db,
    actor,
    async (tx) => {
      const year = yearOf(todayInRome());
      const seq = await nextNumber(tx, 'contract', year);
      const [row] = await tx
        .insert(salesContracts)
        .values({
          ...fields,
          year,
          seq,
          number: formatContractNumber(year, seq),
          client_company_id: client_id,
          created_by: actor.userId,
        })
        .returning({ id: salesContracts.id, number: salesContracts.number });
      await writeMilestones(tx, row!.id, [], milestones);
      return row!;
    },
    (row) => ({
      action: 'contract.created',
      targetType: 'contract',
      targetId: row.id,
      details: {
        number: row.number,
        title: input.title,
        type: input.type,
        proposal_id: input.proposal_id,
        milestones: milestones.length,
      },
    }),
  );
  return getContract(db, actor, created.id);
}

/**
 * Locks the contract for this transaction and checks the version the caller saw: an older one answers 409 with the
 * current contract in `details.current`, so the form can show what changed.
 */
export async function lockContract(tx: Db, actor: Actor, id: string, version: number | null): Promise<ContractRow> {
  const [locked] = await selectRows<{ id: string }>(
    tx,
    sql`select id from sales_contracts where id = ${id} for update`,
  );
  if (!locked) throw notFound(CONTRACT_MESSAGES.notFound);
  const row = await contractRow(tx, id);
  if (version !== null && row.version !== version)
    throw conflict(CONTRACT_MESSAGES.stale, undefined, { current: await toContract(tx, actor, row) });
  return row;
}

export const isClosed = (row: Pick<ContractRow, 'status'>) => row.status === 'concluso' || row.status === 'disdetto';

/** Bumps the version (and the time of the last change) of a contract changed through its milestones or links. */
export async function touchContract(tx: Db, id: string): Promise<void> {
  await tx
    .update(salesContracts)
    .set({ version: sql`${salesContracts.version} + 1`, updated_at: new Date() })
    .where(eq(salesContracts.id, id));
}

const EDITABLE = [
  'title',
  'type',
  'value_cents',
  'fee_period',
  'start_date',
  'end_date',
  'auto_renew',
  'renewal_months',
  'notice_days',
  'notes',
  'owner_id',
] as const;

export async function updateContract(db: Db, actor: Actor, id: string, patch: ContractUpdate): Promise<Contract> {
  const { version, milestones, client_id, ...fields } = patch;
  if (!canSeeMoney(actor) && 'value_cents' in fields) throw forbidden(CONTRACT_MESSAGES.moneyHidden);
  await checkOwner(db, fields.owner_id);
  await audited(
    db,
    actor,
    async (tx) => {
      const before = await lockContract(tx, actor, id, version);
      if (isClosed(before)) throw conflict(CONTRACT_MESSAGES.closed);
      const clientChanges = client_id !== undefined && client_id !== before.client_id;
      const typeChanges = fields.type !== undefined && fields.type !== before.type;
      if ((clientChanges || typeChanges) && before.status !== 'bozza') throw conflict(CONTRACT_MESSAGES.draftOnly);
      if (clientChanges) await checkNewClient(tx, before, client_id);
      const after = normalizedTerms({
        ...before,
        ...fields,
        value_cents: fields.value_cents === undefined ? before.value_cents : fields.value_cents,
      });
      refuseProblems(after);
      const stored = await milestoneRows(tx, id);
      if (milestones) refuseHiddenMoney(actor, stored, milestones);
      checkMilestoneSet(after, milestones ?? stored);
      if (milestones) await writeMilestones(tx, id, stored, milestones);
      const values = Object.fromEntries(EDITABLE.map((key) => [key, after[key]])) as Partial<
        typeof salesContracts.$inferInsert
      >;
      await tx
        .update(salesContracts)
        .set({
          ...values,
          ...(clientChanges ? { client_company_id: client_id } : {}),
          version: sql`${salesContracts.version} + 1`,
          updated_at: new Date(),
        })
        .where(eq(salesContracts.id, id));
      const diff = changes(
        { ...before, value_cents: before.value_cents === null ? null : Number(before.value_cents) },
        { ...values, ...(clientChanges ? { client_id } : {}) },
      );
      return { diff, number: before.number, milestones: milestones?.length };
    },
    (result) => ({
      action: 'contract.updated',
      targetType: 'contract',
      targetId: id,
      details: {
        number: result.number,
        changes: result.diff,
        ...(result.milestones === undefined ? {} : { milestones: result.milestones }),
      },
    }),
  );
  return getContract(db, actor, id);
}

/** A draft moves to another client only when nothing ties it to the first: its proposal or linked projects. */
async function checkNewClient(tx: Db, before: ContractRow, clientId: string): Promise<void> {
  await checkClient(tx, clientId);
  const [links] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from sales_contract_projects where contract_id = ${before.id}`,
  );
  if (before.proposal_id || (links?.n ?? 0) > 0)
    throw conflict("Il contratto è legato a un'offerta o a progetti del cliente: il cliente non si può cambiare", {
      client_id: ["Il contratto è legato a un'offerta o a progetti di questo cliente"],
    });
}

/** Only a draft none of whose milestones is on a pre-invoice is deleted; anything else answers 409. */
export async function removeContract(db: Db, actor: Actor, id: string): Promise<void> {
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockContract(tx, actor, id, null);
      if (row.status !== 'bozza')
        throw conflict('Si elimina solo un contratto in bozza: uno attivo si disdice o si conclude');
      const billed = (await milestoneRows(tx, id)).filter((m) => m.pre_invoice_id !== null);
      if (billed.length > 0) throw conflict('Il contratto ha scadenze già in pre-fattura: non si può eliminare');
      await tx.delete(salesContracts).where(eq(salesContracts.id, id));
      return row;
    },
    (row) => ({
      action: 'contract.deleted',
      targetType: 'contract',
      targetId: id,
      // The client's timeline finds a deleted contract through the client it recorded.
      details: { number: row.number, title: row.title, client_id: row.client_id, client_name: row.client_name },
    }),
  );
}

const TRANSITION_ACTIONS = {
  activate: 'contract.activated',
  terminate: 'contract.terminated',
  conclude: 'contract.concluded',
} as const;

export async function transitionContract(
  db: Db,
  actor: Actor,
  id: string,
  body: ContractTransitionBody,
): Promise<Contract> {
  const today = todayInRome();
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockContract(tx, actor, id, body.version);
      const set = transitionValues(row, body, today);
      await tx
        .update(salesContracts)
        .set({ ...set, version: sql`${salesContracts.version} + 1`, updated_at: new Date() })
        .where(eq(salesContracts.id, id));
      return { row, set };
    },
    ({ row, set }) => ({
      action: TRANSITION_ACTIONS[body.action],
      targetType: 'contract',
      targetId: id,
      details: { number: row.number, title: row.title, previous_status: row.status, ...set },
    }),
  );
  return getContract(db, actor, id);
}

function transitionValues(row: ContractRow, body: ContractTransitionBody, today: string) {
  const fail = (message: string) => badRequest(message, { date: [message] });
  switch (body.action) {
    case 'activate':
      if (row.status !== 'bozza') throw conflict('Si attiva solo un contratto in bozza');
      refuseProblems(row);
      return { status: 'attivo' as const, signed_on: body.date ?? today };
    case 'terminate':
      if (row.status !== 'attivo') throw conflict('Si disdice solo un contratto attivo');
      if (body.date && row.signed_on && body.date < row.signed_on)
        throw fail('La disdetta non può precedere la firma del contratto');
      return { status: 'disdetto' as const, terminated_on: body.date ?? today };
    case 'conclude': {
      if (row.status !== 'attivo') throw conflict('Si conclude solo un contratto attivo');
      const date = body.date ?? (row.end_date && row.end_date < today ? row.end_date : today);
      if (date < row.start_date) throw fail("La conclusione non può precedere l'inizio del contratto");
      return { status: 'concluso' as const, end_date: date };
    }
  }
}
