import { OPEN_PROJECT_STATUSES } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { usePortalProjects } from '../api/list-projects';
import { ProjectBadge } from '../components/badges';
import { nextMilestone } from '../milestones';
import { PORTAL_TEXT } from '../strings';
import { WidgetEmpty, WidgetMore } from './widget-parts';

const TEXT = PORTAL_TEXT.widgets;

/** Dashboard card "I tuoi progetti": the projects under way, each with its status and next billing milestone. */
export function ProjectsCard() {
  const { data } = usePortalProjects();
  const open = data.items.filter((project) => OPEN_PROJECT_STATUSES.includes(project.status));
  return (
    <div className="flex flex-col gap-3">
      {open.length === 0 ? (
        <WidgetEmpty>{TEXT.noProjects}</WidgetEmpty>
      ) : (
        <ul className="-my-2 divide-y divide-slate-200 dark:divide-slate-800">
          {open.slice(0, 4).map((project) => {
            const next = nextMilestone(project.milestones);
            return (
              <li key={project.id} className="flex items-start justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <Link
                    to="/app/portal/projects"
                    className="font-medium break-words text-slate-900 hover:underline dark:text-white"
                  >
                    {project.name}
                  </Link>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {next ? TEXT.next(next.description, next.due_date) : TEXT.noNext}
                  </p>
                </div>
                <ProjectBadge status={project.status} />
              </li>
            );
          })}
        </ul>
      )}
      <WidgetMore to="/app/portal/projects">{TEXT.allProjects}</WidgetMore>
    </div>
  );
}
