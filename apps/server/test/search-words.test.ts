import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

// person_search_words is kept by triggers (migration 0018); the people search reads it. Every write below goes
// through plain SQL, as a bulk import or a script would, so the triggers and not the services keep it.

let t: TestApp;
let manager: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  manager = await login(t.app, 'manager');
});
afterAll(() => t.close());

const titles = async (q: string, limit = 8) => {
  const response = await as(t.app, manager, { url: `/api/search?q=${encodeURIComponent(q)}&limit=${limit}` });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { type: string; title: string }[])
    .filter((r) => r.type === 'person')
    .map((r) => r.title);
};

/** The table holds exactly the lexemes of the searchable people's two vectors: nothing missing, nothing stale. */
const expectWordsInStep = async () => {
  const expected = `
    select 'name' as source, w as word, u.id as user_id
    from users u cross join lateral unnest(tsvector_to_array(u.search_vector)) w
    where u.status = 'active' and u.role <> 'client'
    union all
    select 'work', w, e.user_id
    from employees e join users u on u.id = e.user_id cross join lateral unnest(tsvector_to_array(e.search_vector)) w
    where u.status = 'active' and u.role <> 'client'`;
  const [diff] = await t.database.query<{ missing: number; stale: number; total: number }>(`
    select (select count(*)::int from (select * from (${expected}) e
        except all select source, word, user_id from person_search_words) m) as missing,
      (select count(*)::int from (select source, word, user_id from person_search_words
        except all select * from (${expected}) e) s) as stale,
      (select count(*)::int from person_search_words) as total`);
  expect(diff).toMatchObject({ missing: 0, stale: 0 });
  expect(diff!.total).toBeGreaterThan(0);
};

const insertPerson = async (first: string, last: string, username: string, status = 'active', role = 'employee') => {
  const [row] = await t.database.query<{ id: string }>(
    `insert into users (username, email, first_name, last_name, password_hash, role, status)
     values ($1, $1 || '@prova.portale.it', $2, $3, 'x', $4, $5) returning id`,
    [username, first, last, role, status],
  );
  return row!.id;
};

describe('the people search word list', () => {
  it('is filled for the seeded people by the migration', async () => {
    await expectWordsInStep();
  });

  it('follows a new person, a rename, a deactivation, a client role and a deletion', async () => {
    const id = await insertPerson('Ottavio', 'Quarantotto', 'ottavio.q');
    expect(await titles('quarantotto')).toEqual(['Ottavio Quarantotto']);
    await expectWordsInStep();

    await t.database.query(`update users set last_name = 'Novantanove' where id = $1`, [id]);
    expect(await titles('quarantotto')).toEqual([]);
    expect(await titles('novantanove')).toEqual(['Ottavio Novantanove']);

    await t.database.query(`update users set status = 'disabled' where id = $1`, [id]);
    expect(await titles('novantanove')).toEqual([]);
    await expectWordsInStep();
    await t.database.query(`update users set status = 'active' where id = $1`, [id]);
    expect(await titles('novantanove')).toEqual(['Ottavio Novantanove']);

    await t.database.query(`update users set role = 'client' where id = $1`, [id]);
    expect(await titles('novantanove')).toEqual([]);
    await t.database.query(`update users set role = 'employee' where id = $1`, [id]);

    // An update that changes nothing search reads (a login) leaves the words as they are.
    await t.database.query(`update users set last_login_at = now() where id = $1`, [id]);
    expect(await titles('novantanove')).toEqual(['Ottavio Novantanove']);
    await expectWordsInStep();

    await t.database.query(`delete from users where id = $1`, [id]);
    expect(await titles('novantanove')).toEqual([]);
    await expectWordsInStep();
  });

  it('follows job title, department and skill changes, and a pending account activated later', async () => {
    const id = await insertPerson('Gualtiero', 'Saponaro', 'gualtiero.s', 'pending');
    const [department] = await t.database.query<{ id: string }>(
      `insert into departments (name) values ('Astronomia') returning id`,
    );
    await t.database.query(`insert into employees (user_id, job_title, department_id) values ($1, 'Ceramista', $2)`, [
      id,
      department!.id,
    ]);
    expect(await titles('ceramista')).toEqual([]);
    await t.database.query(`update users set status = 'active' where id = $1`, [id]);
    expect(await titles('ceramista')).toEqual(['Gualtiero Saponaro']);
    expect(await titles('astronomia')).toEqual(['Gualtiero Saponaro']);

    await t.database.query(`update employees set job_title = 'Vetraio' where user_id = $1`, [id]);
    expect(await titles('ceramista')).toEqual([]);
    expect(await titles('vetraio')).toEqual(['Gualtiero Saponaro']);

    await t.database.query(`update departments set name = 'Paleontologia' where id = $1`, [department!.id]);
    expect(await titles('astronomia')).toEqual([]);
    expect(await titles('paleontologia')).toEqual(['Gualtiero Saponaro']);

    const [skill] = await t.database.query<{ id: string }>(`insert into skills (name) values ('Origami') returning id`);
    await t.database.query(`insert into employee_skills (user_id, skill_id, self_level) values ($1, $2, 3)`, [
      id,
      skill!.id,
    ]);
    expect(await titles('origami')).toEqual(['Gualtiero Saponaro']);
    await t.database.query(`update skills set name = 'Calligrafia' where id = $1`, [skill!.id]);
    expect(await titles('origami')).toEqual([]);
    expect(await titles('calligrafia')).toEqual(['Gualtiero Saponaro']);
    await expectWordsInStep();

    await t.database.query(`delete from employees where user_id = $1`, [id]);
    expect(await titles('vetraio')).toEqual([]);
    expect(await titles('saponaro')).toEqual(['Gualtiero Saponaro']);
    await expectWordsInStep();
  });

  it('stops at the candidate cap for a common word yet finds a rare combination and the exact word first', async () => {
    // 150 people share a first name (more than the 8 × 12 candidates read), one of them a rare surname.
    await t.database.query(
      `insert into users (username, email, first_name, last_name, password_hash, role, status)
       select 'ugolino' || g, 'ugolino' || g || '@prova.portale.it', 'Ugolino', 'Comune', 'x', 'employee', 'active'
       from generate_series(1, 150) g`,
    );
    await insertPerson('Ugolino', 'Zanzibarri', 'ugolino.z');
    await insertPerson('Ugolinetto', 'Prefisso', 'ugolinetto.p');
    await expectWordsInStep();
    expect(await titles('ugolino')).toHaveLength(8);
    expect(await titles('ugolino zanzibarri')).toEqual(['Ugolino Zanzibarri']);
    expect(await titles('zanzib ugol')).toEqual(['Ugolino Zanzibarri']);
    // "ugolin" prefixes both names; the 150 exact Ugolino come first in the word order, yet the prefix still
    // reaches Ugolinetto when it is the only match of its own longer word.
    expect(await titles('ugolinetto')).toEqual(['Ugolinetto Prefisso']);
    expect((await titles('ugolino', 20)).every((title) => title.startsWith('Ugolino '))).toBe(true);
    // A misspelt word next to a common one: the misspelt word's similar names lead, not the 150 Ugolino.
    expect(await titles('ugolino zamzibarri')).toEqual(['Ugolino Zanzibarri']);
  });

  it('finds a typo of a name written after the migration, and of a renamed one', async () => {
    const id = await insertPerson('Ermenegildo', 'Quadrifoglio', 'ermenegildo.q');
    expect(await titles('quadrifolio')).toEqual(['Ermenegildo Quadrifoglio']);
    await t.database.query(`update users set last_name = 'Girasole' where id = $1`, [id]);
    expect(await titles('girasle')).toEqual(['Ermenegildo Girasole']);
    expect(await titles('quadrifolio')).toEqual([]);
  });
});
