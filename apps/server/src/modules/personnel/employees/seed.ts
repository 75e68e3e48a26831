import type { Db } from '../../../platform/db/database';

/** Demo data of personnel employees (demo mode, empty database only). */
export async function seedDemoEmployeeRecords(_db: Db): Promise<void> {}
