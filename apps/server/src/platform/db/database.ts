import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'embedded' | 'server';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs raw SQL with parameters; used by migrations and a few hot paths. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  pool: { total: number; idle: number; waiting: number } | null;
  /** Runs `fn` while holding a PostgreSQL advisory lock (a no-op wrapper on the single-process PGlite). */
  withAdvisoryLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function wrapPglite(client: PGlite, onClose?: () => void): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'embedded',
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query<T>(text, params)).rows;
    },
    pool: null,
    withAdvisoryLock: (_lockId, fn) => fn(),
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

export function wrapPool(pool: pg.Pool): Database {
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    kind: 'server',
    async query<T>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as T[];
    },
    get pool() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    async withAdvisoryLock(lockId, fn) {
      // Session-level lock: it must be taken and released on the same connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockId]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** Opens PGlite in `dataDir` (locked against a second process) or a pooled connection to `databaseUrl`. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  poolMax?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    await pool.query('select 1');
    return wrapPool(pool);
  }
  const unlock = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create(options.dataDir);
    return wrapPglite(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}
