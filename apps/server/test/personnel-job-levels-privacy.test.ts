import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '@/platform/org/tables';
import { as, createTestApp, type DemoUsername, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// Who sits at each CCNL level, next to its minimum pay, tells a colleague's pay band: names are for HR
// (manage_users, admin_access) only, everyone else gets the count (docs/personnel.md, "Chi vede cosa").

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let ids: Record<DemoUsername, string>;

interface Level {
  id: string;
  code: string;
  minimum_monthly_pay: number | null;
  employees_count: number;
  employees?: { user_id: string; name: string; job_title: string }[];
}
interface Contract {
  id: string;
  cnel_code: string;
  levels: Level[];
}

const base = '/api/personnel/job-levels';

async function levelIII(who: LoggedIn): Promise<Level> {
  const response = await as(t.app, who, { method: 'GET', url: base });
  expect(response.statusCode, response.body).toBe(200);
  const contracts: Contract[] = response.json().data;
  return contracts.find((c) => c.cnel_code === 'H011')!.levels.find((l) => l.code === 'III')!;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, ids } = await loginDemoStaff(t));
  const level = await levelIII(admin);
  for (const user of [ids.dipendente, ids.manager]) {
    await t.database.db.update(employees).set({ ccnl_level_id: level.id }).where(eq(employees.user_id, user));
  }
});
afterAll(() => t.close());

describe('job levels: who sees who sits at each level', () => {
  it('names the people at each level to HR (admin)', async () => {
    const level = await levelIII(admin);
    expect(level.employees_count).toBe(2);
    expect(level.employees?.map((e) => e.name)).toEqual(['Marco Bianchi', 'Giulia Esposito']);
  });

  it.each([
    ['manager', () => manager],
    ['dipendente', () => employee],
  ])('gives the %s the count and the minimum pay, never the names', async (_role, who) => {
    const response = await as(t.app, who(), { method: 'GET', url: base });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Giulia Esposito');
    expect(response.body).not.toContain(ids.dipendente);
    const level = await levelIII(who());
    expect(level.employees_count).toBe(2);
    expect(level.minimum_monthly_pay).not.toBeUndefined();
    expect(level).not.toHaveProperty('employees');
  });
});
