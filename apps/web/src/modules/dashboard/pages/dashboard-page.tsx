import { useRouterState } from '@tanstack/react-router';
import { LayoutGrid } from 'lucide-react';
import { useMemo } from 'react';
import { useAuthStore } from '@/platform/auth-store';
import { type DashboardWidget, visibleDashboardWidgets } from '@/platform/dashboard/widgets';
import { useFlagsStore } from '@/platform/flags-store';
import { formatLongDate } from '@/platform/format';
import type { NavGroup } from '@/platform/navigation/navigation';
import { useVisibleNavigation } from '@/platform/navigation/use-visible-navigation';
import { Avatar } from '@/ui/avatar';
import { QuickLinks } from '../components/quick-links';
import { WidgetCard } from '../components/widget-card';
import { DASHBOARD_TEXT as TEXT } from '../strings';

export type DashboardPageProps = {
  /** The sidebar's groups, for the quick links. */
  groups: readonly NavGroup[];
  /** Every module's cards; the page shows those the user may see. */
  widgets: readonly (readonly DashboardWidget[])[];
};

/** The route composes the page: it hands over the modules' groups and widgets (DESIGN.md §3). */
export function DashboardPage({ groups: allGroups, widgets: widgetModules }: DashboardPageProps) {
  const user = useAuthStore((state) => state.user);
  const permissions = useAuthStore((state) => state.permissions);
  const flags = useFlagsStore((state) => state.flags);
  const flagsFailed = useFlagsStore((state) => state.failed || !state.initialized);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const groups = useVisibleNavigation(allGroups);
  const widgets = useMemo(
    () => visibleDashboardWidgets(widgetModules, { permissions, flags, flagsFailed }),
    [widgetModules, permissions, flags, flagsFailed],
  );

  // The /app guard guarantees a user; this only covers the instant after logout clears the store.
  if (!user) return null;

  return (
    <div className="flex flex-col gap-10">
      <div className="flex items-center gap-4">
        <Avatar name={user.name} src={user.avatar_url} size="lg" decorative className="hidden sm:inline-flex" />
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {TEXT.greeting(user.first_name)}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{TEXT.today(formatLongDate(new Date()))}</p>
        </div>
      </div>

      <section aria-labelledby="widgets-title">
        <h2 id="widgets-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
          {TEXT.widgets}
        </h2>
        {widgets.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
            <LayoutGrid className="size-8 text-slate-400 dark:text-slate-500" aria-hidden="true" />
            <p className="mt-3 font-medium text-slate-900 dark:text-white">{TEXT.noWidgets}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{TEXT.noWidgetsHint}</p>
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            {widgets.map((widget) => (
              <WidgetCard key={widget.id} widget={widget} />
            ))}
          </div>
        )}
      </section>

      <QuickLinks groups={groups} currentPath={pathname} />
    </div>
  );
}
