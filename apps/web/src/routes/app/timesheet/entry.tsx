import { createFileRoute } from '@tanstack/react-router';
import { weekQueryOptions } from '@/modules/timesheet/entries/api/week';
import { currentMonday } from '@/modules/timesheet/entries/dates';
import { TimesheetEntryPage } from '@/modules/timesheet/entries/entry-page';
import { EntrySearch } from '@/modules/timesheet/entries/entry-search';
import { weekDraftKey } from '@/modules/timesheet/entries/week-draft';
import { TIMESHEET_TITLES } from '@/modules/timesheet/titles';
import { draftByKeyQueryOptions } from '@/platform/drafts/api/draft-by-key';

export const Route = createFileRoute('/app/timesheet/entry')({
  staticData: {
    title: TIMESHEET_TITLES.entry,
    requiresAuth: true,
    requiredPermission: 'manage_timesheets',
    requiresFeature: 'timesheet_module',
  },
  validateSearch: EntrySearch,
  // Another week (or another person's, for an approver) runs the loader again; the week shown stays until then.
  loaderDeps: ({ search }) => ({ week: search.week, user: search.user }),
  // The user's unsaved draft of the week too, so the grid opens with it restored.
  loader: ({ context, deps }) => {
    const week = deps.week ?? currentMonday();
    return Promise.all([
      context.queryClient.prefetchQuery(weekQueryOptions(week, deps.user)),
      context.queryClient.prefetchQuery(draftByKeyQueryOptions(weekDraftKey(week, deps.user))),
    ]);
  },
  component: TimesheetEntryPage,
});
