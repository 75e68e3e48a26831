import { BarChart3, Table2 } from 'lucide-react';
import { useState } from 'react';
import { BarChart, type BarChartProps } from '@/ui/charts/bar-chart';
import { cx } from '@/ui/cx';
import { SALES_TEXT as TEXT } from '../strings';

export type TableColumn = { id: string; label: string; values: readonly number[]; format: (value: number) => string };

export type ChartOrTableProps = BarChartProps & {
  /** The first column's header in the table ("Mese", "Fase"). */
  rowHeader: string;
  /** The table's columns when they are not the chart's series (e.g. a count beside the amounts). */
  columns?: readonly TableColumn[];
};

const TOGGLE =
  'inline-flex items-center gap-1.5 px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

/**
 * A chart with a "Grafico | Tabella" switch: the chart carries its numbers for screen readers anyway, and the
 * table shows them to everyone who prefers reading figures (or prints the page).
 */
export function ChartOrTable({ rowHeader, columns, ...chart }: ChartOrTableProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const format = chart.formatValue ?? String;
  const tableColumns = columns ?? chart.series.map((s) => ({ id: s.id, label: s.label, values: s.values, format }));
  const formatRow = chart.formatCategory ?? ((category: string) => category);
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <fieldset className="inline-flex self-end overflow-hidden rounded-lg border border-slate-300 dark:border-slate-700">
        <legend className="sr-only">{TEXT.viewAs(chart.title)}</legend>
        {(
          [
            ['chart', TEXT.chart, BarChart3],
            ['table', TEXT.table, Table2],
          ] as const
        ).map(([value, label, Icon]) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => setView(value)}
            className={cx(
              TOGGLE,
              view === value
                ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900'
                : 'bg-white text-slate-700 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            <Icon className="size-3.5" aria-hidden="true" />
            {label}
          </button>
        ))}
      </fieldset>
      {view === 'chart' ? (
        <BarChart {...chart} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{chart.title}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {rowHeader}
                </th>
                {tableColumns.map((column) => (
                  <th key={column.id} scope="col" className="py-2 pl-3 text-right font-medium">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {chart.categories.map((category, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one row per category, in order.
                <tr key={i}>
                  <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800 dark:text-slate-200">
                    {formatRow(category, i)}
                  </th>
                  {tableColumns.map((column) => (
                    <td key={column.id} className="py-2 pl-3 text-right text-slate-900 tabular-nums dark:text-white">
                      {column.format(column.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
