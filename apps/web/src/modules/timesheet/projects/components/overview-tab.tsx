import {
  formatDay,
  formatEuro,
  formatHours,
  formatNumber,
  type Project,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
} from '@portale/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MarkdownView } from '@/platform/rich-text/markdown-view';
import { LineChart } from '@/ui/charts/line-chart';
import { cx } from '@/ui/cx';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useProjectOverview } from '../api/get-overview';
import { PROJECTS_TEXT } from '../strings';
import { PriorityBadge, ProgressBar } from './status-badge';

const TEXT = PROJECTS_TEXT.overview;

/** The "Panoramica" tab: hours and cost against the budget, progress, burn-down, overdue tasks (suspends). */
export function OverviewTab({ project }: { project: Project }) {
  const { data: o } = useProjectOverview(project.id);
  const hoursPct = o.budget_hours ? (o.hours_logged / o.budget_hours) * 100 : null;
  const costPct = o.budget_amount && o.cost !== undefined ? (o.cost / o.budget_amount) * 100 : null;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Metric
          label={TEXT.hours}
          value={formatHours(o.hours_logged)}
          note={o.budget_hours !== null ? TEXT.ofBudget(formatHours(o.budget_hours)) : TEXT.noBudget}
          pct={hoursPct}
        />
        {/* Money (cost, budget, value) is left out by the server without view_all_invoices (docs/timesheet.md). */}
        {o.cost !== undefined && (
          <Metric
            label={TEXT.cost}
            value={formatEuro(o.cost)}
            note={o.budget_amount != null ? TEXT.ofBudgetAmount(formatEuro(o.budget_amount)) : TEXT.noBudgetAmount}
            pct={costPct}
          />
        )}
        {o.billable_amount !== undefined && (
          <Metric
            label={TEXT.billable}
            value={formatEuro(o.billable_amount)}
            note={TEXT.billableHours(formatHours(o.billable_hours))}
          />
        )}
        <Metric
          label={TEXT.progress}
          value={`${o.progress_pct}%`}
          note={TEXT.tasksDone(o.tasks_by_status.completato, o.tasks_total)}
          pct={o.progress_pct}
          tone="primary"
        />
      </div>

      <div className="grid gap-6 xl:grid-cols-3">
        <Card title={TEXT.burndown} className="xl:col-span-2">
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{TEXT.burndownHint[o.burndown_basis]}</p>
          <LineChart
            title={TEXT.burndown}
            xLabels={o.burndown.map((p) => formatDay(p.week_start, 'dayMonthShort'))}
            formatXLabel={(_, i) => PROJECTS_TEXT.time.weekFull(formatDay(o.burndown[i]!.week_start))}
            formatValue={(v) => `${formatNumber(v)} h`}
            series={
              o.burndown_basis === 'nessuna'
                ? [
                    {
                      id: 'logged',
                      label: TEXT.logged,
                      values: o.burndown.map((p) => p.logged_hours),
                      tone: 'primary',
                      dots: true,
                    },
                  ]
                : [
                    {
                      id: 'ideal',
                      label: TEXT.ideal,
                      values: o.burndown.map((p) => p.ideal_hours),
                      tone: 'muted',
                      dashed: true,
                    },
                    {
                      id: 'remaining',
                      label: TEXT.remaining,
                      values: o.burndown.map((p) => p.remaining_hours),
                      tone: 'primary',
                      dots: o.burndown.length <= 30,
                    },
                  ]
            }
          />
        </Card>
        <Card title={TEXT.byStatus}>
          <ul className="flex flex-col gap-3">
            {TASK_STATUSES.map((status) => (
              <li key={status} className="flex flex-col gap-1">
                <div className="flex justify-between text-sm">
                  <span className="text-slate-800 dark:text-slate-200">{TASK_STATUS_LABELS[status]}</span>
                  <span className="font-medium text-slate-900 tabular-nums dark:text-white">
                    {o.tasks_by_status[status]}
                  </span>
                </div>
                <ProgressBar
                  value={o.tasks_total ? Math.round((o.tasks_by_status[status] / o.tasks_total) * 100) : 0}
                  label={TASK_STATUS_LABELS[status]}
                />
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <div className="grid gap-6 xl:grid-cols-2">
        <Card title={TEXT.overdue}>
          {o.overdue_tasks.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noOverdue}</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {o.overdue_tasks.map((task) => (
                <li key={task.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                  <div className="min-w-0">
                    <Link
                      to="/app/projects/$projectId"
                      params={{ projectId: project.id }}
                      search={{ tab: 'task', task: task.id }}
                      className="font-medium text-slate-900 hover:underline dark:text-white"
                    >
                      {task.title}
                    </Link>
                    <p className="text-xs text-red-700 dark:text-red-300">
                      {TEXT.dueOn(formatDay(task.due_date!))}
                      {task.assignee_name ? ` · ${task.assignee_name}` : ''}
                    </p>
                  </div>
                  <PriorityBadge priority={task.priority} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        {project.description && (
          <Card title={TEXT.description}>
            <MarkdownView source={project.description} />
          </Card>
        )}
      </div>
    </div>
  );
}

function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section
      aria-label={title}
      className={cx(
        'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

function Metric({
  label,
  value,
  note,
  pct,
  tone,
}: {
  label: string;
  value: string;
  note: string;
  pct?: number | null;
  tone?: 'primary';
}) {
  const over = tone !== 'primary' && pct !== null && pct !== undefined && pct > 100;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{value}</p>
      <p
        className={cx(
          'mt-1 text-xs',
          over ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400',
        )}
      >
        {note}
        {over ? ` · ${TEXT.over}` : ''}
      </p>
      {pct !== null && pct !== undefined && (
        <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
          <div
            className={cx(
              'h-full rounded-full',
              over ? 'bg-red-600 dark:bg-red-400' : 'bg-primary-600 dark:bg-primary-400',
            )}
            style={{ width: `${Math.min(100, pct)}%` }}
          />
        </div>
      )}
    </div>
  );
}

export function OverviewSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <span className="sr-only">{UI_TEXT.loading}</span>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-28" />
      ))}
      <Skeleton className="h-64 sm:col-span-2 xl:col-span-4" />
    </div>
  );
}
