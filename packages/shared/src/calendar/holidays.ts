/** A day off in the calendar, as an ISO date (YYYY-MM-DD) in the Italian calendar. */
export interface Holiday {
  date: string;
  name: string;
  kind: 'national' | 'patron' | 'closure';
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Gregorian Easter Sunday (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** The first year in which 4 October (San Francesco d'Assisi) is a national holiday, under Legge 151/2025. */
export const SAN_FRANCESCO_FROM_YEAR = 2026;

/** Italian national holidays of a year, Easter and Easter Monday included, sorted by date. */
export function italianNationalHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const monday = new Date(Date.UTC(year, easter.month - 1, easter.day + 1));
  const fixed: [number, number, string][] = [
    [1, 1, 'Capodanno'],
    [1, 6, 'Epifania'],
    [4, 25, 'Festa della Liberazione'],
    [5, 1, 'Festa dei Lavoratori'],
    [6, 2, 'Festa della Repubblica'],
    [8, 15, 'Assunzione (Ferragosto)'],
    [11, 1, 'Ognissanti'],
    [12, 8, 'Immacolata Concezione'],
    [12, 25, 'Natale'],
    [12, 26, 'Santo Stefano'],
  ];
  if (year >= SAN_FRANCESCO_FROM_YEAR) fixed.push([10, 4, "San Francesco d'Assisi"]);
  const holidays: Holiday[] = fixed.map(([month, day, name]) => ({
    date: iso(year, month, day),
    name,
    kind: 'national',
  }));
  holidays.push({ date: iso(year, easter.month, easter.day), name: 'Pasqua', kind: 'national' });
  holidays.push({
    date: iso(year, monday.getUTCMonth() + 1, monday.getUTCDate()),
    name: "Lunedì dell'Angelo",
    kind: 'national',
  });
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

export interface CalendarInputs {
  year: number;
  patron?: { name: string; month: number; day: number } | null;
  closures?: { name: string; start_date: string; end_date: string }[];
}

/** National holidays, the work location's patron saint and company closures of a year, one entry per day. */
export function holidayCalendar({ year, patron, closures = [] }: CalendarInputs): Holiday[] {
  const days = new Map<string, Holiday>();
  for (const holiday of italianNationalHolidays(year)) days.set(holiday.date, holiday);
  if (patron) {
    const date = iso(year, patron.month, patron.day);
    if (!days.has(date)) days.set(date, { date, name: patron.name, kind: 'patron' });
  }
  for (const closure of closures) {
    const end = new Date(`${closure.end_date}T00:00:00Z`);
    for (let d = new Date(`${closure.start_date}T00:00:00Z`); d <= end; d.setUTCDate(d.getUTCDate() + 1)) {
      const date = d.toISOString().slice(0, 10);
      if (date.startsWith(String(year)) && !days.has(date))
        days.set(date, { date, name: closure.name, kind: 'closure' });
    }
  }
  return [...days.values()].sort((x, y) => x.date.localeCompare(y.date));
}
