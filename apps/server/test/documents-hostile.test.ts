import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { documentForm, makeFolder, pdfBytes, setAccess, textBytes, uploadDocument, uploaded } from './documents-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// A hostile user against the document manager (issue 17's review): a client reaching past their shared folder,
// an employee past their grants, and malformed or concurrent requests. Each case names the hole it closes or the
// check it keeps. Demo: manager and dipendente are in Delivery; cliente works for Arredi Ferrari S.r.l.

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
const docs: Record<string, string> = {};
const folders: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client } = await loginDemoStaff(t));
  const [delivery] = await selectRows<{ id: string }>(
    t.database.db,
    sql`select id from departments where code = 'DEL'`,
  );
  const [company] = await selectRows<{ id: string }>(t.database.db, sql`select id from client_companies`);

  folders.clients = await makeFolder(t.app, admin, 'Clienti');
  folders.shared = await makeFolder(t.app, admin, 'Condivisa', folders.clients);
  await setAccess(t.app, admin, `/api/document-folders/${folders.shared}/access`, [
    { principal_type: 'client_company', principal_id: company!.id, level: 'read' },
  ]);
  // A subfolder of the shared one that overrides it: staff only.
  folders.inner = await makeFolder(t.app, admin, 'Solo interno', folders.shared);
  await setAccess(t.app, admin, `/api/document-folders/${folders.inner}/access`, [
    { principal_type: 'role', principal_id: 'employee', level: 'read' },
  ]);
  folders.direzione = await makeFolder(t.app, admin, 'Direzione');
  await setAccess(t.app, admin, `/api/document-folders/${folders.direzione}/access`, [
    { principal_type: 'role', principal_id: 'admin', level: 'read' },
  ]);
  folders.delivery = await makeFolder(t.app, admin, 'Delivery');
  await setAccess(t.app, admin, `/api/document-folders/${folders.delivery}/access`, [
    { principal_type: 'department', principal_id: delivery!.id, level: 'write' },
  ]);

  docs.offer = await uploaded(
    t.app,
    admin,
    { folder_id: folders.shared, title: 'Offerta' },
    {
      name: 'offerta.pdf',
      data: pdfBytes('offerta'),
    },
  );
  docs.moving = await uploaded(
    t.app,
    admin,
    { folder_id: folders.shared, title: 'Da spostare' },
    {
      name: 'sposta.pdf',
      data: pdfBytes('sposta'),
    },
  );
  docs.inner = await uploaded(
    t.app,
    admin,
    { folder_id: folders.inner, title: 'Margini interni' },
    {
      name: 'margini.txt',
      data: textBytes('margini'),
    },
  );
  docs.board = await uploaded(
    t.app,
    admin,
    { folder_id: folders.direzione, title: 'Verbale CdA' },
    {
      name: 'cda.pdf',
      data: pdfBytes('cda'),
    },
  );
  docs.spec = await uploaded(
    t.app,
    admin,
    { folder_id: folders.delivery, title: 'Specifica' },
    {
      name: 'spec.txt',
      data: textBytes('specifica'),
    },
  );
}, 60_000);
afterAll(() => t.close());

const titlesFor = async (who: LoggedIn) => {
  const response = await as(t.app, who, { url: '/api/documents?per_page=100' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { title: string }[]).map((d) => d.title).sort();
};

describe('a client reaching past the folder shared with their company', () => {
  it('loses a document moved from the shared folder into a private one, on every read', async () => {
    expect(await titlesFor(client)).toEqual(['Da spostare', 'Offerta']);
    const move = await as(t.app, admin, {
      method: 'POST',
      url: '/api/documents/bulk',
      payload: { action: 'move', ids: [docs.moving], folder_id: folders.clients },
    });
    expect(move.statusCode, move.body).toBe(200);
    expect(await titlesFor(client)).toEqual(['Offerta']);
    for (const url of [`/api/documents/${docs.moving}`, `/api/documents/${docs.moving}/download`]) {
      expect((await as(t.app, client, { url })).statusCode, url).toBe(404);
    }
    const tags = (await as(t.app, client, { url: '/api/document-tags' })).json().data.items;
    expect(tags).toEqual([]);
  });

  it('does not see a subfolder that overrides the shared one, nor its documents', async () => {
    const tree = (await as(t.app, client, { url: '/api/document-folders' })).json().data.folders as { id: string }[];
    expect(tree.map((f) => f.id)).toEqual([folders.shared]);
    const list = await as(t.app, client, { url: `/api/documents?folder_id=${folders.inner}` });
    expect(list.statusCode).toBe(404);
    const sub = await as(t.app, client, {
      url: `/api/documents?folder_id=${folders.shared}&include_subfolders=true&per_page=100`,
    });
    expect((sub.json().data.items as { title: string }[]).map((d) => d.title)).toEqual(['Offerta']);
    expect((await as(t.app, client, { url: `/api/documents/${docs.inner}/download` })).statusCode).toBe(404);
  });

  it('cannot change anything in bulk, nor learn which foreign ids exist', async () => {
    const foreign = await as(t.app, client, {
      method: 'POST',
      url: '/api/documents/bulk',
      payload: { action: 'add_tag', ids: [docs.offer, docs.board], tag: 'preso' },
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await as(t.app, client, {
      method: 'POST',
      url: '/api/documents/bulk',
      payload: { action: 'add_tag', ids: [docs.offer, '00000000-0000-4000-8000-000000000000'], tag: 'preso' },
    });
    expect(unknown.json().message).toBe(foreign.json().message);
    const readOnly = await as(t.app, client, {
      method: 'POST',
      url: '/api/documents/bulk',
      payload: { action: 'move', ids: [docs.offer], folder_id: folders.shared },
    });
    expect(readOnly.statusCode).toBe(403);
    const detail = (await as(t.app, admin, { url: `/api/documents/${docs.offer}` })).json().data;
    expect(detail.tags).toEqual([]);
    expect(detail.folder_id).toBe(folders.shared);
  });

  it('finds nothing of an unshared document through global search, document search or the dashboard', async () => {
    for (const url of ['/api/search?q=margini', '/api/documents/search?q=margini', '/api/documents/dashboard']) {
      const response = await as(t.app, client, { url });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expect(response.body.includes(docs.inner!), url).toBe(false);
      expect(response.body.includes('Margini interni'), url).toBe(false);
    }
    const staff = await as(t.app, employee, { url: '/api/documents/search?q=margini' });
    expect(staff.body.includes(docs.inner!)).toBe(true);
  });

  it('cannot read a version file through /api/files, nor the attachments of tasks or people', async () => {
    const detail = (await as(t.app, client, { url: `/api/documents/${docs.offer}` })).json().data;
    const file = await as(t.app, client, { url: `/api/files/${detail.versions[0].file_id}` });
    expect(file.statusCode).toBe(404);
    const other = (await as(t.app, admin, { url: `/api/documents/${docs.board}` })).json().data;
    expect((await as(t.app, employee, { url: `/api/files/${other.versions[0].file_id}` })).statusCode).toBe(404);
    const person = await as(t.app, client, { url: `/api/attachments/person/${detail.owner.id}` });
    expect(person.statusCode).toBe(404);
  });

  it('cannot check out, version, edit, trash or read the access of what they only read', async () => {
    for (const [method, url] of [
      ['POST', `/api/documents/${docs.offer}/checkout`],
      ['GET', `/api/documents/${docs.offer}/access`],
      ['PATCH', `/api/documents/${docs.offer}`],
      ['DELETE', `/api/documents/${docs.offer}`],
      ['POST', `/api/documents/${docs.offer}/versions/1/restore`],
    ] as const) {
      const response = await as(t.app, client, {
        method,
        url,
        payload: method === 'PATCH' ? { title: 'x' } : undefined,
      });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(403);
    }
  });
});

describe('an employee reaching past their grants', () => {
  it('answers 404 on every endpoint of a document and folder they may not read', async () => {
    const id = docs.board!;
    const cases: [string, string, unknown?][] = [
      ['GET', `/api/documents/${id}`],
      ['PATCH', `/api/documents/${id}`, { title: 'x' }],
      ['DELETE', `/api/documents/${id}`],
      ['POST', `/api/documents/${id}/restore`],
      ['GET', `/api/documents/${id}/download?version=1`],
      ['POST', `/api/documents/${id}/versions/1/restore`],
      ['POST', `/api/documents/${id}/checkout`],
      ['DELETE', `/api/documents/${id}/checkout`],
      ['GET', `/api/documents/${id}/access`],
      ['PUT', `/api/documents/${id}/access`, { inherits_access: true, grants: [] }],
      ['PATCH', `/api/document-folders/${folders.direzione}`, { name: 'x' }],
      ['DELETE', `/api/document-folders/${folders.direzione}`],
      ['GET', `/api/document-folders/${folders.direzione}/access`],
      ['PUT', `/api/document-folders/${folders.direzione}/access`, { inherits_access: true, grants: [] }],
    ];
    for (const [method, url, payload] of cases) {
      const response = await as(t.app, employee, { method: method as 'GET', url, payload: payload as object });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(404);
    }
    const version = await as(t.app, employee, {
      method: 'POST',
      url: `/api/documents/${id}/versions`,
      ...documentForm({}, { name: 'x.txt', data: textBytes('x') }),
    });
    expect(version.statusCode).toBe(404);
  });

  it('cannot change the grants of a folder they only write in', async () => {
    const response = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/document-folders/${folders.delivery}/access`,
      payload: { inherits_access: true, grants: [] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a writer moving what they do not manage', () => {
  // A move changes who reads whatever inherits its access: moving someone else's document, or a folder, into a
  // folder one created (and shared with a client) was a way round "only the owner changes the grants".
  it('cannot move an inheriting document or folder they do not manage into a folder they share', async () => {
    const [company] = await selectRows<{ id: string }>(t.database.db, sql`select id from client_companies`);
    const mine = await makeFolder(t.app, employee, 'Mia condivisa');
    await setAccess(t.app, employee, `/api/document-folders/${mine}/access`, [
      { principal_type: 'client_company', principal_id: company!.id, level: 'read' },
    ]);
    const theirs = await uploaded(
      t.app,
      admin,
      { folder_id: folders.delivery!, title: 'Specifica del team' },
      { name: 'team.txt', data: textBytes('team') },
    );
    const sub = await makeFolder(t.app, admin, 'Sotto delivery', folders.delivery);
    const hidden = await uploaded(
      t.app,
      admin,
      { folder_id: sub, title: 'Nella sottocartella' },
      {
        name: 'sotto.txt',
        data: textBytes('sotto'),
      },
    );
    const attempts: [string, string, object][] = [
      ['PATCH', `/api/documents/${theirs}`, { folder_id: mine }],
      ['POST', '/api/documents/bulk', { action: 'move', ids: [theirs], folder_id: mine }],
      ['PATCH', `/api/document-folders/${sub}`, { parent_id: mine }],
      ['PATCH', `/api/documents/${theirs}`, { folder_id: null }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await as(t.app, employee, { method: method as 'PATCH', url, payload });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(403);
    }
    expect(await titlesFor(client)).not.toContain('Specifica del team');
    expect(await titlesFor(client)).not.toContain('Nella sottocartella');
    expect((await as(t.app, client, { url: `/api/documents/${hidden}` })).statusCode).toBe(404);
    // Its owner may: they could share it directly. So may a writer move what carries its own grants.
    const own = await uploaded(
      t.app,
      employee,
      { folder_id: folders.delivery, title: 'Mio' },
      {
        name: 'mio.txt',
        data: textBytes('mio'),
      },
    );
    const moved = await as(t.app, employee, {
      method: 'PATCH',
      url: `/api/documents/${own}`,
      payload: { folder_id: mine },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await setAccess(t.app, admin, `/api/documents/${theirs}/access`, [
      { principal_type: 'role', principal_id: 'employee', level: 'write' },
    ]);
    const ownGrants = await as(t.app, employee, {
      method: 'PATCH',
      url: `/api/documents/${theirs}`,
      payload: { folder_id: mine },
    });
    expect(ownGrants.statusCode, ownGrants.body).toBe(200);
    expect(await titlesFor(client)).not.toContain('Specifica del team');
  });
});

describe('bad input', () => {
  it('answers 400, never 500, to malformed ids, versions, pages and sorts', async () => {
    for (const url of [
      '/api/documents/abc',
      '/api/documents/abc/download',
      `/api/documents/${docs.offer}/download?version=abc`,
      `/api/documents/${docs.offer}/download?version=0`,
      '/api/documents/abc/access',
      '/api/document-folders/abc/access',
      '/api/documents?per_page=100000',
      '/api/documents?page=-1',
      '/api/documents?sort=title;drop%20table%20documents',
      '/api/documents?sort=-title,id',
      '/api/documents?folder_id=..%2F..',
      '/api/documents?updated_from=2026-02-30',
      '/api/documents/trash?per_page=100000',
    ]) {
      const response = await as(t.app, admin, { url });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
    }
    const unknownFilter = await as(t.app, admin, { url: '/api/documents?colonna=1' });
    expect(unknownFilter.statusCode).toBeLessThan(500);
    const restore = await as(t.app, admin, { method: 'POST', url: `/api/documents/${docs.offer}/versions/x/restore` });
    expect(restore.statusCode).toBe(400);
  });

  it('keeps a path-traversal name a plain file name and refuses an empty file', async () => {
    const response = await uploadDocument(
      t.app,
      admin,
      { folder_id: folders.delivery! },
      {
        name: '../../etc/passwd.txt',
        data: textBytes('root'),
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const detail = (await as(t.app, admin, { url: `/api/documents/${response.json().data.id}` })).json().data;
    expect(detail.file_name).not.toMatch(/[\\/]|\.\./);
    const download = await as(t.app, admin, { url: `/api/documents/${detail.id}/download` });
    expect(download.headers['content-disposition']).not.toMatch(/[\\/]/);
    const empty = await uploadDocument(t.app, admin, {}, { name: 'vuoto.txt', data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses to move a folder into itself or below itself', async () => {
    const a = await makeFolder(t.app, admin, 'A');
    const b = await makeFolder(t.app, admin, 'B', a);
    for (const parent of [a, b]) {
      const response = await as(t.app, admin, {
        method: 'PATCH',
        url: `/api/document-folders/${a}`,
        payload: { parent_id: parent },
      });
      expect(response.statusCode, response.body).toBe(409);
    }
  });

  it('never lets two concurrent moves make a cycle of folders', async () => {
    const a = await makeFolder(t.app, admin, 'Ciclo A');
    const b = await makeFolder(t.app, admin, 'Ciclo B');
    const [one, two] = await Promise.all([
      as(t.app, admin, { method: 'PATCH', url: `/api/document-folders/${a}`, payload: { parent_id: b } }),
      as(t.app, admin, { method: 'PATCH', url: `/api/document-folders/${b}`, payload: { parent_id: a } }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const rows = await selectRows<{ id: string; parent_id: string | null }>(
      t.database.db,
      sql`select id, parent_id from document_folders where id in (${a}, ${b})`,
    );
    expect(rows.filter((row) => row.parent_id !== null)).toHaveLength(1);
  });

  it('gives a concurrent check-out to exactly one of two writers', async () => {
    const [one, two] = await Promise.all([
      as(t.app, manager, { method: 'POST', url: `/api/documents/${docs.spec}/checkout` }),
      as(t.app, employee, { method: 'POST', url: `/api/documents/${docs.spec}/checkout` }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const winner = one.statusCode === 200 ? manager : employee;
    expect(
      (await as(t.app, winner, { method: 'DELETE', url: `/api/documents/${docs.spec}/checkout` })).statusCode,
    ).toBe(200);
  });

  it('stores two concurrent uploads of the same file in the same folder as two documents', async () => {
    const data = pdfBytes('gemello');
    const [one, two] = await Promise.all([
      uploadDocument(t.app, manager, { folder_id: folders.delivery! }, { name: 'gemello.pdf', data }),
      uploadDocument(t.app, employee, { folder_id: folders.delivery! }, { name: 'gemello.pdf', data }),
    ]);
    expect([one.statusCode, two.statusCode], `${one.body} ${two.body}`).toEqual([201, 201]);
    for (const response of [one, two]) {
      const download = await as(t.app, admin, { url: `/api/documents/${response.json().data.id}/download` });
      expect(download.rawPayload.equals(data)).toBe(true);
    }
  });
});
