import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type Database, SERVER_SESSION_OPTIONS, wrapPglite, wrapPool } from '@/platform/db/database';
import { migrate, migrationFiles } from '@/platform/db/migrate';
import { MIGRATIONS_DIR } from '@/platform/db/migrations-dir';
import { withDatabase } from './global-setup';

// Migration 0023 turned a project's free-text client into a client company (docs/timesheet.md, "The client of a
// project"): a brand-new database migrated up to 0022, projects typed the old way, then the rest of the migrations.
// On PGlite, and on a throwaway database of TEST_DATABASE_URL when it is set.

const url = process.env.TEST_DATABASE_URL;
const dbName = `portale_mig_${randomBytes(4).toString('hex')}`;
const dir = mkdtempSync(join(tmpdir(), 'portale-migrations-'));
let database: Database;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Applies the repository's migrations whose file name sorts before `stop` (all of them without one). */
async function migrateUpTo(stop?: string) {
  for (const file of migrationFiles(MIGRATIONS_DIR))
    if (!stop || file < stop) copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
  return migrate(database, dir);
}

const query = <T>(text: string, params: unknown[] = []) => database.query<T & Record<string, unknown>>(text, params);

interface Row {
  code: string;
  client_company_id: string | null;
  client_name: string;
  company: string | null;
}
const projectsByCode = async () =>
  Object.fromEntries(
    (
      await query<Row>(
        `select p.code, p.client_company_id::text as client_company_id, p.client_name, cc.name as company
         from projects p left join client_companies cc on cc.id = p.client_company_id order by p.code`,
      )
    ).map((row) => [row.code, row]),
  ) as Record<string, Row>;

beforeAll(async () => {
  if (url) {
    await admin(`create database ${dbName}`);
    database = wrapPool(
      new pg.Pool({ connectionString: withDatabase(url, dbName), max: 2, options: SERVER_SESSION_OPTIONS }),
    );
  } else {
    database = wrapPglite(await createPglite());
  }
  const before = await migrateUpTo('0023');
  expect(before.at(-1)).toBe('0022_documents_list_indexes.sql');
  // A client company that already existed (a `cliente` account's), and projects typed as free text.
  const [bianchi] = await query<{ id: string }>(
    `insert into client_companies (name, vat_number, created_at) values ('Bianchi Costruzioni S.p.A.', '01234567897', now() - interval '1 year') returning id::text as id`,
  );
  await query(
    `insert into projects (code, name, client_name) values
      ('P1', 'Impianto', 'Rossi Impianti S.r.l.'),
      ('P2', 'Manutenzione', '  rossi impianti S.R.L. '),
      ('P3', 'Cantiere', 'BIANCHI COSTRUZIONI S.P.A.'),
      ('P4', 'Intranet', ''),
      ('P5', 'Formazione', '   '),
      ('P6', 'Sito', 'Verdi & Figli')`,
  );
  await query(`update projects set deleted_at = now() where code = 'P6'`);
  expect(bianchi).toBeDefined();
  const after = await migrateUpTo();
  expect(after[0]).toBe('0023_sales_deals.sql');
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (url) await admin(`drop database if exists ${dbName} with (force)`);
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 0023: a project’s client becomes a client company', () => {
  it('links two spellings of one name to one new company and names both projects after it', async () => {
    const projects = await projectsByCode();
    expect(projects.P1!.client_company_id).not.toBeNull();
    expect(projects.P2!.client_company_id).toBe(projects.P1!.client_company_id);
    // One of the spellings, trimmed, names the company; both projects now carry that name.
    expect(['Rossi Impianti S.r.l.', 'rossi impianti S.R.L.']).toContain(projects.P1!.company);
    expect(projects.P1!.client_name).toBe(projects.P1!.company);
    expect(projects.P2!.client_name).toBe(projects.P1!.company);
    const rossi = await query<{ n: number }>(
      `select count(*)::int as n from client_companies where lower(name) = 'rossi impianti s.r.l.'`,
    );
    expect(rossi[0]!.n).toBe(1);
  });

  it('reuses a client company that already had the name, and leaves blank clients internal', async () => {
    const projects = await projectsByCode();
    const [bianchi] = await query<{ id: string }>(
      `select id::text as id from client_companies where name = 'Bianchi Costruzioni S.p.A.'`,
    );
    expect(projects.P3).toMatchObject({ client_company_id: bianchi!.id, client_name: 'Bianchi Costruzioni S.p.A.' });
    expect(projects.P4).toMatchObject({ client_company_id: null, client_name: '' });
    expect(projects.P5!.client_company_id).toBeNull();
    // A soft-deleted project is linked as well: it still names its client.
    expect(projects.P6).toMatchObject({ company: 'Verdi & Figli', client_name: 'Verdi & Figli' });
    const companies = await query<{ name: string; status: string | null }>(
      `select cc.name, sc.status from client_companies cc left join sales_clients sc on sc.client_company_id = cc.id
       order by lower(cc.name)`,
    );
    expect(companies.map((c) => c.name.toLowerCase())).toEqual([
      'bianchi costruzioni s.p.a.',
      'rossi impianti s.r.l.',
      'verdi & figli',
    ]);
    // Each is a client of the CRM.
    expect(companies.map((c) => c.status)).toEqual(['cliente', 'cliente', 'cliente']);
  });

  it('keeps the name in step from then on: rename, relink, unlink, and a name never written by hand', async () => {
    const ids = Object.fromEntries(
      Object.entries(await projectsByCode()).map(([code, row]) => [code, row.client_company_id]),
    );
    await query(`update client_companies set name = 'Rossi Impianti e Servizi S.r.l.' where id = $1`, [ids.P1]);
    let projects = await projectsByCode();
    expect(projects.P1!.client_name).toBe('Rossi Impianti e Servizi S.r.l.');
    expect(projects.P2!.client_name).toBe('Rossi Impianti e Servizi S.r.l.');
    // A write of the name alone is overruled by the company's.
    await query(`update projects set client_name = 'Scritto a mano' where code = 'P1'`);
    await query(`update projects set client_company_id = $1 where code = 'P2'`, [ids.P3]);
    await query(`update projects set client_company_id = null where code = 'P3'`);
    await query(`insert into projects (code, name, client_name, client_company_id) values ('P7', 'Nuovo', 'x', $1)`, [
      ids.P3,
    ]);
    projects = await projectsByCode();
    expect(projects.P1!.client_name).toBe('Rossi Impianti e Servizi S.r.l.');
    expect(projects.P2!.client_name).toBe('Bianchi Costruzioni S.p.A.');
    expect(projects.P3).toMatchObject({ client_company_id: null, client_name: '' });
    expect(projects.P7!.client_name).toBe('Bianchi Costruzioni S.p.A.');
  });
});
