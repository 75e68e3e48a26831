import type { AdminSession } from '@portale/shared';
import { LogOut, Search, UsersRound } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/ui/data-table';
import { ConfirmDialog } from '@/ui/dialog';
import { Pagination } from '@/ui/pagination';
import { SearchField } from '@/ui/search-field';
import { type SessionsQuery, useRevokeSession, useSessions } from '../api/sessions';
import { shortUserAgent } from '../format';
import { FIRST_SESSIONS } from '../security-search';
import { SECURITY_TEXT } from '../strings';
import { DateTimeCell } from './date-time-cell';

const TEXT = SECURITY_TEXT.sessions;

/** Every live session of every user, newest activity first; an admin can end any but their own. */
export function SessionsTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim());
  // Stable while page and search are, so the table is dimmed only while new data is on its way.
  const query = useMemo<SessionsQuery>(
    () => ({ ...FIRST_SESSIONS, page, search: debouncedSearch || undefined }),
    [page, debouncedSearch],
  );
  const revoke = useRevokeSession();
  const [target, setTarget] = useState<AdminSession | null>(null);
  const [revokeError, setRevokeError] = useState<string>();

  const confirmRevoke = async () => {
    if (!target) return;
    try {
      await revoke.mutateAsync(target.id);
      toast.success(TEXT.revoked, TEXT.revokedMessage(target.user.name));
      setTarget(null);
    } catch (error) {
      setRevokeError(errorMessage(error));
      toast.error(TEXT.failed, errorMessage(error));
    }
  };

  const columns: DataTableColumn<AdminSession>[] = [
    {
      id: 'user',
      header: TEXT.user,
      cell: (s) => (
        <div className="flex flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
            {s.user.name}
            {s.is_current && <Badge tone="primary">{TEXT.current}</Badge>}
          </span>
          <span className="text-xs text-slate-600 dark:text-slate-400">@{s.user.username}</span>
        </div>
      ),
    },
    { id: 'ip', header: TEXT.ip, cell: (s) => <span className="font-mono text-xs">{s.ip ?? '—'}</span> },
    {
      id: 'device',
      header: TEXT.device,
      className: 'hidden md:table-cell',
      cell: (s) => <span title={s.user_agent ?? undefined}>{shortUserAgent(s.user_agent)}</span>,
    },
    {
      id: 'created',
      header: TEXT.created,
      className: 'hidden lg:table-cell',
      cell: (s) => <DateTimeCell iso={s.created_at} />,
    },
    {
      id: 'last_seen',
      header: TEXT.lastSeen,
      cell: (s) => <DateTimeCell iso={s.last_seen_at} />,
    },
    {
      id: 'actions',
      header: TEXT.actions,
      hideHeader: true,
      className: 'text-right',
      cell: (s) =>
        s.is_current ? null : (
          <Button
            size="sm"
            variant="ghost"
            icon={<LogOut className="size-4" aria-hidden="true" />}
            aria-label={TEXT.revokeLabel(s.user.name)}
            onClick={() => {
              setRevokeError(undefined);
              setTarget(s);
            }}
          >
            {TEXT.revoke}
          </Button>
        ),
    },
  ];

  const tableProps: TableProps = {
    caption: TEXT.caption,
    columns,
    rowKey: (s) => s.id,
    empty: debouncedSearch
      ? { title: TEXT.emptySearch, hint: TEXT.emptySearchHint, icon: Search }
      : { title: TEXT.empty, hint: TEXT.emptyHint, icon: UsersRound },
  };

  return (
    <div className="flex flex-col gap-4">
      <SearchField
        className="max-w-md"
        label={TEXT.search}
        placeholder={TEXT.search}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      <QueryBoundary fallback={<DataTable {...tableProps} rows={undefined} loading />}>
        <SessionsResults query={query} tableProps={tableProps} onPageChange={setPage} />
      </QueryBoundary>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={TEXT.confirmTitle}
        description={target ? TEXT.confirmText(target.user.name, shortUserAgent(target.user_agent)) : ''}
        confirmLabel={TEXT.revoke}
        onConfirm={() => void confirmRevoke()}
        pending={revoke.isPending}
        error={revokeError}
      />
    </div>
  );
}

type TableProps = Omit<DataTableProps<AdminSession>, 'rows' | 'loading'>;

type SessionsResultsProps = { query: SessionsQuery; tableProps: TableProps; onPageChange: (page: number) => void };

/** The page of sessions the route loader prefetched (the first), then the one the search and pages ask for. */
function SessionsResults({ query, tableProps, onPageChange }: SessionsResultsProps) {
  // The search box and the pages answer at once; the table keeps what it shows until the next data is there.
  const shown = useDeferredValue(query);
  const { data: sessions, isFetching } = useSessions(shown);
  return (
    <>
      <DataTable {...tableProps} rows={sessions.items} loading={isFetching || shown !== query} />
      {sessions.pagination.total > 0 && <Pagination pagination={sessions.pagination} onPageChange={onPageChange} />}
    </>
  );
}
