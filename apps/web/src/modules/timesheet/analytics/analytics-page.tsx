import type { AnalyticsFilters, AnalyticsGroup, AnalyticsReportKind } from '@portale/shared';
import { todayInRome } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Alert } from '@/ui/alert';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import type { AnalyticsSearch } from './analytics-search';
import { useAnalyticsOptions } from './api/analytics-options';
import { useBudgetReport } from './api/budget-report';
import { useHoursReport, useHoursTotals } from './api/hours-report';
import { useUtilisationReport } from './api/utilisation-report';
import { BudgetPanel } from './components/budget-panel';
import { ExportButtons } from './components/export-buttons';
import { FiltersBar } from './components/filters-bar';
import { HoursPanel } from './components/hours-panel';
import { SummaryTiles } from './components/summary-tiles';
import { UtilisationPanel } from './components/utilisation-panel';
import { reportState } from './period';
import { ANALYTICS_UI } from './strings';

const route = getRouteApi('/app/timesheet/analytics');
const TABS: AnalyticsReportKind[] = ['project', 'person', 'client', 'month', 'utilisation', 'budget'];

/**
 * `/app/timesheet/analytics` (admin_access, spec §2: timesheet/analytics): hours, utilisation and budgets with
 * their exports. The route loader prefetches the open tab's report for the URL's filters.
 */
export function AnalyticsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const today = useMemo(() => todayInRome(), []);
  // Stable while the URL is, so the open report can keep what it shows until the next one is there.
  const { tab, group, resolved, filters } = useMemo(() => reportState(search, today), [search, today]);
  const change = (patch: Partial<AnalyticsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const options = useAnalyticsOptions();
  const totals = useHoursTotals(filters && { ...filters, group_by: group });
  // On a phone the tab bar scrolls: a tab opened from the URL must not sit out of sight.
  const tabList = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the tab changes, read from the DOM.
  useEffect(() => {
    tabList.current
      ?.querySelector<HTMLElement>(`[role="tab"][data-state="active"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  const filtered = Boolean(search.project_id || search.user_id || search.client_id || search.billable);

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
      <SummaryTiles totals={totals} />
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
            {value === tab && <ReportPanel tab={tab} group={group} filters={filters} filtered={filtered} />}
          </TabsContent>
        ))}
      </Tabs>
      <p className="text-xs text-slate-600 dark:text-slate-400">{ANALYTICS_UI.exportHint}</p>
    </div>
  );
}

type ReportPanelProps = {
  tab: AnalyticsReportKind;
  group: AnalyticsGroup;
  filters: AnalyticsFilters | null;
  filtered: boolean;
};

/** The open tab's panel: its skeleton while the report loads, nothing to ask for without a valid period. */
function ReportPanel({ tab, filtered, ...latest }: ReportPanelProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const filters = useDeferredValue(latest.filters);
  const group = useDeferredValue(latest.group);
  const stale = filters !== latest.filters || group !== latest.group;
  const empty =
    tab === 'utilisation' ? (
      <UtilisationPanel report={undefined} loading={filters !== null} />
    ) : tab === 'budget' ? (
      <BudgetPanel report={undefined} loading={filters !== null} />
    ) : (
      <HoursPanel group={group} report={undefined} loading={filters !== null} filtered={filtered} />
    );
  if (!filters) return empty;
  return (
    <div aria-busy={stale || undefined} className={stale ? 'opacity-70 transition-opacity' : undefined}>
      <QueryBoundary fallback={empty} errorTitle={ANALYTICS_UI.error}>
        {tab === 'utilisation' ? (
          <UtilisationReport filters={filters} />
        ) : tab === 'budget' ? (
          <BudgetReport filters={filters} />
        ) : (
          <HoursReport filters={filters} group={group} filtered={filtered} />
        )}
      </QueryBoundary>
    </div>
  );
}

function HoursReport({
  filters,
  group,
  filtered,
}: {
  filters: AnalyticsFilters;
  group: AnalyticsGroup;
  filtered: boolean;
}) {
  const { data, isFetching } = useHoursReport({ ...filters, group_by: group });
  return <HoursPanel group={group} report={data} loading={isFetching} filtered={filtered} />;
}

function UtilisationReport({ filters }: { filters: AnalyticsFilters }) {
  const { data, isFetching } = useUtilisationReport(filters);
  return <UtilisationPanel report={data} loading={isFetching} />;
}

function BudgetReport({ filters }: { filters: AnalyticsFilters }) {
  const { data, isFetching } = useBudgetReport(filters);
  return <BudgetPanel report={data} loading={isFetching} />;
}
