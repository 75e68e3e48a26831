import { formatDay } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import { useCan } from '@/platform/use-can';
import { cx } from '@/ui/cx';
import { useMyProjects } from '../api/my-projects';
import { useMyTasks } from '../api/my-tasks';
import { isOverdue } from '../format';
import { PROJECTS_TEXT } from '../strings';
import { ColorDot, PriorityBadge, ProgressBar, ProjectStatusBadge } from './status-badge';

const TEXT = PROJECTS_TEXT.widgets;

function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {text}
    </p>
  );
}

/** Dashboard card "I miei task": open tasks assigned to me, the most urgent first. */
export function MyTasksWidget() {
  const { data: tasks } = useMyTasks();
  if (tasks.length === 0) return <Empty text={TEXT.noTasks} />;
  return (
    <ul className="-my-2 divide-y divide-slate-200 dark:divide-slate-800">
      {tasks.slice(0, 8).map((task) => {
        const overdue = isOverdue(task.due_date, task.status);
        return (
          <li key={task.id} className="flex items-start gap-3 py-2.5">
            <ColorDot color={task.project_color} className="mt-1.5 size-2.5" />
            <div className="min-w-0 flex-1">
              <Link
                to="/app/projects/$projectId"
                params={{ projectId: task.project_id }}
                search={{ tab: 'task', task: task.id }}
                className="font-medium text-slate-900 hover:underline dark:text-white"
              >
                {task.title}
              </Link>
              <p className="line-clamp-1 text-xs break-all text-slate-600 dark:text-slate-400">
                {task.project_code} · {task.project_name}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <PriorityBadge priority={task.priority} />
              {task.due_date && (
                <span
                  className={cx(
                    'inline-flex items-center gap-1 text-xs',
                    overdue ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400',
                  )}
                >
                  <CalendarDays className="size-3.5" aria-hidden="true" />
                  {overdue && <span className="sr-only">{TEXT.overdue}:</span>}
                  {formatDay(task.due_date, 'dayMonthShort')}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Dashboard card "I miei progetti": open projects I manage or belong to, with their progress. */
export function MyProjectsWidget() {
  const { data: projects } = useMyProjects();
  const canList = useCan('view_all_projects');
  if (projects.length === 0) return <Empty text={TEXT.noProjects} />;
  return (
    <div className="flex flex-col gap-3">
      <ul className="-my-2 divide-y divide-slate-200 dark:divide-slate-800">
        {projects.slice(0, 6).map((project) => (
          <li key={project.id} className="flex flex-col gap-2 py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 items-start gap-2">
                <ColorDot color={project.color} className="mt-1.5 size-2.5" />
                <div className="min-w-0">
                  <Link
                    to="/app/projects/$projectId"
                    params={{ projectId: project.id }}
                    className="font-medium text-slate-900 hover:underline dark:text-white"
                  >
                    {project.name}
                  </Link>
                  <p className="line-clamp-1 text-xs break-all text-slate-600 dark:text-slate-400">
                    {project.code}
                    {project.project_role ? ` · ${project.project_role}` : ''}
                    {project.open_tasks > 0 ? ` · ${TEXT.openTasks(project.open_tasks)}` : ''}
                  </p>
                </div>
              </div>
              <ProjectStatusBadge status={project.status} />
            </div>
            <ProgressBar value={project.progress_pct} label={`${PROJECTS_TEXT.list.progress} ${project.code}`} />
          </li>
        ))}
      </ul>
      {canList && (
        <Link
          to="/app/projects"
          className="self-start text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
        >
          {TEXT.all}
        </Link>
      )}
    </div>
  );
}
