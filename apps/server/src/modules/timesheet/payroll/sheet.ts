// The monthly attendance sheet (foglio presenze) for the payroll consultant, as a table: one row per person, one
// column per day, the totals at the row end. Pure: the caller brings the people with their calendar, hours and
// absences, so every rule is covered by a unit test (docs/timesheet.md, "Foglio presenze").

export type SheetCell = string | number | null;

export interface SheetDay {
  date: string;
  /** Monday–Friday and not a holiday or closure at the person's site. */
  working: boolean;
  /** The holiday's or closure's name, if any. */
  holiday: string | null;
}

export interface SheetAbsence {
  /** The type's payroll code (FE, ROL, MAL…). */
  code: string;
  hours: number;
  /** INPS certificate protocol (malattia). */
  protocol: string | null;
}

export interface SheetPerson {
  employeeNumber: string | null;
  name: string;
  department: string | null;
  /** Every day of the month, at the person's site. */
  calendar: readonly SheetDay[];
  /** ISO date → hours worked (timesheet). */
  worked: ReadonlyMap<string, number>;
  /** ISO date → approved absences of that day. */
  absences: ReadonlyMap<string, readonly SheetAbsence[]>;
}

export interface AttendanceSheet {
  header: string[];
  rows: SheetCell[][];
  /** Columns of numbers: day columns hold text or numbers; the totals only numbers. */
  dayColumns: { first: number; count: number };
}

/** Markers of a day with nothing on it that is not a working day. */
export const SHEET_MARKS = { saturday: 'S', sunday: 'D', holiday: 'FS' } as const;

const WEEKDAYS = ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'];
const round2 = (n: number) => Math.round(n * 100) / 100;
/** 7.5 → "7,5": the way hours read inside an Italian text cell. */
const hoursText = (n: number) => String(round2(n)).replace('.', ',');
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * One day's cell: the hours worked as a number when that is all (so Excel sums it), otherwise text such as
 * "4 ROL 4" (half worked, half permit), "FE 8", "MAL 8"; a day off with nothing on it shows S, D or FS, and a
 * non-working day with something on it is prefixed by its mark ("D 3" = three hours worked on a Sunday).
 */
export function dayCell(day: SheetDay, worked: number, absences: readonly SheetAbsence[]): SheetCell {
  const mark = day.holiday
    ? SHEET_MARKS.holiday
    : weekday(day.date) === 6
      ? SHEET_MARKS.saturday
      : weekday(day.date) === 0
        ? SHEET_MARKS.sunday
        : null;
  const parts: string[] = [];
  if (worked > 0) parts.push(hoursText(worked));
  for (const a of absences) parts.push(`${a.code} ${hoursText(a.hours)}`);
  if (parts.length === 0) return day.working ? null : mark;
  if (!mark && absences.length === 0) return round2(worked);
  return [...(day.working || !mark ? [] : [mark]), ...parts].join(' ');
}

/**
 * The sheet of a month. `codes` are the payroll codes in column order (one total column each, in hours); the
 * last column lists the INPS protocols of the month's sick leave with its days.
 */
export function buildAttendanceSheet(
  month: string,
  days: readonly string[],
  codes: readonly string[],
  people: readonly SheetPerson[],
): AttendanceSheet {
  const header = [
    'Matricola',
    'Dipendente',
    'Reparto',
    ...days.map((d) => `${d.slice(8, 10)} ${WEEKDAYS[weekday(d)]}`),
    'Ore lavorate',
    ...codes.map((c) => `${c} (ore)`),
    'Protocolli INPS',
  ];
  const rows = people.map((person) => {
    const totals = new Map<string, number>(codes.map((c) => [c, 0]));
    let workedTotal = 0;
    const protocols = new Map<string, string[]>();
    const cells = person.calendar
      .filter((d) => d.date.startsWith(`${month}-`))
      .map((day) => {
        const worked = person.worked.get(day.date) ?? 0;
        const absences = person.absences.get(day.date) ?? [];
        workedTotal += worked;
        for (const a of absences) {
          totals.set(a.code, (totals.get(a.code) ?? 0) + a.hours);
          if (a.protocol) protocols.set(a.protocol, [...(protocols.get(a.protocol) ?? []), day.date]);
        }
        return dayCell(day, worked, absences);
      });
    const protocolText = [...protocols]
      .map(([protocol, dates]) => {
        const first = dates[0]!;
        const last = dates[dates.length - 1]!;
        return `${protocol} (${first === last ? dayMonth(first) : `${dayMonth(first)}–${dayMonth(last)}`})`;
      })
      .join('; ');
    return [
      person.employeeNumber,
      person.name,
      person.department,
      ...cells,
      round2(workedTotal),
      ...codes.map((c) => round2(totals.get(c) ?? 0)),
      protocolText || null,
    ];
  });
  return { header, rows, dayColumns: { first: 3, count: days.length } };
}

/** Every ISO date of a month ('2026-11'). */
export function daysOfMonth(month: string): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
