import { Link } from '@tanstack/react-router';
import { CalendarClock, CheckCircle2, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCan } from '@/platform/use-can';
import { useApprovalsSummary } from './approvals-summary';
import { HOME_CARDS_TEXT } from './strings';

const TEXT = HOME_CARDS_TEXT.toApprove;

const ROW =
  'flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition dark:border-slate-800 ' +
  'hover:border-primary-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:hover:border-primary-500/60';

function Row({ icon, count, hint, label }: { icon: ReactNode; count: string; hint: string; label: string }) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900 dark:text-white">{count}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{hint}</span>
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/**
 * Dashboard card "Da approvare" for whoever decides someone's weeks or requests: the two counts, each leading to
 * the list where they are decided. The card is shown only to approvers (see `useIsApprover`).
 */
export function ToApproveCard() {
  const { data } = useApprovalsSummary();
  const seesWeeks = useCan(['view_all_projects', 'admin_access']);
  if (data.weeks + data.leave === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <CheckCircle2 className="size-5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        {TEXT.nothing}
      </p>
    );
  const weeks = (
    <Row
      icon={<Timer className="size-5" aria-hidden="true" />}
      count={TEXT.weeks(data.weeks)}
      hint={TEXT.weeksHint}
      label={TEXT.openWeeks}
    />
  );
  return (
    <ul className="flex flex-col gap-3">
      {data.weeks > 0 && (
        <li>
          {seesWeeks ? (
            <Link to="/app/timesheet/dashboard" className={ROW}>
              {weeks}
            </Link>
          ) : (
            <div className={ROW}>{weeks}</div>
          )}
        </li>
      )}
      {data.leave > 0 && (
        <li>
          <Link to="/app/timesheet/requests" search={{ tab: 'approvare' }} className={ROW}>
            <Row
              icon={<CalendarClock className="size-5" aria-hidden="true" />}
              count={TEXT.leave(data.leave)}
              hint={TEXT.leaveHint}
              label={TEXT.openLeave}
            />
          </Link>
        </li>
      )}
    </ul>
  );
}
