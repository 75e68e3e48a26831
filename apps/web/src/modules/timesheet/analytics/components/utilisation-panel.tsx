import { formatNumber, type UtilisationReport, type UtilisationRow } from '@portale/shared';
import { Users } from 'lucide-react';
import { Badge, type BadgeTone } from '@/ui/badge';
import { BarChart } from '@/ui/charts/bar-chart';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { formatPct } from '../period';
import { ANALYTICS_UI } from '../strings';
import { Meter, type MeterTone } from './meter';

const TEXT = ANALYTICS_UI;
const CHART_PEOPLE = 15;
const NUM = 'text-right tabular-nums';

const STATE_TONES: Record<UtilisationRow['status'], BadgeTone> = {
  bassa: 'warning',
  regolare: 'success',
  sovraccarico: 'danger',
  n_d: 'neutral',
};
const METER_TONES: Record<UtilisationRow['status'], MeterTone> = {
  bassa: 'warning',
  regolare: 'success',
  sovraccarico: 'danger',
  n_d: 'primary',
};

const COLUMNS: DataTableColumn<UtilisationRow>[] = [
  {
    id: 'name',
    header: TEXT.columns.person,
    cell: (r) => (
      <span className="flex flex-col">
        <span className="font-medium text-slate-900 dark:text-white">{r.name}</span>
        <span className="text-xs text-slate-600 dark:text-slate-400">{r.username}</span>
      </span>
    ),
  },
  { id: 'capacity', header: TEXT.columns.capacity, className: NUM, cell: (r) => formatNumber(r.capacity_hours) },
  { id: 'logged', header: TEXT.columns.logged, className: NUM, cell: (r) => formatNumber(r.logged_hours) },
  { id: 'billable', header: TEXT.columns.billable, className: NUM, cell: (r) => formatNumber(r.billable_hours) },
  {
    id: 'utilisation',
    header: TEXT.columns.utilisation,
    cell: (r) => (
      <span className="flex min-w-36 items-center gap-2">
        <Meter
          value={r.utilisation_pct ?? 0}
          tone={METER_TONES[r.status]}
          label={`${TEXT.columns.utilisation} ${r.name}`}
          valueText={formatPct(r.utilisation_pct)}
          className="w-20"
        />
        <span className="w-14 text-right tabular-nums">{formatPct(r.utilisation_pct)}</span>
      </span>
    ),
  },
  {
    id: 'state',
    header: TEXT.columns.state,
    cell: (r) => <Badge tone={STATE_TONES[r.status]}>{TEXT.utilisation.states[r.status]}</Badge>,
  },
];

export type UtilisationPanelProps = {
  report: UtilisationReport | undefined;
  loading: boolean;
};

/** Capacity against billable hours per person; under 60 % and over 100 % stand out. */
export function UtilisationPanel({ report, loading }: UtilisationPanelProps) {
  const chartRows = report?.rows.filter((r) => r.capacity_hours > 0 || r.logged_hours > 0).slice(0, CHART_PEOPLE) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.utilisation.intro}</p>
      {report && report.rows.length > 0 && (
        <>
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {TEXT.utilisation.totals(
              `${formatNumber(report.totals.capacity_hours)} h`,
              `${formatNumber(report.totals.billable_hours)} h`,
              formatPct(report.totals.utilisation_pct),
            )}
          </p>
          {chartRows.length > 0 && (
            <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
              <BarChart
                title={TEXT.charts.utilisation}
                orientation="horizontal"
                categories={chartRows.map((r) => r.name)}
                series={[
                  {
                    id: 'capacity',
                    label: TEXT.charts.capacity,
                    values: chartRows.map((r) => r.capacity_hours),
                    tone: 'muted',
                  },
                  {
                    id: 'billable',
                    label: TEXT.charts.billableHours,
                    values: chartRows.map((r) => r.billable_hours),
                    tone: 'primary',
                  },
                ]}
                formatValue={formatNumber}
              />
            </div>
          )}
        </>
      )}
      <DataTable
        caption={TEXT.captions.utilisation}
        columns={COLUMNS}
        rows={report?.rows}
        rowKey={(r) => r.user_id}
        loading={loading}
        empty={{ title: TEXT.empty.peopleTitle, hint: TEXT.empty.peopleHint, icon: Users }}
      />
    </div>
  );
}
