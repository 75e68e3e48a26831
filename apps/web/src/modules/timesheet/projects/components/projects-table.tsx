import { formatHours, type Project } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { RotateCcw } from 'lucide-react';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/ui/data-table';
import { UI_TEXT } from '@/ui/strings';
import { formatPeriod } from '../format';
import { PROJECTS_TEXT } from '../strings';
import { ClientName } from './client-name';
import { ColorDot, ProgressBar, ProjectStatusBadge } from './status-badge';

const TEXT = PROJECTS_TEXT.list;

export type ProjectsTableProps = Pick<
  DataTableProps<Project>,
  'rows' | 'loading' | 'error' | 'onRetry' | 'empty' | 'sort' | 'onSortChange'
> & {
  onRestore?: (project: Project) => void;
  restoringId?: string | null;
};

/** Projects with their status, client, period, progress and hours; columns give way on narrow screens. */
export function ProjectsTable({ onRestore, restoringId, ...tableProps }: ProjectsTableProps) {
  const columns: DataTableColumn<Project>[] = [
    { id: 'code', header: TEXT.name, sortable: true, cell: (row) => <NameCell row={row} /> },
    {
      id: 'client',
      header: TEXT.client,
      sortable: true,
      className: 'hidden md:table-cell',
      cell: (row) => (
        <span className="block max-w-44 whitespace-normal">
          <ClientName client={row.client} fallback={PROJECTS_TEXT.internal} />
        </span>
      ),
    },
    {
      id: 'status',
      header: TEXT.status,
      sortable: true,
      className: 'hidden sm:table-cell',
      cell: (row) => <StatusCell row={row} />,
    },
    {
      id: 'end_date',
      header: TEXT.dates,
      sortable: true,
      className: 'hidden xl:table-cell',
      cell: (row) => (
        <span className="block max-w-36 text-xs leading-relaxed whitespace-normal">
          {formatPeriod(row.start_date, row.end_date)}
        </span>
      ),
    },
    {
      id: 'progress',
      header: TEXT.progress,
      className: 'hidden sm:table-cell',
      cell: (row) => (
        <div title={TEXT.tasksDone(row.tasks_done, row.tasks_total)}>
          <ProgressBar value={row.progress_pct} label={`${TEXT.progress} ${row.code}`} />
        </div>
      ),
    },
    {
      id: 'hours',
      header: TEXT.hours,
      className: 'hidden text-right 2xl:table-cell',
      cell: (row) => (
        <span className="tabular-nums">
          {formatHours(row.hours_logged)}
          {row.budget_hours !== null && (
            <span className="text-slate-600 dark:text-slate-400"> / {formatHours(row.budget_hours)}</span>
          )}
        </span>
      ),
    },
  ];
  if (onRestore) {
    columns.push({
      id: 'actions',
      header: UI_TEXT.actions,
      hideHeader: true,
      className: 'w-32 text-right',
      cell: (row) =>
        row.deleted_at ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={TEXT.restoreLabel(row.code)}
            icon={<RotateCcw className="size-4" aria-hidden="true" />}
            loading={restoringId === row.id}
            onClick={() => onRestore(row)}
          >
            {TEXT.restore}
          </Button>
        ) : null,
    });
  }
  return (
    <DataTable
      caption={TEXT.caption}
      columns={columns}
      rowKey={(row) => row.id}
      rowClassName={(row) => (row.deleted_at ? 'opacity-70' : undefined)}
      {...tableProps}
    />
  );
}

function StatusCell({ row }: { row: Project }) {
  return row.deleted_at ? <Badge tone="danger">{TEXT.deleted}</Badge> : <ProjectStatusBadge status={row.status} />;
}

function NameCell({ row }: { row: Project }) {
  return (
    <div className="flex max-w-64 min-w-44 items-start gap-3 whitespace-normal sm:max-w-72">
      <ColorDot color={row.color} className="mt-1.5 size-3" />
      <div className="min-w-0">
        <Link
          to="/app/projects/$projectId"
          params={{ projectId: row.id }}
          className="font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-white dark:focus-visible:outline-primary-400"
        >
          {row.name}
        </Link>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <span className="font-mono">{row.code}</span>
          <span className="md:hidden"> · {row.client?.name ?? PROJECTS_TEXT.internal}</span>
        </p>
        <div className="mt-1 sm:hidden">
          <StatusCell row={row} />
        </div>
        {row.tags.length > 0 && (
          <div className="mt-1 hidden flex-wrap gap-1 sm:flex">
            {row.tags.map((tag) => (
              <span
                key={tag}
                className="rounded bg-slate-100 px-1.5 py-0.5 text-[0.6875rem] text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              >
                {tag}
              </span>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
