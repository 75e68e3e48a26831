import { between, pick, randomStream } from './random';

export interface LeaveDay {
  date: string;
  /** Contractual hours of the day. */
  hours: number;
}

export interface PlannedLeave {
  type: 'ferie' | 'rol' | 'ex_festivita' | 'malattia';
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  days: number;
  hours: number;
  status: 'approvata' | 'in_attesa' | 'rifiutata';
  note: string;
  protocol_number: string | null;
  decision_comment: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const hhmm = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * One person's leave over the history and the next weeks (working days only, so every request measures exactly
 * as the leave module would): a summer block of ferie, a bridge day or two, ROL permits of a few hours, now and
 * then a sickness with its INPS protocol, and for some a request still waiting for the manager. Totals stay well
 * inside the yearly allowances (26 days of ferie, 56 h of ROL, 32 h of ex festività), so no balance goes negative.
 *
 * `past` are the working days of the history (before today), `future` the working days of the next weeks.
 */
export function planLeave(username: string, past: LeaveDay[], future: LeaveDay[], year: string): PlannedLeave[] {
  const rnd = randomStream(`leave:${username}`);
  const plans: PlannedLeave[] = [];
  const taken = new Set<string>();
  const free = (days: LeaveDay[]) => days.every((d) => !taken.has(d.date));
  const book = (days: LeaveDay[]) => {
    for (const d of days) taken.add(d.date);
  };
  const range = (type: PlannedLeave['type'], days: LeaveDay[], extra: Partial<PlannedLeave> = {}): PlannedLeave => ({
    type,
    start_date: days[0]!.date,
    end_date: days[days.length - 1]!.date,
    start_time: null,
    end_time: null,
    days: days.length,
    hours: round2(days.reduce((sum, d) => sum + d.hours, 0)),
    status: 'approvata',
    note: '',
    protocol_number: null,
    decision_comment: '',
    ...extra,
  });
  // A run of `length` consecutive working days from a random start among `days` that satisfy `where`.
  const run = (days: LeaveDay[], length: number, where: (d: LeaveDay) => boolean) => {
    const starts = days.map((_, i) => i).filter((i) => where(days[i]!) && i + length <= days.length);
    for (let attempt = 0; attempt < 6 && starts.length; attempt++) {
      const first = pick(rnd, starts);
      const slice = days.slice(first, first + length);
      // Consecutive working days of one stretch: no gap of more than four calendar days (a weekend and a holiday).
      const compact = slice.every(
        (d, i) => i === 0 || Date.parse(d.date) - Date.parse(slice[i - 1]!.date) <= 4 * 86_400_000,
      );
      if (compact && free(slice)) return slice;
    }
    return null;
  };

  const summer = run(past, between(rnd, 5, 10), (d) => ['06', '07', '08', '09'].includes(d.date.slice(5, 7)));
  if (summer) {
    book(summer);
    plans.push(range('ferie', summer, { note: pick(rnd, ['Vacanze estive', 'Ferie in famiglia', 'Viaggio']) }));
  }
  for (let i = between(rnd, 0, 2); i > 0; i--) {
    const bridge = run(past, 1, () => true);
    if (bridge) {
      book(bridge);
      plans.push(range('ferie', bridge, { note: pick(rnd, ['Ponte', 'Impegni personali', '']) }));
    }
  }
  for (let i = between(rnd, 1, 3); i > 0; i--) {
    const [day] = run(past, 1, () => true) ?? [];
    if (!day) continue;
    book([day]);
    const hours = Math.min(between(rnd, 2, 4), day.hours / 2);
    const morning = rnd() < 0.4;
    const start = morning ? 9 : 14;
    plans.push({
      ...range('rol', [day]),
      start_time: hhmm(start),
      end_time: hhmm(start + hours),
      hours,
      days: round2(hours / day.hours),
      note: pick(rnd, ['Visita medica', 'Pratiche in comune', 'Colloquio a scuola', 'Motivi personali']),
    });
  }
  if (rnd() < 0.25) {
    const [day] = run(past, 1, () => true) ?? [];
    if (day) {
      book([day]);
      const hours = Math.min(4, day.hours / 2);
      plans.push({
        ...range('ex_festivita', [day]),
        start_time: '09:00',
        end_time: hhmm(9 + hours),
        hours,
        days: round2(hours / day.hours),
      });
    }
  }
  if (rnd() < 0.35) {
    const sick = run(past, between(rnd, 1, 3), () => true);
    if (sick) {
      book(sick);
      plans.push(range('malattia', sick, { protocol_number: String(between(rnd, 100_000_000, 999_999_999)) }));
    }
  }
  if (rnd() < 0.15) {
    const refused = run(future, 2, () => true);
    if (refused) {
      plans.push(
        range('ferie', refused, {
          status: 'rifiutata',
          note: 'Ponte',
          decision_comment: 'Siamo in consegna quella settimana: possiamo spostarle di quindici giorni?',
        }),
      );
    }
  }
  if (rnd() < 0.35) {
    // Pending only within this year, where it is reserved against the balance the manager sees.
    const wish = run(future, between(rnd, 1, 5), (d) => d.date.startsWith(year));
    if (wish) {
      book(wish);
      plans.push(range('ferie', wish, { status: 'in_attesa', note: pick(rnd, ['Ferie di fine anno', 'Viaggio', '']) }));
    }
  }
  return plans;
}

/** Hours off by date that approved leave takes from a person's working days (what timesheets must leave out). */
export function hoursOff(plans: readonly PlannedLeave[], calendar: ReadonlyMap<string, number>): Map<string, number> {
  const off = new Map<string, number>();
  for (const plan of plans) {
    if (plan.status !== 'approvata') continue;
    if (plan.start_time) {
      off.set(plan.start_date, (off.get(plan.start_date) ?? 0) + plan.hours);
      continue;
    }
    for (let d = plan.start_date; d <= plan.end_date; d = nextDay(d)) {
      const hours = calendar.get(d);
      if (hours) off.set(d, hours);
    }
  }
  return off;
}

export const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
