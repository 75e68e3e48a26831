import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from '@tanstack/react-router';
import { Check, ChevronDown, FilePen, LogOut, Moon, Settings, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLogout } from '@/platform/auth-session';
import { useAuthStore } from '@/platform/auth-store';
import { setDarkMode, useDarkMode } from '@/platform/theme';
import { toast } from '@/platform/toast/toast';
import { Avatar } from '@/ui/avatar';
import { cx } from '@/ui/cx';
import { SHELL_TEXT } from './strings';

const TEXT = SHELL_TEXT.userMenu;

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

function ItemIcon({ children }: { children: ReactNode }) {
  return <span className="flex size-4 items-center justify-center text-slate-500 dark:text-slate-400">{children}</span>;
}

/**
 * Spec §2: profile, settings, dark mode and logout, in a Radix menu (keyboard and screen-reader ready), plus the
 * user's own drafts (spec §2: /app/drafts), which belong to the person rather than to a module of the sidebar.
 */
export function UserMenu() {
  const user = useAuthStore((state) => state.user);
  const { dark } = useDarkMode();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!user) return null;

  const onLogout = async () => {
    await logout.mutateAsync();
    toast.info(TEXT.loggedOut);
    await navigate({ to: '/auth/login', replace: true });
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={TEXT.trigger}
        className="flex items-center gap-2 rounded-full p-1 text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 data-[state=open]:bg-slate-100 sm:rounded-lg sm:pr-2 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-primary-400 dark:data-[state=open]:bg-slate-800"
      >
        <Avatar name={user.name} src={user.avatar_url} size="sm" decorative />
        <span className="hidden max-w-40 truncate text-sm font-medium md:inline">{user.first_name}</span>
        <ChevronDown className="hidden size-4 text-slate-500 sm:block dark:text-slate-400" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-2.5 py-2">
            <Avatar name={user.name} src={user.avatar_url} size="md" decorative />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">{user.name}</span>
              <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/app/profile">
              <ItemIcon>
                <UserRound className="size-4" aria-hidden="true" />
              </ItemIcon>
              {TEXT.profile}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/app/settings">
              <ItemIcon>
                <Settings className="size-4" aria-hidden="true" />
              </ItemIcon>
              {TEXT.settings}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/app/drafts">
              <ItemIcon>
                <FilePen className="size-4" aria-hidden="true" />
              </ItemIcon>
              {TEXT.drafts}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.CheckboxItem
            checked={dark}
            onCheckedChange={(checked) => setDarkMode(checked === true)}
            // Keep the menu open so the user sees the change take effect.
            onSelect={(event) => event.preventDefault()}
            className={ITEM}
          >
            <ItemIcon>
              <Moon className="size-4" aria-hidden="true" />
            </ItemIcon>
            <span className="flex-1">{TEXT.darkMode}</span>
            <DropdownMenu.ItemIndicator>
              <Check className="size-4 text-primary-600 dark:text-primary-300" aria-hidden="true" />
            </DropdownMenu.ItemIndicator>
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item
            onSelect={() => void onLogout()}
            disabled={logout.isPending}
            className={cx(ITEM, 'text-red-700 data-[highlighted]:text-red-800 dark:text-red-300')}
          >
            <ItemIcon>
              <LogOut className="size-4 text-red-600 dark:text-red-300" aria-hidden="true" />
            </ItemIcon>
            {TEXT.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
