import type { Db } from '@/platform/db/database';
import { seedDemoTimesheets } from './entries/seed';
import { seedDemoProjects } from './projects/seed';
import { seedDemoLeaveRequests } from './requests/seed';

/** Demo S.r.l.'s projects, their logged hours and some leave requests (demo mode, empty database only). */
export async function seedDemoTimesheetModule(db: Db): Promise<void> {
  await seedDemoProjects(db);
  // Leave before hours, so nobody logs time on a day they were away.
  await seedDemoLeaveRequests(db);
  await seedDemoTimesheets(db);
}
