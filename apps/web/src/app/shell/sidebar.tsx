import { APP_VERSION, ROLE_LABELS } from '@portale/shared';
import { Link, useRouterState } from '@tanstack/react-router';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect } from 'react';
import { useAuthStore } from '@/platform/auth-store';
import { CompanyLogo } from '@/platform/company-logo';
import { useCompanyName } from '@/platform/config-store';
import { groupContainsPath, type NavGroup } from '@/platform/navigation/navigation';
import { Avatar } from '@/ui/avatar';
import { cx } from '@/ui/cx';
import { CollapsedSidebarGroup, SidebarGroup } from './sidebar-group';
import { useSidebarStore } from './sidebar-store';
import { SHELL_TEXT } from './strings';

const TEXT = SHELL_TEXT.sidebar;

export type SidebarProps = {
  groups: readonly NavGroup[];
  /** The mobile drawer always shows the full sidebar, whatever the desktop preference. */
  collapsed?: boolean;
  /** Hidden on the mobile drawer, which has its own close button. */
  showCollapseToggle?: boolean;
};

function SidebarFooter({ collapsed }: { collapsed: boolean }) {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  const role = ROLE_LABELS[user.role];
  if (collapsed) {
    return (
      <div className="flex flex-col items-center gap-1.5 py-3">
        <Avatar name={user.name} src={user.avatar_url} size="sm" decorative />
        <p className="text-[0.6875rem] text-slate-500 dark:text-slate-400">
          <span className="sr-only">{`${user.name}, ${role}. `}</span>
          {TEXT.versionShort(APP_VERSION)}
        </p>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3 px-2 py-3">
      <Avatar name={user.name} src={user.avatar_url} size="md" decorative />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{user.name}</p>
        <p className="truncate text-xs text-slate-600 dark:text-slate-400">{role}</p>
        <p className="mt-0.5 text-[0.6875rem] text-slate-500 dark:text-slate-400">{TEXT.version(APP_VERSION)}</p>
      </div>
    </div>
  );
}

/** Spec §2/§6: the logged-in navigation, built from the module registry and filtered per user. */
export function Sidebar({ groups, collapsed = false, showCollapseToggle = true }: SidebarProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const companyName = useCompanyName();
  const openGroups = useSidebarStore((state) => state.openGroups);
  const toggleGroup = useSidebarStore((state) => state.toggleGroup);
  const expandGroup = useSidebarStore((state) => state.expandGroup);
  const toggleCollapsed = useSidebarStore((state) => state.toggleCollapsed);

  // Spec §4: the group holding the current page opens by itself.
  useEffect(() => {
    for (const group of groups) if (groupContainsPath(group, pathname)) expandGroup(group.id);
  }, [groups, pathname, expandGroup]);

  const CollapseIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <div className="flex h-full flex-col">
      <div className={cx('flex h-16 shrink-0 items-center', collapsed ? 'justify-center' : 'gap-3 px-5')}>
        <Link
          to="/app/dashboard"
          aria-label={collapsed ? companyName : undefined}
          className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
        >
          <CompanyLogo size="sm" />
          {!collapsed && <span className="truncate font-semibold text-slate-900 dark:text-white">{companyName}</span>}
        </Link>
      </div>
      <nav aria-label={TEXT.label} className={cx('flex-1 overflow-y-auto py-3', collapsed ? 'px-2' : 'px-3')}>
        {groups.length === 0 ? (
          !collapsed && <p className="px-3 text-sm text-slate-600 dark:text-slate-400">{TEXT.empty}</p>
        ) : (
          <ul className={cx('flex flex-col gap-1', collapsed && 'items-center')}>
            {groups.map((group) => (
              <li key={group.id} className={collapsed ? undefined : 'w-full'}>
                {collapsed ? (
                  <CollapsedSidebarGroup group={group} pathname={pathname} />
                ) : (
                  <SidebarGroup
                    group={group}
                    pathname={pathname}
                    expanded={Boolean(openGroups[group.id])}
                    onToggle={() => toggleGroup(group.id)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </nav>
      <div className={cx('shrink-0 border-t border-slate-200 dark:border-slate-800', collapsed ? 'px-2' : 'px-3')}>
        <SidebarFooter collapsed={collapsed} />
        {showCollapseToggle && (
          <div className={cx('pb-3', collapsed && 'flex justify-center')}>
            <button
              type="button"
              onClick={toggleCollapsed}
              aria-label={collapsed ? TEXT.expand : TEXT.collapse}
              title={collapsed ? TEXT.expand : TEXT.collapse}
              className={cx(
                'flex items-center gap-3 rounded-lg text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
                collapsed ? 'size-11 justify-center' : 'w-full px-3 py-2',
              )}
            >
              <CollapseIcon className="size-5 shrink-0" aria-hidden="true" />
              {!collapsed && <span>{TEXT.collapse}</span>}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
