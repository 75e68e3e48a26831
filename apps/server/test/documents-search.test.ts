import { SNIPPET_MARK_END, SNIPPET_MARK_START, snippetParts } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requeueStale } from '@/modules/documents/extraction';
import { selectRows } from '@/platform/db/database';
import { makeFolder, setAccess, textBytes, uploaded } from './documents-setup';
import { fixture } from './extract-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp, TINY_PNG } from './helpers';

// Content search (docs/documents.md, "Ricerca" and "Estrazione del testo"): uploads answer before the text is
// extracted, the queue fills it in, and both the documents search and global search find words only inside the
// file, filtered per role in SQL, with snippets that carry only our markers.

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
const docs: Record<string, string> = {};

const state = async (id: string) =>
  (
    await selectRows<{ extraction_state: string }>(
      t.database.db,
      sql`select v.extraction_state from document_versions v join documents d on d.id = v.document_id
        and v.number = d.current_version where d.id = ${id}`,
    )
  )[0]!.extraction_state;
const extractAll = () => t.app.scheduler.runNow('documents-extraction');
const searchDocs = (who: LoggedIn, query: string) =>
  as(t.app, who, { method: 'GET', url: `/api/documents/search?${query}` });
const globalSearch = async (who: LoggedIn, q: string) =>
  (await as(t.app, who, { method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` })).json().data as {
    id: string;
    type: string;
    path: string;
  }[];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client } = await loginDemoStaff(t));
  const [company] = await selectRows<{ id: string }>(t.database.db, sql`select id from client_companies`);
  const board = await makeFolder(t.app, admin, 'Consiglio');
  await setAccess(t.app, admin, `/api/document-folders/${board}/access`, [
    { principal_type: 'role', principal_id: 'manager', level: 'read' },
  ]);
  const shared = await makeFolder(t.app, admin, 'Cliente condiviso');
  await setAccess(t.app, admin, `/api/document-folders/${shared}/access`, [
    { principal_type: 'client_company', principal_id: company!.id, level: 'read' },
  ]);
  // The PDF's words ("perequazione", "unanimità") appear nowhere but inside it.
  docs.minutes = await uploaded(
    t.app,
    admin,
    { folder_id: board, title: 'Verbale CdA', type: 'verbale' },
    { name: 'verbale.pdf', data: fixture('verbale.pdf') },
  );
  docs.contract = await uploaded(
    t.app,
    admin,
    { folder_id: shared, title: 'Contratto fornitura', type: 'contratto', tags: 'fornitori' },
    { name: 'contratto.docx', data: fixture('contratto.docx') },
  );
  docs.note = await uploaded(
    t.app,
    employee,
    { title: 'Appunti riunione' },
    {
      name: 'appunti.txt',
      data: textBytes(`Riunione sul <script>alert(1)</script> bilancio ${SNIPPET_MARK_START}finto${SNIPPET_MARK_END}`),
    },
  );
}, 60_000);
afterAll(() => t.close());

describe('text extraction', () => {
  it('answers the upload before extracting, then extracts in the queue', async () => {
    expect(['pending', 'running', 'done']).toContain(await state(docs.minutes!));
    await extractAll();
    expect(await state(docs.minutes!)).toBe('done');
    expect(await state(docs.contract!)).toBe('done');
    expect(await state(docs.note!)).toBe('done');
  });

  it('leaves a PDF that breaks the extractor usable, as failed', async () => {
    const broken = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\n'),
      Buffer.alloc(64, 0xff),
    ]);
    const id = await uploaded(t.app, admin, { title: 'Rotto' }, { name: 'rotto.pdf', data: broken });
    await extractAll();
    expect(await state(id)).toBe('failed');
    const detail = await as(t.app, admin, { method: 'GET', url: `/api/documents/${id}` });
    expect(detail.json().data.versions[0].extraction_state).toBe('failed');
    const download = await as(t.app, admin, { method: 'GET', url: `/api/documents/${id}/download` });
    expect(download.rawPayload.equals(broken)).toBe(true);
  });

  it('marks formats it cannot read as unsupported from the start', async () => {
    const id = await uploaded(t.app, admin, {}, { name: 'logo.png', data: TINY_PNG });
    expect(await state(id)).toBe('unsupported');
  });

  it('takes back a version a stopped server left running, once, then fails it', async () => {
    const id = await uploaded(t.app, admin, { title: 'Interrotto' }, { name: 'i.txt', data: textBytes('interrotto') });
    await extractAll();
    const strand = () =>
      t.database.db.execute(sql`update document_versions set extraction_state = 'running',
        updated_at = now() - interval '1 hour' where document_id = ${id}`);
    await strand();
    await requeueStale(t.database.db);
    expect(await state(id)).toBe('pending');
    await strand();
    await requeueStale(t.database.db);
    expect(await state(id)).toBe('failed');
  });
});

describe('GET /api/documents/search', () => {
  it('finds a word only inside the PDF, with a highlighted snippet', async () => {
    const response = await searchDocs(admin, 'q=perequazione');
    expect(response.statusCode).toBe(200);
    const items = response.json().data.items as { id: string; snippet: string; in_content: boolean }[];
    expect(items.map((i) => i.id).sort()).toEqual([docs.minutes, docs.contract].sort());
    const minutes = items.find((i) => i.id === docs.minutes)!;
    expect(minutes.in_content).toBe(true);
    expect(
      snippetParts(minutes.snippet)
        .filter((p) => p.marked)
        .map((p) => p.text.toLowerCase()),
    ).toContain('perequazione');
  });

  it('filters per role in SQL: employees and clients never find what they may not read', async () => {
    const ids = async (who: LoggedIn, q: string) =>
      ((await searchDocs(who, `q=${q}`)).json().data.items as { id: string }[]).map((i) => i.id);
    expect(await ids(manager, 'perequazione')).toEqual(expect.arrayContaining([docs.minutes]));
    expect(await ids(employee, 'perequazione')).not.toContain(docs.minutes);
    expect(await ids(employee, 'unanimita')).toEqual([]);
    expect(await ids(client, 'perequazione')).toEqual([docs.contract]);
    expect(await ids(client, 'bilancio')).toEqual([]);
  });

  it('applies the filters and paginates', async () => {
    const byType = await searchDocs(admin, 'q=perequazione&type=contratto');
    expect(byType.json().data.items.map((i: { id: string }) => i.id)).toEqual([docs.contract]);
    const byTag = await searchDocs(admin, 'q=perequazione&tag=Fornitori');
    expect(byTag.json().data.items.map((i: { id: string }) => i.id)).toEqual([docs.contract]);
    const paged = await searchDocs(admin, 'q=perequazione&per_page=1&page=2');
    expect(paged.json().data.pagination).toMatchObject({ page: 2, total: 2, total_pages: 2 });
    expect(paged.json().data.items).toHaveLength(1);
    const empty = await searchDocs(admin, 'q=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBeTruthy();
  });

  it('sends no markup and strips markers found in the document', async () => {
    const response = await searchDocs(employee, 'q=bilancio');
    const [hit] = response.json().data.items as { id: string; snippet: string }[];
    expect(hit!.id).toBe(docs.note);
    // Tags never reach a snippet as markup (ts_headline drops them); the web renders snippets as text anyway.
    expect(hit!.snippet).not.toContain('<script>');
    expect(hit!.snippet).toContain('alert(1)');
    const marked = snippetParts(hit!.snippet).filter((p) => p.marked);
    expect(marked.map((p) => p.text)).toEqual(['bilancio']);
  });
});

describe('global search', () => {
  it('returns the document for a word only inside the PDF, to those who may read it', async () => {
    const found = await globalSearch(admin, 'perequazione');
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: docs.minutes, type: 'document', path: `/app/documents/${docs.minutes}` }),
      ]),
    );
    expect((await globalSearch(employee, 'perequazione')).map((r) => r.id)).not.toContain(docs.minutes);
    expect((await globalSearch(client, 'unanimita')).map((r) => r.id)).toEqual([]);
    expect((await globalSearch(client, 'perequazione')).map((r) => r.id)).toEqual([docs.contract]);
  });

  it('drops documents when the module is off', async () => {
    await t.database.db.execute(
      sql`update feature_flags set is_enabled = false where feature_key = 'document_manager_module'`,
    );
    try {
      expect((await globalSearch(admin, 'perequazione')).filter((r) => r.type === 'document')).toEqual([]);
    } finally {
      await t.database.db.execute(
        sql`update feature_flags set is_enabled = true where feature_key = 'document_manager_module'`,
      );
    }
  });
});
