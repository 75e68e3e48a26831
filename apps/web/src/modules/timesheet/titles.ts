/** Italian texts of the timesheet and projects sidebar group and page titles (spec §2). */
export const TIMESHEET_TITLES = {
  group: 'Timesheet e progetti',
  dashboard: 'Dashboard ore',
  entry: 'Inserimento ore',
  projects: 'Progetti',
  project: 'Progetto',
  newProject: 'Nuovo progetto',
  editProject: 'Modifica progetto',
  analytics: 'Reportistica',
  requests: 'Ferie e permessi',
  attendanceSheet: 'Foglio presenze',
} as const;
