import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { makeFolder, setAccess, textBytes, uploaded } from './documents-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// `my_rights.can_move` per role (docs/documents.md, "Who sees what" 6): moving a document or folder that inherits
// its access changes who reads it, so only its owner (creator) or an admin may; one with grants of its own moves
// with a write level. The right the API sends and what the server then allows must agree, single and bulk.
// Demo: manager and dipendente are in Delivery; cliente works for Arredi Ferrari S.r.l.

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
const f: Record<string, string> = {};
const d: Record<string, string> = {};

const rights = async (who: LoggedIn, id: string) => {
  const response = await as(t.app, who, { url: `/api/documents/${id}` });
  return response.statusCode === 200 ? response.json().data.my_rights.can_move : response.statusCode;
};
const folderMove = async (who: LoggedIn, id: string) => {
  const tree = (await as(t.app, who, { url: '/api/document-folders' })).json().data.folders;
  return tree.find((folder: { id: string }) => folder.id === id)?.my_rights.can_move ?? 'hidden';
};
const move = (who: LoggedIn, id: string, folderId: string) =>
  as(t.app, who, { method: 'PATCH', url: `/api/documents/${id}`, payload: { folder_id: folderId } });
const bulkMove = (who: LoggedIn, ids: string[], folderId: string) =>
  as(t.app, who, { method: 'POST', url: '/api/documents/bulk', payload: { action: 'move', ids, folder_id: folderId } });

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client } = await loginDemoStaff(t));
  const [delivery] = await selectRows<{ id: string }>(
    t.database.db,
    sql`select id from departments where code = 'DEL'`,
  );
  const [company] = await selectRows<{ id: string }>(t.database.db, sql`select id from client_companies`);
  // Delivery: the department and the client's company write; Archivio likewise, the destination of the moves.
  const grants = [
    { principal_type: 'department', principal_id: delivery!.id, level: 'write' as const },
    { principal_type: 'client_company', principal_id: company!.id, level: 'write' as const },
  ];
  f.delivery = await makeFolder(t.app, admin, 'Delivery');
  await setAccess(t.app, admin, `/api/document-folders/${f.delivery}/access`, grants);
  f.archive = await makeFolder(t.app, admin, 'Archivio');
  await setAccess(t.app, admin, `/api/document-folders/${f.archive}/access`, grants);
  f.inheriting = await makeFolder(t.app, admin, 'Sottocartella', f.delivery);
  f.own = await makeFolder(t.app, admin, 'Con permessi propri', f.delivery);
  await setAccess(t.app, admin, `/api/document-folders/${f.own}/access`, grants);
  // Uploaded by the manager into Delivery: it inherits the folder's access.
  d.inheriting = await uploaded(
    t.app,
    manager,
    { folder_id: f.delivery, title: 'Ereditato' },
    {
      name: 'a.txt',
      data: textBytes('a'),
    },
  );
  d.own = await uploaded(
    t.app,
    manager,
    { folder_id: f.delivery, title: 'Permessi propri' },
    {
      name: 'b.txt',
      data: textBytes('b'),
    },
  );
  await setAccess(t.app, manager, `/api/documents/${d.own}/access`, grants);
}, 60_000);
afterAll(() => t.close());

describe('can_move', () => {
  it('is the owner’s and the admin’s for a document that inherits; every writer’s for one with own grants', async () => {
    expect(await rights(admin, d.inheriting!)).toBe(true);
    expect(await rights(manager, d.inheriting!)).toBe(true); // owner
    expect(await rights(employee, d.inheriting!)).toBe(false); // writes through the department, not the owner
    expect(await rights(client, d.inheriting!)).toBe(false); // writes through the company
    for (const who of [admin, manager, employee, client]) expect(await rights(who, d.own!)).toBe(true);
  });

  it('is the creator’s and the admin’s for a folder that inherits; every writer’s for one with own grants', async () => {
    expect(await folderMove(admin, f.inheriting!)).toBe(true);
    expect(await folderMove(manager, f.inheriting!)).toBe(false);
    expect(await folderMove(employee, f.inheriting!)).toBe(false);
    expect(await folderMove(manager, f.own!)).toBe(true);
    expect(await folderMove(client, f.own!)).toBe(true);
  });

  it('agrees with what the server then allows, single and bulk', async () => {
    const refused = await move(employee, d.inheriting!, f.archive!);
    expect(refused.statusCode).toBe(403);
    const bulkRefused = await bulkMove(employee, [d.own!, d.inheriting!], f.archive!);
    expect(bulkRefused.statusCode).toBe(403);
    expect(bulkRefused.json().message).toContain('«Ereditato»');
    const folderRefused = await as(t.app, employee, {
      method: 'PATCH',
      url: `/api/document-folders/${f.inheriting}`,
      payload: { parent_id: f.archive },
    });
    expect(folderRefused.statusCode).toBe(403);

    expect((await move(employee, d.own!, f.archive!)).statusCode).toBe(200);
    expect((await bulkMove(client, [d.own!], f.delivery!)).statusCode).toBe(200);
    expect((await move(manager, d.inheriting!, f.archive!)).statusCode).toBe(200);
    const folderMoved = await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/document-folders/${f.own}`,
      payload: { parent_id: f.archive },
    });
    expect(folderMoved.statusCode, folderMoved.body).toBe(200);
  });
});
