import { mondayOfWeek, shiftIsoDate } from '@portale/shared';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoTimesheets } from '@/modules/timesheet/entries/seed';
import {
  leaveRequests,
  projectMembers,
  projects,
  projectTasks,
  timeEntries,
  timesheetWeeks,
} from '@/modules/timesheet/tables';
import { auditLog } from '@/platform/audit/tables';
import { users } from '@/platform/auth/tables';
import { notifications } from '@/platform/notifications/tables';
import { leaveTypes } from '@/platform/org/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
const ids = { alpha: '', beta: '', paused: '', outsider: '', task: '', otherTask: '' };

// Weeks of 2025, far from the demo seed's recent weeks.
const W1 = '2025-03-03';
const W2 = '2025-03-10';

const cells = (entries: [string, number, string?][]) =>
  entries.map(([date, minutes, note]) => ({ date, minutes, note }));

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, employee] = await Promise.all([
    login(t.app, 'admin'),
    login(t.app, 'manager'),
    login(t.app, 'dipendente'),
  ]);
  const db = t.database.db;
  const made = await db
    .insert(projects)
    .values([
      { code: 'TST-ALPHA', name: 'Progetto Alfa', status: 'attivo', color: '#0ea5e9' },
      { code: 'TST-BETA', name: 'Progetto Beta', status: 'attivo', color: '#f97316' },
      { code: 'TST-PAUSA', name: 'Progetto in pausa', status: 'in_pausa' },
      { code: 'TST-ALTRO', name: 'Progetto di altri', status: 'attivo' },
    ])
    .returning({ id: projects.id, code: projects.code });
  const id = (code: string) => made.find((p) => p.code === code)!.id;
  Object.assign(ids, {
    alpha: id('TST-ALPHA'),
    beta: id('TST-BETA'),
    paused: id('TST-PAUSA'),
    outsider: id('TST-ALTRO'),
  });
  const people = [admin, manager, employee].map((p) => p.session.user.id);
  await db
    .insert(projectMembers)
    .values(
      [ids.alpha, ids.beta, ids.paused].flatMap((project_id) => people.map((user_id) => ({ project_id, user_id }))),
    );
  const tasks = await db
    .insert(projectTasks)
    .values([
      { project_id: ids.alpha, title: 'Analisi requisiti' },
      { project_id: ids.beta, title: 'Sviluppo API' },
    ])
    .returning({ id: projectTasks.id });
  ids.task = tasks[0]!.id;
  ids.otherTask = tasks[1]!.id;
});
afterAll(() => t.close());

const put = (who: LoggedIn, week: string, rows: unknown[]) =>
  as(t.app, who, { method: 'PUT', url: `/api/timesheet/weeks/${week}`, payload: { rows } });
const get = (who: LoggedIn, week: string, query = '') =>
  as(t.app, who, { url: `/api/timesheet/weeks/${week}${query}` });
const submit = (who: LoggedIn, week: string) =>
  as(t.app, who, { method: 'POST', url: `/api/timesheet/weeks/${week}/submit` });
const decide = (who: LoggedIn, items: { user_id: string; week_start: string }[], decision: string, comment = '') =>
  as(t.app, who, { method: 'POST', url: '/api/timesheet/approvals/decide', payload: { items, decision, comment } });

describe('weekly grid', () => {
  it('saves a draft and answers rows, day totals and the week total', async () => {
    const saved = await put(employee, W1, [
      {
        project_id: ids.alpha,
        task_id: ids.task,
        cells: cells([
          ['2025-03-03', 240, 'Workshop'],
          ['2025-03-04', 480],
        ]),
      },
      {
        project_id: ids.beta,
        task_id: null,
        cells: cells([
          ['2025-03-03', 225],
          ['2025-03-05', 0],
        ]),
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const week = (await get(employee, W1)).json().data;
    expect(week.status).toBe('bozza');
    expect(week.editable).toBe(true);
    expect(week.rows).toHaveLength(2);
    const alpha = week.rows.find((r: { project: { code: string } }) => r.project.code === 'TST-ALPHA');
    expect(alpha.task.title).toBe('Analisi requisiti');
    expect(alpha.cells).toHaveLength(7);
    expect(alpha.cells[0]).toEqual({ date: '2025-03-03', minutes: 240, note: 'Workshop' });
    expect(alpha.total_minutes).toBe(720);
    expect(week.totals.days).toEqual([465, 480, 0, 0, 0, 0, 0]);
    expect(week.totals.week).toBe(945);
    expect(week.totals.expected).toBe(40 * 60);
    const offered = week.available_projects.map((p: { code: string }) => p.code);
    expect(offered).toEqual(expect.arrayContaining(['TST-ALPHA', 'TST-BETA']));
    expect(offered).not.toContain('TST-PAUSA');
    expect(offered).not.toContain('TST-ALTRO');
  });

  it('replaces the whole week on save: a row left out is removed', async () => {
    await put(employee, W2, [{ project_id: ids.alpha, task_id: null, cells: cells([['2025-03-10', 60]]) }]);
    await put(employee, W2, [{ project_id: ids.beta, task_id: null, cells: cells([['2025-03-11', 90]]) }]);
    const week = (await get(employee, W2)).json().data;
    expect(week.rows.map((r: { project: { code: string } }) => r.project.code)).toEqual(['TST-BETA']);
    expect(week.totals.week).toBe(90);
  });

  it('rejects a day over 24 hours', async () => {
    const response = await put(employee, W2, [
      { project_id: ids.alpha, task_id: null, cells: cells([['2025-03-12', 780]]) },
      { project_id: ids.beta, task_id: null, cells: cells([['2025-03-12', 720]]) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Il giorno 12/03 supera le 24 ore');
  });

  it('accepts only whole quarter hours between 0 and 24 hours', async () => {
    for (const minutes of [20, -15, 1455]) {
      const response = await put(employee, W2, [
        { project_id: ids.alpha, task_id: null, cells: cells([['2025-03-12', minutes]]) },
      ]);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toMatch(/quarti d’ora|negative|24 ore/);
    }
  });

  it('rejects a project the user is not on, a project not active and a task of another project', async () => {
    const outsider = await put(employee, W2, [
      { project_id: ids.outsider, task_id: null, cells: cells([['2025-03-12', 60]]) },
    ]);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe(
      'Non fai parte del progetto TST-ALTRO Progetto di altri o il progetto non è attivo',
    );
    const paused = await put(employee, W2, [
      { project_id: ids.paused, task_id: null, cells: cells([['2025-03-12', 60]]) },
    ]);
    expect(paused.statusCode).toBe(400);
    expect(paused.json().message).toMatch(/^Non fai parte del progetto TST-PAUSA/);
    const task = await put(employee, W2, [
      { project_id: ids.alpha, task_id: ids.otherTask, cells: cells([['2025-03-12', 60]]) },
    ]);
    expect(task.statusCode).toBe(400);
    expect(task.json().message).toBe("L'attività indicata non appartiene al progetto TST-ALPHA Progetto Alfa");
  });

  it('rejects dates outside the week and a week that does not start on Monday', async () => {
    const outside = await put(employee, W2, [
      { project_id: ids.alpha, task_id: null, cells: cells([['2025-03-17', 60]]) },
    ]);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Il giorno 17/03 non appartiene a questa settimana');
    const tuesday = await get(employee, '2025-03-11');
    expect(tuesday.statusCode).toBe(400);
    expect(JSON.stringify(tuesday.json())).toContain('La settimana deve iniziare di lunedì');
    expect((await get(employee, '2025-02-30')).statusCode).toBe(400);
  });

  it('is closed to the client role', async () => {
    const client = await login(t.app, 'cliente');
    expect((await get(client, W1)).statusCode).toBe(403);
  });
});

describe('holiday calendar in the week', () => {
  const holidayOf = async (week: string, date: string) => {
    const days = (await get(employee, week)).json().data.days as {
      date: string;
      working: boolean;
      holiday: { name: string } | null;
    }[];
    return days.find((d) => d.date === date)!;
  };

  it('marks Easter Monday of 2025, 2026 and 2027', async () => {
    for (const [week, date] of [
      ['2025-04-21', '2025-04-21'],
      ['2026-04-06', '2026-04-06'],
      ['2027-03-29', '2027-03-29'],
    ] as const) {
      const day = await holidayOf(week, date);
      expect(day.holiday?.name).toBe("Lunedì dell'Angelo");
      expect(day.working).toBe(false);
    }
  });

  it('marks 4 October from 2026 on, not in 2025', async () => {
    expect((await holidayOf('2026-09-28', '2026-10-04')).holiday?.name).toBe("San Francesco d'Assisi");
    expect((await holidayOf('2025-09-29', '2025-10-04')).holiday).toBeNull();
  });

  it("marks Milan's patron day, 7 December, and counts it out of the contractual hours", async () => {
    const week = (await get(employee, '2026-12-07')).json().data;
    expect(week.days[0].holiday).toEqual({ name: "Sant'Ambrogio", kind: 'patron' });
    expect(week.days[1].holiday.name).toBe('Immacolata Concezione');
    expect(week.totals.expected).toBe(3 * 8 * 60);
  });

  it('shows approved leave on its days', async () => {
    const [ferie] = await t.database.db.select().from(leaveTypes).where(eq(leaveTypes.code, 'ferie'));
    await t.database.db.insert(leaveRequests).values({
      user_id: employee.session.user.id,
      leave_type_id: ferie!.id,
      start_date: '2025-05-06',
      end_date: '2025-05-07',
      hours: 16,
      days: 2,
      status: 'approvata',
    });
    const week = (await get(employee, '2025-05-05')).json().data;
    expect(week.days[1].leave).toEqual([{ name: ferie!.name, code: 'ferie', color: ferie!.color, hours: 8 }]);
    expect(week.days[0].leave).toEqual([]);
    expect(week.totals.leave).toBe(16 * 60);
  });
});

describe('submit, approve, lock', () => {
  const item = () => ({ user_id: employee.session.user.id, week_start: W1 });

  it('submits, the manager approves, the week is locked and the owner is told', async () => {
    const submitted = await submit(employee, W1);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe('inviato');
    expect((await put(employee, W1, [])).statusCode).toBe(409);
    const managerNotes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.user_id, manager.session.user.id), eq(notifications.title, 'Timesheet da approvare')),
      );
    expect(managerNotes.length).toBeGreaterThan(0);

    const pending = (await as(t.app, manager, { url: '/api/timesheet/approvals' })).json().data;
    const mine = pending.find(
      (p: { user: { id: string }; week_start: string }) => p.user.id === item().user_id && p.week_start === W1,
    );
    expect(mine.total_minutes).toBe(945);
    expect(mine.projects.map((p: { code: string }) => p.code)).toEqual(['TST-ALPHA', 'TST-BETA']);

    const readOnly = (await get(manager, W1, `?user_id=${item().user_id}`)).json().data;
    expect(readOnly).toMatchObject({ editable: false, can_decide: true, status: 'inviato' });

    const approved = await decide(manager, [item()], 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ data: { decided: 1 }, message: 'Settimana approvata' });
    const week = (await get(employee, W1)).json().data;
    expect(week).toMatchObject({
      status: 'approvato',
      locked: true,
      editable: false,
      decided_by: { id: manager.session.user.id },
    });
    const locked = await put(employee, W1, []);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/approvata e bloccata/);
    expect((await decide(manager, [item()], 'approve')).statusCode).toBe(409);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'timesheet.approved'));
    expect(
      audits.some((a) => a.target_id === item().user_id && (a.details as { week_start: string }).week_start === W1),
    ).toBe(true);
    const ownerNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, item().user_id), eq(notifications.title, 'Timesheet approvato')));
    expect(ownerNotes[0]?.link).toBe(`/app/timesheet/entry?week=${W1}`);
  });

  it('an admin reopens an approved week (audited); a manager may not', async () => {
    const body = { user_id: employee.session.user.id, comment: 'Correggere il 4 marzo' };
    const denied = await as(t.app, manager, {
      method: 'POST',
      url: `/api/timesheet/weeks/${W1}/reopen`,
      payload: body,
    });
    expect(denied.statusCode).toBe(403);
    const reopened = await as(t.app, admin, {
      method: 'POST',
      url: `/api/timesheet/weeks/${W1}/reopen`,
      payload: body,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await get(employee, W1)).json().data).toMatchObject({ status: 'bozza', editable: true });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'timesheet.reopened'));
    expect(audits).toHaveLength(1);
  });

  it('rejecting needs a comment, and a rejected week is editable again', async () => {
    await put(employee, W2, [{ project_id: ids.alpha, task_id: null, cells: cells([['2025-03-10', 480]]) }]);
    expect((await submit(employee, W2)).statusCode).toBe(200);
    const target = [{ user_id: employee.session.user.id, week_start: W2 }];
    const bare = await decide(manager, target, 'reject');
    expect(bare.statusCode).toBe(400);
    expect(JSON.stringify(bare.json())).toContain('Per rifiutare indica un commento');
    const rejected = await decide(manager, target, 'reject', 'Manca il 12 marzo');
    expect(rejected.statusCode).toBe(200);
    const week = (await get(employee, W2)).json().data;
    expect(week).toMatchObject({ status: 'rifiutato', editable: true, comment: 'Manca il 12 marzo' });
    const saved = await put(employee, W2, [
      {
        project_id: ids.alpha,
        task_id: null,
        cells: cells([
          ['2025-03-10', 480],
          ['2025-03-12', 480],
        ]),
      },
    ]);
    expect(saved.statusCode).toBe(200);
    expect((await submit(employee, W2)).json().data.status).toBe('inviato');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'timesheet.rejected'));
    expect(audits.map((a) => (a.details as { comment: string }).comment)).toContain('Manca il 12 marzo');
  });

  it('who may approve: the manager yes, an employee no, nobody their own, an admin anyone', async () => {
    const week = '2025-06-02';
    const managerId = manager.session.user.id;
    await put(manager, week, [{ project_id: ids.alpha, task_id: null, cells: cells([['2025-06-03', 420]]) }]);
    expect((await submit(manager, week)).statusCode).toBe(200);
    const managerItem = [{ user_id: managerId, week_start: week }];
    expect((await decide(employee, managerItem, 'approve')).statusCode).toBe(403);
    expect((await decide(manager, managerItem, 'approve')).statusCode).toBe(403);
    expect((await get(employee, week, `?user_id=${managerId}`)).statusCode).toBe(403);
    const employeeList = (await as(t.app, employee, { url: '/api/timesheet/approvals' })).json().data;
    expect(employeeList).toEqual([]);
    expect((await decide(admin, managerItem, 'approve')).statusCode).toBe(200);

    // The admin has no manager: anyone with view_all_projects decides their weeks, the admin never their own.
    await put(admin, week, [{ project_id: ids.beta, task_id: null, cells: cells([['2025-06-03', 60]]) }]);
    expect((await submit(admin, week)).statusCode).toBe(200);
    const adminItem = [{ user_id: admin.session.user.id, week_start: week }];
    expect((await decide(admin, adminItem, 'approve')).statusCode).toBe(403);
    expect((await decide(employee, adminItem, 'approve')).statusCode).toBe(403);
    expect((await decide(manager, adminItem, 'approve')).statusCode).toBe(200);
  });

  it('does not submit a future week, nor an empty one', async () => {
    const future = await submit(employee, '2030-01-07');
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Non puoi inviare una settimana futura');
    const empty = await submit(employee, '2025-07-07');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/non ha ore registrate/);
  });
});

describe('copy previous week', () => {
  it('proposes last week’s rows, with or without hours, without saving', async () => {
    const previous = '2025-09-01';
    const week = '2025-09-08';
    await put(employee, previous, [
      { project_id: ids.alpha, task_id: ids.task, cells: cells([['2025-09-01', 240, 'Analisi']]) },
      { project_id: ids.beta, task_id: null, cells: cells([['2025-09-02', 120]]) },
    ]);
    await put(employee, week, [{ project_id: ids.beta, task_id: null, cells: cells([['2025-09-09', 30]]) }]);
    const copy = (include_hours: boolean) =>
      as(t.app, employee, {
        method: 'POST',
        url: `/api/timesheet/weeks/${week}/copy-previous`,
        payload: { include_hours },
      });
    const rowsOnly = (await copy(false)).json().data.rows;
    expect(rowsOnly).toHaveLength(2);
    const alpha = rowsOnly.find((r: { project: { id: string } }) => r.project.id === ids.alpha);
    expect(alpha.total_minutes).toBe(0);
    expect(alpha.cells[0].date).toBe('2025-09-08');
    const withHours = (await copy(true)).json().data.rows;
    const beta = withHours.find((r: { project: { id: string } }) => r.project.id === ids.beta);
    expect(beta.cells.map((c: { minutes: number }) => c.minutes)).toEqual([0, 30, 0, 0, 0, 0, 0]);
    expect(withHours.find((r: { project: { id: string } }) => r.project.id === ids.alpha).cells[0]).toMatchObject({
      minutes: 240,
      note: 'Analisi',
    });
    expect((await get(employee, week)).json().data.rows).toHaveLength(1);
    const none = await as(t.app, employee, {
      method: 'POST',
      url: '/api/timesheet/weeks/2025-01-06/copy-previous',
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });
});

describe('timesheet dashboard', () => {
  it('shows the team’s hours, pending approvals, missing weeks and absences to the manager', async () => {
    const data = (await as(t.app, manager, { url: '/api/timesheet/dashboard' })).json().data;
    expect(data.scope).toBe('team');
    const names = data.missing.map((m: { user: { id: string } }) => m.user.id);
    expect(names).not.toContain(manager.session.user.id);
    const pending = (await as(t.app, manager, { url: '/api/timesheet/approvals' })).json().data;
    expect(data.pending_approvals).toBe(pending.length);
    const adminView = (await as(t.app, admin, { url: '/api/timesheet/dashboard' })).json().data;
    expect(adminView.scope).toBe('all');
    expect(adminView.people).toBeGreaterThanOrEqual(3);
  });

  it('lists today’s approved absences', async () => {
    const [ferie] = await t.database.db.select().from(leaveTypes).where(eq(leaveTypes.code, 'ferie'));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    await t.database.db.insert(leaveRequests).values({
      user_id: employee.session.user.id,
      leave_type_id: ferie!.id,
      start_date: today,
      end_date: today,
      hours: 8,
      days: 1,
      status: 'approvata',
    });
    const data = (await as(t.app, manager, { url: '/api/timesheet/dashboard' })).json().data;
    expect(data.absences_today).toContainEqual(
      expect.objectContaining({ user: expect.objectContaining({ id: employee.session.user.id }), start_date: today }),
    );
  });

  it('is closed to employees', async () => {
    expect((await as(t.app, employee, { url: '/api/timesheet/dashboard' })).statusCode).toBe(403);
  });

  it('counts a week without a timesheet as missing', async () => {
    const data = (await as(t.app, manager, { url: '/api/timesheet/dashboard' })).json().data;
    const weeks = await t.database.db
      .select()
      .from(timesheetWeeks)
      .where(inArray(timesheetWeeks.user_id, [employee.session.user.id]));
    const employeeMissing = data.missing.find((m: { user: { id: string } }) => m.user.id === employee.session.user.id);
    // The employee's demo weeks may all be submitted; either way each listed week is neither sent nor approved.
    for (const w of employeeMissing?.weeks ?? []) {
      const state = weeks.find((x) => x.week_start === w.week_start)?.status ?? 'bozza';
      expect(['bozza', 'rifiutato']).toContain(state);
    }
    const [me] = await t.database.db.select().from(users).where(eq(users.id, manager.session.user.id));
    expect(me).toBeDefined();
  });
});

describe('demo seed', () => {
  it('logs hours on the members’ projects: older weeks approved, last week submitted, this week a draft', async () => {
    const db = t.database.db;
    const thisWeek = mondayOfWeek(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()));
    const first = shiftIsoDate(thisWeek, -49);
    // The template may already hold the demo timesheets: start the seeded window afresh.
    await db.delete(timeEntries).where(gte(timeEntries.work_date, first));
    await db.delete(timesheetWeeks).where(gte(timesheetWeeks.week_start, first));
    await seedDemoTimesheets(db);
    const employeeId = employee.session.user.id;
    const weeks = await db
      .select()
      .from(timesheetWeeks)
      .where(and(eq(timesheetWeeks.user_id, employeeId), gte(timesheetWeeks.week_start, first)));
    const statusOf = (week: string) => weeks.find((w) => w.week_start === week)?.status;
    expect(weeks).toHaveLength(8);
    expect(statusOf(thisWeek)).toBe('bozza');
    expect(statusOf(shiftIsoDate(thisWeek, -7))).toBe('inviato');
    expect(statusOf(first)).toBe('approvato');
    const lastWeek = (await get(employee, shiftIsoDate(thisWeek, -7))).json().data;
    expect(lastWeek.totals.week).toBeGreaterThan(0);
    for (const total of lastWeek.totals.days) expect(total).toBeLessThanOrEqual(9 * 60);
    const pending = (await as(t.app, manager, { url: '/api/timesheet/approvals' })).json().data;
    expect(pending.some((p: { user: { id: string } }) => p.user.id === employeeId)).toBe(true);
    const dashboard = (await as(t.app, manager, { url: '/api/timesheet/dashboard' })).json().data;
    const missing = dashboard.missing.find((m: { user: { id: string } }) => m.user.id === employeeId);
    expect(missing.weeks.map((w: { week_start: string }) => w.week_start)).toContain(shiftIsoDate(thisWeek, -21));
  });
});
