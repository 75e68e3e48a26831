import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, RotateCw } from 'lucide-react';
import { Alert } from '@/ui/alert';
import { Button, buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { useWeek } from './api/week';
import { WeekEditor } from './components/week-editor';
import { currentMonday } from './dates';
import { ENTRY_TEXT } from './strings';

const route = getRouteApi('/app/timesheet/entry');

/** `/app/timesheet/entry` (issue 6): the weekly timesheet grid; `?week=` picks the week, `?user=` an approver's view. */
export function TimesheetEntryPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const weekStart = search.week ?? currentMonday();
  const query = useWeek(weekStart, search.user);
  const week = query.data;
  const viewingOther = Boolean(search.user && week && week.user.id === search.user && !week.editable);
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
      {query.isError && !week ? (
        <Alert variant="error" title={ENTRY_TEXT.loadError}>
          <p>{query.error.message}</p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            icon={<RotateCw className="size-4" aria-hidden="true" />}
            onClick={() => void query.refetch()}
          >
            {ENTRY_TEXT.retry}
          </Button>
        </Alert>
      ) : !week ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <div
          className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={query.isFetching || undefined}
        >
          <WeekEditor
            key={`${week.week_start}|${week.user.id}|${query.dataUpdatedAt}`}
            week={week}
            viewingOther={viewingOther}
            onWeekChange={(next) =>
              void navigate({
                search: (previous) => ({ ...previous, week: next === currentMonday() ? undefined : next }),
              })
            }
          />
        </div>
      )}
    </div>
  );
}
