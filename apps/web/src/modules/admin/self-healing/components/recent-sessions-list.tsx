import { formatDuration, formatTimeAgo, type HealingSession } from '@portale/shared';
import { SH_TEXT } from '../strings';
import { SessionStatusBadge } from './badges';

const TEXT = SH_TEXT.dashboard.sessions;

export type RecentSessionsListProps = { sessions: readonly HealingSession[]; now: number };

export function RecentSessionsList({ sessions, now }: RecentSessionsListProps) {
  if (sessions.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
      {sessions.map((session) => (
        <li key={session.id} className="flex items-start justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900 dark:text-white">
              {session.pattern?.title ?? SH_TEXT.sessions.deletedPattern}
            </p>
            <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
              <time dateTime={session.started_at}>{formatTimeAgo(session.started_at, now)}</time>
              {session.started_by_name && ` · ${SH_TEXT.sessions.by(session.started_by_name)}`}
              {' · '}
              <span className="tabular-nums">{formatDuration(session.duration_seconds)}</span>
            </p>
          </div>
          <SessionStatusBadge status={session.status} />
        </li>
      ))}
    </ul>
  );
}
