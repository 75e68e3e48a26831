import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthCapacity, monthsFrom } from '@/modules/personnel/allocation/service';
import { hashPassword } from '@/platform/auth/passwords';
import { users } from '@/platform/auth/tables';
import { employees } from '@/platform/org/tables';
import { as, createTestApp, type LoggedIn, login, loginDemoStaff, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let ids: Record<string, string>;

interface Cell {
  month: string;
  capacity: number;
  allocated: number;
  over: boolean;
  items: { label: string; pct: number; link: string | null }[];
}

beforeAll(async () => {
  t = await createTestApp();
  // A newcomer with no seeded projects, hired mid-January 2027, part time 80%.
  const [newcomer] = await t.database.db
    .insert(users)
    .values({
      username: 'nuovo.arrivo',
      email: 'nuovo.arrivo@demo.portale.it',
      first_name: 'Sara',
      last_name: 'Galli',
      role: 'employee',
      status: 'active',
      password_hash: await hashPassword('Nuovo-arrivo-2026'),
    })
    .returning({ id: users.id });
  ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
  await t.database.db.insert(employees).values({
    user_id: newcomer!.id,
    manager_id: ids.manager,
    part_time_pct: 80,
    hire_date: '2027-01-16',
    job_title: 'Sviluppatrice',
  });

  const project = async (code: string, extra: Record<string, unknown>, pct: number) => {
    const created = await as(t.app, admin, {
      method: 'POST',
      url: '/api/projects',
      payload: {
        code,
        name: `Progetto ${code}`,
        status: 'attivo',
        billing_type: 'tempo_materiali',
        tags: [],
        color: '#112233',
        ...extra,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const team = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/projects/${id}/members`,
      payload: { members: [{ user_id: newcomer!.id, allocation_pct: pct }] },
    });
    expect(team.statusCode, team.body).toBe(200);
    return id;
  };
  await project('ALL-A', { start_date: '2027-01-01', end_date: '2027-02-15' }, 60);
  await project('ALL-B', { start_date: '2027-02-01', end_date: null }, 50);
  await project('ALL-C', { start_date: '2027-01-01', end_date: '2027-12-31', status: 'annullato' }, 30);
  const deleted = await project('ALL-D', { start_date: '2027-01-01', end_date: '2027-12-31' }, 40);
  expect((await as(t.app, admin, { method: 'DELETE', url: `/api/projects/${deleted}` })).statusCode).toBe(200);
});
afterAll(() => t.close());

const grid = (who: LoggedIn, query = 'from=2027-01&months=3') =>
  as(t.app, who, { method: 'GET', url: `/api/personnel/allocation?${query}` });

describe('allocation grid', () => {
  it('sums project members’ allocations per month and flags over-allocation', async () => {
    const response = await grid(manager);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.months).toEqual(['2027-01', '2027-02', '2027-03']);
    expect(data.has_sources).toBe(true);
    const person = data.people.find((p: { user_id: string }) => p.user_id === ids['nuovo.arrivo']);
    const [jan, feb, mar] = person.cells as Cell[];
    // January: hired on the 16th (16 of 31 days) at 80% → 41%; only ALL-A (60%) → over.
    expect(jan).toMatchObject({ capacity: 41, allocated: 60, over: true });
    expect(jan!.items.map((i) => i.label)).toEqual(['ALL-A · Progetto ALL-A']);
    expect(jan!.items[0]!.link).toMatch(/^\/app\/projects\//);
    // February: ALL-A until the 15th and ALL-B from the 1st: 110% > 80%.
    expect(feb).toMatchObject({ capacity: 80, allocated: 110, over: true });
    // March: only ALL-B (open end); the cancelled and the deleted projects never count.
    expect(mar).toMatchObject({ capacity: 80, allocated: 50, over: false });
    expect(mar!.items.map((i) => i.label)).toEqual(['ALL-B · Progetto ALL-B']);
    const totals = data.totals as { month: string; allocated: number; over_count: number }[];
    const sum = (i: number) => data.people.reduce((s: number, p: { cells: Cell[] }) => s + p.cells[i]!.allocated, 0);
    expect(totals[1]!.allocated).toBe(sum(1));
    expect(totals[1]!.over_count).toBeGreaterThanOrEqual(1);
  });

  it('gives zero capacity before the hire date and refuses bad ranges', async () => {
    const data = (await grid(admin, 'from=2026-11&months=2')).json().data;
    const person = data.people.find((p: { user_id: string }) => p.user_id === ids['nuovo.arrivo']);
    expect(person.cells.map((c: Cell) => c.capacity)).toEqual([0, 0]);
    expect((await grid(admin, 'from=2027-13')).statusCode).toBe(400);
    expect((await grid(admin, 'months=24')).statusCode).toBe(400);
  });

  it('filters by department', async () => {
    const [department] = await t.database.db
      .select({ id: employees.department_id })
      .from(employees)
      .where(eq(employees.user_id, ids.dipendente!));
    if (!department?.id) return; // the demo records have no department yet
    const data = (await grid(admin, `department_id=${department.id}`)).json().data;
    expect(data.people.some((p: { user_id: string }) => p.user_id === ids['nuovo.arrivo'])).toBe(false);
  });

  it('is for staffing only: employees and clients are refused the whole grid', async () => {
    expect((await grid(employee)).statusCode).toBe(403);
    expect((await grid(client)).statusCode).toBe(403);
  });
});

describe('allocation of one person', () => {
  const person = (who: LoggedIn, userId: string) =>
    as(t.app, who, {
      method: 'GET',
      url: `/api/personnel/allocation/people/${userId}?from=2027-01&months=3`,
    });

  it('is open to the person, their manager and staffing; not to colleagues', async () => {
    const newcomer = await login(t.app, 'nuovo.arrivo', 'Nuovo-arrivo-2026');
    const own = await person(newcomer, ids['nuovo.arrivo']!);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.person.cells[1]).toMatchObject({ allocated: 110, over: true });
    expect((await person(manager, ids['nuovo.arrivo']!)).statusCode).toBe(200);
    expect((await person(employee, ids.dipendente!)).statusCode).toBe(200);
    const colleague = await person(employee, ids['nuovo.arrivo']!);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().message).toContain('allocazione');
    expect((await person(client, ids.dipendente!)).statusCode).toBe(403);
  });
});

describe('capacity', () => {
  it('prorates part time by the days employed', () => {
    const full = { part_time_pct: 100, hire_date: null, termination_date: null };
    expect(monthCapacity('2027-02', full)).toBe(100);
    expect(monthCapacity('2027-02', { ...full, part_time_pct: 50 })).toBe(50);
    expect(monthCapacity('2027-04', { ...full, termination_date: '2027-04-15' })).toBe(50);
    expect(monthCapacity('2027-05', { ...full, termination_date: '2027-04-15' })).toBe(0);
    expect(monthsFrom('2026-11', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
