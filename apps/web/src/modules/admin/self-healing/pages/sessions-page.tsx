import {
  HEALING_SESSION_STATUS_LABELS,
  HEALING_SESSION_STATUSES,
  type HealingSession,
  type HealingSessionStatus,
} from '@portale/shared';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { SelectField } from '@/ui/select-field';
import { useSessions } from '../api/list-sessions';
import { CompleteSessionDialog } from '../components/complete-session-dialog';
import { SectionNav } from '../components/section-nav';
import { SessionsTable } from '../components/sessions-table';
import { FailureAlert, failureOf } from '../failure';
import type { SessionsSearch } from '../search';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.sessions;
const route = getRouteApi('/app/admin/self-healing/sessions');
const STATUS_OPTIONS = HEALING_SESSION_STATUSES.map((status) => ({
  value: status,
  label: HEALING_SESSION_STATUS_LABELS[status],
}));
export const SESSIONS_PER_PAGE = 20;

/** `/app/admin/self-healing/sessions`: the healing sessions started by 'Genera prompt', and their completion. */
export function SelfHealingSessionsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCallback(
    (patch: Partial<SessionsSearch>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  const [completing, setCompleting] = useState<HealingSession | null>(null);
  const page = search.page ?? 1;
  const sessions = useSessions({ page, per_page: SESSIONS_PER_PAGE, status: search.status });

  const lastPage = sessions.data?.pagination.total_pages;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage)
      onSearchChange({ page: lastPage > 1 ? lastPage : undefined }, { replace: true });
  }, [lastPage, page, onSearchChange]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <SectionNav />
      <div className="flex min-w-0 flex-col gap-4">
        <search aria-label={TEXT.filterLabel} className="flex">
          <SelectField
            label={TEXT.status}
            hideLabel
            placeholder={TEXT.allStatuses}
            options={STATUS_OPTIONS}
            value={search.status ?? ''}
            onChange={(event) =>
              onSearchChange({
                status: (event.target.value || undefined) as HealingSessionStatus | undefined,
                page: undefined,
              })
            }
            className="w-full sm:w-56"
          />
        </search>
        {sessions.isError ? (
          <FailureAlert failure={failureOf('sessions', sessions.error)} onRetry={() => void sessions.refetch()} />
        ) : (
          <SessionsTable
            rows={sessions.data?.items}
            loading={sessions.isFetching}
            onComplete={setCompleting}
            now={sessions.dataUpdatedAt || Date.now()}
            empty={
              search.status
                ? { title: TEXT.noMatchTitle }
                : {
                    title: TEXT.emptyTitle,
                    hint: TEXT.emptyHint,
                    action: (
                      <Link to="/app/admin/self-healing/patterns" className={buttonStyles({ variant: 'secondary' })}>
                        {TEXT.goToPatterns}
                      </Link>
                    ),
                  }
            }
          />
        )}
        {!sessions.isError && sessions.data && sessions.data.items.length > 0 && (
          <Pagination
            pagination={sessions.data.pagination}
            onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
          />
        )}
      </div>
      {completing && <CompleteSessionDialog session={completing} onClose={() => setCompleting(null)} />}
    </div>
  );
}
