import { HEALTH_SCORE_HEALTHY_MIN, HEALTH_SCORE_UNHEALTHY_BELOW, type HealthTrendPoint } from '@portale/shared';
import { useId } from 'react';
import { formatShortDateTime } from '../format';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.dashboard.trend;
const WIDTH = 600;
const HEIGHT = 200;

export type TrendSummary = { first: number; last: number; min: number; max: number };

export function summariseTrend(points: readonly HealthTrendPoint[]): TrendSummary | null {
  if (points.length === 0) return null;
  const scores = points.map((p) => p.score);
  return {
    first: scores[0] ?? 0,
    last: scores.at(-1) ?? 0,
    min: Math.min(...scores),
    max: Math.max(...scores),
  };
}

const yOf = (score: number) => HEIGHT - (Math.max(0, Math.min(100, score)) / 100) * HEIGHT;

export type HealthTrendChartProps = { points: readonly HealthTrendPoint[] };

/**
 * The health score over time as an SVG area chart. The drawing stretches to the card's width; the labels are
 * HTML so they keep their size on a phone. A written summary says the same for screen readers and for everyone.
 */
export function HealthTrendChart({ points }: HealthTrendChartProps) {
  const summaryId = useId();
  const sorted = [...points].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const summary = summariseTrend(sorted);
  if (!summary) return <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.empty}</p>;

  const start = Date.parse(sorted[0]?.timestamp ?? '');
  const end = Date.parse(sorted.at(-1)?.timestamp ?? '');
  const span = end - start;
  const xOf = (timestamp: string) => (span > 0 ? ((Date.parse(timestamp) - start) / span) * WIDTH : WIDTH / 2);
  const measured = sorted.map((p) => [xOf(p.timestamp), yOf(p.score)] as const);
  // A single measurement reads as a flat line across the chart, not as a lone spike.
  const coords =
    measured.length === 1
      ? [[0, measured[0]?.[1] ?? HEIGHT] as const, [WIDTH, measured[0]?.[1] ?? HEIGHT] as const]
      : measured;
  const line = coords.map(([x, y], i) => `${i === 0 ? 'M' : 'L'} ${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
  const area = `${line} L ${coords.at(-1)?.[0].toFixed(1)} ${HEIGHT} L ${coords[0]?.[0].toFixed(1)} ${HEIGHT} Z`;
  const firstLabel = formatShortDateTime(sorted[0]?.timestamp ?? '');
  const lastLabel = formatShortDateTime(sorted.at(-1)?.timestamp ?? '');
  const spanText = sorted.length > 1 ? `dal ${firstLabel} al ${lastLabel}` : `il ${lastLabel}`;

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="relative w-7 shrink-0 text-right text-xs text-slate-600 tabular-nums dark:text-slate-400"
        >
          {[100, HEALTH_SCORE_HEALTHY_MIN, HEALTH_SCORE_UNHEALTHY_BELOW, 0].map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${100 - tick}%` }}>
              {tick}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-48 min-w-0 flex-1 text-primary-600 dark:text-primary-400"
          role="img"
          aria-label={TEXT.chartLabel}
          aria-describedby={summaryId}
        >
          {[HEALTH_SCORE_HEALTHY_MIN, HEALTH_SCORE_UNHEALTHY_BELOW].map((threshold) => (
            <line
              key={threshold}
              x1="0"
              x2={WIDTH}
              y1={yOf(threshold)}
              y2={yOf(threshold)}
              strokeDasharray="6 6"
              vectorEffect="non-scaling-stroke"
              className={threshold === HEALTH_SCORE_HEALTHY_MIN ? 'stroke-emerald-500/70' : 'stroke-red-500/70'}
            />
          ))}
          <line
            x1="0"
            x2={WIDTH}
            y1={HEIGHT}
            y2={HEIGHT}
            vectorEffect="non-scaling-stroke"
            className="stroke-slate-300 dark:stroke-slate-600"
          />
          <path d={area} fill="currentColor" fillOpacity="0.12" />
          <path
            d={line}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            data-testid="health-trend-line"
          />
        </svg>
      </div>
      <div aria-hidden="true" className="flex justify-between pl-9 text-xs text-slate-600 dark:text-slate-400">
        <span>{firstLabel}</span>
        {sorted.length > 1 && <span>{lastLabel}</span>}
      </div>
      <figcaption id={summaryId} className="text-sm text-slate-700 dark:text-slate-300">
        {TEXT.summary(sorted.length, summary.first, summary.last, summary.min, summary.max, spanText)}
      </figcaption>
    </figure>
  );
}
