import { formatDay } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { hours } from '../dashboard/format';
import { useWeek } from '../entries/api/week';
import { WeekStatusBadge } from '../entries/components/week-status';
import { currentMonday } from '../entries/dates';
import { HOME_CARDS_TEXT } from './strings';

const TEXT = HOME_CARDS_TEXT.myWeek;

/** Dashboard card "Le mie ore questa settimana": logged against expected hours, per day, and the week's state. */
export function MyWeekCard() {
  const { data: week } = useWeek(currentMonday());
  const { totals } = week;
  const pct = totals.expected > 0 ? Math.min(100, Math.round((totals.week / totals.expected) * 100)) : 0;
  const workdays = week.days.map((day, index) => ({ day, minutes: totals.days[index] ?? 0 })).slice(0, 5);
  const busiest = Math.max(60, ...workdays.map((d) => d.minutes));
  return (
    <div className="flex flex-1 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-900 dark:text-white">
          <span className="text-2xl font-semibold tabular-nums">{hours(totals.week)}</span>{' '}
          <span className="text-sm text-slate-600 dark:text-slate-400">{TEXT.ofExpected(hours(totals.expected))}</span>
        </p>
        <WeekStatusBadge status={week.status} />
      </div>
      <div
        role="progressbar"
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={TEXT.progress}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-primary-600 dark:bg-primary-400" style={{ width: `${pct}%` }} />
      </div>
      {totals.week === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.empty}</p>
      ) : (
        <ol className="grid grid-cols-5 items-end gap-2" aria-label={TEXT.title}>
          {workdays.map(({ day, minutes }) => (
            <li key={day.date} className="flex flex-col items-center gap-1">
              <span className="flex h-12 w-full items-end rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                <span
                  className="w-full rounded bg-primary-500/80 dark:bg-primary-400/80"
                  style={{ height: `${Math.round((minutes / busiest) * 100)}%` }}
                />
              </span>
              <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
                <span aria-hidden="true">{formatDay(day.date, 'weekdayShortOnly')}</span>
                <span className="sr-only">{TEXT.day(formatDay(day.date, 'weekdayDayMonth'), hours(minutes))}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {totals.leave > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{TEXT.leave(hours(totals.leave))}</p>
      )}
      <Link
        to="/app/timesheet/entry"
        className="mt-auto inline-flex items-center gap-1 self-start text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
      >
        {TEXT.open}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
