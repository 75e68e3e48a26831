import { formatNumber, type Revenue } from '@portale/shared';
import { PreInvoicesLink } from '../../area-links';
import { euro, monthLong, monthShort } from '../format';
import { DASHBOARD_TEXT, SALES_TEXT as TEXT } from '../strings';
import { ChartOrTable } from './chart-or-table';
import { MORE_LINK, Panel } from './panel';

const count = (value: number) => formatNumber(value, 0);
const formatMonth = (_label: string, i: number, months: readonly { month: string }[]) => monthLong(months[i]!.month);

/**
 * Revenue by month (pre-invoices approved and invoiced, by issue month, taxable) for the last twelve months, and
 * the contracts' milestones still to bill for the next twelve. Without money the same months count pre-invoices
 * and milestones.
 */
export function RevenuePanel({ revenue, money }: { revenue: Revenue; money: boolean }) {
  const months = revenue.months;
  const forecast = revenue.forecast;
  const hasForecast = forecast.some((m) => m.count > 0);
  const overdueAmount = money ? euro(revenue.overdue.amount_cents ?? 0) : null;
  return (
    <Panel
      title={money ? TEXT.revenueByMonth : TEXT.countByMonth}
      hint={money ? TEXT.revenueHint : TEXT.countHint}
      className="lg:col-span-2"
      action={
        money ? (
          <PreInvoicesLink className={MORE_LINK} search={{ sort: '-issue_date' }}>
            {DASHBOARD_TEXT.seeAllFem}
            <span className="sr-only"> (pre-fatture)</span>
          </PreInvoicesLink>
        ) : undefined
      }
    >
      <ChartOrTable
        title={money ? TEXT.revenueByMonth : TEXT.countByMonth}
        rowHeader={TEXT.month}
        stacked
        categories={months.map((m) => monthShort(m.month))}
        formatCategory={(label, i) => formatMonth(label, i, months)}
        series={[
          {
            id: 'invoiced',
            label: TEXT.invoiced,
            values: months.map((m) => (money ? (m.invoiced_cents ?? 0) : m.invoiced_count)),
          },
          {
            id: 'approved',
            label: TEXT.approved,
            values: months.map((m) => (money ? (m.approved_cents ?? 0) : m.approved_count)),
            tone: 'info',
          },
        ]}
        formatValue={money ? euro : count}
      />
      <div className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <h3 className="font-medium text-slate-900 dark:text-white">{TEXT.forecast}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.forecastHint}</p>
        {revenue.overdue.count > 0 && (
          <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
            {TEXT.overdue(revenue.overdue.count, overdueAmount)}
          </p>
        )}
        {hasForecast ? (
          <ChartOrTable
            title={TEXT.forecast}
            rowHeader={TEXT.month}
            categories={forecast.map((m) => monthShort(m.month))}
            formatCategory={(label, i) => formatMonth(label, i, forecast)}
            series={[
              {
                id: 'forecast',
                label: money ? TEXT.amount : TEXT.milestones,
                values: forecast.map((m) => (money ? (m.amount_cents ?? 0) : m.count)),
                tone: 'success',
              },
            ]}
            columns={[
              { id: 'count', label: TEXT.milestones, values: forecast.map((m) => m.count), format: count },
              ...(money
                ? [{ id: 'amount', label: TEXT.amount, values: forecast.map((m) => m.amount_cents ?? 0), format: euro }]
                : []),
            ]}
            formatValue={money ? euro : count}
            height={200}
          />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noForecast}</p>
        )}
      </div>
    </Panel>
  );
}
