import { LEAVE_ADJUSTMENT_KIND_LABELS, type LeaveAdjustment } from '@portale/shared';
import { History } from 'lucide-react';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { formatAmount, formatDate } from '../format';
import { REQUESTS_TEXT } from '../strings';
import { TypeLabel } from './status-badge';

const TEXT = REQUESTS_TEXT.person;

/** "+2 giorni", "−8 ore": the sign is the point of an adjustment. */
export const signedAmount = (a: Pick<LeaveAdjustment, 'amount' | 'leave_type'>) =>
  `${a.amount > 0 ? '+' : '−'}${formatAmount(Math.abs(a.amount), a.leave_type.unit)}`;

const columns: DataTableColumn<LeaveAdjustment>[] = [
  {
    id: 'date',
    header: TEXT.date,
    cell: (a) => <span className="whitespace-nowrap">{formatDate(a.created_at.slice(0, 10))}</span>,
  },
  { id: 'type', header: TEXT.type, cell: (a) => <TypeLabel {...a.leave_type} /> },
  { id: 'year', header: TEXT.year, cell: (a) => <span className="tabular-nums">{a.year}</span> },
  { id: 'kind', header: TEXT.kind, cell: (a) => LEAVE_ADJUSTMENT_KIND_LABELS[a.kind] },
  {
    id: 'amount',
    header: TEXT.amount,
    cell: (a) => <span className="whitespace-nowrap font-medium tabular-nums">{signedAmount(a)}</span>,
  },
  { id: 'reason', header: TEXT.reason, className: 'max-w-80 whitespace-normal', cell: (a) => a.reason },
  { id: 'author', header: TEXT.author, cell: (a) => a.author?.name ?? '—' },
];

/** Every adjustment HR made to the person's balances, newest first, with the reason. */
export function AdjustmentHistory({ adjustments }: { adjustments: LeaveAdjustment[] }) {
  return (
    <DataTable
      caption={TEXT.historyCaption}
      columns={columns}
      rows={adjustments}
      rowKey={(a) => a.id}
      empty={{ title: TEXT.historyEmpty, hint: TEXT.historyEmptyHint, icon: History }}
    />
  );
}
