import { formatNumber, formatTimeAgo, type SelfHealingDashboard } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Activity, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { useDashboard } from '../api/get-dashboard';
import { useUpdateHealth } from '../api/update-health';
import { CriticalPatternsList } from '../components/critical-patterns-list';
import { HealthGauge } from '../components/health-gauge';
import { HealthTrendChart } from '../components/health-trend-chart';
import { QuickStatsCards } from '../components/quick-stats';
import { RecentSessionsList } from '../components/recent-sessions-list';
import { SectionNav } from '../components/section-nav';
import { FailureAlert, failureFallback, failureOf, toastFailure } from '../failure';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.dashboard;

const CARD =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const LINK =
  'text-sm font-medium text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:focus-visible:outline-primary-400';

function Card({
  id,
  title,
  description,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`${CARD} flex min-w-0 flex-col gap-4 ${className ?? ''}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function HealthCard({ data, now }: { data: SelfHealingDashboard; now: number }) {
  const rows: [string, number][] = [
    [TEXT.health.errors24h, data.error_count_24h],
    [TEXT.health.critical, data.critical_errors],
    [TEXT.health.pending, data.pending_issues],
  ];
  return (
    <Card id="sh-health-title" title={TEXT.health.title} description={TEXT.health.thresholds}>
      <HealthGauge score={data.current_score} />
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={data.timestamp}>{TEXT.health.updated(formatTimeAgo(data.timestamp, now))}</time>
      </p>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-3">
      <span className="sr-only">{TEXT.loading}</span>
      <Skeleton className="h-80 rounded-2xl" />
      <Skeleton className="h-80 rounded-2xl lg:col-span-2" />
      <Skeleton className="h-64 rounded-2xl lg:col-span-2" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

/**
 * `/app/admin/self-healing`: system health, its trend, the worst patterns, recent sessions and numbers. The route
 * loader prefetches the dashboard; it then follows the health job every minute.
 */
export function SelfHealingDashboardPage() {
  const update = useUpdateHealth();

  const recalculate = async () => {
    try {
      const result = await update.mutateAsync();
      toast.success(TEXT.recalculated, TEXT.recalculatedMessage(result.health_score));
    } catch (error) {
      toastFailure('health', error);
    }
  };

  // The header is drawn by each state, so the recent-activity badge can sit in it once the data is there.
  const header = (recentActivity = false) => (
    <>
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        actions={
          <>
            {recentActivity && (
              <span title={TEXT.recentActivityHint} className="self-center">
                <Badge tone="info" className="gap-1.5">
                  <Activity className="size-3.5" aria-hidden="true" />
                  {TEXT.recentActivity}
                  <span className="sr-only">: {TEXT.recentActivityHint}</span>
                </Badge>
              </span>
            )}
            <Button
              variant="secondary"
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
              loading={update.isPending}
              onClick={() => void recalculate()}
            >
              {TEXT.recalculate}
            </Button>
          </>
        }
      />
      <SectionNav />
    </>
  );
  const failure = failureFallback('dashboard');

  return (
    <div className="flex flex-col gap-6">
      <QueryBoundary
        fallback={
          <>
            {header()}
            <DashboardSkeleton />
          </>
        }
        errorFallback={(state) => (
          <>
            {header()}
            {failure(state)}
          </>
        )}
      >
        <LoadedDashboard header={header} />
      </QueryBoundary>
    </div>
  );
}

function LoadedDashboard({ header }: { header: (recentActivity?: boolean) => ReactNode }) {
  const { data: dashboard, dataUpdatedAt, isError, error } = useDashboard();
  const now = dataUpdatedAt || Date.now();
  return (
    <>
      {header(dashboard.recent_activity)}
      {/* A failed refresh keeps the last dashboard and says so. */}
      {isError && <FailureAlert failure={failureOf('dashboard', error)} />}
      <div className="grid gap-6 lg:grid-cols-3">
        <HealthCard data={dashboard} now={now} />
        <Card
          id="sh-trend-title"
          title={TEXT.trend.title}
          description={TEXT.trend.description}
          className="lg:col-span-2"
        >
          <HealthTrendChart points={dashboard.health_trend} />
        </Card>
        <Card
          id="sh-critical-title"
          title={TEXT.critical.title}
          description={TEXT.critical.description}
          className="lg:col-span-2"
          action={
            <Link to="/app/admin/self-healing/patterns" className={LINK}>
              {TEXT.critical.viewAll}
            </Link>
          }
        >
          <CriticalPatternsList patterns={dashboard.critical_patterns} now={now} />
        </Card>
        <Card
          id="sh-sessions-title"
          title={TEXT.sessions.title}
          description={TEXT.sessions.description}
          action={
            <Link to="/app/admin/self-healing/sessions" className={LINK}>
              {TEXT.sessions.viewAll}
            </Link>
          }
        >
          <RecentSessionsList sessions={dashboard.recent_sessions} now={now} />
        </Card>
      </div>
      <QuickStatsCards stats={dashboard.quick_stats} />
    </>
  );
}
