import type { Holiday, WorkLocation } from '@portale/shared';
import { isoDate, nextDay } from './dates';
import { LEAVE_TEXT } from './strings';

export type HolidayKind = Holiday['kind'];
export const HOLIDAY_KINDS: readonly HolidayKind[] = ['national', 'patron', 'closure'];

/** One line of the holiday list: a single day, or consecutive days of the same closure. */
export type CalendarEntry = { start: string; end: string; name: string; kind: HolidayKind };

/**
 * The year's days off as the calendar tab shows them. For one location the server's answer is complete
 * (its patron day included); for "all locations" every location's patron day is added, named after it.
 */
export function calendarDays(
  year: number,
  holidays: readonly Holiday[],
  allLocations: WorkLocation[] | null,
): Holiday[] {
  const days = [...holidays];
  for (const location of allLocations ?? []) {
    if (!location.patron_month || !location.patron_day) continue;
    days.push({
      date: isoDate(year, location.patron_month, location.patron_day),
      name: location.patron_name
        ? `${location.patron_name} (${location.name})`
        : LEAVE_TEXT.calendar.patronOf(location.name),
      kind: 'patron',
    });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date) || kindOrder(a.kind) - kindOrder(b.kind));
}

/**
 * Merges the days of one closure into a single entry ("Chiusura estiva, 11–22 agosto"). The server lists a
 * day once, so a closure over Ferragosto arrives with a gap there: a gap made only of other days off is
 * bridged.
 */
export function calendarEntries(days: readonly Holiday[]): CalendarEntry[] {
  const offDays = new Set(days.map((day) => day.date));
  const entries: CalendarEntry[] = [];
  const openClosures = new Map<string, CalendarEntry>();
  for (const day of days) {
    if (day.kind !== 'closure') {
      entries.push({ start: day.date, end: day.date, name: day.name, kind: day.kind });
      continue;
    }
    const open = openClosures.get(day.name);
    if (open && continuesInto(open.end, day.date, offDays)) {
      open.end = day.date;
      continue;
    }
    const entry: CalendarEntry = { start: day.date, end: day.date, name: day.name, kind: day.kind };
    openClosures.set(day.name, entry);
    entries.push(entry);
  }
  return entries;
}

function continuesInto(end: string, date: string, offDays: Set<string>): boolean {
  for (let d = nextDay(end); d < date; d = nextDay(d)) if (!offDays.has(d)) return false;
  return true;
}

/** Each date's holidays, most important first (a national holiday outranks a closure on the same day). */
export function holidaysByDate(days: readonly Holiday[]): Map<string, Holiday[]> {
  const byDate = new Map<string, Holiday[]>();
  for (const day of days) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
  for (const list of byDate.values()) list.sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind));
  return byDate;
}

const kindOrder = (kind: HolidayKind) => HOLIDAY_KINDS.indexOf(kind);
