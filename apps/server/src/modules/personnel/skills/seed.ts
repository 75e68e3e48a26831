import type { Db } from '../../../platform/db/database';

/** Demo data of personnel skills (demo mode, empty database only). */
export async function seedDemoSkills(_db: Db): Promise<void> {}
