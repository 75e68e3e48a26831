import { ROLE_LABELS, ROLES, type Role, USER_STATUS_LABELS, USER_STATUSES, type UserStatus } from '@portale/shared';
import { X } from 'lucide-react';
import { Button } from '@/ui/button';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { USERS_TEXT } from '../strings';

const TEXT = USERS_TEXT.toolbar;
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATUS_OPTIONS = USER_STATUSES.map((status) => ({ value: status, label: USER_STATUS_LABELS[status] }));

export type UsersToolbarProps = {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  role: Role | undefined;
  onRoleChange: (role: Role | undefined) => void;
  status: UserStatus | undefined;
  onStatusChange: (status: UserStatus | undefined) => void;
  onClear: (() => void) | undefined;
};

export function UsersToolbar({
  searchText,
  onSearchTextChange,
  role,
  onRoleChange,
  status,
  onStatusChange,
  onClear,
}: UsersToolbarProps) {
  return (
    <search aria-label={TEXT.label} className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField
        className="md:flex-1"
        label={TEXT.search}
        placeholder={TEXT.searchPlaceholder}
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        maxLength={100}
      />
      <div className="grid grid-cols-2 gap-3 md:flex md:items-end">
        <SelectField
          label={TEXT.role}
          hideLabel
          placeholder={TEXT.allRoles}
          options={ROLE_OPTIONS}
          value={role ?? ''}
          onChange={(event) => onRoleChange((event.target.value || undefined) as Role | undefined)}
          className="md:w-44"
        />
        <SelectField
          label={TEXT.status}
          hideLabel
          placeholder={TEXT.allStatuses}
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => onStatusChange((event.target.value || undefined) as UserStatus | undefined)}
          className="md:w-56"
        />
      </div>
      {onClear && (
        <Button variant="ghost" onClick={onClear} icon={<X className="size-4" aria-hidden="true" />}>
          {TEXT.clear}
        </Button>
      )}
    </search>
  );
}
