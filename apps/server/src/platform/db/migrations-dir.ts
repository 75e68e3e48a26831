import { fileURLToPath } from 'node:url';

/** The SQL migrations: apps/server/drizzle in development, copied next to the bundle in dist. */
export const MIGRATIONS_DIR = fileURLToPath(
  new URL(import.meta.url.includes('/dist/') ? './drizzle' : '../../../drizzle', import.meta.url),
);
