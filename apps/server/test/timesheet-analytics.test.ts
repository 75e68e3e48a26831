import { describe, expect, it } from 'vitest';
import { as } from './helpers';
import { admin, exec, ids, Q1, report, setupAnalyticsApp, t } from './timesheet-analytics-setup';

setupAnalyticsApp();

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
      clients.rows.map((r: { key: string; label: string; hours: number; amount: number }) => [
        r.key,
        r.label,
        r.hours,
        r.amount,
      ]),
    ).toEqual([
      [ids.clientUno, 'Cliente Uno', 25.5, 1420],
      ['', 'Senza cliente', 1.5, 0],
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
    expect((await report(`${Q1}&client_id=${ids.clientUno}`)).totals.hours).toBe(25.5);
    expect((await report(`${Q1}&client_id=none`)).totals.hours).toBe(1.5);
    const bad = await as(t.app, admin, { url: `/api/timesheet/analytics?${Q1}&client_id=Cliente%20Uno` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.client_id).toEqual(['Cliente non valido']);
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

describe('fixed-price value', () => {
  it('agrees with the project overview: the price in full over all the hours, pro rata in a period', async () => {
    // BETA's billable hours are 2 h on 31 January and 0.5 h on 31 March.
    await exec(`update projects set billing_type = 'a_corpo', budget_amount = 1000 where id = $1`, [ids.BETA]);
    try {
      const overview = await as(t.app, admin, { url: `/api/projects/${ids.BETA}/overview` });
      expect(overview.statusCode, overview.body).toBe(200);
      expect(overview.json().data.billable_amount).toBe(1000);
      const all = await report(`${Q1}&group_by=project&project_id=${ids.BETA}`);
      expect(all.rows).toEqual([expect.objectContaining({ billable_hours: 2.5, amount: 1000 })]);
      expect(all.totals.amount).toBe(1000);
      const january = await report(`from=2026-01-01&to=2026-01-31&group_by=project&project_id=${ids.BETA}`);
      expect(january.totals.amount).toBe(800);
      const months = await report(`${Q1}&group_by=month&project_id=${ids.BETA}`);
      expect(months.months.map((m: { amount: number }) => m.amount)).toEqual([800, 0, 200]);
      // An internal project is worth nothing in both places, even with a rate.
      await exec(`update projects set billing_type = 'interno', hourly_rate = 90 where id = $1`, [ids.BETA]);
      expect((await report(`${Q1}&group_by=project&project_id=${ids.BETA}`)).totals.amount).toBe(0);
      const internal = await as(t.app, admin, { url: `/api/projects/${ids.BETA}/overview` });
      expect(internal.json().data.billable_amount).toBe(0);
    } finally {
      await exec(
        `update projects set billing_type = 'tempo_materiali', budget_amount = null, hourly_rate = 80 where id = $1`,
        [ids.BETA],
      );
    }
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
