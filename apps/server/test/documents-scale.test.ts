import { DOCUMENT_COUNT_CAP, DOCUMENT_SEARCH_CANDIDATES } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDocuments, makeFolder, setAccess } from './documents-setup';
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
  await insertDocuments(t.database.db, {
    folder: board,
    count: RESTRICTED,
    newest: 0,
    words: 'zibaldone riservato',
    ownerId: ids.admin!,
  });
  await insertDocuments(t.database.db, {
    folder: open,
    count: READABLE,
    newest: RESTRICTED + 10,
    words: 'zibaldone',
    ownerId: ids.admin!,
  });
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
