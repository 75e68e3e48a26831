import type { Db } from '@/platform/db/database';
import { seedDemoDepartments } from './departments/seed';
import { seedDemoEmployeeRecords } from './employees/seed';
import { seedDemoReviews } from './performance/seed';
import { seedDemoSkills } from './skills/seed';

/** Demo S.r.l.'s departments, personnel records, skills and reviews (demo mode, empty database only). */
export async function seedDemoPersonnelModule(db: Db): Promise<void> {
  await seedDemoDepartments(db);
  await seedDemoEmployeeRecords(db);
  await seedDemoSkills(db);
  await seedDemoReviews(db);
}
