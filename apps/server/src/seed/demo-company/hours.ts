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
    const monday = mondayOf(date);
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
    const rows = weekRows(date).filter((r) => r.m.start <= date && r.m.end >= date);
    if (rows.length === 0) continue;
    const jitter = hours >= 6 ? (between(rnd, 0, 4) - 2) * 15 : 0;
    let left = Math.round(hours * 60) + jitter;
    const first = Math.floor(rnd() * rows.length);
    const picks = rows.length > 1 && rnd() < 0.6 ? [rows[first]!, rows[(first + 1) % rows.length]!] : [rows[first]!];
    picks.forEach((row, i) => {
      const share = i === picks.length - 1 ? left : Math.round((left * (0.4 + rnd() * 0.3)) / 15) * 15;
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

/** Monday of the ISO week holding `date`. */
export function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
