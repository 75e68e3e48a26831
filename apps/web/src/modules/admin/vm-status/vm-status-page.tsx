import { Pause, Play, RefreshCw, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { useSystemStatus } from './api/system-status';
import { JobsTable } from './components/jobs-table';
import { StatusCards } from './components/status-cards';
import { formatTime, messageOf } from './format';
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
  const status = useSystemStatus(paused);

  const controls = (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400" data-testid="vm-updated-at">
        {status.dataUpdatedAt > 0 && VM_TEXT.updatedAt(formatTime(status.dataUpdatedAt))}
        <span className="block text-xs">{paused ? VM_TEXT.paused : VM_TEXT.autoRefresh}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={paused}
        icon={paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
        onClick={() => setPaused((p) => !p)}
      >
        {paused ? VM_TEXT.resume : VM_TEXT.pause}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        icon={<RefreshCw className="size-4" aria-hidden="true" />}
        loading={status.isFetching}
        onClick={() => void status.refetch()}
      >
        {VM_TEXT.refreshNow}
      </Button>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={VM_TEXT.heading} description={VM_TEXT.intro} actions={controls} />
      {status.isPending ? (
        <StatusSkeleton />
      ) : status.isError && !status.data ? (
        <Alert variant="error" title={VM_TEXT.loadFailed}>
          <p>{messageOf(status.error)}</p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            icon={<RotateCw className="size-4" aria-hidden="true" />}
            onClick={() => void status.refetch()}
          >
            {VM_TEXT.retry}
          </Button>
        </Alert>
      ) : (
        <>
          {status.isError && <Alert variant="warning">{VM_TEXT.refreshFailed}</Alert>}
          <StatusCards status={status.data} />
          <SectionCard title={VM_TEXT.jobs.title} description={VM_TEXT.jobs.description} titleId="vm-jobs-title">
            <JobsTable jobs={status.data.jobs} />
          </SectionCard>
        </>
      )}
    </div>
  );
}
