import { formatDuration, formatTimeAgo, type HealingSession } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { CheckCheck } from 'lucide-react';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import type { EmptyStateProps } from '@/ui/empty-state';
import { formatDateTime } from '../format';
import { SH_TEXT } from '../strings';
import { SessionStatusBadge, SeverityBadge } from './badges';

const TEXT = SH_TEXT.sessions;

export type SessionsTableProps = {
  rows: readonly HealingSession[] | undefined;
  loading: boolean;
  empty: EmptyStateProps;
  onComplete: (session: HealingSession) => void;
  now: number;
};

export function SessionsTable({ rows, loading, empty, onComplete, now }: SessionsTableProps) {
  const columns: DataTableColumn<HealingSession>[] = [
    {
      id: 'started_at',
      header: TEXT.columns.startedAt,
      // On phones start, duration and status move under the pattern, so the complete button stays on screen.
      className: 'hidden sm:table-cell whitespace-nowrap',
      cell: (session) => (
        <div className="flex flex-col">
          <time dateTime={session.started_at}>{formatDateTime(session.started_at)}</time>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {formatTimeAgo(session.started_at, now)}
            {session.started_by_name && ` · ${TEXT.by(session.started_by_name)}`}
          </span>
        </div>
      ),
    },
    {
      id: 'pattern',
      header: TEXT.columns.pattern,
      cell: (session) =>
        session.pattern ? (
          <div className="flex max-w-[11rem] flex-col gap-1 sm:max-w-sm">
            <Link
              to="/app/admin/self-healing/patterns"
              search={{ pattern: session.pattern_id }}
              className="truncate font-medium text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:focus-visible:outline-primary-400"
            >
              {session.pattern.title}
            </Link>
            <span className="flex items-center gap-2">
              <SeverityBadge severity={session.pattern.severity} />
              <span className="truncate font-mono text-xs text-slate-600 dark:text-slate-400">
                {session.pattern.error_type}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 sm:hidden dark:text-slate-400">
              <SessionStatusBadge status={session.status} />
              <time dateTime={session.started_at}>{formatTimeAgo(session.started_at, now)}</time>
              <span className="tabular-nums">· {formatDuration(session.duration_seconds)}</span>
            </span>
          </div>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">{TEXT.deletedPattern}</span>
        ),
    },
    {
      id: 'duration',
      header: TEXT.columns.duration,
      className: 'hidden sm:table-cell whitespace-nowrap tabular-nums',
      cell: (session) => formatDuration(session.duration_seconds),
    },
    {
      id: 'status',
      header: TEXT.columns.status,
      className: 'hidden sm:table-cell',
      cell: (session) => <SessionStatusBadge status={session.status} />,
    },
    {
      id: 'outcome',
      header: TEXT.columns.outcome,
      className: 'hidden md:table-cell',
      cell: (session) => (
        <div className="flex max-w-xs flex-col items-start gap-1">
          {session.pattern_resolved && <Badge tone="success">{TEXT.patternResolved}</Badge>}
          <span className="line-clamp-2 whitespace-normal text-slate-700 dark:text-slate-300">
            {session.outcome_notes ?? (session.pattern_resolved ? '' : TEXT.noOutcome)}
          </span>
        </div>
      ),
    },
    {
      id: 'actions',
      header: TEXT.columns.actions,
      hideHeader: true,
      className: 'text-right',
      cell: (session) =>
        session.status === 'in_progress' ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<CheckCheck className="size-4" aria-hidden="true" />}
            aria-label={TEXT.completeLabel(session.pattern?.title ?? TEXT.deletedPattern)}
            onClick={() => onComplete(session)}
          >
            {TEXT.complete}
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={TEXT.caption}
      columns={columns}
      rows={rows}
      rowKey={(session) => session.id}
      loading={loading}
      empty={empty}
      skeletonRows={6}
    />
  );
}
