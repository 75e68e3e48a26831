import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AuthSession, DEMO_PASSWORD } from '@portale/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '@/app';
import { users } from '@/platform/auth/tables';
import { loadConfig, type ServerConfig } from '@/platform/config';
import { createPglite, type Database, SERVER_SESSION_OPTIONS, wrapPglite, wrapPool } from '@/platform/db/database';
import type { Mailer, MailMessage } from '@/platform/mail/mailer';
import { withDatabase } from './global-setup';

export interface TestDatabase extends Database {
  /** A second connection to the same database, as another server instance would have. */
  openTwin(): Promise<Database>;
  /**
   * Statements sent to the database so far (a transaction's begin and commit included), to pin how many
   * queries an endpoint runs: read it before and after a request.
   */
  queryCount(): number;
}

/** A fresh copy of the migrated, demo-seeded template database, on PGlite or on TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('templateDatabase');
  if (url && template) {
    const name = `${template.replace('portale_tpl_', 'portale_t')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.end();
    }
    const connectionString = withDatabase(url, name);
    const pool = new pg.Pool({ connectionString, max: 4, options: SERVER_SESSION_OPTIONS });
    let queries = 0;
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        queries++;
        return query(...args);
      };
    });
    const database = wrapPool(pool);
    const testDatabase: TestDatabase = {
      ...database,
      queryCount: () => queries,
      openTwin: async () => wrapPool(new pg.Pool({ connectionString, max: 2, options: SERVER_SESSION_OPTIONS })),
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
    // The pool's figures are a getter: the spread above would have frozen them at their first value.
    Object.defineProperty(testDatabase, 'pool', { get: () => database.pool });
    return testDatabase;
  }
  const tarball = readFileSync(inject('pgliteTemplatePath'));
  const client = await createPglite({ loadDataDir: new Blob([tarball]) });
  let queries = 0;
  const counted = <T extends { query: (...args: never[]) => unknown }>(target: T) => {
    const query = target.query.bind(target);
    target.query = ((...args: Parameters<T['query']>) => {
      queries++;
      return query(...args);
    }) as T['query'];
  };
  counted(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => {
    queries += 2; // begin and commit, as a PostgreSQL connection counts them
    return transaction((tx) => {
      counted(tx);
      return callback(tx);
    });
  };
  // PGlite lives in this process: a second instance shares the client, and only the first closes it.
  return {
    ...wrapPglite(client),
    queryCount: () => queries,
    openTwin: async () => ({ ...wrapPglite(client), close: async () => undefined }),
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database. Call `close()` in afterAll/afterEach. */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  extra: { mailer?: Mailer } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'portale-files-'));
  const config: ServerConfig = { ...loadConfig({}), webDistDir: null, demoMode: true, filesDir, ...overrides };
  const app = await buildApp({ database, config, mailer: extra.mailer });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export interface LoggedIn {
  cookie: string;
  csrf: string;
  session: AuthSession;
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('portale_sid'));
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<LoggedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  const session = response.json().data as AuthSession;
  return { cookie: sessionCookieOf(response), csrf: session.csrf_token, session };
}

export type DemoUsername = 'admin' | 'manager' | 'dipendente' | 'cliente';

/** The four demo users logged in, one per role, and every user's id by username. */
export async function loginDemoStaff(t: TestApp): Promise<{
  admin: LoggedIn;
  manager: LoggedIn;
  employee: LoggedIn;
  client: LoggedIn;
  ids: Record<DemoUsername, string> & Record<string, string>;
}> {
  const [admin, manager, employee, client] = await Promise.all([
    login(t.app, 'admin'),
    login(t.app, 'manager'),
    login(t.app, 'dipendente'),
    login(t.app, 'cliente'),
  ]);
  const rows = await t.database.db.select({ id: users.id, username: users.username }).from(users);
  const ids = Object.fromEntries(rows.map((r) => [r.username, r.id])) as Record<DemoUsername, string>;
  return { admin, manager, employee, client, ids };
}

/** Injects a request as a logged-in user, with the CSRF header a browser client would send. */
export function as(app: FastifyInstance, who: LoggedIn, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, ...options.headers },
  });
}

/** A mailer that keeps what it would have sent. */
export function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    enabled: true,
    sent,
    describe: () => 'smtp.test:587',
    async send(message) {
      sent.push(message);
    },
  };
}

/** A 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with one file field, as a browser would send it. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----portale${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
