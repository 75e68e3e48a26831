import { formatInstant, type Project } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Avatar } from '@/ui/avatar';
import { EmptyState } from '@/ui/empty-state';
import { Pagination } from '@/ui/pagination';
import { Skeleton } from '@/ui/skeleton';
import { useProjectActivity } from '../api/get-activity';
import { describeActivity } from '../format';
import { PROJECTS_TEXT } from '../strings';

const TEXT = PROJECTS_TEXT.activity;
const route = getRouteApi('/app/projects/$projectId/');

/** The "Registro attività" tab: what happened on the project, newest first, paginated (suspends). */
export function ActivityTab({ project }: { project: Project }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shownPage = useDeferredValue(page);
  const { data: activity } = useProjectActivity(project.id, shownPage);
  if (activity.items.length === 0) return <EmptyState icon={History} title={TEXT.emptyTitle} />;
  return (
    <div className="flex flex-col gap-4">
      <ol
        aria-label={TEXT.caption}
        aria-busy={shownPage !== page || undefined}
        className={shownPage !== page ? 'flex flex-col opacity-70 transition-opacity' : 'flex flex-col'}
      >
        {activity.items.map((entry) => (
          <li key={entry.id} className="flex gap-3 border-l-2 border-slate-200 py-3 pl-4 dark:border-slate-800">
            <Avatar name={entry.actor_name ?? TEXT.system} size="sm" decorative />
            <div className="min-w-0">
              <p className="text-sm text-slate-800 dark:text-slate-200">
                <span className="font-medium text-slate-900 dark:text-white">{entry.actor_name ?? TEXT.system}</span>{' '}
                {describeActivity(entry)}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <time dateTime={entry.created_at}>{formatInstant(entry.created_at)}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
      {activity.pagination.total_pages > 1 && (
        <Pagination
          pagination={activity.pagination}
          onPageChange={(next) =>
            void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
          }
        />
      )}
    </div>
  );
}

export function ActivitySkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{TEXT.caption}</span>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}
