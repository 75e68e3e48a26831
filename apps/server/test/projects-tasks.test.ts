import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { burndownSeries, mondayOf, weeksBetween } from '@/modules/timesheet/projects/insights';
import { projects, timeEntries } from '@/modules/timesheet/tables';
import { notifications } from '@/platform/notifications/tables';
import { as, type LoggedIn } from './helpers';
import { client, create, employee, ids, manager, setTeam, setupProjectsApp, t } from './projects-setup';

setupProjectsApp();

describe('tasks', () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = (await create('TASKS')).id;
    await setTeam(projectId, [
      { user_id: ids.dipendente, project_role: 'Sviluppatrice' },
      { user_id: ids.manager, project_role: 'Project manager' },
    ]);
  });
  const addTask = async (title: string, extra: Record<string, unknown> = {}, who = manager) => {
    const response = await as(t.app, who, {
      method: 'POST',
      url: `/api/projects/${projectId}/tasks`,
      payload: { title, ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; status: string; position: number };
  };
  /** The titles of a column, among the one-letter tasks these tests move around. */
  const column = async (status: string) =>
    (await as(t.app, manager, { url: `/api/projects/${projectId}/tasks?status=${status}` }))
      .json()
      .data.map((task: { title: string }) => task.title)
      .filter((title: string) => title.length === 1);

  it('a member creates a task, the assignee is notified with a link that opens it', async () => {
    const task = await addTask('Scrivere i test', { assignee_id: ids.manager, priority: 'alta' }, employee);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, ids.manager), eq(notifications.type, 'task')));
    expect(note).toMatchObject({
      title: 'Nuovo task assegnato: Scrivere i test',
      link: `/app/projects/${projectId}?tab=task&task=${task.id}`,
    });
  });

  it('rejects an assignee who is not on the team, and a non-member creating tasks', async () => {
    const response = await as(t.app, manager, {
      method: 'POST',
      url: `/api/projects/${projectId}/tasks`,
      payload: { title: 'Task di prova', assignee_id: ids.admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.assignee_id).toEqual(['L’assegnatario deve far parte del team del progetto']);
    const outsider = await create('TASKS-OUT');
    const denied = await as(t.app, employee, {
      method: 'POST',
      url: `/api/projects/${outsider.id}/tasks`,
      payload: { title: 'Non mio' },
    });
    expect(denied.statusCode).toBe(404);
    const empty = await as(t.app, manager, {
      method: 'POST',
      url: `/api/projects/${projectId}/tasks`,
      payload: { title: ' ' },
    });
    expect(empty.json().details.fields.title).toEqual(['Il titolo è obbligatorio']);
  });

  it('moves tasks between and within columns: before, after, position and end', async () => {
    const a = await addTask('A');
    const b = await addTask('B');
    const c = await addTask('C');
    expect(await column('da_fare')).toEqual(['A', 'B', 'C']);
    const move = (id: string, body: Record<string, unknown>, who = manager) =>
      as(t.app, who, { method: 'POST', url: `/api/tasks/${id}/move`, payload: body });
    expect((await move(c.id, { status: 'da_fare', before_id: a.id })).statusCode).toBe(200);
    expect(await column('da_fare')).toEqual(['C', 'A', 'B']);
    expect((await move(c.id, { status: 'da_fare', after_id: b.id }, employee)).statusCode).toBe(200);
    expect(await column('da_fare')).toEqual(['A', 'B', 'C']);
    await move(a.id, { status: 'in_corso' });
    await move(b.id, { status: 'in_corso', position: 0 });
    expect(await column('in_corso')).toEqual(['B', 'A']);
    expect(await column('da_fare')).toEqual(['C']);
    const done = (await move(a.id, { status: 'completato' })).json().data;
    expect(done.completed_at).not.toBeNull();
    const back = (await move(a.id, { status: 'in_revisione' })).json().data;
    expect(back.completed_at).toBeNull();
    const wrong = await move(a.id, { status: 'da_fare', before_id: b.id });
    expect(wrong.statusCode).toBe(400);
    const actions = (await as(t.app, manager, { url: `/api/projects/${projectId}/activity?per_page=100` }))
      .json()
      .data.items.map((x: { action: string }) => x.action);
    expect(actions).toContain('task.completed');
    expect(actions).toContain('task.moved');
  });

  it('keeps the order when a column is renumbered after many moves into the same gap', async () => {
    const x = await addTask('X', { status: 'in_revisione' });
    const y = await addTask('Y', { status: 'in_revisione' });
    const z = await addTask('Z', { status: 'in_revisione' });
    // Putting Z, then Y, then Z… right after X halves the gap each time until it runs out.
    for (let i = 0; i < 60; i++) {
      const id = i % 2 === 0 ? z.id : y.id;
      const response = await as(t.app, manager, {
        method: 'POST',
        url: `/api/tasks/${id}/move`,
        payload: { status: 'in_revisione', after_id: x.id },
      });
      expect(response.statusCode).toBe(200);
    }
    // 'A' went back to this column in the previous test; the last move put Y right after X.
    expect(await column('in_revisione')).toEqual(['A', 'X', 'Y', 'Z']);
  });

  it('updates, filters, bulk-edits and deletes tasks', async () => {
    const one = await addTask('Bulk uno');
    const two = await addTask('Bulk due', { priority: 'bassa' });
    const updated = await as(t.app, employee, {
      method: 'PUT',
      url: `/api/tasks/${one.id}`,
      payload: { description: '**Grassetto**', estimate_hours: 4.5, due_date: '2026-03-02' },
    });
    expect(updated.json().data).toMatchObject({ estimate_hours: 4.5, due_date: '2026-03-02' });
    // A body without any of the task's fields (the fuzzer's nested junk) changes nothing, and says so with a 200.
    const nothing = await as(t.app, employee, {
      method: 'PUT',
      url: `/api/tasks/${one.id}`,
      payload: { a: [{ a: 1 }] },
    });
    expect(nothing.statusCode, nothing.body).toBe(200);
    expect(nothing.json().data).toMatchObject({ title: 'Bulk uno', estimate_hours: 4.5 });
    const bulk = await as(t.app, manager, {
      method: 'POST',
      url: `/api/projects/${projectId}/tasks/bulk`,
      payload: { ids: [one.id, two.id], changes: { assignee_id: ids.dipendente, priority: 'urgente' } },
    });
    expect(bulk.json()).toMatchObject({ data: { updated: 2 }, message: '2 task aggiornati' });
    const filtered = (
      await as(t.app, manager, {
        url: `/api/projects/${projectId}/tasks?assignee=${ids.dipendente}&priority=urgente&q=bulk`,
      })
    ).json().data;
    expect(filtered.map((x: { title: string }) => x.title).sort()).toEqual(['Bulk due', 'Bulk uno']);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, ids.dipendente), eq(notifications.title, `2 task assegnati a te in TASKS`)));
    expect(note).toBeDefined();
    const empty = await as(t.app, manager, {
      method: 'POST',
      url: `/api/projects/${projectId}/tasks/bulk`,
      payload: { ids: [one.id], changes: {} },
    });
    expect(empty.statusCode).toBe(400);
    const foreign = await as(t.app, manager, {
      method: 'POST',
      url: `/api/projects/${projectId}/tasks/bulk`,
      payload: { ids: ['00000000-0000-4000-8000-000000000000'], changes: { priority: 'bassa' } },
    });
    expect(foreign.statusCode).toBe(400);
    // The employee did not create "Bulk due" and does not manage the project.
    expect((await as(t.app, employee, { method: 'DELETE', url: `/api/tasks/${two.id}` })).statusCode).toBe(403);
    expect((await as(t.app, manager, { method: 'DELETE', url: `/api/tasks/${two.id}` })).statusCode).toBe(200);
    expect(
      (await as(t.app, manager, { method: 'PUT', url: `/api/tasks/${two.id}`, payload: { title: 'x' } })).statusCode,
    ).toBe(404);
    const mine = (await as(t.app, employee, { url: '/api/tasks/mine' })).json().data;
    expect(mine.map((x: { title: string }) => x.title)).toContain('Bulk uno');
    expect(mine.map((x: { title: string }) => x.title)).not.toContain('Bulk due');
  });
});

describe('overview, time and burn-down', () => {
  it('computes hours, cost and billable amount from time entries against the budget', async () => {
    const project = await create('OVR-1', {
      budget_hours: 40,
      budget_amount: 4000,
      hourly_rate: 80,
      start_date: '2026-03-02',
      end_date: '2026-03-29',
    });
    await setTeam(project.id, [
      { user_id: ids.dipendente, hourly_rate: 60 },
      { user_id: ids.manager, hourly_cost: 50 },
    ]);
    // Employee: 6 h + 2 h (not billable), standard cost 32 €/h, own rate 60 €/h; manager: 4 h at 50 €/h cost, project rate 80.
    await t.database.db.insert(timeEntries).values([
      { user_id: ids.dipendente, project_id: project.id, work_date: '2026-03-02', minutes: 360 },
      { user_id: ids.dipendente, project_id: project.id, work_date: '2026-03-10', minutes: 120, billable: false },
      { user_id: ids.manager, project_id: project.id, work_date: '2026-03-11', minutes: 240 },
    ]);
    const taskA = await as(t.app, manager, {
      method: 'POST',
      url: `/api/projects/${project.id}/tasks`,
      payload: { title: 'Fatto', status: 'completato' },
    });
    expect(taskA.statusCode).toBe(201);
    await as(t.app, manager, {
      method: 'POST',
      url: `/api/projects/${project.id}/tasks`,
      payload: { title: 'Scaduto', due_date: '2026-01-10' },
    });
    const overview = (await as(t.app, manager, { url: `/api/projects/${project.id}/overview` })).json().data;
    expect(overview).toMatchObject({
      hours_logged: 12,
      billable_hours: 10,
      budget_hours: 40,
      cost: 6 * 32 + 2 * 32 + 4 * 50,
      budget_amount: 4000,
      billable_amount: 6 * 60 + 4 * 80,
      progress_pct: 50,
      tasks_total: 2,
      burndown_basis: 'budget',
    });
    expect(overview.overdue_tasks.map((x: { title: string }) => x.title)).toEqual(['Scaduto']);
    expect(overview.burndown.slice(0, 3)).toEqual([
      { week_start: '2026-03-02', logged_hours: 6, remaining_hours: 34, ideal_hours: 40 },
      { week_start: '2026-03-09', logged_hours: 6, remaining_hours: 28, ideal_hours: 26.67 },
      { week_start: '2026-03-16', logged_hours: 0, remaining_hours: 28, ideal_hours: 13.33 },
    ]);

    const time = (
      await as(t.app, manager, { url: `/api/projects/${project.id}/time?from=2026-03-01&to=2026-03-15` })
    ).json().data;
    expect(time.weeks).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
    expect(time.total_hours).toBe(12);
    expect(time.people.map((p: { name: string; hours: number }) => [p.name, p.hours])).toEqual([
      ['Giulia Esposito', 8],
      ['Marco Bianchi', 4],
    ]);
    expect(time.week_totals).toEqual([
      { week_start: '2026-02-23', hours: 0 },
      { week_start: '2026-03-02', hours: 6 },
      { week_start: '2026-03-09', hours: 6 },
    ]);
  });

  it('draws the burn-down against the straight line and leaves future weeks empty', () => {
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(weeksBetween('2026-12-30', '2027-01-12')).toEqual(['2026-12-28', '2027-01-04', '2027-01-11']);
    const series = burndownSeries(
      ['2026-03-02', '2026-03-09', '2026-03-16'],
      new Map([['2026-03-02', 10]]),
      30,
      '2026-03-10',
    );
    expect(series).toEqual([
      { week_start: '2026-03-02', logged_hours: 10, remaining_hours: 20, ideal_hours: 30 },
      { week_start: '2026-03-09', logged_hours: 0, remaining_hours: 20, ideal_hours: 15 },
      { week_start: '2026-03-16', logged_hours: 0, remaining_hours: null, ideal_hours: 0 },
    ]);
  });
});

describe('global search and demo data', () => {
  const find = async (q: string, who: LoggedIn) =>
    (await as(t.app, who, { url: `/api/search?q=${encodeURIComponent(q)}` })).json().data as {
      type: string;
      title: string;
      path: string;
    }[];

  it('finds projects by name, client and code prefix, and tasks with a link that opens them', async () => {
    const ecommerce = await find('e-commerce', manager);
    expect(ecommerce.find((r) => r.type === 'project')?.title).toBe('ECOM-B2B · Portale e-commerce B2B');
    expect((await find('ecom', manager)).some((r) => r.title.startsWith('ECOM-B2B'))).toBe(true);
    expect((await find('Arredi Ferrari', manager)).map((r) => r.title)).toContain(
      'GDPR-AUDIT · Audit GDPR e formazione',
    );
    const [task] = (await find('carrello checkout', manager)).filter((r) => r.type === 'task');
    expect(task?.title).toBe('Carrello e checkout');
    expect(task?.path).toMatch(/^\/app\/projects\/[0-9a-f-]+\?tab=task&task=[0-9a-f-]+$/);
  });

  it('shows a member only their projects and tasks, and a client nothing', async () => {
    const hidden = await create('SEARCH-HIDDEN', { name: 'Segretissimo' });
    await as(t.app, manager, {
      method: 'POST',
      url: `/api/projects/${hidden.id}/tasks`,
      payload: { title: 'Segretissimo task' },
    });
    expect((await find('segretissimo', manager)).length).toBe(2);
    expect(await find('segretissimo', employee)).toEqual([]);
    expect(await find('e-commerce', client)).toEqual([]);
    expect((await find('migrazione', employee)).some((r) => r.type === 'project')).toBe(true);
  });

  it('seeds the demo projects with teams and tasks in every column', async () => {
    const seeded = await t.database.db.select().from(projects);
    expect(seeded.map((p) => p.code)).toEqual(
      expect.arrayContaining(['ECOM-B2B', 'CLOUD-MIG', 'INT-INTRANET', 'GDPR-AUDIT']),
    );
    const ecommerce = seeded.find((p) => p.code === 'ECOM-B2B')!;
    const statuses = (await as(t.app, employee, { url: `/api/projects/${ecommerce.id}/tasks` }))
      .json()
      .data.map((x: { status: string }) => x.status);
    expect(new Set(statuses)).toEqual(new Set(['da_fare', 'in_corso', 'in_revisione', 'completato']));
  });

  it('answers 404 for a task or project that does not exist, and 400 for a malformed id', async () => {
    expect((await as(t.app, manager, { url: '/api/projects/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, manager, { url: '/api/projects/abc' })).statusCode).toBe(400);
    const missing = await as(t.app, manager, {
      method: 'POST',
      url: '/api/tasks/00000000-0000-4000-8000-000000000000/move',
      payload: { status: 'da_fare' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Task non trovato');
  });
});
