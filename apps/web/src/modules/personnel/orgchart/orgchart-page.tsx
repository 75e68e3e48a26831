import type { OrgChart } from '@portale/shared';
import {
  ChevronsDownUp,
  ChevronsUpDown,
  FileCode,
  FileImage,
  Maximize,
  Network,
  Scan,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { SearchField } from '@/ui/search-field';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TITLES } from '../titles';
import { useOrgChart } from './api/get-orgchart';
import { ChartViewport, type ChartViewportHandle, clampZoom } from './chart-viewport';
import { downloadPng, downloadSvg } from './export';
import { layoutForest } from './layout';
import { branchIds, departmentForest, type OrgView, reportingForest, searchForest } from './model';
import { ORGCHART_TEXT as TEXT } from './strings';

/** `/app/personnel/orgchart`: the company by reporting line or by department; the route loader prefetches it. */
export function OrgChartPage() {
  return (
    <div className="space-y-6">
      <PageHeader title={PERSONNEL_TITLES.orgchart} description={TEXT.description} />
      <PersonnelSectionBar />
      <QueryBoundary fallback={<ChartSkeleton />} errorTitle={TEXT.loadFailed}>
        <OrgChartContent />
      </QueryBoundary>
    </div>
  );
}

function OrgChartContent() {
  const { data: chart } = useOrgChart();
  if (chart.people.length === 0) return <EmptyState title={TEXT.empty} hint={TEXT.emptyHint} icon={Network} />;
  return <OrgChartExplorer chart={chart} />;
}

function ChartSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-[420px] w-full" />
    </div>
  );
}

const TOOL =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

function OrgChartExplorer({ chart }: { chart: OrgChart }) {
  const [view, setView] = useState<OrgView>('manager');
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [zoom, setZoom] = useState(1);
  const [exporting, setExporting] = useState(false);
  const viewport = useRef<ChartViewportHandle>(null);

  const forest = useMemo(() => (view === 'manager' ? reportingForest(chart) : departmentForest(chart)), [chart, view]);
  const search = useMemo(() => searchForest(forest, query), [forest, query]);
  // Search opens the branches holding a match; what the user collapsed by hand stays collapsed otherwise.
  const effectiveCollapsed = useMemo(() => {
    if (search.ancestors.size === 0) return collapsed;
    return new Set([...collapsed].filter((id) => !search.ancestors.has(id)));
  }, [collapsed, search.ancestors]);
  const layout = useMemo(() => layoutForest(forest, effectiveCollapsed), [forest, effectiveCollapsed]);
  const managerNames = useMemo(
    () => new Map(layout.nodes.filter((n) => n.node.kind === 'person').map((n) => [n.node.id, n.node.name])),
    [layout],
  );
  const matchCount = search.matches.size;

  // Small screens open zoomed to fit; every view change starts from the top of the chart.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes only.
  useLayoutEffect(() => {
    if (window.matchMedia('(max-width: 639px)').matches) setZoom(viewport.current?.fitZoom() ?? 1);
  }, [view]);

  // The first match scrolls into view once its branch is open.
  const firstMatch = search.first;
  useEffect(() => {
    if (!firstMatch) return;
    const timer = window.setTimeout(() => viewport.current?.reveal(firstMatch), 0);
    return () => window.clearTimeout(timer);
  }, [firstMatch]);

  const onToggle = useCallback((id: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const onExport = async (kind: 'svg' | 'png') => {
    setExporting(true);
    try {
      if (kind === 'svg') downloadSvg(layout);
      else await downloadPng(layout);
    } catch {
      toast.error(TEXT.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const action = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Button size="sm" variant="secondary" icon={icon} onClick={onClick} disabled={disabled} title={label}>
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Button>
  );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center">
          <SearchField
            label={TEXT.search}
            placeholder={TEXT.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="sm:w-72"
          />
          <fieldset className="flex shrink-0 rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
            <legend className="sr-only">{TEXT.view}</legend>
            {(['manager', 'department'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cx(
                  'flex-1 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
                  view === v
                    ? 'bg-indigo-600 text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                )}
              >
                {v === 'manager' ? TEXT.byManager : TEXT.byDepartment}
              </button>
            ))}
          </fieldset>
        </div>
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">{TEXT.zoomLevel(Math.round(zoom * 100))}</legend>
          <button
            type="button"
            className={TOOL}
            aria-label={TEXT.zoomOut}
            title={TEXT.zoomOut}
            onClick={() => setZoom((z) => clampZoom(z / 1.2))}
          >
            <ZoomOut className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={cx(TOOL, 'w-14 text-xs font-semibold tabular-nums')}
            aria-label={TEXT.zoomReset}
            title={TEXT.zoomReset}
            onClick={() => setZoom(1)}
          >
            {Math.round(zoom * 100)}%
          </button>
          <button
            type="button"
            className={TOOL}
            aria-label={TEXT.zoomIn}
            title={TEXT.zoomIn}
            onClick={() => setZoom((z) => clampZoom(z * 1.2))}
          >
            <ZoomIn className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={TOOL}
            aria-label={TEXT.zoomFit}
            title={TEXT.zoomFit}
            onClick={() => setZoom(viewport.current?.fitZoom() ?? 1)}
          >
            <Scan className="size-4" aria-hidden="true" />
          </button>
        </fieldset>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
          {query.trim() ? TEXT.results(matchCount) : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          {action(TEXT.expandAll, <ChevronsUpDown className="size-4" aria-hidden="true" />, () =>
            setCollapsed(new Set()),
          )}
          {action(TEXT.collapseAll, <ChevronsDownUp className="size-4" aria-hidden="true" />, () =>
            setCollapsed(branchIds(forest)),
          )}
          {action(
            TEXT.exportSvg,
            <FileCode className="size-4" aria-hidden="true" />,
            () => void onExport('svg'),
            exporting,
          )}
          {action(
            TEXT.exportPng,
            <FileImage className="size-4" aria-hidden="true" />,
            () => void onExport('png'),
            exporting,
          )}
        </div>
      </div>
      <ChartViewport
        ref={viewport}
        layout={layout}
        zoom={zoom}
        onZoomChange={setZoom}
        matches={search.matches}
        managerNames={managerNames}
        onToggle={onToggle}
      />
      <p className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
        <Maximize className="size-3.5" aria-hidden="true" />
        {TEXT.chartHint}
      </p>
    </div>
  );
}
