import type { TeamAbsence } from '@portale/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { cx } from '@/ui/cx';
import { useTeamAbsences } from '../api/team-absences';
import { type CalendarCell, gridRange, legendOf, monthGrid, monthLabel, shiftMonth } from '../calendar-model';
import { formatDayLong } from '../format';
import { REQUESTS_TEXT } from '../strings';

const TEXT = REQUESTS_TEXT.calendar;
const MAX_CHIPS = 3;

export type TeamCalendarTabProps = {
  month: string;
  today: string;
  includePending: boolean;
  onChange: (patch: { month?: string; pending?: boolean }) => void;
};

/** "Calendario": the month of the team's absences, coloured by type, holidays marked; a day list on phones. */
export function TeamCalendarTab({ month, today, includePending, onChange }: TeamCalendarTabProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shownMonth = useDeferredValue(month);
  const shownPending = useDeferredValue(includePending);
  const { from, to } = gridRange(shownMonth);
  const { data: absences, isFetching } = useTeamAbsences({ from, to, include_pending: shownPending });
  const weeks = monthGrid(shownMonth, absences);
  const legend = legendOf(absences);
  const currentMonth = today.slice(0, 7);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={TEXT.previous}
            icon={<ChevronLeft className="size-4" aria-hidden="true" />}
            onClick={() => onChange({ month: shiftMonth(month, -1) })}
          />
          <h2
            aria-live="polite"
            className="min-w-40 text-center text-base font-semibold capitalize text-slate-900 dark:text-white"
          >
            {monthLabel(month)}
          </h2>
          <Button
            size="sm"
            variant="secondary"
            aria-label={TEXT.next}
            icon={<ChevronRight className="size-4" aria-hidden="true" />}
            onClick={() => onChange({ month: shiftMonth(month, 1) })}
          />
          {month !== currentMonth && (
            <Button size="sm" variant="ghost" onClick={() => onChange({ month: undefined })}>
              {TEXT.today}
            </Button>
          )}
        </div>
        <CheckboxField
          label={TEXT.includePending}
          checked={includePending}
          onChange={(e) => onChange({ pending: e.target.checked || undefined })}
        />
      </div>

      <ul
        aria-label={TEXT.legend}
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300"
      >
        {legend.map((type) => (
          <li key={type.code} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: type.color }} />
            {type.name}
          </li>
        ))}
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-rose-200 dark:bg-rose-900" />
          {TEXT.holiday}
        </li>
      </ul>

      <MonthTable
        weeks={weeks}
        today={today}
        busy={isFetching || shownMonth !== month || shownPending !== includePending}
      />
      <DayList weeks={weeks} />
    </div>
  );
}

function Chip({ absence }: { absence: TeamAbsence }) {
  const pending = absence.status === 'in_attesa';
  const time = absence.start_time ? ` ${absence.start_time}–${absence.end_time}` : '';
  return (
    <span
      className={cx(
        'block truncate rounded border-l-4 bg-slate-100 px-1.5 py-0.5 text-left text-[11px] leading-tight text-slate-800 dark:bg-slate-800 dark:text-slate-100',
        pending && 'border-dashed italic',
      )}
      style={{ borderLeftColor: absence.leave_type.color }}
      title={`${absence.user.name} · ${absence.leave_type.name}${time}${pending ? ` (${TEXT.pending})` : ''}`}
    >
      {absence.user.name}
      <span className="sr-only">
        : {absence.leave_type.name}
        {time}
        {pending ? ` (${TEXT.pending})` : ''}
      </span>
    </span>
  );
}

function MonthTable({ weeks, today, busy }: { weeks: CalendarCell[][]; today: string; busy: boolean }) {
  return (
    <div
      className={cx(
        'hidden overflow-hidden rounded-xl border border-slate-200 md:block dark:border-slate-800',
        busy && 'opacity-70',
      )}
    >
      <table className="w-full table-fixed border-collapse text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">{TEXT.title}</caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            {TEXT.weekdays.map(([short, full]) => (
              <th key={full} scope="col" className="px-2 py-2 text-left">
                <abbr title={full} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((cell) => (
                <td
                  key={cell.date}
                  className={cx(
                    'h-24 border-t border-l border-slate-200 p-1.5 align-top first:border-l-0 dark:border-slate-800',
                    cell.holiday
                      ? 'bg-rose-50 dark:bg-rose-950/40'
                      : cell.weekend || !cell.inMonth
                        ? 'bg-slate-50 dark:bg-slate-950'
                        : 'bg-white dark:bg-slate-900',
                  )}
                >
                  <div className="flex items-baseline justify-between gap-1">
                    <span
                      className={cx(
                        'inline-flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
                        cell.date === today
                          ? 'bg-primary-600 font-semibold text-white dark:bg-primary-400 dark:text-slate-950'
                          : cell.inMonth
                            ? 'text-slate-800 dark:text-slate-200'
                            : 'text-slate-500 dark:text-slate-400',
                      )}
                    >
                      {Number(cell.date.slice(8))}
                    </span>
                  </div>
                  {cell.holiday && (
                    <p
                      className="mt-0.5 truncate text-[11px] text-rose-800 dark:text-rose-200"
                      title={cell.holiday.name}
                    >
                      {cell.holiday.name}
                    </p>
                  )}
                  <div className="mt-1 flex flex-col gap-0.5">
                    {cell.absences.slice(0, MAX_CHIPS).map((a) => (
                      <Chip key={a.id} absence={a} />
                    ))}
                    {cell.absences.length > MAX_CHIPS && (
                      <span
                        className="text-[11px] text-slate-600 dark:text-slate-400"
                        title={cell.absences
                          .slice(MAX_CHIPS)
                          .map((a) => a.user.name)
                          .join(', ')}
                      >
                        {TEXT.more(cell.absences.length - MAX_CHIPS)}
                      </span>
                    )}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: only the days of the month with someone away or a day off, as a list. */
function DayList({ weeks }: { weeks: CalendarCell[][] }) {
  const days = weeks.flat().filter((c) => c.inMonth && (c.absences.length > 0 || c.holiday));
  return (
    <div className="md:hidden">
      {days.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {TEXT.empty}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {days.map((cell) => (
            <li key={cell.date} className="flex flex-col gap-1.5 px-4 py-3">
              <p className="text-sm font-medium text-slate-900 first-letter:uppercase dark:text-white">
                {formatDayLong(cell.date)}
              </p>
              {cell.holiday && <p className="text-xs text-rose-800 dark:text-rose-200">{cell.holiday.name}</p>}
              {cell.absences.map((a) => (
                <Chip key={a.id} absence={a} />
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
