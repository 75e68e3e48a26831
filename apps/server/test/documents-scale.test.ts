import { DOCUMENT_COUNT_CAP, DOCUMENT_SEARCH_CANDIDATES } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFolder, setAccess } from './documents-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// The list and the search past their caps (docs/documents.md, "Search"): the list counts up to
// DOCUMENT_COUNT_CAP past the page, the search ranks at most DOCUMENT_SEARCH_CANDIDATES matches, the most recent.
// The most recent documents are in a folder the employee may not read: whichever way the search finds its
// candidates (the walk over the recent documents or the full-text index), they are never counted or returned.

const READABLE = DOCUMENT_SEARCH_CANDIDATES + 100;
const RESTRICTED = 200;

let t: TestApp;
let manager: LoggedIn;
let employee: LoggedIn;
let restrictedIds: Set<string>;
let board: string;

/** `count` documents set-based in `folder`, changed `newest` minutes ago and before, with `words` in their text. */
async function insertDocuments(folder: string, count: number, newest: number, words: string, ownerId: string) {
  await t.database.db.execute(sql`
    with made as (
      select g, gen_random_uuid() as doc_id, gen_random_uuid() as file_id from generate_series(1, ${count}) g
    ), f as (
      insert into files (id, owner_user_id, purpose, original_name, mime_type, size_bytes, storage_key)
      select file_id, ${ownerId}, 'document', 'scala-' || g || '.txt', 'text/plain', 10,
        encode(sha256((${folder} || g)::bytea), 'hex')
      from made returning id
    ), d as (
      insert into documents (id, folder_id, title, type, owner_id, updated_at, created_at, search)
      select doc_id, ${folder}, 'Scala ' || g, 'altro', ${ownerId},
        now() - make_interval(mins => ${newest} + g), now() - make_interval(mins => ${newest} + g),
        setweight(to_tsvector('portale_it', 'Scala ' || g), 'A')
          || setweight(to_tsvector('portale_it', ${words}), 'D')
      from made returning id
    )
    insert into document_versions (document_id, number, file_id, uploaded_by, extraction_state, extracted_text)
    select doc_id, 1, file_id, ${ownerId}, 'done', ${words} from made`);
}

beforeAll(async () => {
  t = await createTestApp();
  let admin: LoggedIn;
  let ids: Record<string, string>;
  ({ admin, manager, employee, ids } = await loginDemoStaff(t));
  const open = await makeFolder(t.app, admin, 'Archivio aperto');
  board = await makeFolder(t.app, admin, 'Riservata direzione');
  await setAccess(t.app, admin, `/api/document-folders/${board}/access`, [
    { principal_type: 'role', principal_id: 'manager', level: 'read' },
  ]);
  // The restricted documents are the most recent ones; the readable ones come after them.
  await insertDocuments(board, RESTRICTED, 0, 'zibaldone riservato', ids.admin!);
  await insertDocuments(open, READABLE, RESTRICTED + 10, 'zibaldone', ids.admin!);
  const rows = (await t.database.db.execute(sql`select id from documents where folder_id = ${board}`)) as unknown as {
    rows: { id: string }[];
  };
  restrictedIds = new Set(rows.rows.map((r) => r.id));
}, 120_000);
afterAll(() => t.close());

const get = async (who: LoggedIn, url: string) => {
  const response = await as(t.app, who, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    items: { id: string; title: string; rank?: number }[];
    pagination: { total: number; total_pages: number; total_capped: boolean };
  };
};

describe('the list past its count cap', () => {
  it('counts up to the cap past the page and says there are more', async () => {
    const first = await get(employee, '/api/documents');
    expect(first.pagination).toMatchObject({ total: DOCUMENT_COUNT_CAP, total_capped: true });
    const second = await get(employee, '/api/documents?page=2');
    expect(second.pagination).toMatchObject({ total: DOCUMENT_COUNT_CAP + 20, total_capped: true });
    expect(first.items.some((i) => restrictedIds.has(i.id))).toBe(false);
  });

  it('gives the exact count when it is below the cap', async () => {
    const restricted = await get(manager, `/api/documents?folder_id=${board}`);
    expect(restricted.pagination).toMatchObject({ total: RESTRICTED, total_capped: false });
    expect((await as(t.app, employee, { method: 'GET', url: `/api/documents?folder_id=${board}` })).statusCode).toBe(
      404,
    );
  });
});

describe('the search past its candidates cap', () => {
  it('ranks the most recent readable matches and never counts or returns the restricted ones', async () => {
    const seen: string[] = [];
    const pages = DOCUMENT_SEARCH_CANDIDATES / 100;
    for (let page = 1; page <= pages + 1; page++) {
      const result = await get(employee, `/api/documents/search?q=zibaldone&per_page=100&page=${page}`);
      expect(result.pagination).toMatchObject({ total: DOCUMENT_SEARCH_CANDIDATES, total_capped: true });
      seen.push(...result.items.map((i) => i.id));
    }
    expect(seen).toHaveLength(DOCUMENT_SEARCH_CANDIDATES);
    expect(new Set(seen).size).toBe(DOCUMENT_SEARCH_CANDIDATES);
    expect(seen.filter((id) => restrictedIds.has(id))).toEqual([]);
    // The most recent readable ones: "Scala 1" … of the open folder, all ranked alike, newest first.
    const first = await get(employee, '/api/documents/search?q=zibaldone&per_page=3');
    expect(first.items.map((i) => i.title)).toEqual(['Scala 1', 'Scala 2', 'Scala 3']);
  });

  it('gives those with access the restricted ones first, being the most recent', async () => {
    const result = await get(manager, '/api/documents/search?q=zibaldone&per_page=5');
    expect(result.pagination.total_capped).toBe(true);
    expect(result.items.every((i) => restrictedIds.has(i.id))).toBe(true);
  });

  it('finds a word of the restricted documents only for those who may read them', async () => {
    const forEmployee = await get(employee, '/api/documents/search?q=riservato');
    expect(forEmployee.pagination).toMatchObject({ total: 0, total_capped: false });
    expect(forEmployee.items).toEqual([]);
    const forManager = await get(manager, '/api/documents/search?q=riservato&per_page=10');
    expect(forManager.pagination).toMatchObject({ total: RESTRICTED, total_capped: false });
  });

  it('ranks every match below the cap: a rare word through the full-text index', async () => {
    const one = await get(employee, `/api/documents/search?q=Scala 42`);
    expect(one.items[0]?.title).toBe('Scala 42');
  });
});
