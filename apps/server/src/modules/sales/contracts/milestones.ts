import {
  CONTRACT_MILESTONES_MAX,
  type ContractMilestoneInput,
  FEE_PERIOD_LABELS,
  feePeriods,
  formatDay,
  groupFieldErrors,
  milestoneSetProblems,
} from '@portale/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { badRequest, conflict, forbidden } from '@/platform/http/errors';
import { canSeeMoney } from '../access';
import { CONTRACT_MESSAGES } from './messages';
import type { ContractRow, MilestoneRow } from './queries';
import { salesContractMilestones } from './tables';

// A contract's billing milestones (docs/sales.md, "Contratti"): the list is replaced as a whole, but a milestone
// already on a pre-invoice stays exactly as it was billed; a canone lays them out one per fee period.

type Terms = Pick<ContractRow, 'type' | 'value_cents'>;

/** Without view_all_invoices one neither sends amounts nor rewrites milestones whose amounts one cannot see. */
export function refuseHiddenMoney(
  actor: Actor,
  stored: readonly MilestoneRow[],
  input: readonly ContractMilestoneInput[],
) {
  if (canSeeMoney(actor)) return;
  if (input.some((m) => m.amount_cents !== null) || stored.some((m) => m.amount_cents !== null))
    throw forbidden(CONTRACT_MESSAGES.moneyHidden);
}

/** The set rules (percentages, the a corpo value) as a 400 with the errors on their fields. */
export function checkMilestoneSet(terms: Terms, milestones: readonly ContractMilestoneInput[]) {
  const problems = milestoneSetProblems(
    { type: terms.type, value_cents: terms.value_cents === null ? null : Number(terms.value_cents) },
    milestones,
  );
  if (problems.length > 0) throw badRequest('Le scadenze di fatturazione non sono valide', groupFieldErrors(problems));
}

const sameMoney = (a: number | null, b: number | null) => (a === null ? b === null : b !== null && Number(a) === b);

/**
 * Replaces the contract's milestones with `input`, in its order. A milestone on a pre-invoice must come back by its
 * id, unchanged: removing or changing it answers 409, as the pre-invoice already bills it.
 */
export async function writeMilestones(
  tx: Db,
  contractId: string,
  stored: readonly MilestoneRow[],
  input: readonly ContractMilestoneInput[],
): Promise<void> {
  const byId = new Map(stored.map((m) => [m.id, m]));
  const seen = new Set<string>();
  const unknown: { field: string; message: string }[] = [];
  input.forEach((m, index) => {
    if (!m.id) return;
    if (!byId.has(m.id) || seen.has(m.id))
      unknown.push({ field: `milestones.${index}.id`, message: 'Scadenza non trovata in questo contratto' });
    seen.add(m.id);
  });
  if (unknown.length > 0) throw badRequest('Le scadenze di fatturazione non sono valide', groupFieldErrors(unknown));
  for (const billed of stored.filter((m) => m.pre_invoice_id !== null)) {
    const kept = input.find((m) => m.id === billed.id);
    const unchanged =
      kept &&
      kept.description === billed.description &&
      kept.due_date === billed.due_date &&
      sameMoney(billed.amount_cents, kept.amount_cents) &&
      sameMoney(billed.percent, kept.percent);
    if (!unchanged)
      throw conflict(
        `La scadenza «${billed.description}» è già nella pre-fattura ${billed.pre_invoice_number}: non si può togliere né modificare`,
      );
  }
  const removed = stored.filter((m) => m.pre_invoice_id === null && !seen.has(m.id)).map((m) => m.id);
  if (removed.length > 0)
    await tx
      .delete(salesContractMilestones)
      .where(and(inArray(salesContractMilestones.id, removed), isNull(salesContractMilestones.pre_invoice_id)));
  for (const [position, m] of input.entries()) {
    const values = {
      position,
      description: m.description,
      due_date: m.due_date,
      amount_cents: m.amount_cents,
      percent: m.percent,
    };
    if (m.id) {
      const before = byId.get(m.id)!;
      // A billed milestone keeps its fields (checked above); only its place in the list may move.
      await tx
        .update(salesContractMilestones)
        .set(before.pre_invoice_id === null ? { ...values, updated_at: new Date() } : { position })
        .where(eq(salesContractMilestones.id, m.id));
    } else {
      await tx.insert(salesContractMilestones).values({ contract_id: contractId, ...values });
    }
  }
}

/**
 * The milestones of a canone: one per fee period from the start to the end (12 periods when open-ended), billed
 * at each period's start for the fee of the period. The billed milestones stay; a period one of them already bills
 * (same day) is not generated again.
 */
export function generatedMilestones(contract: ContractRow, stored: readonly MilestoneRow[]): ContractMilestoneInput[] {
  if (contract.type !== 'canone')
    throw badRequest('Le scadenze si generano solo per i contratti a canone', {
      type: ['Le scadenze si generano solo per i contratti a canone'],
    });
  if (!contract.fee_period)
    throw badRequest('Indica ogni quanto si fattura il canone', {
      fee_period: ['Indica ogni quanto si fattura il canone'],
    });
  if (contract.value_cents === null || Number(contract.value_cents) <= 0)
    throw badRequest('Indica il canone per periodo per generare le scadenze', {
      value_cents: ['Indica il canone per periodo per generare le scadenze'],
    });
  const billed = stored.filter((m) => m.pre_invoice_id !== null);
  const periods = feePeriods(
    { fee_period: contract.fee_period, start_date: contract.start_date, end_date: contract.end_date },
    CONTRACT_MILESTONES_MAX,
  );
  const label = FEE_PERIOD_LABELS[contract.fee_period].toLowerCase();
  const fresh: ContractMilestoneInput[] = periods
    .filter(([from]) => !billed.some((m) => m.due_date === from))
    .map(([from, to]) => ({
      description: `Canone ${label} dal ${formatDay(from, 'numeric')} al ${formatDay(to, 'numeric')}`,
      due_date: from,
      amount_cents: Number(contract.value_cents),
      percent: null,
    }));
  const kept: ContractMilestoneInput[] = billed.map((m) => ({
    id: m.id,
    description: m.description,
    due_date: m.due_date,
    amount_cents: m.amount_cents === null ? null : Number(m.amount_cents),
    percent: m.percent === null ? null : Number(m.percent),
  }));
  const all = [...kept, ...fresh].sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (all.length > CONTRACT_MILESTONES_MAX)
    throw badRequest(
      `Troppi periodi: al massimo ${CONTRACT_MILESTONES_MAX} scadenze per contratto. Accorcia il contratto o scegli una periodicità più lunga`,
      { fee_period: [`Al massimo ${CONTRACT_MILESTONES_MAX} scadenze per contratto`] },
    );
  return all;
}
