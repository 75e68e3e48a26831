import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDocuments } from './documents-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// Content search past its recent window (docs/documents.md, "Search"): a word found in at least one in ten of the
// most recent documents is looked for among the 5,000 most recent only, and the count says there may be more; a
// rarer one is looked for everywhere. Each query word stands for the archive's lexemes it prefixes.

const DOCUMENTS = 6000;
let t: TestApp;
let employee: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  let ids: Record<string, string>;
  ({ employee, ids } = await loginDemoStaff(t));
  // Top level: every employee reads them. One in eight holds "quaderno"; the ten oldest hold "taccuino".
  await insertDocuments(t.database.db, {
    folder: null,
    count: DOCUMENTS,
    newest: 0,
    words: (g) => sql`case when ${g} > ${DOCUMENTS - 10} then 'taccuino' when ${g} % 8 = 0 then 'quaderno' end`,
    ownerId: ids.admin!,
    title: 'Nota',
  });
}, 120_000);
afterAll(() => t.close());

const search = async (q: string, query = '') => {
  const response = await as(t.app, employee, { url: `/api/documents/search?q=${encodeURIComponent(q)}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    items: { title: string }[];
    pagination: { total: number; total_pages: number; total_capped: boolean };
  };
};
const number = (title: string) => Number(title.split(' ')[1]);

describe('content search past its recent window', () => {
  it('ranks a common word among the most recent documents and says there may be more', async () => {
    const first = await search('quaderno', '&per_page=100');
    // 5,000 / 8 in the window; 748 in the archive.
    expect(first.pagination).toMatchObject({ total: 625, total_capped: true });
    const last = await search('quaderno', '&per_page=100&page=7');
    expect(last.items).toHaveLength(25);
    expect(Math.max(...last.items.map((i) => number(i.title)))).toBeLessThanOrEqual(5000);
    // A prefix of it stands for the same word.
    expect((await search('quad')).pagination).toMatchObject({ total: 625, total_capped: true });
  });

  it('looks for a rarer word everywhere, the oldest documents too', async () => {
    const rare = await search('taccuino', '&per_page=50');
    expect(rare.pagination).toMatchObject({ total: 10, total_capped: false });
    expect(rare.items.every((i) => number(i.title) > DOCUMENTS - 10)).toBe(true);
  });

  it('finds nothing for a word no document holds, and keeps a prefix of many words a prefix', async () => {
    expect(await search('xilofono')).toMatchObject({ items: [], pagination: { total: 0, total_capped: false } });
    expect(await search('quaderno xilofono')).toMatchObject({ items: [], pagination: { total: 0 } });
    // "12" prefixes 111 numbers of the titles: it stays a prefix in the query.
    const twelve = await search('nota 12');
    expect(twelve.pagination).toMatchObject({ total: 111, total_capped: false });
    expect(twelve.items[0]?.title).toBe('Nota 12');
  });
});
