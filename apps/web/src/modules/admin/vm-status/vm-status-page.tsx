import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Pause, Play, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { systemStatusQueryOptions, useSystemStatus } from './api/system-status';
import { JobsTable } from './components/jobs-table';
import { StatusCards } from './components/status-cards';
import { formatTime } from './format';
import { VM_TEXT } from './strings';

function StatusSkeleton() {
  return (
    <div role="status" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">{VM_TEXT.loading}</span>
      {['app', 'memory', 'cpu', 'database', 'disk'].map((key) => (
        <Skeleton key={key} className="h-48 rounded-2xl" />
      ))}
    </div>
  );
}

/** `/app/admin/vm-status`: this server's health, refreshed every 5 seconds while the page is visible. */
export function VmStatusPage() {
  const [paused, setPaused] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={VM_TEXT.heading}
        description={VM_TEXT.intro}
        actions={<StatusControls paused={paused} onPausedChange={setPaused} />}
      />
      <QueryBoundary fallback={<StatusSkeleton />} errorTitle={VM_TEXT.loadFailed}>
        <LoadedStatus paused={paused} />
      </QueryBoundary>
    </div>
  );
}

/**
 * When the status was read, pause and refresh. It watches the query the page reads rather than reading it, so the
 * header stays in place while the page loads or shows its failure.
 */
function StatusControls({ paused, onPausedChange }: { paused: boolean; onPausedChange: (paused: boolean) => void }) {
  const queryClient = useQueryClient();
  const { queryKey } = systemStatusQueryOptions();
  // Re-renders when a read starts or ends, which is when the time of the last one changes.
  const fetching = useIsFetching({ queryKey }) > 0;
  const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400" data-testid="vm-updated-at">
        {updatedAt > 0 && VM_TEXT.updatedAt(formatTime(updatedAt))}
        <span className="block text-xs">{paused ? VM_TEXT.paused : VM_TEXT.autoRefresh}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={paused}
        icon={paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
        onClick={() => onPausedChange(!paused)}
      >
        {paused ? VM_TEXT.resume : VM_TEXT.pause}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        icon={<RefreshCw className="size-4" aria-hidden="true" />}
        loading={fetching}
        onClick={() => void queryClient.refetchQueries({ queryKey })}
      >
        {VM_TEXT.refreshNow}
      </Button>
    </div>
  );
}

/** The status the route loader prefetched, polled; a failed refresh keeps the last one with a warning. */
function LoadedStatus({ paused }: { paused: boolean }) {
  const { data: status, isError } = useSystemStatus(paused);
  return (
    <>
      {isError && <Alert variant="warning">{VM_TEXT.refreshFailed}</Alert>}
      <StatusCards status={status} />
      <SectionCard title={VM_TEXT.jobs.title} description={VM_TEXT.jobs.description} titleId="vm-jobs-title">
        <JobsTable jobs={status.jobs} />
      </SectionCard>
    </>
  );
}
