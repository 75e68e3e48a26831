/** Anyone who works on projects: members (manage_timesheets), viewers of all, editors. Records are checked in SQL. */
export const ON_PROJECTS = {
  permission: ['view_all_projects', 'manage_timesheets', 'edit_project'],
  feature: 'timesheet_module',
} as const;

export const EDITORS = { permission: 'edit_project', feature: 'timesheet_module' } as const;
