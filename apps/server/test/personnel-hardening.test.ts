import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdaysThisWeek } from '@/modules/personnel/employees/widgets';
import { performanceReviews } from '@/modules/personnel/tables';
import { rolePermissions } from '@/platform/access/tables';
import { users } from '@/platform/auth/tables';
import { employees } from '@/platform/org/tables';
import { as, createTestApp, type DemoUsername, type LoggedIn, login, loginDemoStaff, type TestApp } from './helpers';

// Review findings on the personnel module: bad input and double submissions must give Italian 4xx, never 500,
// and never leave half-written state. The concurrency cases race for real only on PostgreSQL
// (TEST_DATABASE_URL); on the embedded database the requests run one after the other.

let t: TestApp;
let admin: LoggedIn;
let employee: LoggedIn;
let ids: Record<DemoUsername, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, employee, ids } = await loginDemoStaff(t));
});
afterAll(() => t.close());

const usersCount = async () => ((await t.database.db.select({ n: count() }).from(users)) as [{ n: number }])[0].n;
const newEmployee = (n: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Irene',
  last_name: `Marini${n}`,
  username: `irene.marini${n}`,
  email: `irene.marini${n}@example.it`,
  role: 'employee',
  ...extra,
});
const createEmployee = (payload: Record<string, unknown>) =>
  as(t.app, admin, { method: 'POST', url: '/api/personnel/employees', payload });
const importCsv = (csv: string) =>
  as(t.app, admin, { method: 'POST', url: '/api/personnel/employees/import', payload: { csv } });

describe('employee records: bad input is a 4xx, nothing half-written', () => {
  it('refuses an hourly cost the column cannot hold (was a 500)', async () => {
    const created = await createEmployee(newEmployee('costo', { hourly_cost: 1e9 }));
    expect(created.statusCode).toBe(400);
    expect(created.json().details.fields.hourly_cost[0]).toMatch(/Costo orario non valido/);
    const updated = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/personnel/employees/${ids.dipendente}`,
      payload: { hourly_cost: 123_456_789 },
    });
    expect(updated.statusCode).toBe(400);
  });

  it('refuses to create a client as an employee instead of writing the account and answering 404', async () => {
    const before = await usersCount();
    const response = await createEmployee(newEmployee('cliente', { role: 'client' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.role[0]).toMatch(/Un cliente non è un dipendente/);
    expect(await usersCount()).toBe(before);
    const imported = await importCsv(
      'nome;cognome;username;email;ruolo\nLia;Serra;lia.serra;lia.serra@example.it;cliente\n',
    );
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data.errors).toEqual([
      { row: 2, column: 'ruolo', message: expect.stringMatching(/Un cliente non è un dipendente/) },
    ]);
    expect(await usersCount()).toBe(before);
  });

  it('refuses a reporting cycle between people of the same import file', async () => {
    const before = await usersCount();
    const csv = [
      'nome;cognome;username;email;responsabile',
      'Aldo;Primo;ciclo.a;ciclo.a@example.it;ciclo.b',
      'Bice;Seconda;ciclo.b;ciclo.b@example.it;ciclo.c',
      'Carlo;Terzo;ciclo.c;ciclo.c@example.it;ciclo.a',
      'Dora;Quarta;ciclo.d;ciclo.d@example.it;ciclo.a',
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    const errors = response.json().data.errors as { row: number; column: string; message: string }[];
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'responsabile'],
      [3, 'responsabile'],
      [4, 'responsabile'],
    ]);
    expect(errors[0]!.message).toMatch(/Linea di riporto circolare/);
    expect(response.json().data.created).toEqual([]);
    expect(await usersCount()).toBe(before);
  });
});

describe('double submissions give 409 or succeed, never 500', () => {
  it('creating the same employee twice at once: one 201, one 409', async () => {
    const payload = newEmployee('doppio', { employee_number: 'D-0001' });
    const responses = await Promise.all([createEmployee(payload), createEmployee(payload)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toMatch(/già/);
  });

  it('saving the same new self-assessment twice at once', async () => {
    const catalogue = (await as(t.app, employee, { url: '/api/personnel/skills' })).json().data;
    const mine = (await as(t.app, employee, { url: `/api/personnel/skills/people/${ids.dipendente}` })).json().data;
    const owned = new Set((mine.items as { skill_id: string }[]).map((i) => i.skill_id));
    const skill = (catalogue.skills as { id: string }[]).find((s) => !owned.has(s.id))!;
    const save = () =>
      as(t.app, employee, {
        method: 'PUT',
        url: `/api/personnel/skills/people/${ids.dipendente}/${skill.id}`,
        payload: { level: 3 },
      });
    const responses = await Promise.all([save(), save(), save()]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  });

  it('creating the same skill twice at once: one 200, one 409', async () => {
    const create = () =>
      as(t.app, admin, { method: 'POST', url: '/api/personnel/skills', payload: { name: 'Kotlin Multiplatform' } });
    const responses = await Promise.all([create(), create()]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('adding the same participant to a cycle twice at once creates one review', async () => {
    const cycle = await as(t.app, admin, {
      method: 'POST',
      url: '/api/personnel/performance/cycles',
      payload: { year: 2026, name: 'Doppio clic' },
    });
    expect(cycle.statusCode).toBe(201);
    const id = cycle.json().data.id as string;
    const add = () =>
      as(t.app, admin, {
        method: 'POST',
        url: `/api/personnel/performance/cycles/${id}/participants`,
        payload: { scope: 'people', user_ids: [ids.dipendente] },
      });
    const responses = await Promise.all([add(), add(), add()]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(responses.reduce((sum, r) => sum + (r.json().data.created as number), 0)).toBe(1);
    const reviews = await t.database.db
      .select({ id: performanceReviews.id })
      .from(performanceReviews)
      .where(eq(performanceReviews.cycle_id, id));
    expect(reviews).toHaveLength(1);
  });
});

describe('people search', () => {
  it('finds colleagues, not client accounts (whose personnel page does not exist)', async () => {
    const response = await as(t.app, employee, { url: '/api/search?q=ferrari' });
    expect(response.statusCode).toBe(200);
    const people = (response.json().data as { type: string; id: string }[]).filter((r) => r.type === 'person');
    expect(people.map((p) => p.id)).not.toContain(ids.cliente);
    const page = await as(t.app, employee, { url: `/api/personnel/employees/${ids.cliente}` });
    expect(page.statusCode).toBe(404);
    const colleague = await as(t.app, employee, { url: '/api/search?q=bianchi' });
    expect((colleague.json().data as { id: string }[]).map((r) => r.id)).toContain(ids.manager);
  });
});

describe('more bad input', () => {
  it('refuses a client as somebody’s manager (they would become the reviewer of their performance review)', async () => {
    const created = await createEmployee(newEmployee('capo', { manager_id: ids.cliente }));
    expect(created.statusCode).toBe(400);
    expect(created.json().details.fields.manager_id).toEqual(['Un cliente non può essere responsabile']);
    const updated = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/personnel/employees/${ids.dipendente}`,
      payload: { manager_id: ids.cliente },
    });
    expect(updated.statusCode).toBe(400);
  });

  it('answers 400, not 500, for allocation months the calendar cannot hold', async () => {
    for (const url of [
      '/api/personnel/allocation?from=9999-12&months=12',
      `/api/personnel/allocation/people/${ids.dipendente}?from=9999-12&months=12`,
      '/api/personnel/allocation?from=0001-01',
    ]) {
      const response = await as(t.app, admin, { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().details.fields.from).toEqual(['Mese non valido (AAAA-MM)']);
    }
  });
});

describe('birthdays of the week', () => {
  it('celebrates 29 February on the 28th in a year without it, and on the day in a leap year', async () => {
    const db = t.database.db;
    await db
      .update(employees)
      .set({ birth_date: '1996-02-29', share_birthday: true })
      .where(eq(employees.user_id, ids.dipendente));
    const names = async (iso: string) => (await birthdaysThisWeek(db, new Date(iso))).map((b) => b.name);
    // Week of Mon 22 – Sun 28 February 2027 (no 29th), of Mon 26 February – Sun 3 March 2028 (leap year).
    expect(await names('2027-02-24T10:00:00Z')).toContain('Giulia Esposito');
    expect(await names('2028-02-28T10:00:00Z')).toContain('Giulia Esposito');
    // The week after 28 February 2027 does not repeat it.
    expect(await names('2027-03-03T10:00:00Z')).not.toContain('Giulia Esposito');
  });
});

describe('reserved data are written by HR only', () => {
  it('admin_access without manage_users creates records but not their reserved data, by form or by file', async () => {
    const db = t.database.db;
    await db.insert(rolePermissions).values({ role: 'manager', permission: 'admin_access' });
    try {
      const personnelAdmin = await login(t.app, 'manager');
      const before = await usersCount();
      const withPrivate = await as(t.app, personnelAdmin, {
        method: 'POST',
        url: '/api/personnel/employees',
        payload: newEmployee('riservati', { private: { ral: 30000 } }),
      });
      expect(withPrivate.statusCode).toBe(403);
      const csv = (extra: string) =>
        as(t.app, personnelAdmin, {
          method: 'POST',
          url: '/api/personnel/employees/import',
          payload: { csv: `nome;cognome;username;email;ral\nEva;Neri;eva.neri;eva.neri@example.it;${extra}\n` },
        });
      expect((await csv('31000')).statusCode).toBe(403);
      expect(await usersCount()).toBe(before);
      const plain = await as(t.app, personnelAdmin, {
        method: 'POST',
        url: '/api/personnel/employees',
        payload: newEmployee('senza.riservati'),
      });
      expect(plain.statusCode).toBe(201);
      expect((await csv('')).json().data.errors).toEqual([]);
    } finally {
      await db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.role, 'manager'), eq(rolePermissions.permission, 'admin_access')));
    }
  });
});
