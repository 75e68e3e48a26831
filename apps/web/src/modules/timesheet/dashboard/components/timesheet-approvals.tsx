import { formatInstant, shiftIsoDate, type TimesheetApproval } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { cx } from '@/ui/cx';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { useTimesheetApprovals } from '../api/approvals';
import { useDecideWeeks } from '../api/decide-weeks';
import { dayRange, hours } from '../format';
import { DASHBOARD_TEXT as TEXT } from '../strings';
import { BulkToolbar } from './bulk-toolbar';
import { RejectDialog } from './reject-dialog';

const keyOf = (a: TimesheetApproval) => `${a.user.id}/${a.week_start}`;
const rangeOf = (a: TimesheetApproval) => dayRange(a.week_start, shiftIsoDate(a.week_start, 6));

/** Submitted weeks the caller may decide, with bulk approve/reject (suspends). */
export function TimesheetApprovals() {
  const { data: items, isFetching } = useTimesheetApprovals();
  const decide = useDecideWeeks();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const chosen = items.filter((a) => selected.has(keyOf(a)));

  const run = async (decision: 'approve' | 'reject', comment = '') => {
    try {
      await decide.mutateAsync({
        items: chosen.map((a) => ({ user_id: a.user.id, week_start: a.week_start })),
        decision,
        comment,
      });
      toast.success(decision === 'approve' ? TEXT.weeksApproved(chosen.length) : TEXT.weeksRejected(chosen.length));
      setSelected(new Set());
      setRejecting(false);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const toggle = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const columns: DataTableColumn<TimesheetApproval>[] = [
    {
      id: 'select',
      header: TEXT.selectAll,
      hideHeader: true,
      className: 'w-10',
      cell: (a) => (
        <input
          type="checkbox"
          aria-label={TEXT.selectWeek(a.user.name, rangeOf(a))}
          checked={selected.has(keyOf(a))}
          onChange={(event) => toggle(keyOf(a), event.target.checked)}
          className="size-4 rounded border-slate-400 accent-primary-600 dark:accent-primary-400"
        />
      ),
    },
    { id: 'person', header: TEXT.person, cell: (a) => <span className="font-medium">{a.user.name}</span> },
    { id: 'week', header: TEXT.week, cell: rangeOf },
    {
      id: 'hours',
      header: TEXT.hours,
      className: 'text-right',
      cell: (a) => (
        <span
          className={cx(
            'tabular-nums',
            a.total_minutes < a.expected_minutes && 'font-semibold text-amber-800 dark:text-amber-300',
          )}
        >
          {hours(a.total_minutes)} / {hours(a.expected_minutes)}
        </span>
      ),
    },
    {
      id: 'projects',
      header: TEXT.projects,
      cell: (a) => (
        <ul className="flex flex-wrap gap-1.5">
          {a.projects.map((p) => (
            <li
              key={p.code}
              title={p.name}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-100"
            >
              <span className="size-2 rounded-full" style={{ backgroundColor: p.color }} aria-hidden="true" />
              {p.code} {hours(p.minutes)} h
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'submitted',
      header: TEXT.submitted,
      cell: (a) => (a.submitted_at ? formatInstant(a.submitted_at, 'short') : '—'),
    },
    {
      id: 'open',
      header: TEXT.view,
      hideHeader: true,
      cell: (a) => (
        <Link
          to="/app/timesheet/entry"
          search={{ week: a.week_start, user: a.user.id }}
          aria-label={TEXT.viewWeek(a.user.name, rangeOf(a))}
          className="font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
        >
          {TEXT.view}
        </Link>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      {items.length > 0 && (
        <BulkToolbar
          label={`${TEXT.selectAll}: ${TEXT.approvalsTitle}`}
          total={items.length}
          selected={chosen.length}
          pending={decide.isPending}
          onToggleAll={(on) => setSelected(on ? new Set(items.map(keyOf)) : new Set())}
          onApprove={() => void run('approve')}
          onReject={() => setRejecting(true)}
        />
      )}
      <DataTable
        caption={TEXT.approvalsCaption}
        columns={columns}
        rows={items}
        rowKey={keyOf}
        loading={isFetching}
        empty={{ title: TEXT.approvalsEmpty, hint: TEXT.approvalsEmptyHint, icon: CheckCheck }}
        skeletonRows={2}
      />
      <RejectDialog
        open={rejecting}
        description={TEXT.rejectWeeks(chosen.length)}
        pending={decide.isPending}
        onClose={() => setRejecting(false)}
        onConfirm={(comment) => void run('reject', comment)}
      />
    </div>
  );
}
