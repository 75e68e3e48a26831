import type { SIDEBAR_COLLAPSED_WIDTH_UNITS, SIDEBAR_WIDTH_UNITS } from '@portale/shared';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useVisibleNavigation } from '@/platform/navigation/use-visible-navigation';
import { cx } from '@/ui/cx';
import { AppHeader } from '../shell/header';
import { MobileDrawer } from '../shell/mobile-drawer';
import { Sidebar } from '../shell/sidebar';
import { useSidebarStore } from '../shell/sidebar-store';
import { SHELL_TEXT } from '../shell/strings';
import { sidebarModules } from '../sidebar-modules';

// Spec §9: 64 and 20 units. Tailwind needs literal class names; the types tie them to the shared constants.
const EXPANDED_WIDTH: `w-${typeof SIDEBAR_WIDTH_UNITS}` = 'w-64';
const COLLAPSED_WIDTH: `w-${typeof SIDEBAR_COLLAPSED_WIDTH_UNITS}` = 'w-20';

/** The logged-in shell (spec §2 "Layout of the app"): sidebar, header, content. */
export function AppLayout() {
  const groups = useVisibleNavigation(sidebarModules);
  const collapsed = useSidebarStore((state) => state.collapsed);
  const setMobileOpen = useSidebarStore((state) => state.setMobileOpen);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // Spec §2: the mobile drawer closes on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger.
  useEffect(() => setMobileOpen(false), [pathname, setMobileOpen]);

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-primary-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 dark:bg-slate-900 dark:text-primary-200"
      >
        {SHELL_TEXT.skipToContent}
      </a>
      <aside
        data-testid="sidebar"
        data-collapsed={collapsed}
        className={cx(
          'sticky top-0 hidden h-dvh shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 motion-reduce:transition-none lg:block dark:border-slate-800 dark:bg-slate-900',
          collapsed ? COLLAPSED_WIDTH : EXPANDED_WIDTH,
        )}
      >
        <Sidebar groups={groups} collapsed={collapsed} />
      </aside>
      <MobileDrawer groups={groups} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          <div className="mx-auto w-full max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
