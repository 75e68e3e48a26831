import { execFile } from 'node:child_process';
import pg from 'pg';
import { BackupError } from './manifest';

// A real PostgreSQL server is copied with its own tools: pg_dump in custom format, pg_restore into an empty
// schema. Their version must be the server's or newer (the container image ships the client of PostgreSQL 16).

/** The URL without its password, which goes in PGPASSWORD: never on a command line other users can list. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env, maxBuffer: 16 * 1_048_576 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(
          new BackupError(`${command} non trovato: installa il client di PostgreSQL (pacchetto postgresql-client).`),
        );
      }
      reject(
        new BackupError(`${command} non riuscito: ${stderr.trim().split('\n').slice(-3).join(' ') || error.message}`),
      );
    });
  });
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function serverMigrations(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const result = await client.query<{ name: string }>('select name from schema_migrations order by name');
    return result.rows.map((r) => r.name);
  });
}

export async function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
}

/** Whether the database holds any table in the public schema (the portal's). */
export async function serverHasData(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const result = await client.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
    return (result.rows[0] as { n: number }).n > 0;
  });
}

/**
 * Restores a pg_dump archive into the database of `url`, after emptying its public schema (so tables of a newer
 * schema do not linger next to the restored ones). One transaction: on an error nothing changes.
 */
export async function pgRestore(url: string, file: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  });
  const { dbname, env } = connection(url);
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file],
    env,
  );
}
