import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './lock';
/**
 * The one database type the code sees, whichever driver is underneath. Typed without the table collection: no
 * code uses relational `db.query.*`, so a service's type depends only on the tables it imports.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'embedded' | 'server';

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which Drizzle's shared type does not express. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs raw SQL with parameters; used by migrations and a few hot paths. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * A prepared statement always run with its generic plan: parsed and planned once per connection, then only
   * executed. For a big statement whose plan hardly depends on its parameters (the global search's union of
   * providers), PostgreSQL's default kept planning a custom plan on every call, which cost more than running it
   * (docs/benchmarks.md). `name` must identify `text`. Both drivers run PREPARE once per connection and then
   * EXECUTE with the parameters as literals (strings, numbers and booleans; anything else runs as a plain query);
   * on PostgreSQL with `SET LOCAL plan_cache_mode = force_generic_plan` in the same implicit transaction.
   */
  queryPrepared<T = Record<string, unknown>>(name: string, text: string, params: unknown[]): Promise<T[]>;
  pool: { total: number; idle: number; waiting: number } | null;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends a NOTIFY, seen by every listener on this database: other instances included. */
  notify(channel: string, payload: string): Promise<void>;
  /** Runs `fn` while holding a PostgreSQL advisory lock (a no-op wrapper on the single-process PGlite). */
  withAdvisoryLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Embedded only: a consistent gzipped tarball of the whole data directory, taken between two queries after a
   * checkpoint (the backup; see platform/backup). Null on a real server, which pg_dump copies instead.
   */
  dumpDataDir: (() => Promise<Blob>) | null;
  close(): Promise<void>;
}

const STATEMENT_NAME = /^[a-z0-9_]+$/;

/** The statements PREPAREd on each pooled connection (true), or that PREPARE could not type (false). */
const preparedOn = new WeakMap<pg.PoolClient, Map<string, boolean>>();

/** A parameter as an SQL literal for PGlite's EXECUTE, or null when it is of a type not written here. */
function sqlLiteral(value: unknown): string | null {
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`; // standard_conforming_strings is on
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return String(value);
  return null;
}

export function wrapPglite(client: PGlite, onClose?: () => void): Database {
  // Statements prepared in this PGlite session (a single connection): in WebAssembly, planning the search
  // statement on every call cost more than running it (with 20,000 people, 37-88 ms per people search planned
  // each time, 2-20 ms prepared, at load average 16).
  const prepared = new Map<string, boolean>();
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'embedded',
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query<T>(text, params)).rows;
    },
    async queryPrepared<T>(name: string, text: string, params: unknown[]) {
      const literals = params.map(sqlLiteral);
      if (!STATEMENT_NAME.test(name) || literals.some((l) => l === null) || prepared.get(name) === false) {
        return (await client.query<T>(text, params)).rows;
      }
      if (!prepared.has(name)) {
        // A statement whose parameter types PREPARE cannot infer stays a plain query.
        const ok = await client.query(`prepare ${name} as ${text}`).then(
          () => true,
          () => false,
        );
        prepared.set(name, ok);
        if (!ok) return (await client.query<T>(text, params)).rows;
      }
      const results = await client.exec(
        `set local plan_cache_mode = force_generic_plan; execute ${name}(${literals.join(', ')})`,
      );
      return results[1]!.rows as T[];
    },
    pool: null,
    listen: (channel, handler) => client.listen(channel, handler),
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    withAdvisoryLock: (_lockId, fn) => fn(),
    async dumpDataDir() {
      await client.query('checkpoint');
      return client.dumpDataDir('gzip');
    },
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

export function wrapPool(pool: pg.Pool): Database {
  // An idle connection dropped by the server (restart, failover) emits 'error' on the pool; unhandled, it
  // would crash the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => console.warn(`Connessione PostgreSQL inattiva chiusa: ${error.message}`));
  const listener = new PoolListener(pool);
  return {
    db: drizzleNodePg(pool) as unknown as Db,
    kind: 'server',
    async query<T>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as T[];
    },
    async queryPrepared<T>(name: string, text: string, params: unknown[]) {
      const literals = params.map(sqlLiteral);
      if (!STATEMENT_NAME.test(name) || literals.some((l) => l === null)) {
        return (await pool.query({ name, text, values: params })).rows as T[];
      }
      const client = await pool.connect();
      try {
        const prepared = preparedOn.get(client) ?? new Map<string, boolean>();
        preparedOn.set(client, prepared);
        if (!prepared.has(name)) {
          // A statement whose parameter types PREPARE cannot infer runs as a named protocol statement instead.
          const ok = await client.query(`prepare ${name} as ${text}`).then(
            () => true,
            () => false,
          );
          prepared.set(name, ok);
        }
        if (!prepared.get(name)) return (await client.query({ name, text, values: params })).rows as T[];
        // One round trip, one implicit transaction: SET LOCAL ends with it, so no other statement on this
        // connection sees the setting.
        const results = (await client.query(
          `set local plan_cache_mode = force_generic_plan; execute ${name}(${literals.join(', ')})`,
        )) as unknown as pg.QueryResult[];
        return results[1]!.rows as T[];
      } finally {
        client.release();
      }
    },
    get pool() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    listen: (channel, handler) => listener.listen(channel, handler),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
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
    dumpDataDir: null,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** The extensions every embedded database loads (search needs trigrams and accent folding). */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
  });
}

/**
 * LISTEN needs one long-lived connection outside the pool. It is opened on first use and re-opened (with
 * every channel re-subscribed) if the server drops it.
 */
class PoolListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;

  constructor(private readonly pool: pg.Pool) {}

  private connect(): Promise<pg.Client> {
    this.connecting ??= (async () => {
      const client = new pg.Client(this.pool.options);
      client.on('notification', (message) => {
        for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      client.on('error', () => this.reconnect());
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`listen "${channel}"`);
      this.client = client;
      return client;
    })();
    return this.connecting;
  }

  private reconnect(): void {
    this.client?.end().catch(() => undefined);
    this.client = null;
    this.connecting = null;
    if (!this.closed && this.handlers.size)
      setTimeout(() => void this.connect().catch(() => this.reconnect()), 1000).unref();
  }

  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Canale non valido: ${channel}`);
    const set = this.handlers.get(channel) ?? new Set();
    const first = set.size === 0;
    set.add(handler);
    this.handlers.set(channel, set);
    const client = await this.connect();
    if (first) await client.query(`listen "${channel}"`);
    return async () => {
      set.delete(handler);
      if (set.size === 0) {
        this.handlers.delete(channel);
        await this.client?.query(`unlisten "${channel}"`).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}

/**
 * Settings of every pooled PostgreSQL session, sent at connection start-up (no extra round trip). JIT off: our
 * statements are short reads on indexes, and once the planner's estimate crosses jit_above_cost (a list over
 * 100,000 documents, a search for a common word) PostgreSQL compiled them with LLVM, which cost tens to hundreds of
 * milliseconds for queries that run in a few (docs/benchmarks.md). Behind PgBouncer, list `options` in its
 * `ignore_startup_parameters` (docs/operations.md).
 */
export const SERVER_SESSION_OPTIONS = '-c jit=off';

/** Opens PGlite in `dataDir` (locked against a second process) or a pooled connection to `databaseUrl`. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  poolMax?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      options: SERVER_SESSION_OPTIONS,
    });
    await pool.query('select 1');
    return wrapPool(pool);
  }
  const unlock = lockDataDir(options.dataDir);
  try {
    const client = await createPglite({ dataDir: options.dataDir });
    return wrapPglite(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}
