import { HEALTH_STATUS_LABELS, type HealthStatus, healthStatus } from '@portale/shared';
import { cx } from '@/ui/cx';
import { SH_TEXT } from '../strings';

/** Spec §9: healthy (≥ 80) green, in between amber, unhealthy (< 50) red; the status is also written out. */
export const HEALTH_COLOURS: Record<HealthStatus, { arc: string; text: string }> = {
  healthy: { arc: 'text-emerald-500 dark:text-emerald-400', text: 'text-emerald-800 dark:text-emerald-200' },
  degraded: { arc: 'text-amber-500 dark:text-amber-400', text: 'text-amber-800 dark:text-amber-200' },
  unhealthy: { arc: 'text-red-600 dark:text-red-400', text: 'text-red-800 dark:text-red-200' },
};

export type HealthGaugeProps = { score: number; className?: string };

/** A half-circle gauge of the health score (0–100), drawn in SVG. */
export function HealthGauge({ score, className }: HealthGaugeProps) {
  const value = Math.max(0, Math.min(100, Math.round(score)));
  const status = healthStatus(value);
  const label = HEALTH_STATUS_LABELS[status];
  const colours = HEALTH_COLOURS[status];
  return (
    <figure className={cx('flex flex-col items-center', className)} data-status={status}>
      <svg
        viewBox="0 0 200 116"
        className="w-full max-w-64"
        role="img"
        aria-label={SH_TEXT.dashboard.health.gaugeLabel(value, label)}
      >
        <path
          d="M 20 100 A 80 80 0 0 1 180 100"
          fill="none"
          strokeWidth="16"
          strokeLinecap="round"
          className="stroke-slate-200 dark:stroke-slate-700"
        />
        {value > 0 && (
          <path
            d="M 20 100 A 80 80 0 0 1 180 100"
            fill="none"
            stroke="currentColor"
            strokeWidth="16"
            strokeLinecap="round"
            pathLength={100}
            strokeDasharray={`${value} 100`}
            className={colours.arc}
            data-testid="health-gauge-arc"
          />
        )}
        <text
          x="100"
          y="88"
          textAnchor="middle"
          className="fill-slate-900 text-[40px] font-bold tabular-nums dark:fill-white"
        >
          {value}
        </text>
        <text x="100" y="110" textAnchor="middle" className="fill-slate-600 text-[12px] dark:fill-slate-400">
          / 100
        </text>
      </svg>
      <figcaption className={cx('mt-1 text-base font-semibold', colours.text)} data-testid="health-status">
        {label}
      </figcaption>
    </figure>
  );
}
