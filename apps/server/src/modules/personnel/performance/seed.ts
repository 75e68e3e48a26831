import type { Db } from '../../../platform/db/database';

/** Demo data of personnel performance (demo mode, empty database only). */
export async function seedDemoReviews(_db: Db): Promise<void> {}
