import type { Db } from '../../../platform/db/database';

/** Demo data of personnel departments (demo mode, empty database only). */
export async function seedDemoDepartments(_db: Db): Promise<void> {}
