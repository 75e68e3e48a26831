import { fileURLToPath } from 'node:url';

/** The SQL migrations: apps/server/drizzle when running from source, copied next to the bundle when built. */
export const MIGRATIONS_DIR = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../../../drizzle' : './drizzle', import.meta.url),
);
