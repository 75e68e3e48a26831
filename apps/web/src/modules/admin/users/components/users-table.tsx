import type { User } from '@portale/shared';
import type { ReactNode } from 'react';
import { useAuthStore } from '@/platform/auth-store';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import type { EmptyStateProps } from '@/ui/empty-state';
import { formatDateTime, formatRelative } from '../format';
import { USERS_TEXT } from '../strings';
import { type UserAction, UserActionsMenu } from './user-actions-menu';
import { RoleBadge, StatusBadge } from './user-badges';

const TEXT = USERS_TEXT.table;

function LastLogin({ at }: { at: string | null }): ReactNode {
  if (!at) return <span className="text-slate-500 dark:text-slate-400">{TEXT.never}</span>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelative(at)}
    </time>
  );
}

export type UsersTableProps = {
  rows: readonly User[] | undefined;
  loading: boolean;
  sort: string;
  onSortChange: (sort: string) => void;
  empty: EmptyStateProps;
  onAction: (action: UserAction, user: User) => void;
};

export function UsersTable({ rows, loading, sort, onSortChange, empty, onAction }: UsersTableProps) {
  const currentUserId = useAuthStore((state) => state.user?.id);
  const columns: DataTableColumn<User>[] = [
    {
      id: 'name',
      header: TEXT.user,
      sortable: true,
      cell: (user) => (
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={user.name} src={user.avatar_url} size="sm" decorative />
          <div className="min-w-0">
            <p className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
              <span className="max-w-48 truncate sm:max-w-64">{user.name}</span>
              {user.id === currentUserId && <Badge tone="primary">{TEXT.you}</Badge>}
            </p>
            <p className="max-w-48 truncate text-xs text-slate-600 sm:max-w-64 dark:text-slate-400">{user.email}</p>
          </div>
        </div>
      ),
    },
    {
      id: 'username',
      header: TEXT.username,
      sortable: true,
      className: 'hidden md:table-cell',
      cell: (user) => <span className="font-mono text-sm">{user.username}</span>,
    },
    { id: 'role', header: TEXT.role, sortable: true, cell: (user) => <RoleBadge role={user.role} /> },
    { id: 'status', header: TEXT.status, sortable: true, cell: (user) => <StatusBadge status={user.status} /> },
    {
      id: 'last_login_at',
      header: TEXT.lastLogin,
      sortable: true,
      className: 'hidden md:table-cell whitespace-nowrap',
      cell: (user) => <LastLogin at={user.last_login_at} />,
    },
    {
      id: 'actions',
      header: TEXT.actions,
      hideHeader: true,
      className: 'w-12 text-right',
      cell: (user) => <UserActionsMenu user={user} onAction={onAction} />,
    },
  ];

  return (
    <DataTable
      caption={TEXT.caption}
      columns={columns}
      rows={rows}
      rowKey={(user) => user.id}
      loading={loading}
      empty={empty}
      sort={sort}
      onSortChange={onSortChange}
      skeletonRows={8}
    />
  );
}
