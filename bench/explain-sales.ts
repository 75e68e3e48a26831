// EXPLAIN (ANALYZE, BUFFERS) of every statement the proposals list, the board or the clients list runs, on a database
// bench/sales.ts kept with BENCH_KEEP=1, as the demo manager:
//   EXPLAIN_DB=portale_bench_xxx npx tsx --tsconfig bench/tsconfig.json bench/explain-sales.ts list 'status=inviata'
//   EXPLAIN_DB=portale_bench_xxx npx tsx --tsconfig bench/tsconfig.json bench/explain-sales.ts board
//   EXPLAIN_DB=portale_bench_xxx npx tsx --tsconfig bench/tsconfig.json bench/explain-sales.ts clients 'q=rossi'
// Prints planning and execution time per statement (EXPLAIN_FULL=1: the whole plan; EXPLAIN_REPEAT=n: the last of n
// runs; EXPLAIN_SQL=1: the statement), or with EXPLAIN_TIME=n the wall-clock time per run of the whole read over n runs
// and the CPU time per run of the PostgreSQL backend and of this process, which a loaded machine inflates far less.

import { readFileSync } from 'node:fs';
import { BoardQuery, ClientListQuery, DEFAULT_ROLE_PERMISSIONS, ProposalListQuery } from '@portale/shared';
import pg from 'pg';
import { listClients } from '../apps/server/src/modules/sales/clients/queries';
import { getBoard } from '../apps/server/src/modules/sales/proposals/board';
import { listProposals } from '../apps/server/src/modules/sales/proposals/queries';
import type { Actor } from '../apps/server/src/platform/auth/actor';
import { type Db, SERVER_SESSION_OPTIONS, wrapPool } from '../apps/server/src/platform/db/database';

const base =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(base);
url.pathname = `/${process.env.EXPLAIN_DB}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 1, options: SERVER_SESSION_OPTIONS });
const database = wrapPool(pool);
const [user] = (await pool.query(`select id from users where username = 'manager'`)).rows;
const actor = {
  userId: user.id,
  username: 'manager',
  name: 'manager',
  role: 'manager',
  permissions: new Set(DEFAULT_ROLE_PERMISSIONS.manager),
} as unknown as Actor;
const repeat = Number(process.env.EXPLAIN_REPEAT ?? 1);

type Compiling = { execute: (q: unknown) => Promise<unknown>; dialect: { sqlToQuery: (q: unknown) => Query } };
type Query = { sql: string; params: unknown[] };

/** The module's Db, explaining each statement before running it. */
const explaining = new Proxy(database.db as unknown as Compiling, {
  get(target, prop) {
    if (prop !== 'execute') return Reflect.get(target, prop);
    return async (statement: unknown) => {
      const { sql, params } = target.dialect.sqlToQuery(statement);
      if (process.env.EXPLAIN_SQL) console.log(sql, params);
      let plan: string[] = [];
      for (let i = 0; i < repeat; i++) {
        const { rows } = await pool.query(`explain (analyze, buffers, timing off) ${sql}`, params);
        plan = rows.map((row) => row['QUERY PLAN'] as string);
      }
      const times = plan.filter((line) => /^(Planning|Execution) Time|JIT:|Timing:/.test(line.trim()));
      console.log(process.env.EXPLAIN_FULL ? `${plan.join('\n')}\n-----` : times.map((t) => t.trim()).join(' | '));
      return target.execute(statement);
    };
  },
}) as unknown as Db;

const [kind, argument] = process.argv.slice(2);
const params = Object.fromEntries(new URLSearchParams(argument ?? ''));
const [{ id: pipelineId }] = (await pool.query('select id::text as id from sales_pipelines where is_default')).rows;
const run = (db: Db) =>
  kind === 'board'
    ? getBoard(db, actor, pipelineId, BoardQuery.parse(params))
    : kind === 'clients'
      ? listClients(db, ClientListQuery.parse(params))
      : listProposals(db, actor, ProposalListQuery.parse(params));
/** CPU time of this connection's PostgreSQL backend so far, in ms (utime + stime of /proc/<pid>/stat). */
async function backendCpu(): Promise<number> {
  const [{ pid }] = (await pool.query('select pg_backend_pid() as pid')).rows;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const timedRuns = Number(process.env.EXPLAIN_TIME ?? 0);
if (timedRuns > 0) {
  await run(database.db);
  const [pgBefore, nodeBefore, started] = [await backendCpu(), process.cpuUsage(), performance.now()];
  for (let i = 0; i < timedRuns; i++) await run(database.db);
  const wall = (performance.now() - started) / timedRuns;
  const node = process.cpuUsage(nodeBefore);
  const pgMs = ((await backendCpu()) - pgBefore) / timedRuns;
  const nodeMs = (node.user + node.system) / 1000 / timedRuns;
  console.log(
    `${wall.toFixed(2)} ms per run; CPU per run: PostgreSQL ${pgMs.toFixed(2)} ms, Node ${nodeMs.toFixed(2)} ms (${timedRuns} runs)`,
  );
} else {
  await run(explaining);
}
await database.close();
