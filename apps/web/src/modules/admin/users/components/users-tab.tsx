import type { User } from '@portale/shared';
import { UserPlus, UserSearch } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { useLastPageFallback } from '@/platform/use-last-page-fallback';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Pagination } from '@/ui/pagination';
import { useUsers } from '../api/list-users';
import { useSetUserStatus } from '../api/set-user-status';
import { USERS_TEXT } from '../strings';
import { type AdminUsersSearch, PENDING_USERS_QUERY, usersQuery } from '../users-search';
import { ChangeRoleDialog } from './change-role-dialog';
import { PasswordResetDialog } from './password-reset-dialog';
import type { UserAction } from './user-actions-menu';
import { DisableUserDialog, EndSessionsDialog } from './user-confirm-dialogs';
import { UsersTable, type UsersTableProps } from './users-table';
import { UsersToolbar } from './users-toolbar';

const TEXT = USERS_TEXT;

type SearchChange = (patch: Partial<AdminUsersSearch>, options?: { replace?: boolean }) => void;

export type UsersTabProps = {
  search: AdminUsersSearch;
  /** Changes the URL state; `replace` for typing, so the history is not one entry per pause. */
  onSearchChange: SearchChange;
  onCreate: () => void;
};

export function UsersTab({ search, onSearchChange, onCreate }: UsersTabProps) {
  const [active, setActive] = useState<{ action: UserAction; user: User } | null>(null);
  const setStatus = useSetUserStatus();

  const [text, setText] = useUrlSearchText(search.search, (value) =>
    onSearchChange({ search: value, page: undefined }, { replace: true }),
  );

  const sort = search.sort ?? 'name';
  const filtered = Boolean(search.search || search.role || search.status);
  const clear = () => {
    setText('');
    onSearchChange({ search: undefined, role: undefined, status: undefined, page: undefined });
  };

  const onAction = async (action: UserAction, user: User) => {
    if (action !== 'activate' && action !== 'enable') {
      setActive({ action, user });
      return;
    }
    try {
      await setStatus.mutateAsync({ id: user.id, status: 'active' });
      if (action === 'activate') toast.success(TEXT.actions.activatedTitle, TEXT.actions.activated(user.name));
      else toast.success(TEXT.actions.enabledTitle, TEXT.actions.enabled(user.name));
    } catch (error) {
      toast.error(TEXT.actions.failed, errorMessage(error));
    }
  };
  const close = () => setActive(null);
  const tableProps: TableProps = {
    sort,
    onSortChange: (next) => onSearchChange({ sort: next === 'name' ? undefined : next, page: undefined }),
    onAction,
    empty: filtered
      ? {
          title: TEXT.table.noMatchTitle,
          hint: TEXT.table.noMatchHint,
          icon: UserSearch,
          action: (
            <Button variant="secondary" onClick={clear}>
              {TEXT.toolbar.clear}
            </Button>
          ),
        }
      : {
          title: TEXT.table.emptyTitle,
          hint: TEXT.table.emptyHint,
          action: (
            <Button onClick={onCreate} icon={<UserPlus className="size-4" aria-hidden="true" />}>
              {TEXT.newUser}
            </Button>
          ),
        },
  };

  return (
    <div className="flex flex-col gap-4">
      {search.status !== 'pending' && (
        <QueryBoundary fallback={null}>
          <PendingNotice onShow={() => onSearchChange({ status: 'pending', page: undefined })} />
        </QueryBoundary>
      )}
      <UsersToolbar
        searchText={text}
        onSearchTextChange={setText}
        role={search.role}
        onRoleChange={(role) => onSearchChange({ role, page: undefined })}
        status={search.status}
        onStatusChange={(status) => onSearchChange({ status, page: undefined })}
        onClear={filtered || text ? clear : undefined}
      />
      <QueryBoundary
        fallback={<UsersTable {...tableProps} rows={undefined} loading />}
        errorTitle={TEXT.table.loadError}
      >
        <UsersResults search={search} onSearchChange={onSearchChange} tableProps={tableProps} />
      </QueryBoundary>
      {active?.action === 'disable' && <DisableUserDialog user={active.user} onClose={close} />}
      {active?.action === 'sessions' && <EndSessionsDialog user={active.user} onClose={close} />}
      {active?.action === 'role' && <ChangeRoleDialog user={active.user} onClose={close} />}
      {active?.action === 'reset' && <PasswordResetDialog user={active.user} onClose={close} />}
    </div>
  );
}

type TableProps = Omit<UsersTableProps, 'rows' | 'loading'>;

type UsersResultsProps = { search: AdminUsersSearch; onSearchChange: SearchChange; tableProps: TableProps };

/** The page of users the route loader prefetched, and its pagination. */
function UsersResults({ search, onSearchChange, tableProps }: UsersResultsProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data: users, isFetching } = useUsers(usersQuery(shown));
  const page = shown.page ?? 1;

  // A page that no longer exists (e.g. the last pending user was just activated) falls back to the last one.
  useLastPageFallback(page, users.pagination.total_pages, onSearchChange, true);

  return (
    <>
      <UsersTable {...tableProps} rows={users.items} loading={isFetching || shown !== search} />
      {users.items.length > 0 && (
        <Pagination
          pagination={users.pagination}
          onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
        />
      )}
    </>
  );
}

/** Registrations waiting for an administrator, with the filter that shows them. */
function PendingNotice({ onShow }: { onShow: () => void }) {
  const { data } = useUsers(PENDING_USERS_QUERY);
  const count = data.pagination.total;
  if (count === 0) return null;
  return (
    <Alert variant="warning" role="status">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="font-medium">{TEXT.pending.notice(count)}</span>
        <Button size="sm" variant="secondary" onClick={onShow}>
          {TEXT.pending.show}
        </Button>
      </div>
    </Alert>
  );
}
