import { useId } from 'react';
import { cx } from '../cx';
import { ChartDataTable } from './chart-data-table';
import { useChartWidth } from './use-chart-width';

export type LineChartTone = 'primary' | 'muted' | 'success' | 'warning' | 'danger' | 'info';

export type LineChartSeries = {
  id: string;
  label: string;
  /** One value per x label; null leaves a gap (e.g. weeks still to come). */
  values: readonly (number | null)[];
  tone?: LineChartTone;
  dashed?: boolean;
  /** Draws a dot on every point (few points, or the series that matters). */
  dots?: boolean;
};

export type LineChartProps = {
  /** The chart's accessible name; also the caption of the data table screen readers get. */
  title: string;
  xLabels: readonly string[];
  series: readonly LineChartSeries[];
  /** Formats y values on the axis and in the data table (e.g. hours, euro). */
  formatValue?: (value: number) => string;
  /** A longer x label for the data table (e.g. "Settimana dal 2 mar 2026"). */
  formatXLabel?: (label: string, index: number) => string;
  height?: number;
  className?: string;
};

const STROKES: Record<LineChartTone, string> = {
  primary: 'stroke-primary-600 dark:stroke-primary-400',
  muted: 'stroke-slate-400 dark:stroke-slate-500',
  success: 'stroke-emerald-600 dark:stroke-emerald-400',
  warning: 'stroke-amber-500 dark:stroke-amber-400',
  danger: 'stroke-red-600 dark:stroke-red-400',
  info: 'stroke-sky-600 dark:stroke-sky-400',
};
const FILLS: Record<LineChartTone, string> = {
  primary: 'fill-primary-600 dark:fill-primary-400',
  muted: 'fill-slate-400 dark:fill-slate-500',
  success: 'fill-emerald-600 dark:fill-emerald-400',
  warning: 'fill-amber-500 dark:fill-amber-400',
  danger: 'fill-red-600 dark:fill-red-400',
  info: 'fill-sky-600 dark:fill-sky-400',
};
const SWATCHES: Record<LineChartTone, string> = {
  primary: 'border-primary-600 dark:border-primary-400',
  muted: 'border-slate-400 dark:border-slate-500',
  success: 'border-emerald-600 dark:border-emerald-400',
  warning: 'border-amber-500 dark:border-amber-400',
  danger: 'border-red-600 dark:border-red-400',
  info: 'border-sky-600 dark:border-sky-400',
};

const PAD = { top: 12, right: 16, bottom: 28, left: 48 };

/** Round axis steps (1, 2, 2.5, 5 × 10ⁿ) covering min..max with about `count` ticks. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (min === max) return [min - 1, min, min + 1].filter((v) => v >= Math.min(0, min));
  const raw = (max - min) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step * 1e-9; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  if (ticks.at(-1)! < max) ticks.push(ticks.at(-1)! + step);
  return ticks;
}

/** The SVG path of a series: a new segment after each gap. */
export function linePath(points: readonly ({ x: number; y: number } | null)[]): string {
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (!point) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${point.x.toFixed(1)},${point.y.toFixed(1)}`;
    drawing = true;
  }
  return path;
}

/**
 * A small hand-written SVG line chart (no chart library): y axis with round ticks, thinned x labels, a legend,
 * gaps for null values, and the same numbers as a table for screen readers.
 */
export function LineChart({
  title,
  xLabels,
  series,
  formatValue = (v) => String(v),
  formatXLabel = (label) => label,
  height = 240,
  className,
}: LineChartProps) {
  const { ref, width } = useChartWidth(640);
  const titleId = useId();
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const ticks = niceTicks(Math.min(0, ...values), Math.max(1, ...values));
  const yMin = ticks[0]!;
  const yMax = ticks.at(-1)!;
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (xLabels.length > 1 ? (i / (xLabels.length - 1)) * plotWidth : plotWidth / 2);
  const y = (v: number) => PAD.top + plotHeight - ((v - yMin) / (yMax - yMin || 1)) * plotHeight;
  // About one label per 80 px, always the first and the last.
  const every = Math.max(1, Math.ceil(xLabels.length / Math.max(1, Math.floor(plotWidth / 80))));

  return (
    <figure className={cx('relative flex min-w-0 flex-col gap-3', className)} aria-labelledby={titleId}>
      <figcaption id={titleId} className="sr-only">
        {title}
      </figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300" aria-hidden="true">
        {series.map((s) => (
          <li key={s.id} className="inline-flex items-center gap-1.5">
            <span className={cx('w-5 border-t-2', s.dashed && 'border-dashed', SWATCHES[s.tone ?? 'primary'])} />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={ref} className="w-full min-w-0">
        <svg width={width} height={height} aria-hidden="true" className="block max-w-full overflow-visible">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className={
                  tick === 0 ? 'stroke-slate-400 dark:stroke-slate-500' : 'stroke-slate-200 dark:stroke-slate-800'
                }
              />
              <text
                x={PAD.left - 8}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-slate-600 text-[11px] dark:fill-slate-400"
              >
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {xLabels.map((label, i) =>
            i % every === 0 || i === xLabels.length - 1 ? (
              <text
                // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the index is their identity.
                key={i}
                x={x(i)}
                y={height - 8}
                textAnchor={i === 0 ? 'start' : i === xLabels.length - 1 ? 'end' : 'middle'}
                className="fill-slate-600 text-[11px] dark:fill-slate-400"
              >
                {i % every === 0 || xLabels.length - 1 - i >= every / 2 ? label : ''}
              </text>
            ) : null,
          )}
          {series.map((s) => {
            const points = s.values.map((v, i) => (v === null ? null : { x: x(i), y: y(v) }));
            return (
              <g key={s.id}>
                <path
                  d={linePath(points)}
                  fill="none"
                  strokeWidth={2}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  strokeDasharray={s.dashed ? '6 5' : undefined}
                  className={STROKES[s.tone ?? 'primary']}
                />
                {s.dots &&
                  points.map((p, i) =>
                    p ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one dot per x position.
                      <circle key={i} cx={p.x} cy={p.y} r={3} className={FILLS[s.tone ?? 'primary']} />
                    ) : null,
                  )}
              </g>
            );
          })}
        </svg>
      </div>
      <ChartDataTable title={title} rows={xLabels} series={series} formatRow={formatXLabel} formatValue={formatValue} />
    </figure>
  );
}
