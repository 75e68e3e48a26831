import type { LeaveRequest } from '@portale/shared';
import { Check, CheckCheck, X } from 'lucide-react';
import { useState, useTransition } from 'react';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { Pagination } from '@/ui/pagination';
import { UI_TEXT } from '@/ui/strings';
import { useRequestsPage } from '../api/list-requests';
import { formatDate, formatPeriod, requestAmount } from '../format';
import { pendingQuery } from '../requests-search';
import { REQUESTS_TEXT } from '../strings';
import { DecisionDialog } from './decision-dialog';
import { TypeLabel } from './status-badge';

const TEXT = REQUESTS_TEXT.approve;

type Deciding = { ids: string[]; decision: 'approve' | 'reject' } | null;

/**
 * "Da approvare": pending requests the caller may decide, oldest first; bulk approve or reject with a comment.
 * Suspends until the first page (the route loader prefetches it) is there.
 */
export function ApprovalsTab() {
  const [page, setPage] = useState(1);
  // A new page loads in a transition: the current one stays on screen (dimmed) instead of the tab suspending.
  const [turning, startTransition] = useTransition();
  const { data, isFetching } = useRequestsPage(pendingQuery(page));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deciding, setDeciding] = useState<Deciding>(null);
  const rows = data.items;
  const visible = new Set(rows.map((r) => r.id));
  const chosen = [...selected].filter((id) => visible.has(id));
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(rows.map((r) => r.id)));
  const describe = (r: LeaveRequest) => `${r.user.name}, ${r.leave_type.name}, ${formatPeriod(r)}`;

  const columns: DataTableColumn<LeaveRequest>[] = [
    {
      id: 'select',
      header: TEXT.selectAll,
      hideHeader: true,
      className: 'w-10',
      cell: (r) => (
        <input
          type="checkbox"
          aria-label={TEXT.select(describe(r))}
          checked={selected.has(r.id)}
          onChange={() => toggle(r.id)}
          className="size-4 cursor-pointer accent-primary-600 dark:accent-primary-400"
        />
      ),
    },
    { id: 'person', header: TEXT.person, cell: (r) => <span className="font-medium">{r.user.name}</span> },
    { id: 'type', header: REQUESTS_TEXT.list.type, cell: (r) => <TypeLabel {...r.leave_type} /> },
    {
      id: 'period',
      header: REQUESTS_TEXT.list.period,
      cell: (r) => <span className="whitespace-nowrap">{formatPeriod(r)}</span>,
    },
    {
      id: 'amount',
      header: REQUESTS_TEXT.list.amount,
      cell: (r) => <span className="tabular-nums">{requestAmount(r)}</span>,
    },
    {
      id: 'note',
      header: REQUESTS_TEXT.list.comment,
      className: 'max-w-64 whitespace-normal',
      cell: (r) => (
        <span className="text-sm">
          {r.note}
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {formatDate(r.created_at.slice(0, 10))}
          </span>
        </span>
      ),
    },
    {
      id: 'actions',
      header: UI_TEXT.actions,
      hideHeader: true,
      className: 'text-right',
      cell: (r) => (
        <div className="flex justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${TEXT.approve}: ${describe(r)}`}
            icon={<Check className="size-4" aria-hidden="true" />}
            onClick={() => setDeciding({ ids: [r.id], decision: 'approve' })}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${TEXT.reject}: ${describe(r)}`}
            icon={<X className="size-4" aria-hidden="true" />}
            onClick={() => setDeciding({ ids: [r.id], decision: 'reject' })}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      {rows.length > 0 && (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
          <label className="flex items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              checked={allChosen}
              onChange={toggleAll}
              className="size-4 cursor-pointer accent-primary-600 dark:accent-primary-400"
            />
            <span aria-live="polite">{chosen.length > 0 ? TEXT.selected(chosen.length) : TEXT.selectAll}</span>
          </label>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={chosen.length === 0}
              icon={<X className="size-4" aria-hidden="true" />}
              onClick={() => setDeciding({ ids: chosen, decision: 'reject' })}
            >
              {TEXT.reject}
            </Button>
            <Button
              disabled={chosen.length === 0}
              icon={<CheckCheck className="size-4" aria-hidden="true" />}
              onClick={() => setDeciding({ ids: chosen, decision: 'approve' })}
            >
              {TEXT.approve}
            </Button>
          </div>
        </div>
      )}
      <DataTable
        caption={TEXT.caption}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={isFetching || turning}
        empty={{ title: TEXT.emptyTitle, hint: TEXT.emptyHint, icon: CheckCheck }}
      />
      {data && data.pagination.total_pages > 1 && (
        <Pagination pagination={data.pagination} onPageChange={(next) => startTransition(() => setPage(next))} />
      )}
      {deciding && (
        <DecisionDialog
          requests={rows.filter((r) => deciding.ids.includes(r.id))}
          decision={deciding.decision}
          onClose={(done) => {
            if (done) setSelected(new Set());
            setDeciding(null);
          }}
        />
      )}
    </div>
  );
}
