import { formatEuro, formatPercent } from '../format';
import type { FieldProblem } from './client-rules';
import {
  FEE_PERIOD_MONTHS,
  type FeePeriod,
  type SalesContractStatus,
  type SalesContractType,
} from './contract-constants';

// The rules of a contract that tie fields together, and its date arithmetic, without zod: the schemas run them on
// a whole body, the server again on a stored contract with a change applied, the form live while the user types
// (docs/sales.md, "Contratti").

/** An ISO day (YYYY-MM-DD) plus `days` (negative to go back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An ISO day plus `months`, clamped to the month's last day (31 January + 1 month → 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The day a period of `months` that starts on `start` ends on: 1 January + 12 months → 31 December, 30 June + 1
 * month → 30 July. A renewal moves an end date with it: the day after the old end, plus the months, minus a day,
 * so a contract ending on a month's last day keeps ending on one (30 June → 31 July).
 */
export function periodEnd(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}

/** The end date after `renewals` automatic renewals of `months` each. */
export function renewedEndDate(endDate: string, months: number, renewals = 1): string {
  return addDays(addMonths(addDays(endDate, 1), months * renewals), -1);
}

export interface ContractTermsFields {
  type: SalesContractType;
  fee_period?: FeePeriod | null;
  start_date: string;
  end_date?: string | null;
  auto_renew?: boolean;
  renewal_months?: number | null;
  notice_days?: number | null;
}

/**
 * The last day to give notice so that an automatically renewing contract does not renew: the end date minus the
 * notice days (the end date itself when none are set). Null for a contract that does not renew or has no end.
 */
export function noticeDeadline(contract: Pick<ContractTermsFields, 'end_date' | 'auto_renew' | 'notice_days'>) {
  if (!contract.auto_renew || !contract.end_date) return null;
  return addDays(contract.end_date, -(contract.notice_days ?? 0));
}

/**
 * The day that matters next for an active contract: the notice deadline when it renews by itself, else its end.
 * The list flags the contract as expiring when this falls within CONTRACT_EXPIRING_DAYS.
 */
export function contractKeyDate(contract: Pick<ContractTermsFields, 'end_date' | 'auto_renew' | 'notice_days'>) {
  return noticeDeadline(contract) ?? contract.end_date ?? null;
}

/** Whether an active contract's key date is between today and `days` from now. */
export function isContractExpiring(
  contract: Pick<ContractTermsFields, 'end_date' | 'auto_renew' | 'notice_days'> & { status: SalesContractStatus },
  today: string,
  days: number,
): boolean {
  const key = contractKeyDate(contract);
  return contract.status === 'attivo' && key !== null && key >= today && key <= addDays(today, days);
}

export function contractRecordProblems(contract: ContractTermsFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (contract.end_date && contract.end_date < contract.start_date)
    problems.push({ field: 'end_date', message: 'La data di fine non può precedere quella di inizio' });
  if (contract.type === 'canone' && !contract.fee_period)
    problems.push({ field: 'fee_period', message: 'Indica ogni quanto si fattura il canone' });
  if (contract.auto_renew) {
    if (!contract.end_date)
      problems.push({
        field: 'end_date',
        message: 'Un contratto che si rinnova da solo ha bisogno della data di fine',
      });
    if (!contract.renewal_months)
      problems.push({ field: 'renewal_months', message: 'Indica di quanti mesi si rinnova ogni volta' });
  }
  const deadline = noticeDeadline(contract);
  if (deadline && contract.end_date && contract.end_date >= contract.start_date && deadline < contract.start_date)
    problems.push({ field: 'notice_days', message: 'Il preavviso è più lungo della durata del contratto' });
  return problems;
}

export interface MilestoneMoney {
  amount_cents?: number | null;
  percent?: number | null;
}

/**
 * What a milestone bills, in cents: its amount, or its percentage of the contract's value (rounded to the cent).
 * Null when that cannot be known (a percentage without a value, or the value hidden from the reader).
 */
export function milestoneCents(milestone: MilestoneMoney, valueCents: number | null | undefined): number | null {
  if (milestone.amount_cents != null) return milestone.amount_cents;
  if (milestone.percent != null && valueCents != null) return Math.round((valueCents * milestone.percent) / 100);
  return null;
}

export interface MilestoneTotals {
  /** Sum of the percentages, in percent (two decimals). */
  percent: number;
  /** What the milestones bill together, amounts and percentages of the value; null when not all are known. */
  cents: number | null;
}

export function milestoneTotals(milestones: readonly MilestoneMoney[], valueCents: number | null | undefined) {
  let hundredths = 0;
  let cents: number | null = 0;
  for (const milestone of milestones) {
    if (milestone.percent != null) hundredths += Math.round(milestone.percent * 100);
    const billed = milestoneCents(milestone, valueCents);
    cents = billed === null || cents === null ? null : cents + billed;
  }
  return { percent: hundredths / 100, cents } satisfies MilestoneTotals;
}

const euro = (cents: number) => formatEuro(cents / 100, { cents: true });

/**
 * The rules of a contract's milestones together: percentages need the value and add up to at most 100%; the
 * milestones of an a corpo contract bill at most its value. `valueCents` undefined means hidden from the reader
 * (no money rights): the checks that need it are left to the server.
 */
export function milestoneSetProblems(
  contract: { type: SalesContractType; value_cents: number | null | undefined },
  milestones: readonly MilestoneMoney[],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (contract.value_cents === null)
    milestones.forEach((milestone, index) => {
      if (milestone.percent != null)
        problems.push({
          field: `milestones.${index}.percent`,
          message: 'Per indicare una percentuale serve il valore del contratto',
        });
    });
  const totals = milestoneTotals(milestones, contract.value_cents);
  // Over 100% is said once: the sum over the value would only follow from it.
  if (totals.percent > 100)
    problems.push({
      field: 'milestones',
      message: `Le percentuali delle scadenze sommano ${formatPercent(totals.percent, 2)}: al massimo 100%`,
    });
  else if (contract.type === 'a_corpo' && contract.value_cents != null && totals.cents !== null) {
    if (totals.cents > contract.value_cents)
      problems.push({
        field: 'milestones',
        message: `Le scadenze sommano ${euro(totals.cents)}, più del valore del contratto (${euro(contract.value_cents)})`,
      });
  }
  return problems;
}

/** The fee periods of a canone between its start and end (12 periods when open-ended), each as [from, to]. */
export function feePeriods(
  contract: { fee_period: FeePeriod; start_date: string; end_date: string | null },
  max: number,
): [string, string][] {
  const months = FEE_PERIOD_MONTHS[contract.fee_period];
  const periods: [string, string][] = [];
  for (let index = 0; periods.length <= max; index++) {
    const from = addMonths(contract.start_date, months * index);
    if (contract.end_date ? from > contract.end_date : index >= 12) break;
    const to = periodEnd(from, months);
    periods.push([from, contract.end_date && to > contract.end_date ? contract.end_date : to]);
  }
  return periods;
}
