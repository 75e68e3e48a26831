import type { AdminSession } from '@portale/shared';
import { LogOut, Search, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/platform/toast/toast';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { ConfirmDialog } from '@/ui/dialog';
import { Pagination } from '@/ui/pagination';
import { SearchField } from '@/ui/search-field';
import { useRevokeSession, useSessions } from '../api/sessions';
import { messageOf, shortUserAgent } from '../format';
import { SECURITY_TEXT } from '../strings';
import { DateTimeCell } from './date-time-cell';

const TEXT = SECURITY_TEXT.sessions;
const PER_PAGE = 20;

/** Every live session of every user, newest activity first; an admin can end any but their own. */
export function SessionsTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim());
  const sessions = useSessions({ page, per_page: PER_PAGE, search: debouncedSearch || undefined });
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
      setRevokeError(messageOf(error));
      toast.error(TEXT.failed, messageOf(error));
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
      <DataTable
        caption={TEXT.caption}
        columns={columns}
        rows={sessions.data?.items}
        rowKey={(s) => s.id}
        loading={sessions.isFetching}
        error={sessions.isError ? messageOf(sessions.error) : undefined}
        onRetry={() => void sessions.refetch()}
        empty={
          debouncedSearch
            ? { title: TEXT.emptySearch, hint: TEXT.emptySearchHint, icon: Search }
            : { title: TEXT.empty, hint: TEXT.emptyHint, icon: UsersRound }
        }
      />
      {sessions.data && sessions.data.pagination.total > 0 && (
        <Pagination pagination={sessions.data.pagination} onPageChange={setPage} />
      )}
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
