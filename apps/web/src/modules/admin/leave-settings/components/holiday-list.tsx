import type { CalendarEntry } from '../calendar-model';
import { formatWeekdayDayMonth } from '../dates';
import { LEAVE_TEXT } from '../strings';
import { KIND_STYLES } from './holiday-kind-style';

const TEXT = LEAVE_TEXT.calendar;

/** The year's days off as a list: name, date (or closure range) and kind, in words as well as colour. */
export function HolidayList({ entries }: { entries: CalendarEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.empty}</p>;
  return (
    <ol className="divide-y divide-slate-200 dark:divide-slate-800">
      {entries.map((entry) => (
        <li key={`${entry.start}-${entry.kind}-${entry.name}`} className="flex items-start gap-3 py-2.5">
          <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${KIND_STYLES[entry.kind].dot}`} />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-slate-900 dark:text-white">{entry.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <span className="inline-block first-letter:uppercase">
                {entry.start === entry.end
                  ? formatWeekdayDayMonth(entry.start)
                  : `${formatWeekdayDayMonth(entry.start)} – ${formatWeekdayDayMonth(entry.end)}`}
              </span>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <span className="text-xs">{TEXT.kinds[entry.kind]}</span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
