import { CalendarClock, Clock, Hourglass, UserX } from 'lucide-react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { useTimesheetApprovals } from './api/approvals';
import { useTimesheetDashboard } from './api/dashboard';
import { usePendingLeave } from './api/pending-leave';
import { AbsencesToday } from './components/absences-today';
import { type Kpi, KpiCards } from './components/kpi-cards';
import { LeaveApprovals } from './components/leave-approvals';
import { MissingTimesheets } from './components/missing-timesheets';
import { TimesheetApprovals } from './components/timesheet-approvals';
import { hours } from './format';
import { DASHBOARD_TEXT as TEXT } from './strings';

/** `/app/timesheet/dashboard` (issue 6, view_all_projects): hours, approvals, missing timesheets, absences. */
export function TimesheetDashboardPage() {
  const summary = useTimesheetDashboard();
  const approvals = useTimesheetApprovals();
  const leave = usePendingLeave();
  const data = summary.data;
  const leaveCount = leave.data?.total ?? leave.data?.items.length ?? 0;
  const weeksCount = approvals.data?.length ?? data?.pending_approvals ?? 0;
  const kpis: Kpi[] = [
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
      value: String(weeksCount + leaveCount),
      hint: TEXT.kpiPendingHint(weeksCount, leaveCount),
      icon: Hourglass,
      tone: weeksCount + leaveCount > 0 ? 'warning' : 'default',
    },
    {
      label: TEXT.kpiMissing,
      value: data ? String(data.missing.length) : '',
      hint: TEXT.kpiMissingHint,
      icon: UserX,
      tone: data?.missing.length ? 'warning' : 'default',
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.title} description={data?.scope === 'all' ? TEXT.introAll : TEXT.introTeam} />
      {summary.isError && (
        <Alert variant="error" title={TEXT.loadError}>
          <p>{summary.error.message}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void summary.refetch()}>
            {TEXT.retry}
          </Button>
        </Alert>
      )}
      <KpiCards items={kpis} loading={summary.isLoading} />
      <SectionCard title={TEXT.approvalsTitle} titleId="ts-approvals-title">
        <TimesheetApprovals />
      </SectionCard>
      <SectionCard title={TEXT.leaveTitle} titleId="ts-leave-title">
        <LeaveApprovals />
      </SectionCard>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard title={TEXT.missingTitle} titleId="ts-missing-title">
          <MissingTimesheets items={data?.missing} loading={summary.isLoading} />
        </SectionCard>
        <SectionCard title={TEXT.absencesTitle} titleId="ts-absences-title">
          <AbsencesToday items={data?.absences_today} loading={summary.isLoading} />
        </SectionCard>
      </div>
    </div>
  );
}
