import { type ErrorPattern, formatNumber, formatTimeAgo } from '@portale/shared';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import type { EmptyStateProps } from '@/ui/empty-state';
import { formatDateTime } from '../format';
import { SH_TEXT } from '../strings';
import { PatternStatusBadge, SeverityBadge } from './badges';
import { PatternMarkers } from './pattern-markers';

const TEXT = SH_TEXT.patterns;

export type PatternsTableProps = {
  rows: readonly ErrorPattern[] | undefined;
  loading: boolean;
  sort: string;
  onSortChange: (sort: string) => void;
  empty: EmptyStateProps;
  onOpen: (pattern: ErrorPattern) => void;
  now: number;
};

export function PatternsTable({ rows, loading, sort, onSortChange, empty, onOpen, now }: PatternsTableProps) {
  const columns: DataTableColumn<ErrorPattern>[] = [
    {
      id: 'pattern',
      header: TEXT.columns.pattern,
      cell: (pattern) => (
        <div className="flex max-w-[15rem] flex-col gap-1 sm:max-w-md">
          <button
            type="button"
            onClick={() => onOpen(pattern)}
            aria-label={TEXT.open(pattern.title)}
            className="truncate text-left font-medium text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:focus-visible:outline-primary-400"
          >
            {pattern.title}
          </button>
          <span className="truncate font-mono text-xs text-slate-600 dark:text-slate-400">{pattern.error_type}</span>
          <PatternMarkers pattern={pattern} />
        </div>
      ),
    },
    {
      id: 'severity',
      header: TEXT.columns.severity,
      sortable: true,
      cell: (pattern) => <SeverityBadge severity={pattern.severity} />,
    },
    {
      id: 'status',
      header: TEXT.columns.status,
      className: 'hidden sm:table-cell',
      cell: (pattern) => <PatternStatusBadge status={pattern.status} />,
    },
    {
      id: 'occurrence_count',
      header: TEXT.columns.occurrences,
      sortable: true,
      className: 'hidden md:table-cell text-right tabular-nums',
      cell: (pattern) => formatNumber(pattern.occurrence_count),
    },
    {
      id: 'affected_users',
      header: TEXT.columns.users,
      sortable: true,
      className: 'hidden xl:table-cell text-right tabular-nums',
      cell: (pattern) => formatNumber(pattern.affected_users),
    },
    {
      id: 'last_seen_at',
      header: TEXT.columns.lastSeen,
      sortable: true,
      className: 'hidden md:table-cell whitespace-nowrap',
      cell: (pattern) => (
        <time dateTime={pattern.last_seen_at} title={formatDateTime(pattern.last_seen_at)}>
          {formatTimeAgo(pattern.last_seen_at, now)}
        </time>
      ),
    },
  ];
  return (
    <DataTable
      caption={TEXT.caption}
      columns={columns}
      rows={rows}
      rowKey={(pattern) => pattern.id}
      loading={loading}
      empty={empty}
      sort={sort}
      onSortChange={onSortChange}
      skeletonRows={8}
    />
  );
}
