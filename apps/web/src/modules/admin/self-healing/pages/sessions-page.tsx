import {
  HEALING_SESSION_STATUS_LABELS,
  HEALING_SESSION_STATUSES,
  type HealingSession,
  type HealingSessionStatus,
} from '@portale/shared';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useLastPageFallback } from '@/platform/use-last-page-fallback';
import { buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { SelectField } from '@/ui/select-field';
import { useSessions } from '../api/list-sessions';
import { CompleteSessionDialog } from '../components/complete-session-dialog';
import { SectionNav } from '../components/section-nav';
import { SessionsTable, type SessionsTableProps } from '../components/sessions-table';
import { failureFallback } from '../failure';
import { type SessionsSearch, sessionsQuery } from '../search';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.sessions;
const route = getRouteApi('/app/admin/self-healing/sessions');
const STATUS_OPTIONS = HEALING_SESSION_STATUSES.map((status) => ({
  value: status,
  label: HEALING_SESSION_STATUS_LABELS[status],
}));

type SearchChange = (patch: Partial<SessionsSearch>, options?: { replace?: boolean }) => void;

/**
 * `/app/admin/self-healing/sessions`: the healing sessions started by 'Genera prompt', and their completion. The
 * route loader prefetches the page of the URL's filter.
 */
export function SelfHealingSessionsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCallback<SearchChange>(
    (patch, options) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  const [completing, setCompleting] = useState<HealingSession | null>(null);
  const tableProps: TableProps = {
    onComplete: setCompleting,
    empty: search.status
      ? { title: TEXT.noMatchTitle }
      : {
          title: TEXT.emptyTitle,
          hint: TEXT.emptyHint,
          action: (
            <Link to="/app/admin/self-healing/patterns" className={buttonStyles({ variant: 'secondary' })}>
              {TEXT.goToPatterns}
            </Link>
          ),
        },
  };

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
        <QueryBoundary
          fallback={<SessionsTable {...tableProps} rows={undefined} loading now={Date.now()} />}
          errorFallback={failureFallback('sessions')}
        >
          <SessionsResults search={search} onSearchChange={onSearchChange} tableProps={tableProps} />
        </QueryBoundary>
      </div>
      {completing && <CompleteSessionDialog session={completing} onClose={() => setCompleting(null)} />}
    </div>
  );
}

type TableProps = Omit<SessionsTableProps, 'rows' | 'loading' | 'now'>;

type SessionsResultsProps = { search: SessionsSearch; onSearchChange: SearchChange; tableProps: TableProps };

/** The page of sessions the route loader prefetched, and its pagination. */
function SessionsResults({ search, onSearchChange, tableProps }: SessionsResultsProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data: sessions, isFetching, dataUpdatedAt } = useSessions(sessionsQuery(shown));
  const page = shown.page ?? 1;

  // A page that no longer exists (its last session was completed away) falls back to the last one.
  useLastPageFallback(page, sessions.pagination.total_pages, onSearchChange, true);

  return (
    <>
      <SessionsTable
        {...tableProps}
        rows={sessions.items}
        loading={isFetching || shown !== search}
        now={dataUpdatedAt || Date.now()}
      />
      {sessions.items.length > 0 && (
        <Pagination
          pagination={sessions.pagination}
          onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
        />
      )}
    </>
  );
}
