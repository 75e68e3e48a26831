import { type ErrorPattern, formatTimeAgo } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { SH_TEXT } from '../strings';
import { PatternStatusBadge, SeverityBadge } from './badges';

const TEXT = SH_TEXT.dashboard.critical;

export type CriticalPatternsListProps = { patterns: readonly ErrorPattern[]; now: number };

/** The worst open patterns; each opens its drawer on the patterns page. */
export function CriticalPatternsList({ patterns, now }: CriticalPatternsListProps) {
  if (patterns.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.empty}</p>;
  return (
    <ul className="-mx-2 flex flex-col">
      {patterns.map((pattern) => (
        <li key={pattern.id}>
          <Link
            to="/app/admin/self-healing/patterns"
            search={{ pattern: pattern.id }}
            className="flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:bg-slate-800/60 dark:focus-visible:outline-primary-400"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900 dark:text-white">{pattern.title}</p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
                <SeverityBadge severity={pattern.severity} />
                <PatternStatusBadge status={pattern.status} />
                <span className="font-mono">{pattern.error_type}</span>
                <span>
                  {TEXT.occurrences(pattern.occurrence_count)} ·{' '}
                  {TEXT.lastSeen(formatTimeAgo(pattern.last_seen_at, now))}
                </span>
              </p>
            </div>
            <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
