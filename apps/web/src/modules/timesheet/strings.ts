/** Italian texts of the timesheet and projects sidebar group and page titles (spec §2). */
export const TIMESHEET_TEXT = {
  group: 'Timesheet e progetti',
  dashboard: 'Dashboard ore',
  entry: 'Inserimento ore',
  projects: 'Progetti',
  analytics: 'Reportistica',
  requests: 'Ferie e permessi',
} as const;
