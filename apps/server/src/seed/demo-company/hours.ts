import { mondayOfWeek } from '@portale/shared';
import { between, pick, randomStream } from './random';

export interface Membership {
  project_id: string;
  /** The project's dates: hours go to it only in between. */
  start: string;
  end: string;
  allocation: number;
  billable: boolean;
  task_ids: string[];
}

export interface PlannedEntry {
  project_id: string;
  task_id: string | null;
  work_date: string;
  minutes: number;
  note: string;
  billable: boolean;
}

const NOTES = [
  'Riunione con il cliente',
  'Revisione del codice',
  'Analisi',
  'Test e correzioni',
  'Documentazione',
  'Allineamento interno',
  'Supporto agli utenti',
];

/**
 * One person's logged time: on each working day the contractual hours (minus any leave taken that day) give or
 * take a quarter of an hour, spread over one or two of the projects running that day, chosen each week in
 * proportion to the person's allocation, as a real weekly grid looks. `days` maps each working day to the hours
 * left to log on it; days without an entry (weekends, holidays, full days of leave) are simply absent.
 */
export function planEntries(
  username: string,
  days: ReadonlyMap<string, number>,
  memberships: Membership[],
): PlannedEntry[] {
  const rnd = randomStream(`hours:${username}`);
  const entries: PlannedEntry[] = [];
  const rowsOfWeek = new Map<string, { m: Membership; task: string | null }[]>();
  const weekRows = (date: string) => {
    const monday = mondayOfWeek(date);
    let rows = rowsOfWeek.get(monday);
    if (rows) return rows;
    const running = memberships.filter((m) => m.start <= date && m.end >= date);
    const ranked = running
      .map((m) => ({ m, score: m.allocation * (0.5 + rnd()) }))
      .sort((a, b) => b.score - a.score)
      .map((r) => r.m);
    rows = ranked.slice(0, Math.min(ranked.length, between(rnd, 2, 3))).map((m) => ({
      m,
      task: m.task_ids.length && rnd() < 0.8 ? pick(rnd, m.task_ids) : null,
    }));
    rowsOfWeek.set(monday, rows);
    return rows;
  };
  for (const [date, hours] of days) {
    if (hours <= 0) continue;
    let rows = weekRows(date).filter((r) => r.m.start <= date && r.m.end >= date);
    // The week's projects all ended before this day: whatever still runs (the internal project at least).
    if (rows.length === 0)
      rows = memberships.filter((m) => m.start <= date && m.end >= date).map((m) => ({ m, task: null }));
    if (rows.length === 0) continue;
    const jitter = hours >= 6 ? (between(rnd, 0, 4) - 2) * 15 : 0;
    let left = Math.round(hours * 60) + jitter;
    // The day's main row and, often, a second one, each drawn in proportion to the allocation.
    const main = weighted(rnd, rows);
    const others = rows.filter((r) => r !== main);
    const picks = others.length && rnd() < 0.5 ? [main, weighted(rnd, others)] : [main];
    picks.forEach((row, i) => {
      const share = i === picks.length - 1 ? left : Math.round((left * (0.55 + rnd() * 0.3)) / 15) * 15;
      left -= share;
      if (share <= 0) return;
      entries.push({
        project_id: row.m.project_id,
        task_id: row.task,
        work_date: date,
        minutes: share,
        note: rnd() < 0.25 ? pick(rnd, NOTES) : '',
        billable: row.m.billable,
      });
    });
  }
  return entries;
}

function weighted<T extends { m: Membership }>(rnd: () => number, rows: T[]): T {
  let left = rnd() * rows.reduce((sum, r) => sum + r.m.allocation, 0);
  for (const row of rows) {
    left -= row.m.allocation;
    if (left < 0) return row;
  }
  return rows[rows.length - 1]!;
}
