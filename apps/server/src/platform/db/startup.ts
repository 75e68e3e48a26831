import type { ServerConfig } from '@/platform/config';
import { type Database, openDatabase } from './database';
import { migrate } from './migrate';
import { MIGRATIONS_DIR } from './migrations-dir';

/** Opens the configured database and brings its schema up to date: the start of every entry point. */
export async function openMigratedDatabase(config: ServerConfig): Promise<{ database: Database; applied: string[] }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
  try {
    return { database, applied: await migrate(database, MIGRATIONS_DIR) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
