import { type ProposalStatus, todayInRome } from '@portale/shared';

// Small pure helpers of the proposals pages: money in cents (the lines' own), calendar days, how close a validity is to its end.

export { formatCents } from '../invoice-lines/format';

/** A calendar day `days` after `day` (both 'YYYY-MM-DD', computed in UTC so no time zone shifts it). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** A validity this close to its end (in days) is pointed out in lists and on the board. */
export const EXPIRING_WITHIN_DAYS = 7;

export type Validity = { state: 'expired' | 'expiring' | 'valid'; days: number };

/**
 * How a still open proposal (draft or sent) stands with its validity: past it (the nightly job will mark it
 * expired), ending within EXPIRING_WITHIN_DAYS, or valid. Null for decided proposals: their validity no longer
 * matters.
 */
export function validityOf(validUntil: string, status: ProposalStatus, today = todayInRome()): Validity | null {
  if (status !== 'bozza' && status !== 'inviata') return null;
  const days = daysBetween(today, validUntil);
  if (days < 0) return { state: 'expired', days };
  if (days <= EXPIRING_WITHIN_DAYS) return { state: 'expiring', days };
  return { state: 'valid', days };
}
