import { describe, expect, it } from 'vitest';
import { timeEntries } from '@/modules/timesheet/tables';
import { as, type LoggedIn } from './helpers';
import { admin, create, employee, ids, manager, setTeam, setupProjectsApp, t } from './projects-setup';

// Costs, rates and the money derived from them are for HR, admin and view_all_invoices only; hours stay visible
// to the team (docs/timesheet.md, "Chi vede cosa"). The demo manager holds view_all_invoices, the employee does not.

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
  it('gives admin and view_all_invoices holders every cost, rate and value', async () => {
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
