import { type BudgetReport, type BudgetRow, formatEuro, formatNumber, VIEW_MONEY } from '@portale/shared';
import { Wallet } from 'lucide-react';
import { useCan } from '@/platform/use-can';
import { Badge } from '@/ui/badge';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { formatPct } from '../period';
import { ANALYTICS_UI } from '../strings';
import { Meter } from './meter';

const TEXT = ANALYTICS_UI;
const NUM = 'text-right tabular-nums';

function Consumption({
  pct,
  consumed,
  budget,
  label,
}: {
  pct: number | null;
  consumed: string;
  budget: string | null;
  label: string;
}) {
  if (budget === null || pct === null)
    return (
      <span className="flex flex-col text-sm">
        <span className="tabular-nums">{consumed}</span>
        <span className="text-xs text-slate-600 dark:text-slate-400">{TEXT.budget.noBudget}</span>
      </span>
    );
  const over = pct > 100;
  const text = `${TEXT.budget.hoursOf(consumed, budget)} (${formatPct(pct)})`;
  return (
    <span className="flex min-w-44 flex-col gap-1">
      <span className="flex justify-between gap-3 text-sm tabular-nums">
        <span>{TEXT.budget.hoursOf(consumed, budget)}</span>
        <span className={over ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>{formatPct(pct)}</span>
      </span>
      <Meter value={pct} tone={over ? 'danger' : pct >= 80 ? 'warning' : 'primary'} label={label} valueText={text} />
    </span>
  );
}

/** The table's columns; euros (money) only for who receives them (view_all_invoices). */
function columnsOf(money: boolean): DataTableColumn<BudgetRow>[] {
  const project: DataTableColumn<BudgetRow> = {
    id: 'project',
    header: TEXT.columns.project,
    cell: (r) => (
      <span className="flex max-w-64 items-center gap-2 whitespace-normal">
        <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: r.color }} aria-hidden="true" />
        <span className="flex min-w-0 flex-col">
          <span className="font-medium text-slate-900 dark:text-white">{r.name}</span>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {r.code}
            {r.client ? ` · ${r.client.name}` : ''}
          </span>
        </span>
      </span>
    ),
  };
  const hours: DataTableColumn<BudgetRow> = {
    id: 'hours',
    header: TEXT.columns.budgetHours,
    cell: (r) => (
      <Consumption
        pct={r.hours_pct}
        consumed={`${formatNumber(r.consumed_hours)} h`}
        budget={r.budget_hours === null ? null : `${formatNumber(r.budget_hours)} h`}
        label={`${TEXT.columns.budgetHours} ${r.code}`}
      />
    ),
  };
  const amount: DataTableColumn<BudgetRow> = {
    id: 'amount',
    header: TEXT.columns.budgetAmount,
    cell: (r) =>
      r.consumed_amount === undefined ? (
        '—'
      ) : (
        <Consumption
          pct={r.amount_pct ?? null}
          consumed={formatEuro(r.consumed_amount)}
          budget={r.budget_amount == null ? null : formatEuro(r.budget_amount)}
          label={`${TEXT.columns.budgetAmount} ${r.code}`}
        />
      ),
  };
  const period: DataTableColumn<BudgetRow> = {
    id: 'period',
    header: TEXT.columns.periodHours,
    className: `${NUM} hidden md:table-cell`,
    cell: (r) => formatNumber(r.period_hours),
  };
  const cost: DataTableColumn<BudgetRow> = {
    id: 'cost',
    header: TEXT.columns.cost,
    className: `${NUM} hidden lg:table-cell`,
    cell: (r) => (r.cost === undefined ? '—' : formatEuro(r.cost)),
  };
  const state: DataTableColumn<BudgetRow> = {
    id: 'state',
    header: TEXT.columns.state,
    hideHeader: false,
    cell: (r) => (r.over_budget ? <Badge tone="danger">{TEXT.budget.over}</Badge> : null),
  };
  return money ? [project, hours, amount, period, cost, state] : [project, hours, period, state];
}

export type BudgetPanelProps = {
  report: BudgetReport | undefined;
  loading: boolean;
};

/** Budget consumption per project: over-budget projects first, in red. */
export function BudgetPanel({ report, loading }: BudgetPanelProps) {
  const money = useCan(VIEW_MONEY) && !report?.rows.some((r) => r.consumed_amount === undefined);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{money ? TEXT.budget.intro : TEXT.budget.introHours}</p>
      <DataTable
        caption={TEXT.captions.budget}
        columns={columnsOf(money)}
        rows={report?.rows}
        rowKey={(r) => r.project_id}
        loading={loading}
        rowClassName={(r) => (r.over_budget ? 'bg-red-50/60 dark:bg-red-950/30' : undefined)}
        empty={{ title: TEXT.empty.budgetTitle, hint: TEXT.empty.budgetHint, icon: Wallet }}
      />
    </div>
  );
}
