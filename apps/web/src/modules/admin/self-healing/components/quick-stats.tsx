import { ERROR_SEVERITIES, formatNumber, type QuickStats, SEVERITY_LABELS } from '@portale/shared';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.dashboard.stats;

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{formatNumber(value)}</dd>
    </div>
  );
}

export type QuickStatsCardsProps = { stats: QuickStats };

/** The dashboard's numbers at a glance: patterns, errors, sessions and the flood protection's work. */
export function QuickStatsCards({ stats }: QuickStatsCardsProps) {
  const cards: [string, number][] = [
    [TEXT.totalPatterns, stats.total_patterns],
    [TEXT.openPatterns, stats.open_patterns],
    [TEXT.acknowledged, stats.acknowledged_patterns],
    [TEXT.resolved, stats.resolved_patterns],
    [TEXT.new24h, stats.new_patterns_24h],
    [TEXT.regressions7d, stats.regressions_7d],
    [TEXT.errorsHour, stats.errors_current_hour],
    [TEXT.analysed, stats.analysed_patterns],
    [TEXT.activeSessions, stats.active_sessions],
    [TEXT.completed7d, stats.completed_sessions_7d],
    [TEXT.rateLimited, stats.rate_limited_24h],
    [TEXT.sampled, stats.sampled_24h],
  ];
  return (
    <section aria-labelledby="sh-stats-title" className="flex flex-col gap-3">
      <h2 id="sh-stats-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {TEXT.title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {cards.map(([label, value]) => (
          <Stat key={label} label={label} value={value} />
        ))}
      </dl>
      <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <h3 className="text-sm text-slate-600 dark:text-slate-400">{TEXT.bySeverity}</h3>
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ERROR_SEVERITIES.map((severity) => (
            <div key={severity} className="flex items-baseline justify-between gap-2 sm:flex-col sm:items-start">
              <dt className="text-sm text-slate-700 dark:text-slate-300">{SEVERITY_LABELS[severity]}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">
                {formatNumber(stats.errors_by_severity_24h[severity])}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
