import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { loadConfig } from '@/platform/config';
import { createPglite, type Database, selectRows, wrapPglite } from '@/platform/db/database';
import { migrate } from '@/platform/db/migrate';
import { MIGRATIONS_DIR } from '@/platform/db/migrations-dir';
import { LocalDiskStorage } from '@/platform/storage/local-disk';
import { seed } from '@/seed/seed';
import { as, type LoggedIn, login } from './helpers';
import { TEST_SEED } from './seed-options';

// The demo archive as `npm start` seeds it (issue 17): a brand-new embedded database with the full demo company and
// a storage on disk, then the real app reading it.
const TODAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
}).format(new Date());
let database: Database;
let app: FastifyInstance;
let filesDir: string;
let seedMs = 0;
let admin: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;

beforeAll(async () => {
  database = wrapPglite(await createPglite());
  await migrate(database, MIGRATIONS_DIR);
  filesDir = mkdtempSync(join(tmpdir(), 'portale-demo-files-'));
  const storage = new LocalDiskStorage(filesDir);
  const started = performance.now();
  await seed(database.db, {
    ...TEST_SEED,
    demoCompany: true,
    today: TODAY,
    storage,
  });
  seedMs = performance.now() - started;
  const config = {
    ...loadConfig({}),
    webDistDir: null,
    demoMode: true,
    filesDir,
  };
  app = await buildApp({ database, config, storage });
  [admin, employee, client] = await Promise.all([login(app, 'admin'), login(app, 'dipendente'), login(app, 'cliente')]);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const folderNames = async (who: LoggedIn) =>
  ((await as(app, who, { url: '/api/document-folders' })).json().data.folders as { name: string }[])
    .map((f) => f.name)
    .sort();
const titles = async (who: LoggedIn, query: string) => {
  const response = await as(app, who, {
    url: `/api/documents/search?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { title: string }[]).map((d) => d.title).sort();
};

describe('demo archive', () => {
  it('gives the folder tree to staff, without HR for the employee, and only the shared folder to the client', async () => {
    expect(await folderNames(admin)).toEqual(
      ['Amministrazione', 'Arredi Ferrari S.r.l.', 'Clienti', 'Commerciale', 'HR', 'Progetti', 'Qualità'].sort(),
    );
    expect(await folderNames(employee)).not.toContain('HR');
    expect(await folderNames(employee)).toContain('Arredi Ferrari S.r.l.');
    expect(await folderNames(client)).toEqual(['Arredi Ferrari S.r.l.']);
    console.info(`demo seed with documents: ${Math.round(seedMs)} ms`);
  });

  it('finds words inside the files right after the seed, within what each person may read', async () => {
    expect(await titles(admin, 'q=truciolari')).toEqual(['Verbale di collaudo prima fase']);
    expect(await titles(client, 'q=truciolari')).toEqual(['Verbale di collaudo prima fase']);
    expect(await titles(admin, 'q=quattordici')).toEqual(['Modello contratto di assunzione']);
    expect(await titles(employee, 'q=quattordici')).toEqual([]);
    expect(await titles(client, 'q=canone')).toEqual([]);
  });

  it('serves the stored bytes and keeps the states the demo shows', async () => {
    const rows = await selectRows<{
      id: string;
      title: string;
      versions: number;
      checked_out: string | null;
    }>(
      database.db,
      sql`select d.id, d.title, (select count(*)::int from document_versions v where v.document_id = d.id) as versions,
            u.username as checked_out
          from documents d left join users u on u.id = d.checked_out_by order by d.title`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((r) => r.versions === 2).map((r) => r.title)).toEqual(['Listino prezzi servizi di consulenza']);
    expect(rows.filter((r) => r.checked_out).map((r) => r.checked_out)).toEqual(['manager']);
    const [expiring] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from documents where expires_on between ${TODAY}::date and ${TODAY}::date + 30`,
    );
    expect(expiring!.n).toBe(2);
    const listino = rows.find((r) => r.title.startsWith('Listino'))!;
    const download = await as(app, admin, {
      url: `/api/documents/${listino.id}/download`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('euro 760 al giorno');
    // Each document's activity tells how it came to be, from the audit log.
    const kinds = async (id: string) =>
      ((await as(app, admin, { url: `/api/documents/${id}/activity` })).json().data.items as { kind: string }[]).map(
        (item) => item.kind,
      );
    expect(await kinds(listino.id)).toEqual(['version_added', 'uploaded']);
    expect(await kinds(rows.find((r) => r.checked_out)!.id)).toEqual(['checked_out', 'uploaded']);
  });

  it('draws the thumbnails of the demo PDFs once the queue runs, and the client sees those of its folder', async () => {
    await app.scheduler.runNow('documents-extraction');
    const states = await selectRows<{ file: string; state: string }>(
      database.db,
      sql`select fi.original_name as file, v.thumbnail_state as state from document_versions v
        join files fi on fi.id = v.file_id order by fi.original_name`,
    );
    const pdfs = states.filter((row) => row.file.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThanOrEqual(5);
    expect(pdfs.every((row) => row.state === 'done')).toBe(true);
    expect(states.filter((row) => !row.file.endsWith('.pdf')).every((row) => row.state === 'unsupported')).toBe(true);
    const shared = (await as(app, client, { url: '/api/documents?per_page=50' })).json().data.items as {
      title: string;
      thumbnail_url: string | null;
    }[];
    const collaudo = shared.find((item) => item.title === 'Verbale di collaudo prima fase')!;
    const picture = await as(app, client, { url: collaudo.thumbnail_url! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('files the demo attachments on their records, readable only by who may read each record', async () => {
    const [dipendente] = await selectRows<{ id: string }>(
      database.db,
      sql`select id from users where username = 'dipendente'`,
    );
    const names = async (who: LoggedIn, type: string, id: string) => {
      const response = await as(app, who, { url: `/api/attachments/${type}/${id}` });
      return response.statusCode === 200
        ? (response.json().data.items as { name: string }[]).map((a) => a.name).sort()
        : response.statusCode;
    };
    const own = ['Attestato formazione sicurezza.pdf', 'Contratto di assunzione.pdf'];
    expect(await names(employee, 'person', dipendente!.id)).toEqual(own);
    expect(await names(admin, 'person', dipendente!.id)).toEqual(own);
    expect(await names(client, 'person', dipendente!.id)).toBe(404);
    const records = await selectRows<{ record_type: string; record_id: string; file_id: string }>(
      database.db,
      sql`select record_type, record_id, file_id from attachments order by name`,
    );
    expect(records.map((r) => r.record_type).sort()).toEqual([
      'contract',
      'person',
      'person',
      'project_task',
      'project_task',
    ]);
    const contract = records.find((r) => r.record_type === 'contract')!;
    expect(await names(admin, 'contract', contract.record_id)).toEqual(['Contratto firmato.pdf']);
    const [signed] = (await as(app, admin, { url: `/api/attachments/contract/${contract.record_id}` })).json().data
      .items as { id: string }[];
    const download = await as(app, admin, { url: `/api/attachments/file/${signed!.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('%PDF-')).toBe(true);
    const [uploads] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from audit_log where action = 'attachment.uploaded'`,
    );
    expect(uploads!.n).toBe(5);
  });
});
