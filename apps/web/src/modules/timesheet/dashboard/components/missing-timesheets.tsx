import { shiftIsoDate, TIMESHEET_WEEK_STATUS_LABELS, type TimesheetMissing } from '@portale/shared';
import { PartyPopper } from 'lucide-react';
import { Badge } from '@/ui/badge';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { dayRange, hours } from '../format';
import { DASHBOARD_TEXT as TEXT } from '../strings';

const columns: DataTableColumn<TimesheetMissing>[] = [
  { id: 'person', header: TEXT.person, cell: (m) => <span className="font-medium">{m.user.name}</span> },
  {
    id: 'weeks',
    header: TEXT.weeks,
    cell: (m) => (
      <ul className="flex flex-col gap-1">
        {m.weeks.map((w) => (
          <li key={w.week_start} className="flex flex-wrap items-center gap-2">
            <span>{dayRange(w.week_start, shiftIsoDate(w.week_start, 6))}</span>
            <Badge tone={w.status === 'rifiutato' ? 'danger' : 'warning'}>
              {TIMESHEET_WEEK_STATUS_LABELS[w.status]}
            </Badge>
            <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{hours(w.minutes)} h</span>
          </li>
        ))}
      </ul>
    ),
  },
];

/** People with complete weeks not yet submitted (last four weeks). */
export function MissingTimesheets({ items }: { items: TimesheetMissing[] }) {
  return (
    <DataTable
      caption={TEXT.missingCaption}
      columns={columns}
      rows={items}
      rowKey={(m) => m.user.id}
      empty={{ title: TEXT.missingEmpty, hint: TEXT.missingEmptyHint, icon: PartyPopper }}
      skeletonRows={2}
    />
  );
}
