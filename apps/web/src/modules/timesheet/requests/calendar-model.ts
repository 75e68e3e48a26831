import { formatDay, type TeamAbsences } from '@portale/shared';

// The month grid of the team calendar: pure, so it is unit-tested without a browser.

type Absence = TeamAbsences['absences'][number];
type Holiday = TeamAbsences['holidays'][number];

export interface CalendarCell {
  date: string;
  /** Days of the previous/next month that fill the first and last week. */
  inMonth: boolean;
  weekend: boolean;
  holiday: Holiday | null;
  absences: Absence[];
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** "2027-03" → the first and last ISO day shown (whole weeks, Monday to Sunday). */
export function gridRange(month: string): { from: string; to: string; first: string; last: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, m - 1, 1));
  const last = new Date(Date.UTC(year, m, 0));
  const from = new Date(first);
  from.setUTCDate(from.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const to = new Date(last);
  to.setUTCDate(to.getUTCDate() + ((7 - last.getUTCDay()) % 7));
  return { from: isoOf(from), to: isoOf(to), first: isoOf(first), last: isoOf(last) };
}

/** Weeks of cells for a month, each absence placed on every day it covers (weekends and holidays included). */
export function monthGrid(month: string, data: TeamAbsences | undefined): CalendarCell[][] {
  const { from, to, first, last } = gridRange(month);
  const holidays = new Map((data?.holidays ?? []).map((h) => [h.date, h]));
  const cells: CalendarCell[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); isoOf(d) <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = isoOf(d);
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    cells.push({
      date,
      inMonth: date >= first && date <= last,
      weekend,
      holiday: holidays.get(date) ?? null,
      // Nobody is "absent" on a day nobody works: keep the grid readable.
      absences:
        weekend || holidays.has(date)
          ? []
          : (data?.absences ?? []).filter((a) => a.start_date <= date && a.end_date >= date),
    });
  }
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** "2027-03" ± n months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** "marzo 2027". */
export const monthLabel = (month: string) => formatDay(`${month}-01`, 'monthYear');

/** The types present in the month, for the legend. */
export function legendOf(data: TeamAbsences | undefined): { code: string; name: string; color: string }[] {
  const seen = new Map<string, { code: string; name: string; color: string }>();
  for (const a of data?.absences ?? []) if (!seen.has(a.leave_type.code)) seen.set(a.leave_type.code, a.leave_type);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, 'it'));
}
