// EXPLAIN (ANALYZE, BUFFERS) of every statement the documents list or search runs, on a database bench/documents.ts
// kept with BENCH_KEEP=1, as the demo employee unless EXPLAIN_USER says otherwise (admin gets admin_access):
//   EXPLAIN_DB=portale_bench_xxx npx tsx --tsconfig bench/tsconfig.json bench/explain-documents.ts search contratto
//   EXPLAIN_DB=portale_bench_xxx npx tsx --tsconfig bench/tsconfig.json bench/explain-documents.ts list 'sort=title'
// Prints planning and execution time per statement, the prepared ones (list, search) with the generic plan they run
// with (EXPLAIN_FULL=1: the whole plan; EXPLAIN_REPEAT=n: the last of n runs; EXPLAIN_SQL=1: the statement), or with
// EXPLAIN_CPU=n the CPU time per run of the PostgreSQL backend and of this process over n runs, which a loaded
// machine inflates far less than wall-clock times.

import { readFileSync } from 'node:fs';
import { DocumentListQuery, DocumentSearchQuery } from '@portale/shared';
import pg from 'pg';
import { listDocuments } from '../apps/server/src/modules/documents/queries';
import { searchDocuments } from '../apps/server/src/modules/documents/search';
import type { Actor } from '../apps/server/src/platform/auth/actor';
import { type Database, type Db, SERVER_SESSION_OPTIONS, wrapPool } from '../apps/server/src/platform/db/database';

const base =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(base);
url.pathname = `/${process.env.EXPLAIN_DB}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 1, options: SERVER_SESSION_OPTIONS });
const database = wrapPool(pool);
const username = process.env.EXPLAIN_USER ?? 'dipendente';
const [user] = (await pool.query('select id, role from users where username = $1', [username])).rows;
const actor = {
  userId: user.id,
  username,
  name: username,
  role: user.role,
  permissions: new Set(user.role === 'admin' ? ['admin_access'] : []),
} as unknown as Actor;
const repeat = Number(process.env.EXPLAIN_REPEAT ?? 1);

type Compiling = { execute: (q: unknown) => Promise<unknown>; dialect: { sqlToQuery: (q: unknown) => Query } };
type Query = { sql: string; params: unknown[] };

/** EXPLAIN (ANALYZE, BUFFERS) of one statement `repeat` times: the last plan, or its times only. */
async function explain(run: (prefix: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<void> {
  let plan: string[] = [];
  for (let i = 0; i < repeat; i++) {
    plan = (await run('explain (analyze, buffers) ')).rows.map((row) => row['QUERY PLAN'] as string);
  }
  const times = plan.filter((line) => /^(Planning|Execution) Time/.test(line));
  console.log(process.env.EXPLAIN_FULL ? `${plan.join('\n')}\n-----` : times.join(' | '));
}

/** The module's Db, explaining each statement before running it. */
const db = new Proxy(database.db as unknown as Compiling, {
  get(target, prop) {
    if (prop !== 'execute') return Reflect.get(target, prop);
    return async (statement: unknown) => {
      const { sql, params } = target.dialect.sqlToQuery(statement);
      if (process.env.EXPLAIN_SQL) console.log(sql, params);
      await explain((prefix) => pool.query(`${prefix}${sql}`, params));
      return target.execute(statement);
    };
  },
}) as unknown as Db;

const literal = (value: unknown) => (typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value));
const prepared = new Set<string>();
/**
 * The database the list and search take: their prepared statements are explained with the generic plan they run
 * with (`EXPLAIN … EXECUTE` under force_generic_plan), then run.
 */
const explained: Database = {
  ...database,
  db,
  async queryPrepared<T>(name: string, text: string, params: unknown[]) {
    if (process.env.EXPLAIN_SQL) console.log(text, params);
    const client = await pool.connect();
    try {
      if (!prepared.has(name)) {
        await client.query(`prepare ${name} as ${text}`);
        prepared.add(name);
      }
      await client.query('set plan_cache_mode = force_generic_plan');
      const execute = `execute ${name}(${params.map(literal).join(', ')})`;
      await explain((prefix) => client.query(`${prefix}${execute}`));
      return (await client.query(execute)).rows as T[];
    } finally {
      await client.query('reset plan_cache_mode');
      client.release();
    }
  },
};

/** CPU time of this connection's PostgreSQL backend so far, in ms (utime + stime of /proc/<pid>/stat). */
async function backendCpu(): Promise<number> {
  const [{ pid }] = (await pool.query('select pg_backend_pid() as pid')).rows;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const [kind, argument] = process.argv.slice(2);
const run = (on: Database) =>
  kind === 'search'
    ? searchDocuments(on, actor, DocumentSearchQuery.parse({ q: argument ?? 'contratto' }))
    : listDocuments(on, actor, DocumentListQuery.parse(Object.fromEntries(new URLSearchParams(argument ?? ''))));
const cpuRuns = Number(process.env.EXPLAIN_CPU ?? 0);
if (cpuRuns > 0) {
  // EXPLAIN_CPU=n: no EXPLAIN; n runs, then the CPU per run of PostgreSQL's backend and of this process.
  await run(database);
  const [pgBefore, nodeBefore] = [await backendCpu(), process.cpuUsage()];
  for (let i = 0; i < cpuRuns; i++) await run(database);
  const node = process.cpuUsage(nodeBefore);
  const pgMs = ((await backendCpu()) - pgBefore) / cpuRuns;
  const nodeMs = (node.user + node.system) / 1000 / cpuRuns;
  console.log(`CPU per run: PostgreSQL ${pgMs.toFixed(2)} ms, Node ${nodeMs.toFixed(2)} ms (${cpuRuns} runs)`);
} else {
  const result = await run(explained);
  const first = result.items.slice(0, 3).map((i) => ('rank' in i ? `${i.title} (${i.rank})` : i.title));
  console.log(result.pagination, first);
}
await database.close();
