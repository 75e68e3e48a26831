import type { CarryOverRule, LeaveAllowance } from '@portale/shared';
import { plural } from '@portale/shared';
import type { z } from 'zod';
import { badRequest } from '@/platform/http/errors';

// Pure arithmetic of leave: which allowance applies, what moves to the next year, what is left, and how
// much a request is worth. No database here, so every rule is covered by table-driven tests.

type Allowance = z.infer<typeof LeaveAllowance>;
type CarryOver = z.infer<typeof CarryOverRule>;

export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The yearly allowance for a contract: the most specific matching rule (contract type and CCNL beat one of
 * them, which beats the catch-all; contract type beats CCNL). Null when the type has no allowances at all,
 * i.e. it is not counted against a balance; 0 when it has rules but none matches.
 */
export function allowanceFor(
  rules: readonly Allowance[],
  contractType: string | null,
  ccnl: string | null,
): number | null {
  if (rules.length === 0) return null;
  const sameCcnl = (rule: Allowance) => (rule.ccnl ?? '').toLowerCase() === (ccnl ?? '').toLowerCase();
  let best: { score: number; amount: number } | null = null;
  for (const rule of rules) {
    if (rule.contract_type !== null && rule.contract_type !== contractType) continue;
    if (rule.ccnl !== null && !sameCcnl(rule)) continue;
    const score = (rule.contract_type !== null ? 2 : 0) + (rule.ccnl !== null ? 1 : 0);
    if (!best || score > best.score) best = { score, amount: rule.amount };
  }
  return best?.amount ?? 0;
}

export interface YearUsage {
  allowance: number;
  carriedIn: number;
  /** Approved in that year, in the type's unit. */
  approved: number;
}

/**
 * What the next year receives: carried-over leave is used first (FIFO), so only the unused part of the
 * year's own allowance moves on — at most `max_amount`, and nothing unless the rule allows it. What was
 * carried in and not used does not move twice.
 */
export function carryOverInto(rule: CarryOver, previous: YearUsage): number {
  if (!rule.allowed) return 0;
  const ownUsed = Math.max(0, previous.approved - previous.carriedIn);
  const remaining = Math.max(0, previous.allowance - ownUsed);
  return round2(rule.max_amount === null ? remaining : Math.min(remaining, rule.max_amount));
}

/** The last day on which leave carried into `year` can be used: N months after the end of the year before. */
export function carryOverExpiry(rule: CarryOver, year: number): string | null {
  if (!rule.allowed || rule.expires_after_months === null) return null;
  // Day 0 of the month after: the last day of month N of `year` (counting from January = 1).
  const last = new Date(Date.UTC(year, rule.expires_after_months, 0));
  return last.toISOString().slice(0, 10);
}

export interface BalanceInput {
  /** null: the type is not counted against a balance. */
  allowance: number | null;
  carriedIn: number;
  /** HR's balance adjustments of the year (opening balances, corrections), signed; default 0. */
  adjusted?: number;
  carryExpiresOn: string | null;
  approved: number;
  /** Approved amount of requests starting on or before the expiry date (they used the carried part). */
  approvedUntilExpiry: number;
  pending: number;
  /** ISO date of today: carried leave expires only once its date has passed. */
  today: string;
}

export interface BalanceFigures {
  counted: boolean;
  allowance: number;
  carried_over: number;
  adjusted: number;
  expired: number;
  approved: number;
  pending: number;
  available: number | null;
}

/** allowance + carried over + adjustments − expired − approved − pending ("in attesa" is reserved). */
export function computeBalance(input: BalanceInput): BalanceFigures {
  const { allowance, carriedIn, carryExpiresOn, approved, approvedUntilExpiry, pending, today } = input;
  const adjusted = round2(input.adjusted ?? 0);
  if (allowance === null) {
    return {
      counted: false,
      allowance: 0,
      carried_over: 0,
      adjusted: 0,
      expired: 0,
      approved,
      pending,
      available: null,
    };
  }
  const expired =
    carriedIn > 0 && carryExpiresOn !== null && today > carryExpiresOn
      ? round2(Math.max(0, carriedIn - approvedUntilExpiry))
      : 0;
  return {
    counted: true,
    allowance,
    carried_over: carriedIn,
    adjusted,
    expired,
    approved: round2(approved),
    pending: round2(pending),
    available: round2(allowance + carriedIn + adjusted - expired - approved - pending),
  };
}

export interface CalendarDay {
  date: string;
  working: boolean;
  hours: number;
  holiday: { name: string; kind: string } | null;
}

export interface Measure {
  days: number;
  hours: number;
  excluded: { date: string; reason: string }[];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const WEEKDAY = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Why a day of a range does not count: the holiday's name, or the weekend. */
export function exclusionReason(day: CalendarDay): string {
  if (day.holiday) return day.holiday.name;
  return WEEKDAY(day.date) === 6 ? 'Sabato' : 'Domenica';
}

/**
 * Days and hours of a request. Day-based types count the working days of the range (weekends, holidays,
 * the patron saint's day and closures excluded); hours = the contractual hours of those days. Hour-based
 * types (permessi) take one working day and a time range of at most that day's hours. Throws an Italian
 * message (400) when the request cannot be measured.
 */
export function measureRequest(
  unit: 'days' | 'hours',
  calendar: readonly CalendarDay[],
  times: { start: string | null; end: string | null },
  dailyHours: number,
): Measure {
  const excluded = calendar.filter((d) => !d.working).map((d) => ({ date: d.date, reason: exclusionReason(d) }));
  if (unit === 'days') {
    const working = calendar.filter((d) => d.working);
    if (working.length === 0)
      throw badRequest('Il periodo scelto non contiene giorni lavorativi', {
        end_date: ['Nessun giorno lavorativo nel periodo'],
      });
    return { days: working.length, hours: round2(working.reduce((sum, d) => sum + d.hours, 0)), excluded };
  }
  if (calendar.length !== 1)
    throw badRequest('I permessi orari si chiedono per un solo giorno', { end_date: ['Indica un solo giorno'] });
  const day = calendar[0]!;
  if (!day.working) {
    const message = `Il ${day.date.split('-').reverse().join('/')} non è un giorno lavorativo (${exclusionReason(day)})`;
    throw badRequest(message, { start_date: [message] });
  }
  if (!times.start || !times.end)
    throw badRequest("Indica l'ora di inizio e di fine del permesso", { start_time: ["Indica l'ora di inizio"] });
  const minutes = minutesOf(times.end) - minutesOf(times.start);
  if (minutes <= 0) throw badRequest("L'ora di fine deve seguire l'ora di inizio", { end_time: ['Orario non valido'] });
  if (minutes % 15 !== 0)
    throw badRequest("I permessi si contano a quarti d'ora", { end_time: ["Usa i quarti d'ora"] });
  if (minutes > day.hours * 60) {
    const message = `Un permesso non può superare le ${formatAmount(day.hours)} ore della giornata`;
    throw badRequest(message, { end_time: [message] });
  }
  const hours = minutes / 60;
  return { days: round2(hours / dailyHours), hours: round2(hours), excluded };
}

/** 7.5 → "7,5", 8 → "8": how amounts read in Italian messages. */
export function formatAmount(n: number): string {
  return round2(n).toLocaleString('it-IT', { maximumFractionDigits: 2 });
}

export const unitWord = (unit: 'days' | 'hours', n: number) =>
  unit === 'hours' ? plural(n, { one: 'ora', other: 'ore' }) : plural(n, { one: 'giorno', other: 'giorni' });

/** Two ranges overlap by date and, when both are hour ranges on a day, by time too. */
export function overlaps(
  a: { start_date: string; end_date: string; start_time: string | null; end_time: string | null },
  b: { start_date: string; end_date: string; start_time: string | null; end_time: string | null },
): boolean {
  if (a.start_date > b.end_date || b.start_date > a.end_date) return false;
  if (!a.start_time || !a.end_time || !b.start_time || !b.end_time) return true;
  return minutesOf(a.start_time) < minutesOf(b.end_time) && minutesOf(b.start_time) < minutesOf(a.end_time);
}
