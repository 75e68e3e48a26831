import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { documentForm, makeFolder, pdfBytes, textBytes, uploadDocument, uploaded } from './documents-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';
import { EXE, filesOnDisk } from './storage-setup';

// Bad input on the documents API: each refused with an Italian 4xx and nothing left in the storage; folders'
// rules; the list's filters.

const MAX = 64 * 1024;
let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({ maxUploadBytes: MAX });
  ({ admin, manager, employee } = await loginDemoStaff(t));
}, 60_000);
afterAll(() => t.close());

const blobs = () => filesOnDisk(t.app.serverConfig.filesDir);
const documentCount = async () =>
  (await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from documents`))[0]!.n;

describe('uploads refused', () => {
  it('answers an Italian 4xx and leaves nothing on disk or in the database', async () => {
    const before = { blobs: blobs(), documents: await documentCount() };
    const cases: [Record<string, string>, { name: string; data: Buffer }, number, string][] = [
      [
        {},
        { name: 'fattura.pdf.exe', data: EXE },
        415,
        'Tipo di file non consentito: i programmi eseguibili non si possono caricare.',
      ],
      [
        {},
        { name: 'fattura.pdf', data: EXE },
        415,
        'Tipo di file non consentito: i programmi eseguibili non si possono caricare.',
      ],
      [{}, { name: 'vuoto.txt', data: Buffer.alloc(0) }, 400, 'Il file è vuoto.'],
      [{}, { name: '../../', data: textBytes('x') }, 400, 'Il file deve avere un nome.'],
      [{}, { name: 'grande.txt', data: Buffer.alloc(MAX + 1, 0x61) }, 413, 'Il file è troppo grande. Massimo 64 KB.'],
      [
        { folder_id: '00000000-0000-4000-8000-000000000000' },
        { name: 'a.txt', data: textBytes('a') },
        404,
        'Cartella non trovata',
      ],
      [{ type: 'romanzo' }, { name: 'b.txt', data: textBytes('b') }, 400, 'Alcuni campi non sono validi'],
      [{ expires_on: '31/12/2026' }, { name: 'c.txt', data: textBytes('c') }, 400, 'Alcuni campi non sono validi'],
    ];
    for (const [fields, file, status, message] of cases) {
      const response = await uploadDocument(t.app, employee, fields, file);
      expect(response.statusCode, `${file.name}: ${response.body}`).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(blobs()).toEqual(before.blobs);
    expect(await documentCount()).toBe(before.documents);
    const wrongBody = await as(t.app, employee, { method: 'POST', url: '/api/documents', payload: { title: 'x' } });
    expect(wrongBody.statusCode).toBe(415);
  });

  it('keeps a traversal name as its last segment and titles the document after it', async () => {
    const response = await uploadDocument(
      t.app,
      employee,
      {},
      { name: '../../etc/Verbale riunione – perché.txt', data: textBytes('verbale') },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      title: 'Verbale riunione – perché',
      file_name: 'Verbale riunione – perché.txt',
      version: 1,
    });
  });

  it('stores concurrent uploads of the same bytes once, as two documents', async () => {
    const data = pdfBytes('stesso file');
    const before = blobs().length;
    const responses = await Promise.all(
      [1, 2, 3].map((n) => uploadDocument(t.app, manager, { title: `Copia ${n}` }, { name: 'copia.pdf', data })),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    expect(blobs().length).toBe(before + 1);
    const id = responses[0]!.json().data.id;
    expect((await as(t.app, manager, { url: `/api/documents/${id}/download` })).rawPayload.equals(data)).toBe(true);
  });

  it('reads the metadata fields sent with the file', async () => {
    const folder = await makeFolder(t.app, admin, 'Contratti');
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/documents',
      ...documentForm(
        {
          folder_id: folder,
          title: 'Contratto fornitura',
          type: 'contratto',
          description: 'Con la clausola di riservatezza',
          tags: ['fornitori', 'Legale'],
          expires_on: '2027-01-31',
          retention_until: '2036-12-31',
        },
        { name: 'fornitura.pdf', data: pdfBytes('fornitura') },
      ),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      folder_id: folder,
      folder_name: 'Contratti',
      title: 'Contratto fornitura',
      type: 'contratto',
      tags: ['fornitori', 'Legale'],
      expires_on: '2027-01-31',
      retention_until: '2036-12-31',
      owner: { name: 'Alessandra Rossi' },
      versions: [expect.objectContaining({ number: 1, extraction_state: 'pending', mime_type: 'application/pdf' })],
    });
  });
});

describe('folders', () => {
  it('refuses cycles, duplicate names side by side and deleting a folder that is not empty', async () => {
    const parent = await makeFolder(t.app, manager, 'Progetti');
    const child = await makeFolder(t.app, manager, 'Alfa', parent);
    const cycle = await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/document-folders/${parent}`,
      payload: { parent_id: child },
    });
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json().message).toBe('Una cartella non può stare dentro se stessa o dentro una sua sottocartella.');
    const twin = await as(t.app, manager, {
      method: 'POST',
      url: '/api/document-folders',
      payload: { name: 'alfa', parent_id: parent },
    });
    expect(twin.statusCode).toBe(409);
    await uploaded(t.app, manager, { folder_id: child }, { name: 'dentro.txt', data: textBytes('dentro') });
    const busy = await as(t.app, manager, { method: 'DELETE', url: `/api/document-folders/${child}` });
    expect(busy.statusCode).toBe(409);
    const stranger = await as(t.app, employee, { method: 'DELETE', url: `/api/document-folders/${parent}` });
    expect(stranger.statusCode).toBe(403);
    const renamed = await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/document-folders/${child}`,
      payload: { name: 'Beta', parent_id: null },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Beta',
      parent_id: null,
      path: [{ name: 'Beta' }],
      document_count: 1,
    });
    expect((await as(t.app, manager, { method: 'DELETE', url: `/api/document-folders/${parent}` })).statusCode).toBe(
      200,
    );
  });
});

describe('list filters', () => {
  it('filters by text, type, tag, owner, dates and expiry, and sorts', async () => {
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await uploaded(
      t.app,
      employee,
      { title: 'Certificato ISO 9001', type: 'certificato', expires_on: soon, tags: 'qualità' },
      { name: 'iso.txt', data: textBytes('iso') },
    );
    await uploaded(
      t.app,
      employee,
      { title: 'Policy sicurezza informatica', type: 'policy', description: 'Password e dispositivi' },
      { name: 'sec.txt', data: textBytes('sec') },
    );
    const titles = async (query: string) => {
      const response = await as(t.app, employee, { url: `/api/documents?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.items.map((d: { title: string }) => d.title);
    };
    expect(await titles('type=certificato')).toEqual(['Certificato ISO 9001']);
    expect(await titles('expiring=true')).toEqual(['Certificato ISO 9001']);
    expect(await titles('tag=Qualità')).toEqual(['Certificato ISO 9001']);
    expect(await titles('q=dispositivi')).toEqual(['Policy sicurezza informatica']);
    expect(await titles('q=sicurezza&type=policy')).toEqual(['Policy sicurezza informatica']);
    expect(await titles('updated_to=2020-01-01')).toEqual([]);
    const sorted = await titles('sort=title&per_page=100');
    expect(sorted).toEqual([...sorted].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await as(t.app, employee, { url: '/api/documents?sort=password' })).statusCode).toBe(400);
    const bySize = (await as(t.app, employee, { url: '/api/documents?sort=-size&per_page=100' })).json().data.items;
    const sizes = bySize.map((d: { size_bytes: number }) => d.size_bytes);
    expect(sizes).toEqual([...sizes].sort((a: number, b: number) => b - a));
    const tags = (await as(t.app, employee, { url: '/api/document-tags' })).json().data.items;
    expect(tags).toContainEqual({ name: 'qualità', document_count: 1 });
  });
});
