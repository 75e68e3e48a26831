import { type ClientPortalProject, formatDay, OPEN_PROJECT_STATUSES } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { FolderKanban } from 'lucide-react';
import { QueryBoundary } from '@/platform/query-boundary';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { usePortalProjects } from '../api/list-projects';
import { MilestoneBadge, ProjectBadge } from '../components/badges';
import { CARD, LINK, ListSkeleton } from '../components/page-parts';
import { nextMilestone } from '../milestones';
import { PORTAL_TEXT } from '../strings';

const TEXT = PORTAL_TEXT.projects;

/** `/app/portal/projects`: the company's projects, their status and the billing milestones of their contracts. */
export function PortalProjectsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.title} description={TEXT.intro} />
      <QueryBoundary fallback={<ListSkeleton />} errorTitle={TEXT.loadError}>
        <Projects />
      </QueryBoundary>
    </div>
  );
}

function Projects() {
  const { data } = usePortalProjects();
  if (data.items.length === 0) return <EmptyState icon={FolderKanban} title={TEXT.empty} hint={TEXT.emptyHint} />;
  return (
    <ul className="flex flex-col gap-4">
      {data.items.map((project) => (
        <ProjectCard key={project.id} project={project} />
      ))}
    </ul>
  );
}

function ProjectCard({ project }: { project: ClientPortalProject }) {
  const next = OPEN_PROJECT_STATUSES.includes(project.status) ? nextMilestone(project.milestones) : null;
  const titleId = `project-${project.id}`;
  return (
    <li className={`${CARD} flex flex-col gap-4`}>
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold break-words text-slate-900 dark:text-white">
            {project.name}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {[project.code, TEXT.period(project.start_date, project.end_date)].filter(Boolean).join(' · ')}
          </p>
        </div>
        <ProjectBadge status={project.status} />
      </div>
      {next && (
        <p className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-slate-800 dark:bg-primary-950/50 dark:text-slate-200">
          <span className="font-medium">{TEXT.nextMilestone}:</span> {next.description},{' '}
          {formatDay(next.due_date, 'long')}
        </p>
      )}
      {project.milestones.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noMilestones}</p>
      ) : (
        <div>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{TEXT.milestones}</h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">{TEXT.milestonesHint}</p>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {project.milestones.map((milestone) => (
              <li key={milestone.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <div className="min-w-0">
                  <p className="text-sm break-words text-slate-900 dark:text-white">{milestone.description}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {formatDay(milestone.due_date, 'long')} ·{' '}
                    <Link
                      to="/app/portal/contracts/$contractId"
                      params={{ contractId: milestone.contract.id }}
                      className={LINK}
                    >
                      {TEXT.contract(milestone.contract.number)}
                    </Link>
                  </p>
                </div>
                <MilestoneBadge status={milestone.status} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
