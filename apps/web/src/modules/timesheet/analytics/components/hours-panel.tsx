import {
  type AnalyticsGroup,
  type AnalyticsReport,
  type AnalyticsRow,
  formatEuro,
  formatNumber,
  VIEW_MONEY,
} from '@portale/shared';
import { Clock, SearchX } from 'lucide-react';
import { useCan } from '@/platform/use-can';
import { BarChart } from '@/ui/charts/bar-chart';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { Skeleton } from '@/ui/skeleton';
import { formatPct, monthAxisLabel, monthName } from '../period';
import { ANALYTICS_UI } from '../strings';

const TEXT = ANALYTICS_UI;
/** Bars in the chart of a named grouping; the table has them all. */
const TOP = 12;

function LabelCell({ row, group }: { row: AnalyticsRow; group: AnalyticsGroup }) {
  return (
    <span className="flex max-w-72 items-center gap-2 whitespace-normal">
      {row.color && (
        <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: row.color }} aria-hidden="true" />
      )}
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-slate-900 dark:text-white">{row.label || TEXT.noClient}</span>
        {row.detail && group !== 'client' && (
          <span className="text-xs text-slate-600 dark:text-slate-400">{row.detail}</span>
        )}
      </span>
    </span>
  );
}

const NUM = 'text-right tabular-nums';

/** The table's columns; value and cost (money) only for who receives them (view_all_invoices). */
function columnsOf(group: AnalyticsGroup, money: boolean): DataTableColumn<AnalyticsRow>[] {
  const columns: DataTableColumn<AnalyticsRow>[] = [
    { id: 'label', header: TEXT.columns[group], cell: (r) => <LabelCell row={r} group={group} /> },
    { id: 'hours', header: TEXT.columns.hours, className: NUM, cell: (r) => formatNumber(r.hours) },
    { id: 'billable', header: TEXT.columns.billable, className: NUM, cell: (r) => formatNumber(r.billable_hours) },
    {
      id: 'non_billable',
      header: TEXT.columns.nonBillable,
      className: `${NUM} hidden sm:table-cell`,
      cell: (r) => formatNumber(r.non_billable_hours),
    },
    {
      id: 'share',
      header: TEXT.columns.billableShare,
      className: `${NUM} hidden md:table-cell`,
      cell: (r) => formatPct(r.hours > 0 ? Math.round((r.billable_hours / r.hours) * 1000) / 10 : null),
    },
  ];
  if (!money) return columns;
  return [
    ...columns,
    { id: 'amount', header: TEXT.columns.amount, className: NUM, cell: (r) => euro(r.amount) },
    { id: 'cost', header: TEXT.columns.cost, className: `${NUM} hidden lg:table-cell`, cell: (r) => euro(r.cost) },
  ];
}

const euro = (value: number | undefined) => (value === undefined ? '—' : formatEuro(value, { cents: true }));

export type HoursPanelProps = {
  group: AnalyticsGroup;
  report: AnalyticsReport | undefined;
  loading: boolean;
  filtered: boolean;
};

/** One grouping of the hours: a bar chart (top categories, or the months) and the full table. */
export function HoursPanel({ group, report, loading, filtered }: HoursPanelProps) {
  const rows = report?.group_by === group ? report.rows : undefined;
  const money = useCan(VIEW_MONEY) && (report === undefined || report.totals.amount !== undefined);
  const hasHours = (report?.totals.hours ?? 0) > 0;
  const billableLabel = TEXT.charts.billable;
  const nonBillableLabel = TEXT.charts.nonBillable;

  let chart = null;
  if (report && hasHours && rows) {
    if (group === 'month') {
      chart = (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.charts.monthly}</p>
          <BarChart
            title={TEXT.charts.monthly}
            orientation="vertical"
            stacked
            categories={report.months.map((m) => monthAxisLabel(m.month))}
            formatCategory={(_, i) => monthName(report.months[i]!.month)}
            series={[
              {
                id: 'billable',
                label: billableLabel,
                values: report.months.map((m) => m.billable_hours),
                tone: 'primary',
              },
              {
                id: 'non',
                label: nonBillableLabel,
                values: report.months.map((m) => m.non_billable_hours),
                tone: 'muted',
              },
            ]}
            formatValue={formatNumber}
          />
        </>
      );
    } else {
      const top = rows.slice(0, TOP);
      chart = (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {rows.length > TOP ? TEXT.charts.top(TOP) : TEXT.charts.hoursBy(TEXT.tabs[group])}
          </p>
          <BarChart
            title={TEXT.charts.hoursBy(TEXT.tabs[group])}
            orientation="horizontal"
            stacked
            categories={top.map((r) =>
              group === 'project' && r.detail ? `${r.detail} · ${r.label}` : r.label || TEXT.noClient,
            )}
            series={[
              { id: 'billable', label: billableLabel, values: top.map((r) => r.billable_hours), tone: 'primary' },
              { id: 'non', label: nonBillableLabel, values: top.map((r) => r.non_billable_hours), tone: 'muted' },
            ]}
            formatValue={formatNumber}
          />
        </>
      );
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {loading && !report && <Skeleton className="h-56 w-full" />}
      {chart && (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          {chart}
        </div>
      )}
      <DataTable
        caption={TEXT.captions[group]}
        columns={columnsOf(group, money)}
        rows={rows}
        rowKey={(r) => r.key || '∅'}
        loading={loading}
        empty={{ title: TEXT.empty.title, hint: TEXT.empty.hint, icon: filtered ? SearchX : Clock }}
      />
    </div>
  );
}
