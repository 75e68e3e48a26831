import { formatNumber, type LeaveRequest } from '@portale/shared';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { useDecideLeave } from '../api/decide-leave';
import { usePendingLeave } from '../api/pending-leave';
import { dayRange } from '../format';
import { DASHBOARD_TEXT as TEXT } from '../strings';
import { BulkToolbar } from './bulk-toolbar';
import { RejectDialog } from './reject-dialog';

const periodOf = (r: LeaveRequest) =>
  r.start_time && r.end_time
    ? `${dayRange(r.start_date, r.end_date)}, ${r.start_time}–${r.end_time}`
    : dayRange(r.start_date, r.end_date);
const durationOf = (r: LeaveRequest) =>
  r.leave_type.unit === 'hours' ? TEXT.hoursOf(formatNumber(r.hours)) : TEXT.days(r.days);

/** The team's pending leave requests (the requests area's API), with bulk approve/reject (suspends). */
export function LeaveApprovals() {
  const { data: requests, isFetching } = usePendingLeave();
  const decide = useDecideLeave();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const items = requests.items;
  const chosen = items.filter((r) => selected.has(r.id));

  const run = async (decision: 'approve' | 'reject', comment = '') => {
    try {
      await decide.mutateAsync({ ids: chosen.map((r) => r.id), decision, comment });
      const n = chosen.length;
      toast.success(decision === 'approve' ? TEXT.requestsApproved(n) : TEXT.requestsRejected(n));
      setSelected(new Set());
      setRejecting(false);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const columns: DataTableColumn<LeaveRequest>[] = [
    {
      id: 'select',
      header: TEXT.selectAll,
      hideHeader: true,
      className: 'w-10',
      cell: (r) => (
        <input
          type="checkbox"
          aria-label={TEXT.selectRequest(r.user.name, `${r.leave_type.name} ${periodOf(r)}`)}
          checked={selected.has(r.id)}
          onChange={(event) =>
            setSelected((current) => {
              const next = new Set(current);
              if (event.target.checked) next.add(r.id);
              else next.delete(r.id);
              return next;
            })
          }
          className="size-4 rounded border-slate-400 accent-primary-600 dark:accent-primary-400"
        />
      ),
    },
    { id: 'person', header: TEXT.person, cell: (r) => <span className="font-medium">{r.user.name}</span> },
    {
      id: 'type',
      header: TEXT.type,
      cell: (r) => (
        <span className="inline-flex items-center gap-2">
          <span className="size-2.5 rounded-full" style={{ backgroundColor: r.leave_type.color }} aria-hidden="true" />
          {r.leave_type.name}
        </span>
      ),
    },
    { id: 'period', header: TEXT.period, cell: periodOf },
    { id: 'duration', header: TEXT.duration, className: 'text-right', cell: durationOf },
    {
      id: 'note',
      header: TEXT.note,
      cell: (r) => <span className="line-clamp-2 max-w-64 whitespace-normal">{r.note || '—'}</span>,
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      {items.length > 0 && (
        <BulkToolbar
          label={`${TEXT.selectAll}: ${TEXT.leaveTitle}`}
          total={items.length}
          selected={chosen.length}
          pending={decide.isPending}
          onToggleAll={(on) => setSelected(on ? new Set(items.map((r) => r.id)) : new Set())}
          onApprove={() => void run('approve')}
          onReject={() => setRejecting(true)}
        />
      )}
      <DataTable
        caption={TEXT.leaveCaption}
        columns={columns}
        rows={items}
        rowKey={(r) => r.id}
        loading={isFetching}
        empty={{ title: TEXT.leaveEmpty, hint: TEXT.leaveEmptyHint, icon: CalendarCheck }}
        skeletonRows={2}
      />
      <RejectDialog
        open={rejecting}
        description={TEXT.rejectRequests(chosen.length)}
        pending={decide.isPending}
        onClose={() => setRejecting(false)}
        onConfirm={(comment) => void run('reject', comment)}
      />
    </div>
  );
}
