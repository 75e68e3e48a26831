import { BarChart3, CalendarClock, FileSpreadsheet, FolderKanban, LayoutGrid, Timer } from 'lucide-react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { TIMESHEET_TITLES } from './titles';

// Spec §2 and §6: the group needs manage_timesheets or view_all_projects and the timesheet_module flag;
// 'Reportistica' (analytics) is shown to the admin role only, 'Foglio presenze' to HR (manage_users).
export const timesheetNav: NavGroup = {
  id: 'timesheet',
  label: TIMESHEET_TITLES.group,
  icon: Timer,
  requiredPermission: ['manage_timesheets', 'view_all_projects'],
  requiresFeature: 'timesheet_module',
  entries: [
    { label: TIMESHEET_TITLES.dashboard, to: '/app/timesheet/dashboard', icon: LayoutGrid },
    { label: TIMESHEET_TITLES.entry, to: '/app/timesheet/entry', icon: Timer },
    { label: TIMESHEET_TITLES.projects, to: '/app/projects', icon: FolderKanban },
    { label: TIMESHEET_TITLES.analytics, to: '/app/timesheet/analytics', icon: BarChart3, adminOnly: true },
    { label: TIMESHEET_TITLES.requests, to: '/app/timesheet/requests', icon: CalendarClock },
    // HR only: the route's manage_users hides it from everyone else.
    { label: TIMESHEET_TITLES.attendanceSheet, to: '/app/timesheet/attendance-sheet', icon: FileSpreadsheet },
  ],
};
