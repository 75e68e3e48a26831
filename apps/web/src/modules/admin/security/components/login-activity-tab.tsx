import type { LoginActivity } from '@portale/shared';
import { LockOpen, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/ui/badge';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { Pagination } from '@/ui/pagination';
import { SectionCard } from '@/ui/section-card';
import { useLoginActivity } from '../api/login-activity';
import { messageOf } from '../format';
import { SECURITY_TEXT } from '../strings';
import { DateTimeCell } from './date-time-cell';

const TEXT = SECURITY_TEXT.logins;
const PER_PAGE = 20;

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
  const activity = useLoginActivity({ page, per_page: PER_PAGE });
  const error = activity.isError ? messageOf(activity.error) : undefined;
  const retry = () => void activity.refetch();

  return (
    <div className="flex flex-col gap-6">
      <SectionCard title={TEXT.lockoutsTitle} description={TEXT.lockoutsDescription} titleId="security-lockouts-title">
        <DataTable
          caption={TEXT.lockoutsCaption}
          columns={LOCKOUT_COLUMNS}
          rows={activity.data?.lockouts}
          rowKey={(l) => `${l.kind}:${l.key}`}
          loading={activity.isPending}
          error={error}
          onRetry={retry}
          skeletonRows={2}
          empty={{ title: TEXT.noLockouts, hint: TEXT.noLockoutsHint, icon: LockOpen }}
        />
      </SectionCard>
      <SectionCard title={TEXT.failedTitle} description={TEXT.failedDescription} titleId="security-failed-title">
        <div className="flex flex-col gap-4">
          <DataTable
            caption={TEXT.failedCaption}
            columns={FAILURE_COLUMNS}
            rows={activity.data?.failed.items.map((f, index) => ({ ...f, key: `${page}-${index}` }))}
            rowKey={(f) => f.key}
            loading={activity.isFetching}
            error={error}
            onRetry={retry}
            empty={{ title: TEXT.noFailures, hint: TEXT.noFailuresHint, icon: ShieldCheck }}
          />
          {activity.data && activity.data.failed.pagination.total > 0 && (
            <Pagination pagination={activity.data.failed.pagination} onPageChange={setPage} />
          )}
        </div>
      </SectionCard>
    </div>
  );
}
