import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/platform/auth/passwords';
import { users } from '@/platform/auth/tables';
import { featureFlags } from '@/platform/flags/tables';
import { prepareTerms } from '@/platform/search/search';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let manager: LoggedIn;
let client: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  const password_hash = await hashPassword('Qualsiasi-password-1');
  await t.database.db.insert(users).values([
    {
      username: 'nicolo.barbieri',
      email: 'nicolo@demo.portale.it',
      first_name: 'Nicolò',
      last_name: 'Bàrbieri',
      role: 'employee',
      status: 'active',
      password_hash,
    },
    {
      username: 'in.attesa',
      email: 'attesa@demo.portale.it',
      first_name: 'Teresa',
      last_name: 'Inattesa',
      role: 'employee',
      status: 'pending',
      password_hash,
    },
  ]);
  manager = await login(t.app, 'manager');
  client = await login(t.app, 'cliente');
});
afterAll(() => t.close());

const find = async (q: string, who = manager, path = '/api/search') => {
  const response = await as(t.app, who, { url: `${path}?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; type: string; title: string; description: string; path: string }[];
};
const titles = async (q: string) => (await find(q)).map((r) => r.title);

describe('query preparation', () => {
  it('folds accents, makes every word a prefix and leaves one-letter words to the ranking', () => {
    expect(prepareTerms('  Nicolò  Bàrbieri ', 8)).toEqual({
      text: 'nicolo  barbieri',
      tsquery: 'nicolo:* & barbieri:*',
      words: 'nicolo barbieri',
      limit: 8,
    });
    expect(prepareTerms('chiara r', 8)?.tsquery).toBe('chiara:*');
    expect(prepareTerms('r', 8)?.tsquery).toBe('r:*');
    expect(prepareTerms("l'ufficio (sede)", 8)?.tsquery).toBe('lufficio:* & sede:*');
    expect(prepareTerms(' %_ ', 8)).toBeNull();
  });
});

describe('global search: people', () => {
  it('returns spec-shaped results that lead to the person', async () => {
    const [giulia] = await find('Giulia Esposito');
    expect(giulia).toMatchObject({
      type: 'person',
      title: 'Giulia Esposito',
      description: 'dipendente@demo.portale.it',
    });
    expect(giulia!.path).toBe(`/app/personnel/${giulia!.id}`);
  });

  it('stems Italian words: "dipendenti" finds the user "dipendente"', async () => {
    expect(await titles('dipendenti')).toContain('Giulia Esposito');
  });

  it('matches prefixes and small typos', async () => {
    expect(await titles('ales')).toContain('Alessandra Rossi');
    expect(await titles('Esposto')).toContain('Giulia Esposito');
    expect(await titles('Giula')).toContain('Giulia Esposito');
  });

  it('answers the same once the statement has been run many times (a prepared statement on PostgreSQL)', async () => {
    const first = await titles('Esposto');
    for (let i = 0; i < 8; i++) await titles(i % 2 ? 'ales' : 'Marco Bianchi');
    expect(await titles('Esposto')).toEqual(first);
    expect(await titles('ales')).toContain('Alessandra Rossi');
    expect((await titles('Marco Bianchi'))[0]).toBe('Marco Bianchi');
  });

  it('prepares the statement on the embedded database too, and takes quotes and backslashes as text', async () => {
    // find() checks the status: a quote or backslash written into the EXECUTE wrongly would be a 500.
    expect(await titles("x' or ''='")).not.toContain('Giulia Esposito');
    expect(await titles("d'Esposito \\' --")).toContain('Giulia Esposito');
    expect(await titles("Giulia'")).toContain('Giulia Esposito');
    if (t.database.kind === 'embedded') {
      const rows = await t.database.query<{ name: string }>(
        `select name from pg_prepared_statements where name like 'search\\_%'`,
      );
      expect(rows.length).toBeGreaterThan(0);
    }
  });

  it('folds accents both ways', async () => {
    expect(await titles('nicolo barbieri')).toEqual(['Nicolò Bàrbieri']);
    expect(await titles('Nicolò')).toContain('Nicolò Bàrbieri');
  });

  it('ranks the exact person first', async () => {
    expect((await titles('Marco Bianchi'))[0]).toBe('Marco Bianchi');
  });

  it('never returns pending or disabled accounts', async () => {
    expect(await titles('Teresa')).toEqual([]);
  });

  it('answers the same on /search, honours limit, and returns nothing for a blank query', async () => {
    expect(await find('giulia', manager, '/search')).toEqual(await find('giulia'));
    const limited = (await as(t.app, manager, { url: '/api/search?q=demo&limit=2' })).json().data;
    expect(limited.length).toBeLessThanOrEqual(2);
    expect(await find('   ')).toEqual([]);
    expect(await find('%_\\')).toEqual([]);
  });

  it('applies permissions and flags: a client and a disabled personnel module see no people', async () => {
    expect(await find('giulia', client)).toEqual([]);
    await t.database.db
      .update(featureFlags)
      .set({ is_enabled: false })
      .where(eq(featureFlags.feature_key, 'personnel_module'));
    try {
      expect(await find('giulia')).toEqual([]);
    } finally {
      await t.database.db
        .update(featureFlags)
        .set({ is_enabled: true })
        .where(eq(featureFlags.feature_key, 'personnel_module'));
    }
  });

  it('drops a module turned off from search at once, and only that module', async () => {
    const types = async (q: string) => new Set((await find(q)).map((r: { type: string }) => r.type));
    expect(await types('ecom')).toContain('project');
    await t.database.db
      .update(featureFlags)
      .set({ is_enabled: false })
      .where(eq(featureFlags.feature_key, 'timesheet_module'));
    try {
      expect(await types('ecom')).not.toContain('project');
      expect(await types('giulia')).toContain('person');
    } finally {
      await t.database.db
        .update(featureFlags)
        .set({ is_enabled: true })
        .where(eq(featureFlags.feature_key, 'timesheet_module'));
    }
  });

  it('keeps the search indexes without a pending list (fastupdate off), which every search would scan', async () => {
    const rows = await t.database.query<{ relname: string; reloptions: string[] | null }>(
      `select relname, reloptions from pg_class where relname in ('users_search_fts_idx', 'users_name_trgm_idx',
        'employees_search_fts_idx', 'projects_search_fts_idx', 'project_tasks_search_fts_idx')`,
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.reloptions, row.relname).toContain('fastupdate=false');
  });

  it('requires login and rejects an oversized query', async () => {
    expect((await t.app.inject({ url: '/search?q=giulia' })).statusCode).toBe(401);
    expect((await as(t.app, manager, { url: `/api/search?q=${'a'.repeat(101)}` })).statusCode).toBe(400);
  });
});
