import { type ReactNode, useId } from 'react';
import { cx } from '../cx';
import { ChartDataTable } from './chart-data-table';
import { niceTicks } from './line-chart';
import { useChartWidth } from './use-chart-width';

export type BarChartTone = 'primary' | 'muted' | 'success' | 'warning' | 'danger' | 'info';

export type BarChartSeries = {
  id: string;
  label: string;
  /** One value per category. */
  values: readonly number[];
  tone?: BarChartTone;
};

export type BarChartProps = {
  /** The chart's accessible name; also the caption of the data table screen readers get. */
  title: string;
  categories: readonly string[];
  series: readonly BarChartSeries[];
  /** Series on top of each other (parts of a whole) rather than side by side. */
  stacked?: boolean;
  /** Vertical columns (a time series) or horizontal bars (named categories, long labels). */
  orientation?: 'vertical' | 'horizontal';
  formatValue?: (value: number) => string;
  /** A longer category label for the data table and the tooltips. */
  formatCategory?: (category: string, index: number) => string;
  /** Height of a vertical chart; a horizontal one grows with its categories. */
  height?: number;
  className?: string;
};

const FILLS: Record<BarChartTone, string> = {
  primary: 'fill-primary-600 dark:fill-primary-400',
  muted: 'fill-slate-300 dark:fill-slate-600',
  success: 'fill-emerald-600 dark:fill-emerald-400',
  warning: 'fill-amber-500 dark:fill-amber-400',
  danger: 'fill-red-600 dark:fill-red-400',
  info: 'fill-sky-600 dark:fill-sky-400',
};
const SWATCHES: Record<BarChartTone, string> = {
  primary: 'bg-primary-600 dark:bg-primary-400',
  muted: 'bg-slate-300 dark:bg-slate-600',
  success: 'bg-emerald-600 dark:bg-emerald-400',
  warning: 'bg-amber-500 dark:bg-amber-400',
  danger: 'bg-red-600 dark:bg-red-400',
  info: 'bg-sky-600 dark:bg-sky-400',
};
const AXIS_TEXT = 'fill-slate-600 text-[11px] dark:fill-slate-400';
const GRID = 'stroke-slate-200 dark:stroke-slate-800';
const BASELINE = 'stroke-slate-400 dark:stroke-slate-500';

/** Cuts a label to about `max` characters with an ellipsis (SVG text does not truncate by itself). */
export function clip(label: string, max: number): string {
  return label.length <= max ? label : `${label.slice(0, Math.max(1, max - 1))}…`;
}

interface Segment {
  series: BarChartSeries;
  value: number;
  /** Where the bar starts and ends along the value axis. */
  start: number;
  end: number;
  /** Position among side-by-side bars (0 when stacked). */
  slot: number;
}

/** The bars of one category: stacked segments one after the other, or one slot per series. */
export function segmentsOf(series: readonly BarChartSeries[], index: number, stacked: boolean): Segment[] {
  let offset = 0;
  return series.map((s, slot) => {
    const value = Math.max(0, s.values[index] ?? 0);
    if (!stacked) return { series: s, value, start: 0, end: value, slot };
    const segment = { series: s, value, start: offset, end: offset + value, slot: 0 };
    offset += value;
    return segment;
  });
}

/** The largest bar (stacked: the largest total), for the value axis. */
export function maxOf(series: readonly BarChartSeries[], categories: number, stacked: boolean): number {
  let max = 0;
  for (let i = 0; i < categories; i++) {
    const segments = segmentsOf(series, i, stacked);
    max = Math.max(max, ...segments.map((s) => s.end));
  }
  return max;
}

/**
 * A hand-written SVG bar chart (no chart library): vertical columns or horizontal bars, side by side or
 * stacked, round axis ticks, a legend, a tooltip per bar and the same numbers as a table for screen readers.
 */
export function BarChart({
  title,
  categories,
  series,
  stacked = false,
  orientation = 'vertical',
  formatValue = (v) => String(v),
  formatCategory = (c) => c,
  height = 260,
  className,
}: BarChartProps) {
  const { ref, width } = useChartWidth(640);
  const titleId = useId();
  const ticks = niceTicks(
    0,
    Math.max(1, maxOf(series, categories.length, stacked)),
    orientation === 'vertical' ? 5 : 4,
  );
  const vMax = ticks.at(-1)!;
  const slots = stacked ? 1 : series.length;
  const tip = (i: number, s: Segment) =>
    `${formatCategory(categories[i]!, i)} — ${s.series.label}: ${formatValue(s.value)}`;

  let chart: ReactNode;
  let svgHeight = height;
  if (orientation === 'vertical') {
    const pad = { top: 12, right: 12, bottom: 28, left: 56 };
    const plotWidth = width - pad.left - pad.right;
    const plotHeight = height - pad.top - pad.bottom;
    const band = plotWidth / Math.max(1, categories.length);
    const barWidth = Math.max(2, Math.min(48, (band * 0.7) / slots));
    const y = (v: number) => pad.top + plotHeight - (v / vMax) * plotHeight;
    // About one label per 56 px.
    const every = Math.max(1, Math.ceil(categories.length / Math.max(1, Math.floor(plotWidth / 56))));
    chart = (
      <>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? BASELINE : GRID}
            />
            <text x={pad.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" className={AXIS_TEXT}>
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, i) => {
          const center = pad.left + band * i + band / 2;
          const groupStart = center - (barWidth * slots) / 2;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: categories may repeat; the index is their identity.
            <g key={i}>
              {segmentsOf(series, i, stacked).map((s) =>
                s.value > 0 ? (
                  <rect
                    key={s.series.id}
                    x={groupStart + s.slot * barWidth}
                    width={Math.max(1, barWidth - (slots > 1 ? 1 : 0))}
                    y={y(s.end)}
                    height={Math.max(1, y(s.start) - y(s.end))}
                    className={FILLS[s.series.tone ?? 'primary']}
                  >
                    <title>{tip(i, s)}</title>
                  </rect>
                ) : null,
              )}
              {i % every === 0 && (
                <text x={center} y={height - 8} textAnchor="middle" className={AXIS_TEXT}>
                  {clip(category, Math.max(3, Math.floor((band * every) / 7)))}
                </text>
              )}
            </g>
          );
        })}
      </>
    );
  } else {
    const row = slots > 1 ? 14 * slots + 10 : 26;
    const labelWidth = Math.min(200, Math.round(width * 0.36));
    const pad = { top: 4, right: 16, bottom: 22, left: labelWidth + 8 };
    svgHeight = pad.top + pad.bottom + row * categories.length;
    const plotWidth = width - pad.left - pad.right;
    const x = (v: number) => pad.left + (v / vMax) * plotWidth;
    const barHeight = slots > 1 ? 12 : 16;
    chart = (
      <>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={x(tick)}
              x2={x(tick)}
              y1={pad.top}
              y2={svgHeight - pad.bottom}
              className={tick === 0 ? BASELINE : GRID}
            />
            <text x={x(tick)} y={svgHeight - 6} textAnchor="middle" className={AXIS_TEXT}>
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, i) => {
          const top = pad.top + row * i + (row - barHeight * slots) / 2;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: categories may repeat; the index is their identity.
            <g key={i}>
              <text
                x={labelWidth}
                y={pad.top + row * i + row / 2}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-slate-700 text-xs dark:fill-slate-300"
              >
                <title>{formatCategory(category, i)}</title>
                {clip(category, Math.floor(labelWidth / 7.2))}
              </text>
              {segmentsOf(series, i, stacked).map((s) =>
                s.value > 0 ? (
                  <rect
                    key={s.series.id}
                    x={x(s.start)}
                    width={Math.max(1, x(s.end) - x(s.start))}
                    y={top + s.slot * barHeight}
                    height={barHeight - (slots > 1 ? 2 : 0)}
                    rx={2}
                    className={FILLS[s.series.tone ?? 'primary']}
                  >
                    <title>{tip(i, s)}</title>
                  </rect>
                ) : null,
              )}
            </g>
          );
        })}
      </>
    );
  }

  return (
    <figure className={cx('flex min-w-0 flex-col gap-3', className)} aria-labelledby={titleId}>
      <figcaption id={titleId} className="sr-only">
        {title}
      </figcaption>
      {series.length > 1 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300" aria-hidden="true">
          {series.map((s) => (
            <li key={s.id} className="inline-flex items-center gap-1.5">
              <span className={cx('size-2.5 rounded-sm', SWATCHES[s.tone ?? 'primary'])} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {/* min-w-0 and overflow-hidden: the measured box must be free to shrink below the SVG drawn for the last width. */}
      <div ref={ref} className="w-full min-w-0 overflow-hidden">
        <svg width={width} height={svgHeight} aria-hidden="true" className="block max-w-full overflow-visible">
          {chart}
        </svg>
      </div>
      <ChartDataTable
        title={title}
        rows={categories}
        series={series}
        formatRow={formatCategory}
        formatValue={formatValue}
      />
    </figure>
  );
}
