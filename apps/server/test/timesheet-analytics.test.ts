import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZipEntries } from '@/platform/export/xlsx';
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

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
const ids: Record<string, string> = {};

async function exec(text: string, params: unknown[] = []) {
  return t.database.query<Record<string, unknown>>(text, params);
}

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
  await exec(`update employees set weekly_hours = 40, hourly_cost = 25, hire_date = '2020-01-01' where user_id = $1`, [
    ids.dipendente,
  ]);
  await exec(`update employees set weekly_hours = 20, hourly_cost = 40, hire_date = '2026-02-01' where user_id = $1`, [
    ids.manager,
  ]);
  await exec(`update employees set weekly_hours = 40, hire_date = '2019-03-01' where user_id = $1`, [ids.admin]);
  const project = async (
    code: string,
    client: string,
    rate: number | null,
    hours: number | null,
    amount: number | null,
  ) => {
    const [row] = await exec(
      `insert into projects (code, name, client_name, hourly_rate, budget_hours, budget_amount, status)
       values ($1, $2, $3, $4, $5, $6, 'attivo') returning id`,
      [code, `Progetto ${code}`, client, rate, hours, amount],
    );
    ids[code] = row!.id as string;
  };
  await project('ALFA', 'Cliente Uno', 50, 20, 1000);
  await project('BETA', 'Cliente Uno', 80, 100, null);
  await project('INT', '', null, null, null);
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

const Q1 = 'from=2026-01-01&to=2026-03-31';

async function report(query: string) {
  const response = await as(t.app, admin, { url: `/api/timesheet/analytics?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('hours report', () => {
  it('sums hours, billable hours, value and cost per project', async () => {
    const data = await report(`${Q1}&group_by=project`);
    expect(data.rows.map((r: { detail: string }) => r.detail)).toEqual(['ALFA', 'BETA', 'INT']);
    expect(data.rows[0]).toMatchObject({
      key: ids.ALFA,
      label: 'Progetto ALFA',
      hours: 23,
      billable_hours: 22,
      non_billable_hours: 1,
      amount: 1220,
      cost: 790,
    });
    expect(data.rows[1]).toMatchObject({ hours: 2.5, billable_hours: 2.5, amount: 200, cost: 70 });
    expect(data.rows[2]).toMatchObject({ hours: 1.5, billable_hours: 0, amount: 0, cost: 37.5 });
    expect(data.totals).toEqual({
      hours: 27,
      billable_hours: 24.5,
      non_billable_hours: 2.5,
      amount: 1420,
      cost: 897.5,
      billable_pct: 90.7,
    });
    expect(data.months).toEqual([
      { month: '2026-01', hours: 20, billable_hours: 20, non_billable_hours: 0, amount: 1140 },
      { month: '2026-02', hours: 5, billable_hours: 4, non_billable_hours: 1, amount: 240 },
      { month: '2026-03', hours: 2, billable_hours: 0.5, non_billable_hours: 1.5, amount: 40 },
    ]);
  });

  it('groups by person, client and month', async () => {
    const people = await report(`${Q1}&group_by=person`);
    expect(people.rows.map((r: object) => ({ ...r, color: undefined }))).toEqual([
      expect.objectContaining({ detail: 'dipendente', hours: 16.5, billable_hours: 14, amount: 880, cost: 477.5 }),
      expect.objectContaining({ detail: 'manager', hours: 10.5, billable_hours: 10.5, amount: 540, cost: 420 }),
    ]);
    const clients = await report(`${Q1}&group_by=client`);
    expect(
      clients.rows.map((r: { label: string; hours: number; amount: number }) => [r.label, r.hours, r.amount]),
    ).toEqual([
      ['Cliente Uno', 25.5, 1420],
      ['Senza cliente', 1.5, 0],
    ]);
    const months = await report(`${Q1}&group_by=month`);
    expect(months.rows.map((r: { key: string; label: string; hours: number }) => [r.key, r.label, r.hours])).toEqual([
      ['2026-01', 'gennaio 2026', 20],
      ['2026-02', 'febbraio 2026', 5],
      ['2026-03', 'marzo 2026', 2],
    ]);
  });

  it('reads partial months from the entries and whole months from the rollup alike', async () => {
    expect((await report('from=2026-01-20&to=2026-02-10')).totals.hours).toBe(16);
    expect((await report('from=2026-01-16&to=2026-03-31')).totals.hours).toBe(19);
    expect((await report('from=2026-01-01&to=2026-04-30')).totals.hours).toBe(28);
    expect((await report('from=2026-03-31&to=2026-03-31')).totals.hours).toBe(0.5);
  });

  it('filters by project, person, client and billable', async () => {
    expect((await report(`${Q1}&project_id=${ids.BETA}`)).totals).toMatchObject({ hours: 2.5, amount: 200 });
    expect((await report(`${Q1}&user_id=${ids.manager}`)).totals).toMatchObject({ hours: 10.5, amount: 540 });
    expect((await report(`${Q1}&client=${encodeURIComponent('Cliente Uno')}`)).totals.hours).toBe(25.5);
    const nonBillable = await report(`${Q1}&billable=false`);
    expect(nonBillable.totals).toMatchObject({ hours: 2.5, billable_hours: 0, amount: 0 });
    expect(nonBillable.rows.map((r: { detail: string }) => r.detail)).toEqual(['INT', 'ALFA']);
    expect((await report(`${Q1}&billable=true`)).totals).toMatchObject({ hours: 24.5, amount: 1420 });
  });

  it('leaves soft-deleted projects out and zero-fills the months of the period', async () => {
    await exec(`update projects set deleted_at = now() where id = $1`, [ids.INT]);
    const data = await report('from=2026-01-01&to=2026-06-30');
    expect(data.totals.hours).toBe(26.5);
    expect(data.months.map((m: { month: string; hours: number }) => [m.month, m.hours])).toEqual([
      ['2026-01', 20],
      ['2026-02', 5],
      ['2026-03', 0.5],
      ['2026-04', 1],
      ['2026-05', 0],
      ['2026-06', 0],
    ]);
    await exec(`update projects set deleted_at = null where id = $1`, [ids.INT]);
  });
});

describe('monthly rollup', () => {
  it('stays equal to the entries through updates, upserts and deletes', async () => {
    const [entry] = await exec(`select id from time_entries where work_date = '2026-02-11'`);
    await exec(`update time_entries set minutes = 120, billable = true where id = $1`, [entry!.id]);
    await exec(`update time_entries set work_date = '2026-05-11' where id = $1`, [entry!.id]);
    await exec(
      `insert into time_entries (user_id, project_id, work_date, minutes, billable) values ($1, $2, '2026-05-12', 45, false)
       on conflict (user_id, project_id, coalesce(task_id, '00000000-0000-0000-0000-000000000000'::uuid), work_date)
       do update set minutes = excluded.minutes`,
      [ids.dipendente, ids.ALFA],
    );
    const compare = async () => {
      const expected = await exec(`select user_id, project_id, date_trunc('month', work_date)::date::text as month,
          sum(minutes)::int as minutes, sum(case when billable then minutes else 0 end)::int as billable_minutes,
          count(*)::int as entries
        from time_entries group by 1, 2, 3 order by 1, 2, 3`);
      const actual = await exec(`select user_id, project_id, month::text as month, minutes, billable_minutes, entries
        from timesheet_month_totals order by 1, 2, 3`);
      expect(actual).toEqual(expected);
    };
    await compare();
    await exec(`delete from time_entries where work_date >= '2026-05-01'`);
    await compare();
    // Back to the fixture for the other tests.
    await exec(
      `insert into time_entries (user_id, project_id, work_date, minutes, billable) values ($1, $2, '2026-02-11', 60, false)`,
      [ids.dipendente, ids.ALFA],
    );
    await compare();
    expect((await report(`${Q1}&group_by=project`)).totals.hours).toBe(27);
  });
});

describe('utilisation', () => {
  it('compares billable hours with contractual capacity net of holidays, closures and the hiring date', async () => {
    const response = await as(t.app, admin, { url: `/api/timesheet/analytics/utilisation?${Q1}` });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data.rows as { username: string }[];
    const of = (username: string) => rows.find((r) => r.username === username);
    // Q1 2026: 62 weekdays less 1 and 6 January and the 5-day closure = 57; the manager starts on 1 February:
    // February 20 − 5 + March 22 = 37 days at 4 h.
    expect(of('dipendente')).toMatchObject({
      weekly_hours: 40,
      capacity_hours: 456,
      logged_hours: 16.5,
      billable_hours: 14,
      utilisation_pct: 3.1,
      logged_pct: 3.6,
      status: 'bassa',
    });
    expect(of('manager')).toMatchObject({ capacity_hours: 148, logged_hours: 10.5, utilisation_pct: 7.1 });
    expect(of('admin')).toMatchObject({ capacity_hours: 456, logged_hours: 0, utilisation_pct: 0, status: 'bassa' });
  });

  it('takes approved time off out of the capacity, but not work done elsewhere', async () => {
    const type = async (code: string) =>
      (await exec('select id from leave_types where code = $1', [code]))[0]!.id as string;
    // Ferie from Monday 30 March to Friday 3 April 2026 (5 days, 40 h): only 30 and 31 March fall in Q1.
    // A smart-working day is work, not time off; a pending request does not count yet.
    await exec(
      `insert into leave_requests (user_id, leave_type_id, start_date, end_date, hours, days, status) values
        ($1, $2, '2026-03-30', '2026-04-03', 40, 5, 'approvata'),
        ($1, $3, '2026-03-04', '2026-03-04', 8, 1, 'approvata'),
        ($1, $2, '2026-03-10', '2026-03-10', 8, 1, 'in_attesa')`,
      [ids.admin, await type('ferie'), await type('smart_working')],
    );
    try {
      const response = await as(t.app, admin, {
        url: `/api/timesheet/analytics/utilisation?${Q1}&user_id=${ids.admin}`,
      });
      expect(response.json().data.rows).toEqual([expect.objectContaining({ capacity_hours: 456 - 16 })]);
    } finally {
      await exec('delete from leave_requests where user_id = $1', [ids.admin]);
    }
  });

  it('flags a person over capacity', async () => {
    const response = await as(t.app, admin, {
      url: `/api/timesheet/analytics/utilisation?from=2026-01-20&to=2026-01-20&user_id=${ids.manager}`,
    });
    // Hired on 1 February: no capacity yet on 20 January.
    expect(response.json().data.rows).toEqual([expect.objectContaining({ capacity_hours: 0, status: 'n_d' })]);
    await exec(`update employees set hire_date = null where user_id = $1`, [ids.manager]);
    const again = await as(t.app, admin, {
      url: `/api/timesheet/analytics/utilisation?from=2026-01-20&to=2026-01-20&user_id=${ids.manager}`,
    });
    expect(again.json().data.rows).toEqual([
      expect.objectContaining({ capacity_hours: 4, billable_hours: 10, utilisation_pct: 250, status: 'sovraccarico' }),
    ]);
    expect(again.json().data.totals).toEqual({
      capacity_hours: 4,
      logged_hours: 10,
      billable_hours: 10,
      utilisation_pct: 250,
    });
    await exec(`update employees set hire_date = '2026-02-01' where user_id = $1`, [ids.manager]);
  });
});

describe('budget', () => {
  it('compares hours and value consumed up to the period end with the budget', async () => {
    const response = await as(t.app, admin, { url: `/api/timesheet/analytics/budget?${Q1}` });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data.rows as { code: string }[];
    expect(rows.map((r) => r.code)).toEqual(['ALFA', 'BETA', 'INT']);
    expect(rows[0]).toMatchObject({
      budget_hours: 20,
      budget_amount: 1000,
      consumed_hours: 23,
      consumed_amount: 1280,
      cost: 790,
      period_hours: 23,
      hours_pct: 115,
      amount_pct: 128,
      over_budget: true,
    });
    expect(rows[1]).toMatchObject({ consumed_hours: 2.5, hours_pct: 2.5, amount_pct: null, over_budget: false });
    expect(rows[2]).toMatchObject({ budget_hours: null, consumed_hours: 1.5, hours_pct: null, over_budget: false });
    // A fixed-price project spends its euro budget as staff cost.
    await exec(`update projects set billing_type = 'a_corpo', budget_amount = 100 where id = $1`, [ids.INT]);
    const fixed = await as(t.app, admin, { url: `/api/timesheet/analytics/budget?${Q1}&project_id=${ids.INT}` });
    expect(fixed.json().data.rows).toEqual([
      expect.objectContaining({ consumed_amount: 37.5, cost: 37.5, amount_pct: 37.5, over_budget: false }),
    ]);
    await exec(`update projects set billing_type = 'tempo_materiali', budget_amount = null where id = $1`, [ids.INT]);
    const april = await as(t.app, admin, {
      url: `/api/timesheet/analytics/budget?from=2026-04-01&to=2026-04-30&client=${encodeURIComponent('Cliente Uno')}`,
    });
    expect(
      april
        .json()
        .data.rows.map((r: { code: string; consumed_hours: number; period_hours: number }) => [
          r.code,
          r.consumed_hours,
          r.period_hours,
        ]),
    ).toEqual([
      ['ALFA', 24, 1],
      ['BETA', 2.5, 0],
    ]);
  });
});

describe('exports', () => {
  it('writes a CSV with a BOM, semicolons and decimal commas, named after the report and period', async () => {
    const response = await as(t.app, admin, { url: `/api/timesheet/analytics/export?${Q1}&report=project&format=csv` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ore-per-progetto-2026-01-01_2026-03-31.csv"',
    );
    expect(response.body.charCodeAt(0)).toBe(0xfeff);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines).toEqual([
      '"Codice";"Progetto";"Ore";"Ore fatturabili";"Ore non fatturabili";"Valore €";"Costo €"',
      '"ALFA";"Progetto ALFA";23;22;1;1220;790',
      '"BETA";"Progetto BETA";2,5;2,5;0;200;70',
      '"INT";"Progetto INT";1,5;0;1,5;0;37,5',
      '',
    ]);
    const audit = await exec(`select details from audit_log where action = 'timesheet.analytics_exported'`);
    expect(audit.at(-1)!.details).toMatchObject({ report: 'project', format: 'csv' });
  });

  it('writes the utilisation and budget reports as CSV too', async () => {
    const utilisation = await as(t.app, admin, {
      url: `/api/timesheet/analytics/export?${Q1}&report=utilisation&format=csv`,
    });
    expect(utilisation.body).toContain('Esposito"');
    expect(utilisation.body.split('\r\n')[0]).toContain('"Utilizzo %"');
    expect(utilisation.body).toMatch(/"dipendente";40;456;16,5;14;3,1;3,6/);
    const budget = await as(t.app, admin, { url: `/api/timesheet/analytics/export?${Q1}&report=budget&format=csv` });
    expect(budget.body).toContain('"ALFA";"Progetto ALFA";"Cliente Uno";20;23;115;1000;1280;128;790;23;"Sì"');
  });

  it('writes an XLSX workbook with a bold header, numbers as numbers and text inline', async () => {
    const response = await as(t.app, admin, { url: `/api/timesheet/analytics/export?${Q1}&report=person` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ore-per-persona-2026-01-01_2026-03-31.xlsx"',
    );
    const files = readZipEntries(response.rawPayload);
    expect([...files.keys()]).toContain('xl/worksheets/sheet1.xml');
    expect(files.get('xl/workbook.xml')).toContain('<sheet name="Ore per persona"');
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">Persona</t></is></c>');
    expect(sheet).toContain('<c r="B2" t="inlineStr"><is><t xml:space="preserve">dipendente</t></is></c>');
    expect(sheet).toContain('<c r="C2" s="2"><v>16.5</v></c>');
    expect(sheet).toContain('<c r="F2" s="2"><v>880</v></c>');
    expect(sheet).toContain('<c r="G3" s="2"><v>420</v></c>');
  });
});

describe('validation and access', () => {
  it('rejects a reversed period, one over three years and malformed filters with Italian messages', async () => {
    const reversed = await as(t.app, admin, { url: '/api/timesheet/analytics?from=2026-03-01&to=2026-02-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('La data iniziale deve precedere o coincidere con la data finale');
    const long = await as(t.app, admin, { url: '/api/timesheet/analytics/budget?from=2020-01-01&to=2023-12-31' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Il periodo non può superare i 3 anni');
    expect((await as(t.app, admin, { url: '/api/timesheet/analytics?from=2020-01-01&to=2022-12-31' })).statusCode).toBe(
      200,
    );
    for (const query of ['from=2026-13-01', 'group_by=settimana', 'billable=forse', 'project_id=abc']) {
      const response = await as(t.app, admin, { url: `/api/timesheet/analytics?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const format = await as(t.app, admin, { url: '/api/timesheet/analytics/export?format=pdf' });
    expect(format.statusCode).toBe(400);
  });

  it('answers the admin only: the manager and the employee get 403', async () => {
    const paths = [
      `/api/timesheet/analytics?${Q1}`,
      `/api/timesheet/analytics/utilisation?${Q1}`,
      `/api/timesheet/analytics/budget?${Q1}`,
      '/api/timesheet/analytics/options',
      `/api/timesheet/analytics/export?${Q1}&format=csv`,
    ];
    for (const url of paths) {
      expect((await as(t.app, admin, { url })).statusCode, url).toBe(200);
      expect((await as(t.app, manager, { url })).statusCode, url).toBe(403);
      expect((await as(t.app, employee, { url })).statusCode, url).toBe(403);
    }
    expect((await t.app.inject({ url: `/api/timesheet/analytics?${Q1}` })).statusCode).toBe(401);
  });

  it('lists the filter choices', async () => {
    const data = (await as(t.app, admin, { url: '/api/timesheet/analytics/options' })).json().data;
    expect(data.projects.map((p: { code: string }) => p.code)).toEqual(['ALFA', 'BETA', 'INT']);
    expect(data.clients).toEqual(['Cliente Uno']);
    expect(data.people.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([ids.admin, ids.manager, ids.dipendente]),
    );
  });

  it('answers 404 while the timesheet module is off', async () => {
    const flags = (await as(t.app, admin, { url: '/api/admin/feature-flags' })).json().data as {
      id: string;
      feature_key: string;
    }[];
    const flag = flags.find((f) => f.feature_key === 'timesheet_module')!;
    const set = (is_enabled: boolean) =>
      as(t.app, admin, { method: 'PUT', url: `/api/admin/feature-flags/${flag.id}`, payload: { is_enabled } });
    await set(false);
    try {
      const response = await as(t.app, admin, { url: `/api/timesheet/analytics?${Q1}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await set(true);
    }
  });
});
