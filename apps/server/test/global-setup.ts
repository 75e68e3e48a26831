import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, wrapPglite, wrapPool } from '@/platform/db/database';
import { migrate } from '@/platform/db/migrate';
import { MIGRATIONS_DIR } from '@/platform/db/migrations-dir';
import { seed } from '@/seed/seed';
import { TEST_SEED } from './seed-options';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Embedded: a tarball of a migrated, seeded PGlite data directory that each test file loads. */
    pgliteTemplatePath: string;
    /** Real server: the template database each test file copies with CREATE DATABASE … TEMPLATE. */
    templateDatabase: string;
  }
}

/**
 * Migrates and seeds one template per run, so each test file starts from a fresh copy in well under a second
 * instead of migrating on its own. With TEST_DATABASE_URL the copies are real databases named after this
 * run, so concurrent runs on the same server never collide.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const template = `portale_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 2 });
    const database = wrapPool(pool);
    await migrate(database, MIGRATIONS_DIR);
    await seed(database.db, TEST_SEED);
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      const copies = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `portale_%_${runId}%`,
      ]);
      for (const { datname } of copies.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const client = await createPglite();
  const database = wrapPglite(client);
  await migrate(database, MIGRATIONS_DIR);
  await seed(database.db, TEST_SEED);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'portale-test-'));
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  project.provide('templateDatabase', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
