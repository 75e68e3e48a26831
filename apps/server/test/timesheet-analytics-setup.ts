import { afterAll, beforeAll, expect } from 'vitest';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

// A hand-computed fixture (every other project and entry of the demo tenant is removed first):
//
// project  client        rate  budget h/€    member rates (rate/cost)        employee cost
// ALFA     Cliente Uno    50   20 h / 1000€  dipendente 60/30, manager –/–  dipendente 25, manager 40
// BETA     Cliente Uno    80   100 h / –     dipendente –/–
// INT      (none)          –   –             dipendente –/–
//
// entries (Q1 2026 plus one in April):
// dipendente ALFA 01-15 8 h fatt. | 02-10 4 h fatt. | 02-11 1 h non fatt. | 04-01 1 h fatt. (outside Q1)
// manager    ALFA 01-20 10 h fatt.
// dipendente BETA 01-31 2 h fatt.
// dipendente INT  03-02 1.5 h non fatt.
// manager    BETA 03-31 0.5 h fatt. (not a member: project rate 80, own cost 40)

export let t: TestApp;
export let admin: LoggedIn;
export let manager: LoggedIn;
export let employee: LoggedIn;
export const ids: Record<string, string> = {};

export async function exec(text: string, params: unknown[] = []) {
  return t.database.query<Record<string, unknown>>(text, params);
}

export const Q1 = 'from=2026-01-01&to=2026-03-31';

export async function report(query: string) {
  const response = await as(t.app, admin, { url: `/api/timesheet/analytics?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Opens a fresh app for the calling test file and closes it after; call once at the top of the file. */
export function setupAnalyticsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin');
    manager = await login(t.app, 'manager');
    employee = await login(t.app, 'dipendente');
    for (const row of await exec(`select id, username from users where username in ('admin','manager','dipendente')`))
      ids[row.username as string] = row.id as string;
    await exec('delete from projects');
    await exec('delete from company_closures');
    await exec(
      `insert into company_closures (name, start_date, end_date) values ('Settimana bianca', '2026-02-16', '2026-02-20')`,
    );
    await exec(
      `update employees set weekly_hours = 40, hourly_cost = 25, hire_date = '2020-01-01' where user_id = $1`,
      [ids.dipendente],
    );
    await exec(
      `update employees set weekly_hours = 20, hourly_cost = 40, hire_date = '2026-02-01' where user_id = $1`,
      [ids.manager],
    );
    await exec(`update employees set weekly_hours = 40, hire_date = '2019-03-01' where user_id = $1`, [ids.admin]);
    const [clientUno] = await exec(`insert into client_companies (name) values ('Cliente Uno') returning id`);
    ids.clientUno = clientUno!.id as string;
    const project = async (
      code: string,
      client: string | null,
      rate: number | null,
      hours: number | null,
      amount: number | null,
    ) => {
      const [row] = await exec(
        `insert into projects (code, name, client_company_id, hourly_rate, budget_hours, budget_amount, status)
         values ($1, $2, $3, $4, $5, $6, 'attivo') returning id`,
        [code, `Progetto ${code}`, client, rate, hours, amount],
      );
      ids[code] = row!.id as string;
    };
    await project('ALFA', ids.clientUno, 50, 20, 1000);
    await project('BETA', ids.clientUno, 80, 100, null);
    await project('INT', null, null, null, null);
    await exec(
      `insert into project_members (project_id, user_id, hourly_rate, hourly_cost) values
       ($1, $4, 60, 30), ($1, $5, null, null), ($2, $4, null, null), ($3, $4, null, null)`,
      [ids.ALFA, ids.BETA, ids.INT, ids.dipendente, ids.manager],
    );
    // One statement, as the weekly grid saves: the rollup trigger sees the whole batch.
    await exec(
      `insert into time_entries (user_id, project_id, work_date, minutes, billable) values
       ($1, $3, '2026-01-15', 480, true), ($1, $3, '2026-02-10', 240, true), ($1, $3, '2026-02-11', 60, false),
       ($1, $3, '2026-04-01', 60, true), ($2, $3, '2026-01-20', 600, true), ($1, $4, '2026-01-31', 120, true),
       ($1, $5, '2026-03-02', 90, false)`,
      [ids.dipendente, ids.manager, ids.ALFA, ids.BETA, ids.INT],
    );
    await exec(
      `insert into time_entries (user_id, project_id, work_date, minutes, billable) values ($1, $2, '2026-03-31', 30, true)`,
      [ids.manager, ids.BETA],
    );
  });
  afterAll(() => t.close());
}
