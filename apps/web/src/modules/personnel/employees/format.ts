import { formatDay, plural } from '@portale/shared';
import { PEOPLE_TEXT } from './strings';

const TEXT = PEOPLE_TEXT.tenure;
const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-11-24 → "24 nov 2026"; no date → "—". */
export function formatDate(iso: string | null | undefined): string {
  return iso ? formatDay(iso) : '—';
}

/** Day and month only ("24 novembre"): birthdays never show the year to colleagues. 2000 has a 29 February. */
export function formatDayMonth(day: number, month: number): string {
  return formatDay(`2000-${pad(month)}-${pad(day)}`, 'dayMonth');
}

/** Years and months since the hire date: "3 anni e 2 mesi". */
export function formatTenure(hireDate: string | null, until: Date = new Date()): string | null {
  if (!hireDate) return null;
  const start = new Date(`${hireDate}T00:00:00Z`);
  let months = (until.getUTCFullYear() - start.getUTCFullYear()) * 12 + (until.getUTCMonth() - start.getUTCMonth());
  if (until.getUTCDate() < start.getUTCDate()) months -= 1;
  if (months < 0) return TEXT.notYet;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = plural(years, TEXT.years);
  const m = plural(rest, TEXT.months);
  if (years === 0) return rest === 0 ? TEXT.lessThanAMonth : m;
  return rest === 0 ? y : TEXT.yearsAndMonths(y, m);
}
