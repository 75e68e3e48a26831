import { describe, expect, it } from 'vitest';
import { timeEntries } from '@/modules/timesheet/tables';
import { as, type LoggedIn } from './helpers';
import { admin, create, employee, ids, manager, setTeam, setupProjectsApp, t } from './projects-setup';

// Money — rates, costs, budgets in euros and the values derived from them — is for view_all_invoices only; hours stay
// visible to the team (docs/timesheet.md, "Chi vede cosa"). The demo admin and manager hold it, the employee does not.

setupProjectsApp();

/** A project with the employee and the manager on the team, each with an own rate or cost, and hours logged. */
async function projectWithHours(code: string, extra: Record<string, unknown> = {}) {
  const project = await create(code, { start_date: '2026-03-02', end_date: '2026-03-29', ...extra });
  const team = await setTeam(project.id, [
    { user_id: ids.dipendente, hourly_rate: 60, hourly_cost: 35 },
    { user_id: ids.manager, hourly_cost: 50 },
  ]);
  expect(team.statusCode, team.body).toBe(200);
  await t.database.db.insert(timeEntries).values([
    { user_id: ids.dipendente, project_id: project.id, work_date: '2026-03-02', minutes: 360 },
    { user_id: ids.manager, project_id: project.id, work_date: '2026-03-11', minutes: 240 },
  ]);
  return project;
}

const get = async (who: LoggedIn, url: string) => {
  const response = await as(t.app, who, { url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('project costs and rates: who sees them', () => {
  it('gives view_all_invoices holders every cost, rate and value', async () => {
    const project = await projectWithHours('PRIV-1');
    for (const who of [admin, manager]) {
      const time = await get(who, `/api/projects/${project.id}/time?from=2026-03-01&to=2026-03-15`);
      expect(time.people).toEqual([
        { user_id: ids.dipendente, name: 'Giulia Esposito', hours: 6, cost: 6 * 35 },
        { user_id: ids.manager, name: 'Marco Bianchi', hours: 4, cost: 4 * 50 },
      ]);
      const overview = await get(who, `/api/projects/${project.id}/overview`);
      expect(overview).toMatchObject({ hours_logged: 10, cost: 6 * 35 + 4 * 50, billable_amount: 6 * 60 + 4 * 80 });
      expect(await get(who, `/api/projects/${project.id}`)).toMatchObject({ hourly_rate: 80 });
      const members = await get(who, `/api/projects/${project.id}/members`);
      expect(members.find((m: { user_id: string }) => m.user_id === ids.dipendente)).toMatchObject({
        hourly_rate: 60,
        hourly_cost: 35,
        hours_logged: 6,
      });
    }
  });

  it('gives a team member without those permissions the hours and no cost, rate or value', async () => {
    const project = await projectWithHours('PRIV-2');
    const time = await get(employee, `/api/projects/${project.id}/time?from=2026-03-01&to=2026-03-15`);
    expect(time.people).toEqual([
      { user_id: ids.dipendente, name: 'Giulia Esposito', hours: 6 },
      { user_id: ids.manager, name: 'Marco Bianchi', hours: 4 },
    ]);
    expect(time.total_hours).toBe(10);

    const overview = await get(employee, `/api/projects/${project.id}/overview`);
    expect(overview).toMatchObject({ hours_logged: 10, billable_hours: 10, budget_hours: 100 });
    expect(overview).not.toHaveProperty('cost');
    expect(overview).not.toHaveProperty('billable_amount');

    const detail = await get(employee, `/api/projects/${project.id}`);
    expect(detail).toMatchObject({ code: 'PRIV-2', budget_hours: 100 });
    expect(detail).not.toHaveProperty('hourly_rate');

    const members = await get(employee, `/api/projects/${project.id}/members`);
    expect(members).toHaveLength(2);
    for (const member of members) {
      expect(member).not.toHaveProperty('hourly_rate');
      expect(member).not.toHaveProperty('hourly_cost');
      expect(member).toHaveProperty('hours_logged');
      expect(member).toHaveProperty('allocation_pct');
    }
  });

  it('keeps rates and costs when a project manager without those permissions edits the team', async () => {
    const project = await projectWithHours('PRIV-3', { manager_id: ids.dipendente });
    const edited = await setTeam(
      project.id,
      [
        { user_id: ids.dipendente, project_role: 'Sviluppatrice', allocation_pct: 50 },
        { user_id: ids.manager, hourly_rate: 1, hourly_cost: 1 },
        { user_id: ids.admin, hourly_rate: 999 },
      ],
      employee,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    for (const member of edited.json().data) expect(member).not.toHaveProperty('hourly_cost');

    const members = await get(admin, `/api/projects/${project.id}/members`);
    const byUser = Object.fromEntries(members.map((m: { user_id: string }) => [m.user_id, m]));
    expect(byUser[ids.dipendente]).toMatchObject({
      project_role: 'Sviluppatrice',
      allocation_pct: 50,
      hourly_rate: 60,
      hourly_cost: 35,
    });
    expect(byUser[ids.manager]).toMatchObject({ hourly_rate: null, hourly_cost: 50 });
    expect(byUser[ids.admin]).toMatchObject({ hourly_rate: null, hourly_cost: null });

    const renamed = await as(t.app, employee, {
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      payload: { name: 'Rinominato', hourly_rate: 1 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await get(admin, `/api/projects/${project.id}`)).toMatchObject({ name: 'Rinominato', hourly_rate: 80 });
  });
});

describe('money follows view_all_invoices, also for a role that holds admin_access', () => {
  const MONEY = ['hourly_rate', 'hourly_cost', 'cost', 'budget_amount', 'billable_amount', 'amount'];
  const keysOf = (value: unknown, into = new Set<string>()): Set<string> => {
    if (Array.isArray(value)) for (const item of value) keysOf(item, into);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) keysOf(inner, into.add(key));
    return into;
  };
  const noMoney = (data: unknown) => expect(MONEY.filter((key) => keysOf(data).has(key))).toEqual([]);
  const role = (statement: string) => t.database.query(statement);

  it('hides the euro budget from a team member without view_all_invoices', async () => {
    const project = await projectWithHours('PRIV-4');
    const detail = await get(employee, `/api/projects/${project.id}`);
    expect(detail).toMatchObject({ budget_hours: 100 });
    expect(detail).not.toHaveProperty('budget_amount');
    expect(await get(employee, `/api/projects/${project.id}/overview`)).not.toHaveProperty('budget_amount');
    expect(await get(manager, `/api/projects/${project.id}/overview`)).toMatchObject({ budget_amount: 8000 });
  });

  it('leaves every amount out for a custom role with admin_access and edit_project but not view_all_invoices', async () => {
    const project = await projectWithHours('PRIV-5');
    // The manager's role, customised: the analytics (admin_access) yes, the invoices no.
    await role(`delete from role_permissions where role = 'manager' and permission = 'view_all_invoices'`);
    await role(`insert into role_permissions (role, permission) values ('manager', 'admin_access')`);
    try {
      for (const url of [
        `/api/projects?search=PRIV-5`,
        `/api/projects/${project.id}`,
        `/api/projects/${project.id}/members`,
        `/api/projects/${project.id}/overview`,
        `/api/projects/${project.id}/time?from=2026-03-01&to=2026-03-15`,
        '/api/projects/mine',
      ])
        noMoney(await get(manager, url));
      const period = 'from=2026-03-01&to=2026-03-31';
      for (const group of ['project', 'person', 'client', 'month']) {
        const report = await get(manager, `/api/timesheet/analytics?${period}&group_by=${group}`);
        expect(report.totals).toMatchObject({ hours: expect.any(Number) });
        noMoney(report);
      }
      const budget = await get(manager, `/api/timesheet/analytics/budget?${period}&project_id=${project.id}`);
      expect(budget.rows).toEqual([
        expect.objectContaining({ code: 'PRIV-5', budget_hours: 100, consumed_hours: 10, over_budget: false }),
      ]);
      noMoney(budget);
      expect(budget.rows[0]).not.toHaveProperty('amount_pct');
      expect(budget.rows[0]).not.toHaveProperty('consumed_amount');
      for (const report of ['project', 'budget']) {
        const file = await as(t.app, manager, {
          url: `/api/timesheet/analytics/export?${period}&report=${report}&format=csv`,
        });
        expect(file.statusCode).toBe(200);
        expect(file.body).not.toMatch(/€|Valore|Costo/);
        expect(file.body).toMatch(/Ore/);
      }

      // Money sent by this role is ignored, on a new project and on an edit.
      const created = await as(t.app, manager, {
        method: 'POST',
        url: '/api/projects',
        payload: { code: 'PRIV-6', name: 'Senza soldi', hourly_rate: 99, budget_amount: 99 },
      });
      expect(created.statusCode, created.body).toBe(201);
      noMoney(created.json().data);
      const edited = await as(t.app, manager, {
        method: 'PUT',
        url: `/api/projects/${project.id}`,
        payload: { hourly_rate: 1, budget_amount: 1, name: 'Modificato' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      noMoney(edited.json().data);
    } finally {
      await role(`delete from role_permissions where role = 'manager' and permission = 'admin_access'`);
      await role(`insert into role_permissions (role, permission) values ('manager', 'view_all_invoices')`);
    }
    const [fresh] = (await get(admin, '/api/projects?search=PRIV-6')).items;
    expect(fresh).toMatchObject({ hourly_rate: null, budget_amount: null });
    expect(await get(admin, `/api/projects/${project.id}`)).toMatchObject({
      name: 'Modificato',
      hourly_rate: 80,
      budget_amount: 8000,
    });
    // With view_all_invoices back, the same reports carry the money again.
    const report = await get(admin, `/api/timesheet/analytics?from=2026-03-01&to=2026-03-31&project_id=${project.id}`);
    expect(report.totals).toMatchObject({ amount: 6 * 60 + 4 * 80, cost: 6 * 35 + 4 * 50 });
  });
});
