import { ANALYTICS_GROUPS, type AnalyticsGroup, type AnalyticsReportKind } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { Alert } from '@/ui/alert';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import type { AnalyticsSearch } from './analytics-search';
import { useAnalyticsOptions } from './api/analytics-options';
import { useBudgetReport } from './api/budget-report';
import { useHoursReport } from './api/hours-report';
import { useUtilisationReport } from './api/utilisation-report';
import { BudgetPanel } from './components/budget-panel';
import { ExportButtons } from './components/export-buttons';
import { FiltersBar } from './components/filters-bar';
import { HoursPanel } from './components/hours-panel';
import { SummaryTiles } from './components/summary-tiles';
import { UtilisationPanel } from './components/utilisation-panel';
import { messageOf } from './errors';
import { resolveFilters, romeToday } from './period';
import { ANALYTICS_UI } from './strings';

const route = getRouteApi('/app/timesheet/analytics');
const TABS: AnalyticsReportKind[] = ['project', 'person', 'client', 'month', 'utilisation', 'budget'];
const isGroup = (tab: AnalyticsReportKind): tab is AnalyticsGroup =>
  (ANALYTICS_GROUPS as readonly string[]).includes(tab);

/** `/app/timesheet/analytics` (admin_access, issue 6): hours, utilisation and budgets with their exports. */
export function AnalyticsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const today = useMemo(() => romeToday(), []);
  const tab = search.tab ?? 'project';
  const resolved = resolveFilters(search, today);
  const filters = resolved.ok ? resolved.filters : null;
  const change = (patch: Partial<AnalyticsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });

  const group: AnalyticsGroup = isGroup(tab) ? tab : 'project';
  const empty = { from: '', to: '' };
  const hours = useHoursReport({ ...(filters ?? empty), group_by: group }, filters !== null);
  const utilisation = useUtilisationReport(filters ?? empty, filters !== null && tab === 'utilisation');
  const budget = useBudgetReport(filters ?? empty, filters !== null && tab === 'budget');
  const options = useAnalyticsOptions();
  // On a phone the tab bar scrolls: a tab opened from the URL must not sit out of sight.
  const tabList = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the tab changes, read from the DOM.
  useEffect(() => {
    tabList.current
      ?.querySelector<HTMLElement>(`[role="tab"][data-state="active"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  const filtered = Boolean(search.project_id || search.user_id || search.client || search.billable);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={ANALYTICS_UI.heading}
        description={ANALYTICS_UI.intro}
        actions={<ExportButtons report={tab} filters={filters} />}
      />
      <FiltersBar
        search={search}
        preset={resolved.preset}
        from={resolved.ok ? resolved.filters.from : (search.from ?? '')}
        to={resolved.ok ? resolved.filters.to : (search.to ?? '')}
        error={resolved.ok ? undefined : resolved.error}
        options={options.data}
        onChange={change}
      />
      {!resolved.ok && <Alert variant="warning">{resolved.error}</Alert>}
      <SummaryTiles totals={filters ? hours.data?.totals : undefined} />
      <Tabs
        value={tab}
        onValueChange={(value) => change({ tab: value === 'project' ? undefined : (value as AnalyticsReportKind) })}
      >
        <TabsList ref={tabList} aria-label={ANALYTICS_UI.tabsLabel}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {ANALYTICS_UI.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab &&
              (isGroup(value) ? (
                <HoursPanel
                  group={value}
                  report={filters ? hours.data : undefined}
                  loading={hours.isFetching}
                  error={hours.isError ? messageOf(hours.error) : undefined}
                  onRetry={() => void hours.refetch()}
                  filtered={filtered}
                />
              ) : value === 'utilisation' ? (
                <UtilisationPanel
                  report={filters ? utilisation.data : undefined}
                  loading={utilisation.isFetching}
                  error={utilisation.isError ? messageOf(utilisation.error) : undefined}
                  onRetry={() => void utilisation.refetch()}
                />
              ) : (
                <BudgetPanel
                  report={filters ? budget.data : undefined}
                  loading={budget.isFetching}
                  error={budget.isError ? messageOf(budget.error) : undefined}
                  onRetry={() => void budget.refetch()}
                />
              ))}
          </TabsContent>
        ))}
      </Tabs>
      <p className="text-xs text-slate-600 dark:text-slate-400">{ANALYTICS_UI.exportHint}</p>
    </div>
  );
}
