import { createFileRoute } from '@tanstack/react-router';
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
  component: TimesheetEntryPage,
});
