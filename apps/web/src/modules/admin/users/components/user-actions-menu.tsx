import type { User } from '@portale/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { KeyRound, LogOut, MoreHorizontal, ShieldCheck, UserCheck, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { USERS_TEXT } from '../strings';

const TEXT = USERS_TEXT.actions;

export type UserAction = 'activate' | 'enable' | 'disable' | 'role' | 'reset' | 'sessions';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 ' +
  'dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

function Item({
  icon,
  label,
  onSelect,
  danger,
}: {
  icon: ReactNode;
  label: string;
  onSelect: () => void;
  danger?: boolean;
}) {
  return (
    <DropdownMenu.Item
      className={`${ITEM} ${danger ? 'text-red-700 data-[highlighted]:text-red-800 dark:text-red-300 dark:data-[highlighted]:text-red-200' : ''}`}
      onSelect={onSelect}
    >
      <span className="flex size-4 items-center justify-center" aria-hidden="true">
        {icon}
      </span>
      {label}
    </DropdownMenu.Item>
  );
}

export type UserActionsMenuProps = {
  user: User;
  onAction: (action: UserAction, user: User) => void;
};

/** The per-row 'Azioni' menu (Radix: arrow keys, Escape, focus returns to the trigger). */
export function UserActionsMenu({ user, onAction }: UserActionsMenuProps) {
  const run = (action: UserAction) => () => onAction(action, user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={TEXT.trigger(user.name)}
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 data-[state=open]:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400 dark:data-[state=open]:bg-slate-800"
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {user.status === 'pending' && (
            <Item icon={<UserCheck className="size-4" />} label={TEXT.activate} onSelect={run('activate')} />
          )}
          {user.status === 'disabled' && (
            <Item icon={<UserCheck className="size-4" />} label={TEXT.enable} onSelect={run('enable')} />
          )}
          <Item icon={<ShieldCheck className="size-4" />} label={TEXT.changeRole} onSelect={run('role')} />
          {user.status !== 'disabled' && (
            <Item icon={<KeyRound className="size-4" />} label={TEXT.resetPassword} onSelect={run('reset')} />
          )}
          <Item icon={<LogOut className="size-4" />} label={TEXT.endSessions} onSelect={run('sessions')} />
          {user.status === 'active' && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <Item icon={<UserX className="size-4" />} label={TEXT.disable} onSelect={run('disable')} danger />
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
