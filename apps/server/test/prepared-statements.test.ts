import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers';

// queryPrepared runs a statement with its generic plan (docs/benchmarks.md, search): the setting must stay inside
// that statement's own transaction, on both drivers, and the parameters, written as literals, must arrive intact.
describe('prepared statements with their generic plan', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const text = 'select $1::text as word, $2::int + 1 as next, $3::boolean as flag, current_setting($4) as mode';

  it('answers with the parameters intact, quotes and backslashes included, again and again', async () => {
    for (const word of ["l'ufficio", 'a\\b', 'perché; drop table users; --', '']) {
      const rows = await database.queryPrepared<{ word: string; next: number; flag: boolean; mode: string }>(
        'test_generic_plan',
        text,
        [word, 41, true, 'plan_cache_mode'],
      );
      expect(rows).toEqual([{ word, next: 42, flag: true, mode: 'force_generic_plan' }]);
    }
  });

  it('leaves the rest of the connection on the default plan choice', async () => {
    // Enough statements to go round every pooled connection at least once.
    for (let i = 0; i < 30; i++) {
      await database.queryPrepared('test_generic_plan', text, ['x', i, false, 'plan_cache_mode']);
      const [setting] = await database.query<{ mode: string }>("select current_setting('plan_cache_mode') as mode");
      expect(setting?.mode).toBe('auto');
    }
  });

  it('falls back to a plain statement for parameters it cannot write as literals', async () => {
    const rows = await database.queryPrepared<{ n: string }>(
      'test_generic_plan_null',
      'select coalesce($1::text, $2) as n',
      [null, 'vuoto'],
    );
    expect(rows).toEqual([{ n: 'vuoto' }]);
  });
});
