import { Menu } from 'lucide-react';
import { ErrorReportWidget } from '@/modules/help/components/error-report-widget';
import { NotificationBell } from '@/modules/notifications/components/notification-bell';
import { SearchLauncher } from '@/modules/search/components/search-launcher';
import { Spinner } from '@/ui/spinner';
import { Breadcrumbs, useCrumbs, useHomeOpen } from './breadcrumbs';
import { MOBILE_DRAWER_ID } from './mobile-drawer';
import { useSidebarStore } from './sidebar-store';
import { SHELL_TEXT } from './strings';
import { ThemeToggle } from './theme-toggle';
import { useRouteChangeSpinner } from './use-route-change-spinner';
import { UserMenu } from './user-menu';

/** Spec §2 header: page title, breadcrumbs, dark-mode toggle, notifications, search and the user menu. */
export function AppHeader() {
  const crumbs = useCrumbs();
  const homeOpen = useHomeOpen();
  const title = crumbs.at(-1)?.label ?? '';
  const mobileOpen = useSidebarStore((state) => state.mobileOpen);
  const setMobileOpen = useSidebarStore((state) => state.setMobileOpen);
  const changing = useRouteChangeSpinner();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-900/85 dark:supports-[backdrop-filter]:bg-slate-900/75">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          onClick={() => setMobileOpen(true)}
          aria-label={SHELL_TEXT.mobile.open}
          aria-expanded={mobileOpen}
          aria-controls={mobileOpen ? MOBILE_DRAWER_ID : undefined}
          aria-haspopup="dialog"
          className="-ml-1 flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Menu className="size-5" aria-hidden="true" />
        </button>
        <div className="flex min-w-0 flex-1 flex-col justify-center">
          <Breadcrumbs crumbs={crumbs} homeOpen={homeOpen} />
          <div className="flex min-w-0 items-center gap-2">
            <p className="truncate text-base font-semibold text-slate-900 sm:text-lg dark:text-white">{title}</p>
            {changing && <Spinner size="sm" className="shrink-0 text-primary-600 dark:text-primary-400" />}
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <div data-slot="search" className="contents">
            <SearchLauncher />
          </div>
          <div data-slot="notifications" className="contents">
            <NotificationBell />
          </div>
          <div data-slot="report" className="contents">
            <ErrorReportWidget />
          </div>
          {/* Below 640 px the user menu's own dark-mode switch stands in for it, to leave the title room. */}
          <ThemeToggle className="max-sm:hidden" />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
