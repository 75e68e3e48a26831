import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeTrash } from '@/modules/documents/jobs';
import { selectRows } from '@/platform/db/database';
import { documentForm, makeFolder, pdfBytes, textBytes, uploaded } from './documents-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';
import { filesOnDisk } from './storage-setup';

// Versions, check-out, trash and bulk changes (docs/documents.md). Documents at the top level: every internal user
// reads them, their owner edits them; a `write` grant lets others edit.

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, ids } = await loginDemoStaff(t));
}, 60_000);
afterAll(() => t.close());

const download = (who: LoggedIn, id: string, query = '') =>
  as(t.app, who, { url: `/api/documents/${id}/download${query}` });
const newVersion = (who: LoggedIn, id: string, data: Buffer, note = '') =>
  as(t.app, who, {
    method: 'POST',
    url: `/api/documents/${id}/versions`,
    ...documentForm(note ? { note } : {}, {
      name: data.subarray(0, 4).toString() === '%PDF' ? 'contratto.pdf' : 'testo.txt',
      data,
    }),
  });

describe('document versions', () => {
  it('keeps every version, downloads each one exactly and restores an old one as a new version', async () => {
    const id = await uploaded(
      t.app,
      employee,
      { title: 'Contratto quadro', tags: 'contratti, 2026', type: 'contratto' },
      {
        name: 'contratto.pdf',
        data: pdfBytes('v1'),
      },
    );
    const second = await newVersion(employee, id, pdfBytes('v2'), 'Firmato');
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data).toMatchObject({ current_version: 2, tags: ['2026', 'contratti'], type: 'contratto' });
    expect((await download(employee, id)).rawPayload.equals(pdfBytes('v2'))).toBe(true);
    expect((await download(manager, id, '?version=1')).rawPayload.equals(pdfBytes('v1'))).toBe(true);
    expect((await download(manager, id, '?version=9')).statusCode).toBe(404);

    const restored = await as(t.app, employee, { method: 'POST', url: `/api/documents/${id}/versions/1/restore` });
    expect(restored.statusCode, restored.body).toBe(201);
    const detail = restored.json().data;
    expect(detail.current_version).toBe(3);
    expect(
      detail.versions.map((v: { number: number; note: string; uploaded_by: { name: string } }) => [
        v.number,
        v.note,
        v.uploaded_by.name,
      ]),
    ).toEqual([
      [3, 'Ripristino della versione 1', 'Giulia Esposito'],
      [2, 'Firmato', 'Giulia Esposito'],
      [1, '', 'Giulia Esposito'],
    ]);
    expect(detail.versions[0].extraction_state).toBe('pending');
    expect((await download(employee, id)).rawPayload.equals(pdfBytes('v1'))).toBe(true);
    // A reader without write access may not add versions.
    expect((await newVersion(manager, id, pdfBytes('v4'))).statusCode).toBe(403);
  });
});

describe('check-out', () => {
  it('answers 409 naming the holder to anyone else who edits, and lets the holder release it', async () => {
    const folder = await makeFolder(t.app, admin, 'Condivisa');
    await as(t.app, admin, {
      method: 'PUT',
      url: `/api/document-folders/${folder}/access`,
      payload: {
        inherits_access: false,
        grants: [
          { principal_type: 'role', principal_id: 'employee', level: 'write' },
          { principal_type: 'role', principal_id: 'manager', level: 'write' },
        ],
      },
    });
    const id = await uploaded(
      t.app,
      admin,
      { folder_id: folder, title: 'Procedura acquisti' },
      { name: 'p.txt', data: textBytes('uno') },
    );
    const out = await as(t.app, employee, { method: 'POST', url: `/api/documents/${id}/checkout` });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.checked_out_by).toEqual({ id: ids.dipendente, name: 'Giulia Esposito' });

    const holderMessage = 'Il documento è bloccato per modifica da Giulia Esposito: riprova quando avrà finito.';
    const attempts = [
      as(t.app, manager, { method: 'POST', url: `/api/documents/${id}/checkout` }),
      as(t.app, manager, { method: 'PATCH', url: `/api/documents/${id}`, payload: { title: 'Altro' } }),
      newVersion(manager, id, textBytes('due')),
      as(t.app, manager, { method: 'POST', url: `/api/documents/${id}/versions/1/restore` }),
      as(t.app, manager, {
        method: 'POST',
        url: '/api/documents/bulk',
        payload: { action: 'add_tag', ids: [id], tag: 'x' },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(holderMessage);
    }
    const release = await as(t.app, manager, { method: 'DELETE', url: `/api/documents/${id}/checkout` });
    expect(release.statusCode).toBe(409);
    // The holder edits freely, then releases; then others may edit again.
    expect(
      (
        await as(t.app, employee, {
          method: 'PATCH',
          url: `/api/documents/${id}`,
          payload: { title: 'Procedura acquisti 2026' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await as(t.app, employee, { method: 'DELETE', url: `/api/documents/${id}/checkout` })).json().data
        .checked_out_by,
    ).toBeNull();
    const edit = await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/documents/${id}`,
      payload: { description: 'Rivista' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ title: 'Procedura acquisti 2026', description: 'Rivista' });
  });
});

describe('trash', () => {
  it('moves to the trash, restores, and purges after 30 days with the stored bytes', async () => {
    const data = pdfBytes('da-eliminare');
    const id = await uploaded(t.app, manager, { title: 'Bozza' }, { name: 'bozza.pdf', data });
    expect((await as(t.app, employee, { method: 'DELETE', url: `/api/documents/${id}` })).statusCode).toBe(403);
    expect((await as(t.app, manager, { method: 'DELETE', url: `/api/documents/${id}` })).statusCode).toBe(200);
    expect((await as(t.app, manager, { url: `/api/documents/${id}` })).statusCode).toBe(404);
    expect((await download(manager, id)).statusCode).toBe(404);
    const trash = (await as(t.app, manager, { url: '/api/documents/trash' })).json().data;
    expect(trash.items.map((d: { id: string }) => d.id)).toContain(id);
    expect(trash.items.find((d: { id: string }) => d.id === id).deleted_by.name).toBe('Marco Bianchi');
    const othersTrash = (await as(t.app, employee, { url: '/api/documents/trash' })).json().data;
    expect(othersTrash.items.map((d: { id: string }) => d.id)).not.toContain(id);

    expect((await as(t.app, manager, { method: 'POST', url: `/api/documents/${id}/restore` })).statusCode).toBe(200);
    expect((await download(manager, id)).rawPayload.equals(data)).toBe(true);

    await as(t.app, manager, { method: 'DELETE', url: `/api/documents/${id}` });
    const [file] = await selectRows<{ key: string }>(
      t.database.db,
      sql`select fi.storage_key as key from document_versions v join files fi on fi.id = v.file_id where v.document_id = ${id}`,
    );
    const onDisk = () => filesOnDisk(t.app.serverConfig.filesDir).some((path) => path.endsWith(file!.key));
    expect(onDisk()).toBe(true);
    expect(await purgeTrash(t.app.db, t.app.storage)).toBe(0); // deleted just now: kept
    await t.database.db.execute(sql`update documents set deleted_at = now() - interval '31 days' where id = ${id}`);
    expect(await purgeTrash(t.app.db, t.app.storage)).toBe(1);
    expect(onDisk()).toBe(false);
    const [gone] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from documents where id = ${id}`,
    );
    expect(gone!.n).toBe(0);
    const [audited] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'document.purged' and target_id = ${id}`,
    );
    expect(audited!.n).toBe(1);
  });
});

describe('bulk changes', () => {
  it('moves and tags many documents at once, or none when one is not editable', async () => {
    const target = await makeFolder(t.app, manager, 'Archivio 2026');
    const mine = [
      await uploaded(t.app, manager, { title: 'Uno' }, { name: 'uno.txt', data: textBytes('uno') }),
      await uploaded(t.app, manager, { title: 'Due' }, { name: 'due.txt', data: textBytes('due') }),
    ];
    const notMine = await uploaded(t.app, employee, { title: 'Tre' }, { name: 'tre.txt', data: textBytes('tre') });
    const refused = await as(t.app, manager, {
      method: 'POST',
      url: '/api/documents/bulk',
      payload: { action: 'move', ids: [...mine, notMine], folder_id: target },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Operazione annullata: non puoi modificare «Tre».');
    const moved = await as(t.app, manager, {
      method: 'POST',
      url: '/api/documents/bulk',
      payload: { action: 'move', ids: mine, folder_id: target },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const tagged = await as(t.app, manager, {
      method: 'POST',
      url: '/api/documents/bulk',
      payload: { action: 'add_tag', ids: mine, tag: 'Archivio' },
    });
    expect(tagged.json().data).toEqual({ updated: 2 });
    const list = (
      await as(t.app, manager, { url: `/api/documents?folder_id=${target}&tag=archivio&sort=title` })
    ).json().data;
    expect(list.items.map((d: { title: string }) => d.title)).toEqual(['Due', 'Uno']);
    const [notMoved] = await selectRows<{ folder_id: string | null }>(
      t.database.db,
      sql`select folder_id from documents where id = ${notMine}`,
    );
    expect(notMoved!.folder_id).toBeNull();
    const unknown = await as(t.app, manager, {
      method: 'POST',
      url: '/api/documents/bulk',
      payload: { action: 'remove_tag', ids: [...mine, '00000000-0000-4000-8000-000000000000'], tag: 'Archivio' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('confidential documents', () => {
  it('audits every download of a confidential document, and not those of others', async () => {
    const secret = await uploaded(
      t.app,
      admin,
      { title: 'Piano industriale', confidential: 'true' },
      { name: 'piano.pdf', data: pdfBytes('piano') },
    );
    const plain = await uploaded(
      t.app,
      admin,
      { title: 'Orari ufficio' },
      { name: 'orari.txt', data: textBytes('orari') },
    );
    expect((await download(employee, secret)).statusCode).toBe(200);
    expect((await download(employee, plain)).statusCode).toBe(200);
    const rows = await selectRows<{ target_id: string; actor_user_id: string; details: { title: string } }>(
      t.database.db,
      sql`select target_id, actor_user_id, details from audit_log where action = 'document.downloaded'`,
    );
    expect(rows).toEqual([
      {
        target_id: secret,
        actor_user_id: ids.dipendente,
        details: expect.objectContaining({ title: 'Piano industriale' }),
      },
    ]);
  });
});
