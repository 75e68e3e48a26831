import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { makeFolder, setAccess, textBytes, uploaded } from './documents-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// The owner filter (docs/documents.md, "Using the pages"): the list and the search filter by any person's id
// (`owner_id`), and `GET /api/documents/owners` names only people who own documents the user may read.
// Demo: Alessandra Rossi (admin), Marco Bianchi (manager), Giulia Esposito (dipendente), Luca Ferrari (cliente).

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
  const [company] = await selectRows<{ id: string }>(t.database.db, sql`select id from client_companies`);
  // Top level: staff read them. The manager's report and the employee's note.
  await uploaded(t.app, manager, { title: 'Relazione trimestrale' }, { name: 'relazione.txt', data: textBytes('r') });
  await uploaded(t.app, employee, { title: 'Nota di servizio' }, { name: 'nota.txt', data: textBytes('n') });
  // Shared with the client's company: the admin's offer.
  const shared = await makeFolder(t.app, admin, 'Proprietari condivisa');
  await setAccess(t.app, admin, `/api/document-folders/${shared}/access`, [
    { principal_type: 'client_company', principal_id: company!.id, level: 'read' },
    { principal_type: 'role', principal_id: 'employee', level: 'read' },
  ]);
  await uploaded(
    t.app,
    admin,
    { folder_id: shared, title: 'Offerta proprietari' },
    { name: 'offerta.txt', data: textBytes('o') },
  );
  // Administrators only, owned by the client: the employee and the manager may not read it.
  const board = await makeFolder(t.app, admin, 'Proprietari riservata');
  await setAccess(t.app, admin, `/api/document-folders/${board}/access`, [
    { principal_type: 'role', principal_id: 'admin', level: 'read' },
  ]);
  const secret = await uploaded(
    t.app,
    admin,
    { folder_id: board, title: 'Verbale proprietari' },
    { name: 'verbale.txt', data: textBytes('v') },
  );
  const handover = await as(t.app, admin, {
    method: 'PATCH',
    url: `/api/documents/${secret}`,
    payload: { owner_id: ids.cliente },
  });
  expect(handover.statusCode, handover.body).toBe(200);
}, 60_000);
afterAll(() => t.close());

const owners = async (who: LoggedIn, query = '') => {
  const response = await as(t.app, who, { url: `/api/documents/owners${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { id: string; name: string }[]).map((o) => o.name);
};
const titles = async (who: LoggedIn, url: string) => {
  const response = await as(t.app, who, { url });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { title: string }[]).map((d) => d.title).sort();
};

describe('the owner filter', () => {
  it('names only the people who own documents the user may read, by surname', async () => {
    expect(await owners(employee)).toEqual(['Marco Bianchi', 'Giulia Esposito', 'Alessandra Rossi']);
    expect(await owners(admin)).toEqual(['Marco Bianchi', 'Giulia Esposito', 'Luca Ferrari', 'Alessandra Rossi']);
    // The client reads only the shared folder: its owner alone, never the staff who own internal documents.
    expect(await owners(client)).toEqual(['Luca Ferrari', 'Alessandra Rossi']);
  });

  it('finds them by a few letters, accents and case folded, and puts the current value first', async () => {
    expect(await owners(employee, '?q=ESPÒ')).toEqual(['Giulia Esposito']);
    expect(await owners(employee, '?q=ferrari')).toEqual([]);
    expect(await owners(employee, `?id=${ids.admin}`)).toEqual([
      'Alessandra Rossi',
      'Marco Bianchi',
      'Giulia Esposito',
    ]);
    // An id that owns nothing readable is not named, even when asked for.
    expect(await owners(employee, `?id=${ids.cliente}`)).not.toContain('Luca Ferrari');
    const bad = await as(t.app, employee, { url: '/api/documents/owners?id=non-un-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('filters the list and the search by any owner, within what the user may read', async () => {
    expect(await titles(employee, `/api/documents?owner_id=${ids.manager}`)).toEqual(['Relazione trimestrale']);
    expect(await titles(employee, `/api/documents?owner_id=${ids.admin}`)).toEqual(['Offerta proprietari']);
    expect(await titles(employee, `/api/documents?owner_id=${ids.cliente}`)).toEqual([]);
    expect(await titles(admin, `/api/documents?owner_id=${ids.cliente}`)).toEqual(['Verbale proprietari']);
    expect(await titles(employee, `/api/documents/search?q=proprietari&owner_id=${ids.admin}`)).toEqual([
      'Offerta proprietari',
    ]);
    expect(await titles(employee, `/api/documents/search?q=proprietari&owner_id=${ids.cliente}`)).toEqual([]);
    expect(await titles(client, `/api/documents?owner_id=${ids.manager}`)).toEqual([]);
    const bad = await as(t.app, employee, { url: '/api/documents?owner_id=123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.owner_id).toEqual(['Proprietario non valido']);
  });
});
