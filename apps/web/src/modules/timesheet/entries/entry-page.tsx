import type { TimesheetWeek } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useRouterState } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useWeek, weekQueryOptions } from './api/week';
import { WeekEditor } from './components/week-editor';
import { currentMonday } from './dates';
import { ENTRY_TEXT } from './strings';

const route = getRouteApi('/app/timesheet/entry');

/** Whose week the page shows: someone else's only for an approver who may not edit it. */
const viewingOtherOf = (week: TimesheetWeek | undefined, userId: string | undefined) =>
  Boolean(userId && week && week.user.id === userId && !week.editable);

/**
 * `/app/timesheet/entry` (spec §2: timesheet/entry): the weekly timesheet grid; `?week=` picks the week, `?user=`
 * an approver's view. The route loader prefetches the week of the URL.
 */
export function TimesheetEntryPage() {
  const search = route.useSearch();
  const weekStart = search.week ?? currentMonday();
  // The header follows the week once it is there; the grid reads it (suspending) below.
  const week = useQuery(weekQueryOptions(weekStart, search.user)).data;
  const viewingOther = viewingOtherOf(week, search.user);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={ENTRY_TEXT.title}
        description={viewingOther && week ? ENTRY_TEXT.introOther(week.user.name) : ENTRY_TEXT.intro}
        actions={
          viewingOther ? (
            <Link to="/app/timesheet/dashboard" className={buttonStyles({ variant: 'secondary' })}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {ENTRY_TEXT.backToDashboard}
            </Link>
          ) : undefined
        }
      />
      {/* Keyed: a failed week does not keep its error when another week is chosen. */}
      <QueryBoundary
        key={`${weekStart}|${search.user ?? ''}`}
        fallback={<WeekSkeleton />}
        errorTitle={ENTRY_TEXT.loadError}
      >
        <WeekOnScreen weekStart={weekStart} userId={search.user} />
      </QueryBoundary>
    </div>
  );
}

function WeekOnScreen({ weekStart, userId }: { weekStart: string; userId?: string }) {
  const navigate = route.useNavigate();
  const { data: week } = useWeek(weekStart, userId);
  const revision = useRevision(week);
  // The week shown stays while the route loader fetches the next one: dimmed, and busy for screen readers.
  const loadingNext = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <div className={loadingNext ? 'opacity-60 transition-opacity' : undefined} aria-busy={loadingNext || undefined}>
      <WeekEditor
        key={`${week.week_start}|${week.user.id}|${revision}`}
        week={week}
        viewingOther={viewingOtherOf(week, userId)}
        otherUserId={userId}
        onWeekChange={(next) =>
          void navigate({
            search: (previous) => ({ ...previous, week: next === currentMonday() ? undefined : next }),
          })
        }
      />
    </div>
  );
}

/**
 * Counts the server's versions of the week. A refetch with the same content keeps the same object (TanStack
 * Query's structural sharing), so only a real change (saved, submitted, decided) restarts the editor: what is
 * being typed survives a background refetch.
 */
function useRevision(week: TimesheetWeek): number {
  const seen = useRef({ week, revision: 0 });
  if (seen.current.week !== week) seen.current = { week, revision: seen.current.revision + 1 };
  return seen.current.revision;
}

function WeekSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-8 w-72" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
