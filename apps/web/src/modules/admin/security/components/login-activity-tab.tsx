import type { LoginActivity } from '@portale/shared';
import { LockOpen, ShieldCheck } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Badge } from '@/ui/badge';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { Pagination } from '@/ui/pagination';
import { SectionCard } from '@/ui/section-card';
import { useLoginActivity } from '../api/login-activity';
import { LOGINS_PER_PAGE } from '../security-search';
import { SECURITY_TEXT } from '../strings';
import { DateTimeCell } from './date-time-cell';

const TEXT = SECURITY_TEXT.logins;

type Lockout = LoginActivity['lockouts'][number];
// Two failures can share IP, account and instant: the position on the page tells them apart.
type Failure = LoginActivity['failed']['items'][number] & { key: string };

const LOCKOUT_COLUMNS: DataTableColumn<Lockout>[] = [
  {
    id: 'kind',
    header: TEXT.kind,
    cell: (l) => <Badge tone={l.kind === 'ip' ? 'warning' : 'danger'}>{TEXT.kinds[l.kind]}</Badge>,
  },
  { id: 'key', header: TEXT.key, cell: (l) => <span className="font-mono text-xs break-all">{l.key}</span> },
  { id: 'failures', header: TEXT.failures, className: 'text-right', cell: (l) => l.failures },
  { id: 'until', header: TEXT.until, cell: (l) => <DateTimeCell iso={l.until} /> },
];

const FAILURE_COLUMNS: DataTableColumn<Failure>[] = [
  {
    id: 'when',
    header: TEXT.when,
    cell: (f) => <DateTimeCell iso={f.created_at} />,
  },
  { id: 'account', header: TEXT.account, cell: (f) => <span className="break-all">{f.account}</span> },
  { id: 'ip', header: TEXT.ip, cell: (f) => <span className="font-mono text-xs">{f.ip}</span> },
];

/** Current lockouts (all of them: they are few) and the failed logins of the last 24 hours, paginated. */
export function LoginActivityTab() {
  const [page, setPage] = useState(1);
  return (
    <div className="flex flex-col gap-6">
      <QueryBoundary fallback={<LoginTables page={page} />}>
        <LoginActivityResults page={page} onPageChange={setPage} />
      </QueryBoundary>
    </div>
  );
}

/** The page the route loader prefetched (the first), then the one asked for. */
function LoginActivityResults({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  // The page number moves at once; the tables keep what they show until the next page is there.
  const shown = useDeferredValue(page);
  const { data: activity, isFetching } = useLoginActivity({ page: shown, per_page: LOGINS_PER_PAGE });
  return (
    <LoginTables page={shown} activity={activity} loading={isFetching || shown !== page} onPageChange={onPageChange} />
  );
}

type LoginTablesProps = {
  page: number;
  /** Undefined while the first page loads: the tables show skeleton rows. */
  activity?: LoginActivity;
  loading?: boolean;
  onPageChange?: (page: number) => void;
};

function LoginTables({ page, activity, loading = !activity, onPageChange }: LoginTablesProps) {
  return (
    <>
      <SectionCard title={TEXT.lockoutsTitle} description={TEXT.lockoutsDescription} titleId="security-lockouts-title">
        <DataTable
          caption={TEXT.lockoutsCaption}
          columns={LOCKOUT_COLUMNS}
          rows={activity?.lockouts}
          rowKey={(l) => `${l.kind}:${l.key}`}
          loading={!activity}
          skeletonRows={2}
          empty={{ title: TEXT.noLockouts, hint: TEXT.noLockoutsHint, icon: LockOpen }}
        />
      </SectionCard>
      <SectionCard title={TEXT.failedTitle} description={TEXT.failedDescription} titleId="security-failed-title">
        <div className="flex flex-col gap-4">
          <DataTable
            caption={TEXT.failedCaption}
            columns={FAILURE_COLUMNS}
            rows={activity?.failed.items.map((f, index) => ({ ...f, key: `${page}-${index}` }))}
            rowKey={(f) => f.key}
            loading={loading}
            empty={{ title: TEXT.noFailures, hint: TEXT.noFailuresHint, icon: ShieldCheck }}
          />
          {activity && onPageChange && activity.failed.pagination.total > 0 && (
            <Pagination pagination={activity.failed.pagination} onPageChange={onPageChange} />
          )}
        </div>
      </SectionCard>
    </>
  );
}
