import type { TimesheetDashboard } from '@portale/shared';
import { CalendarClock, Clock, Hourglass, UserX } from 'lucide-react';
import { QueryBoundary } from '@/platform/query-boundary';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { useTimesheetApprovalsCount } from './api/approvals';
import { useDashboardScope, useTimesheetDashboard } from './api/dashboard';
import { usePendingLeaveSummary } from './api/pending-leave';
import { AbsencesToday } from './components/absences-today';
import { type Kpi, KpiCards } from './components/kpi-cards';
import { LeaveApprovals } from './components/leave-approvals';
import { MissingTimesheets } from './components/missing-timesheets';
import { TimesheetApprovals } from './components/timesheet-approvals';
import { hours } from './format';
import { DASHBOARD_TEXT as TEXT } from './strings';

/**
 * `/app/timesheet/dashboard` (spec §2, view_all_projects): hours, approvals, missing timesheets, absences. The
 * route loader prefetches the summary and both approval lists; each card shows its own loading and failure.
 */
export function TimesheetDashboardPage() {
  const scope = useDashboardScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.title} description={scope === 'all' ? TEXT.introAll : TEXT.introTeam} />
      <QueryBoundary fallback={<KpiCards items={kpisOf(undefined, 0)} loading />} errorTitle={TEXT.loadError}>
        <Kpis />
      </QueryBoundary>
      <SectionCard title={TEXT.approvalsTitle} titleId="ts-approvals-title">
        <QueryBoundary errorTitle={TEXT.approvalsError}>
          <TimesheetApprovals />
        </QueryBoundary>
      </SectionCard>
      <SectionCard title={TEXT.leaveTitle} titleId="ts-leave-title">
        <QueryBoundary errorTitle={TEXT.leaveError}>
          <LeaveApprovals />
        </QueryBoundary>
      </SectionCard>
      <QueryBoundary errorTitle={TEXT.loadError}>
        <MissingAndAbsent />
      </QueryBoundary>
    </div>
  );
}

function Kpis() {
  const { data } = useTimesheetDashboard();
  const approvals = useTimesheetApprovalsCount();
  const leave = usePendingLeaveSummary();
  const leaveCount = leave?.pagination.total ?? leave?.items.length ?? 0;
  // The approvals' own list when it is there, else the summary's count.
  const weeksCount = approvals ?? data.pending_approvals;
  return <KpiCards items={kpisOf(data, weeksCount + leaveCount, weeksCount, leaveCount)} loading={false} />;
}

/** The four headline numbers; without the summary (while it loads) only their labels. */
function kpisOf(data: TimesheetDashboard | undefined, pending: number, weeks = 0, requests = 0): Kpi[] {
  return [
    {
      label: TEXT.kpiWeek,
      value: data ? hours(data.week_minutes) : '',
      hint: data ? TEXT.kpiWeekHint(hours(data.week_expected_minutes)) : '',
      icon: Clock,
    },
    {
      label: TEXT.kpiMonth,
      value: data ? hours(data.month_minutes) : '',
      hint: data ? TEXT.kpiMonthHint(data.people) : '',
      icon: CalendarClock,
    },
    {
      label: TEXT.kpiPending,
      value: String(pending),
      hint: TEXT.kpiPendingHint(weeks, requests),
      icon: Hourglass,
      tone: pending > 0 ? 'warning' : 'default',
    },
    {
      label: TEXT.kpiMissing,
      value: data ? String(data.missing.length) : '',
      hint: TEXT.kpiMissingHint,
      icon: UserX,
      tone: data?.missing.length ? 'warning' : 'default',
    },
  ];
}

function MissingAndAbsent() {
  const { data } = useTimesheetDashboard();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <SectionCard title={TEXT.missingTitle} titleId="ts-missing-title">
        <MissingTimesheets items={data.missing} />
      </SectionCard>
      <SectionCard title={TEXT.absencesTitle} titleId="ts-absences-title">
        <AbsencesToday items={data.absences_today} />
      </SectionCard>
    </div>
  );
}
