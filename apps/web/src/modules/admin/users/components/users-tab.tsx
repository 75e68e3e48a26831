import type { User } from '@portale/shared';
import { UserPlus, UserSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Pagination } from '@/ui/pagination';
import { useUsers } from '../api/list-users';
import { useSetUserStatus } from '../api/set-user-status';
import { USERS_TEXT } from '../strings';
import type { AdminUsersSearch } from '../users-search';
import { ChangeRoleDialog } from './change-role-dialog';
import { PasswordResetDialog } from './password-reset-dialog';
import type { UserAction } from './user-actions-menu';
import { DisableUserDialog, EndSessionsDialog } from './user-confirm-dialogs';
import { UsersTable } from './users-table';
import { UsersToolbar } from './users-toolbar';

const TEXT = USERS_TEXT;
export const USERS_PER_PAGE = 20;

export type UsersTabProps = {
  search: AdminUsersSearch;
  /** Changes the URL state; `replace` for typing, so the history is not one entry per pause. */
  onSearchChange: (patch: Partial<AdminUsersSearch>, options?: { replace?: boolean }) => void;
  onCreate: () => void;
};

export function UsersTab({ search, onSearchChange, onCreate }: UsersTabProps) {
  const [active, setActive] = useState<{ action: UserAction; user: User } | null>(null);
  const setStatus = useSetUserStatus();

  const [text, setText] = useUrlSearchText(search.search, (value) =>
    onSearchChange({ search: value, page: undefined }, { replace: true }),
  );

  const sort = search.sort ?? 'name';
  const page = search.page ?? 1;
  const users = useUsers({
    page,
    per_page: USERS_PER_PAGE,
    sort,
    search: search.search,
    role: search.role,
    status: search.status,
  });
  const pending = useUsers({ status: 'pending', per_page: 1 });
  const pendingCount = pending.data?.pagination.total ?? 0;

  // A page that no longer exists (e.g. the last pending user was just activated) falls back to the last one.
  const lastPage = users.data?.pagination.total_pages;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage)
      onSearchChange({ page: lastPage > 1 ? lastPage : undefined }, { replace: true });
  }, [lastPage, page, onSearchChange]);

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
      toast.error(TEXT.actions.failed, isApiError(error) ? error.message : undefined);
    }
  };
  const close = () => setActive(null);

  return (
    <div className="flex flex-col gap-4">
      {pendingCount > 0 && search.status !== 'pending' && (
        <Alert variant="warning" role="status">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span className="font-medium">{TEXT.pending.notice(pendingCount)}</span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onSearchChange({ status: 'pending', page: undefined })}
            >
              {TEXT.pending.show}
            </Button>
          </div>
        </Alert>
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
      <UsersTable
        rows={users.data?.items}
        loading={users.isFetching}
        error={users.isError ? (isApiError(users.error) ? users.error.message : TEXT.table.loadError) : undefined}
        onRetry={() => void users.refetch()}
        sort={sort}
        onSortChange={(next) => onSearchChange({ sort: next === 'name' ? undefined : next, page: undefined })}
        onAction={onAction}
        empty={
          filtered
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
              }
        }
      />
      {!users.isError && users.data && users.data.items.length > 0 && (
        <Pagination
          pagination={users.data.pagination}
          onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
        />
      )}
      {active?.action === 'disable' && <DisableUserDialog user={active.user} onClose={close} />}
      {active?.action === 'sessions' && <EndSessionsDialog user={active.user} onClose={close} />}
      {active?.action === 'role' && <ChangeRoleDialog user={active.user} onClose={close} />}
      {active?.action === 'reset' && <PasswordResetDialog user={active.user} onClose={close} />}
    </div>
  );
}
