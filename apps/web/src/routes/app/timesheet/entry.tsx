import { createFileRoute } from '@tanstack/react-router';
import { weekQueryOptions } from '@/modules/timesheet/entries/api/week';
import { currentMonday } from '@/modules/timesheet/entries/dates';
import { TimesheetEntryPage } from '@/modules/timesheet/entries/entry-page';
import { EntrySearch } from '@/modules/timesheet/entries/entry-search';
import { TIMESHEET_TEXT } from '@/modules/timesheet/strings';

export const Route = createFileRoute('/app/timesheet/entry')({
  staticData: {
    title: TIMESHEET_TEXT.entry,
    requiresAuth: true,
    requiredPermission: 'manage_timesheets',
    requiresFeature: 'timesheet_module',
  },
  validateSearch: EntrySearch,
  // Another week (or another person's, for an approver) runs the loader again; the week shown stays until then.
  loaderDeps: ({ search }) => ({ week: search.week, user: search.user }),
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(weekQueryOptions(deps.week ?? currentMonday(), deps.user)),
  component: TimesheetEntryPage,
});
