import type { JobStatus } from '@portale/shared';
import { CalendarClock } from 'lucide-react';
import { Badge } from '@/ui/badge';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { formatDateTime, formatInterval } from '../format';
import { VM_TEXT } from '../strings';

const TEXT = VM_TEXT.jobs;

const COLUMNS: DataTableColumn<JobStatus>[] = [
  {
    id: 'name',
    header: TEXT.name,
    cell: (job) => (
      <div className="flex max-w-64 flex-col gap-0.5 whitespace-normal">
        <code className="font-medium text-slate-900 dark:text-white">{job.name}</code>
        <span className="text-xs text-slate-600 dark:text-slate-400">{job.description}</span>
        <span className="text-xs font-medium text-slate-700 dark:text-slate-300">
          {formatInterval(job.interval_seconds)}
        </span>
      </div>
    ),
  },
  {
    id: 'last_run',
    header: TEXT.lastRun,
    cell: (job) =>
      job.last_run_at ? (
        <div className="flex flex-col gap-0.5 whitespace-nowrap">
          <time dateTime={job.last_run_at}>{formatDateTime(job.last_run_at)}</time>
          {job.last_duration_ms !== null && (
            <span className="text-xs text-slate-600 dark:text-slate-400">{TEXT.duration(job.last_duration_ms)}</span>
          )}
          {job.last_run_by && (
            <span className="text-xs text-slate-600 dark:text-slate-400">{TEXT.ranBy(job.last_run_by)}</span>
          )}
          {job.last_skipped_at && (
            <span className="max-w-56 text-xs whitespace-normal text-slate-600 dark:text-slate-400">
              {TEXT.skippedHere(formatDateTime(job.last_skipped_at))}
            </span>
          )}
        </div>
      ) : (
        <span className="text-slate-600 dark:text-slate-400">{TEXT.never}</span>
      ),
  },
  {
    id: 'status',
    header: TEXT.status,
    cell: (job) =>
      job.last_error ? (
        <div className="flex flex-col items-start gap-1 whitespace-normal">
          <Badge tone="danger">{TEXT.failed}</Badge>
          <span className="max-w-48 text-xs break-words text-red-800 dark:text-red-200">{job.last_error}</span>
        </div>
      ) : job.last_run_at ? (
        <Badge tone="success">{TEXT.ok}</Badge>
      ) : (
        <Badge tone="neutral">{TEXT.waiting}</Badge>
      ),
  },
  {
    id: 'next_run',
    header: TEXT.nextRun,
    className: 'hidden sm:table-cell',
    cell: (job) =>
      job.next_run_at ? (
        <time dateTime={job.next_run_at}>{formatDateTime(job.next_run_at)}</time>
      ) : (
        <span className="text-slate-600 dark:text-slate-400">{TEXT.notScheduled}</span>
      ),
  },
];

export function JobsTable({ jobs }: { jobs: JobStatus[] }) {
  return (
    <DataTable
      caption={TEXT.caption}
      columns={COLUMNS}
      rows={jobs}
      rowKey={(job) => job.name}
      empty={{ title: TEXT.empty, hint: TEXT.emptyHint, icon: CalendarClock }}
    />
  );
}
