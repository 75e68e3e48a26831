import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { documentForm, makeFolder, pdfBytes, setAccess, uploaded } from './documents-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// A document's activity (docs/documents.md, "Attività"): its audit rows, newest first, in Italian, read like the
// document itself. Downloads of a confidential document only for those who may write it.

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let shared: string;
let internal: string;
let board: string;
let archive: string;

type Item = { kind: string; label: string; detail: string | null; actor: { name: string } | null; at: string };

const activity = async (who: LoggedIn, id: string, query = '') => {
  const response = await as(t.app, who, { url: `/api/documents/${id}/activity${query}` });
  return {
    status: response.statusCode,
    items: response.statusCode === 200 ? (response.json().data.items as Item[]) : [],
    pagination: response.statusCode === 200 ? response.json().data.pagination : null,
  };
};
const kinds = (items: Item[]) => items.map((i) => i.kind);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client } = await loginDemoStaff(t));
  const [company] = await selectRows<{ id: string }>(t.database.db, sql`select id from client_companies`);
  // Shared with the client's company (and the staff who read it); the rest of "Clienti" is internal.
  const clients = await makeFolder(t.app, admin, 'Clienti attività');
  const ferrari = await makeFolder(t.app, admin, 'Ferrari attività', clients);
  await setAccess(t.app, admin, `/api/document-folders/${ferrari}/access`, [
    { principal_type: 'client_company', principal_id: company!.id, level: 'read' },
    { principal_type: 'role', principal_id: 'employee', level: 'write' },
    { principal_type: 'role', principal_id: 'manager', level: 'read' },
  ]);
  archive = await makeFolder(t.app, admin, 'Archivio attività', clients);
  shared = await uploaded(
    t.app,
    admin,
    { folder_id: ferrari, title: 'Offerta condivisa', confidential: 'true' },
    { name: 'offerta.pdf', data: pdfBytes('attività offerta') },
  );
  internal = await uploaded(
    t.app,
    admin,
    { folder_id: clients, title: 'Nota interna' },
    { name: 'nota.pdf', data: pdfBytes('attività nota') },
  );
  // Direzione: managers only.
  const direction = await makeFolder(t.app, admin, 'Direzione attività');
  await setAccess(t.app, admin, `/api/document-folders/${direction}/access`, [
    { principal_type: 'role', principal_id: 'manager', level: 'read' },
  ]);
  board = await uploaded(
    t.app,
    admin,
    { folder_id: direction, title: 'Verbale riservato' },
    { name: 'verbale.pdf', data: pdfBytes('attività verbale') },
  );

  // The shared offer's life: a new version, a check-out and its release, an edit, a tag in bulk, a download.
  const version = await as(t.app, employee, {
    method: 'POST',
    url: `/api/documents/${shared}/versions`,
    ...documentForm({ note: 'Prezzi rivisti' }, { name: 'offerta-v2.pdf', data: pdfBytes('attività offerta 2') }),
  });
  expect(version.statusCode, version.body).toBe(201);
  expect((await as(t.app, employee, { method: 'POST', url: `/api/documents/${shared}/checkout` })).statusCode).toBe(
    200,
  );
  expect((await as(t.app, employee, { method: 'DELETE', url: `/api/documents/${shared}/checkout` })).statusCode).toBe(
    200,
  );
  const edit = await as(t.app, admin, {
    method: 'PATCH',
    url: `/api/documents/${shared}`,
    payload: { title: 'Offerta condivisa 2026', expires_on: '2031-01-31' },
  });
  expect(edit.statusCode, edit.body).toBe(200);
  const tag = await as(t.app, admin, {
    method: 'POST',
    url: '/api/documents/bulk',
    payload: { action: 'add_tag', ids: [shared, internal], tag: 'Offerte' },
  });
  expect(tag.statusCode, tag.body).toBe(200);
  expect((await as(t.app, admin, { url: `/api/documents/${shared}/download` })).statusCode).toBe(200);
  // The internal note moves to the archive, in bulk.
  const move = await as(t.app, admin, {
    method: 'POST',
    url: '/api/documents/bulk',
    payload: { action: 'move', ids: [internal], folder_id: archive },
  });
  expect(move.statusCode, move.body).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('a document activity', () => {
  it('tells what happened, newest first, with who and in Italian', async () => {
    const { status, items } = await activity(admin, shared);
    expect(status).toBe(200);
    expect(kinds(items)).toEqual([
      'downloaded',
      'tag_added',
      'edited',
      'checked_in',
      'checked_out',
      'version_added',
      'uploaded',
    ]);
    const byKind = Object.fromEntries(items.map((i) => [i.kind, i]));
    expect(byKind.uploaded).toMatchObject({ label: 'Documento caricato', detail: 'offerta.pdf' });
    expect(byKind.version_added).toMatchObject({
      label: 'Nuova versione caricata',
      detail: 'Versione 2 · offerta-v2.pdf',
      actor: { name: 'Giulia Esposito' },
    });
    expect(byKind.edited).toMatchObject({ label: 'Dettagli modificati', detail: 'Titolo, scadenza' });
    expect(byKind.tag_added).toMatchObject({ label: 'Etichetta aggiunta', detail: 'Offerte' });
    expect(byKind.downloaded).toMatchObject({ label: 'Scaricato (documento riservato)', detail: 'Versione 2' });
    for (const item of items) expect(Number.isNaN(Date.parse(item.at))).toBe(false);
  });

  it('names the folder a bulk move went to, and pages', async () => {
    const { items } = await activity(employee, internal);
    expect(items[0]).toMatchObject({ kind: 'moved', detail: 'In «Archivio attività»' });
    const first = await activity(admin, shared, '?per_page=2');
    expect(first.pagination).toMatchObject({ total: 7, total_pages: 4 });
    expect(kinds(first.items)).toEqual(['downloaded', 'tag_added']);
    const last = await activity(admin, shared, '?per_page=2&page=4');
    expect(kinds(last.items)).toEqual(['uploaded']);
  });

  it('shows the confidential downloads only to those who may write the document', async () => {
    // The employee writes the shared folder; the manager and the client only read it.
    expect(kinds((await activity(employee, shared)).items)).toContain('downloaded');
    const reader = await activity(manager, shared);
    expect(reader.status).toBe(200);
    expect(kinds(reader.items)).not.toContain('downloaded');
    expect(reader.pagination.total).toBe(6);
  });

  it('answers 404 to whoever may not read the document, like the document itself', async () => {
    expect((await activity(employee, board)).status).toBe(404);
    expect((await activity(manager, board)).status).toBe(200);
    expect((await activity(employee, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await activity(employee, 'not-an-id')).status).toBe(400);
  });

  it('gives a client only the documents shared with their company', async () => {
    const mine = await activity(client, shared);
    expect(mine.status).toBe(200);
    expect(kinds(mine.items)).toContain('version_added');
    expect(kinds(mine.items)).not.toContain('downloaded');
    expect((await activity(client, internal)).status).toBe(404);
    expect((await activity(client, board)).status).toBe(404);
  });

  it('keeps a trashed document out of reach, as its page', async () => {
    const trashed = await as(t.app, admin, { method: 'DELETE', url: `/api/documents/${internal}` });
    expect(trashed.statusCode).toBe(200);
    expect((await activity(admin, internal)).status).toBe(404);
    const back = await as(t.app, admin, { method: 'POST', url: `/api/documents/${internal}/restore` });
    expect(back.statusCode).toBe(200);
    expect(kinds((await activity(admin, internal)).items).slice(0, 2)).toEqual(['restored', 'trashed']);
  });
});
