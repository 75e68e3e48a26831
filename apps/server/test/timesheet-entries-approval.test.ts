import { mondayOfWeek, shiftIsoDate } from '@portale/shared';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoTimesheets } from '@/modules/timesheet/entries/seed';
import { leaveRequests, timeEntries, timesheetWeeks } from '@/modules/timesheet/tables';
import { auditLog } from '@/platform/audit/tables';
import { users } from '@/platform/auth/tables';
import { notifications } from '@/platform/notifications/tables';
import { leaveTypes } from '@/platform/org/tables';
import { as } from './helpers';
import {
  admin,
  cells,
  decide,
  employee,
  firstWeekRows,
  get,
  ids,
  manager,
  put,
  setupEntriesApp,
  submit,
  t,
  W1,
  W2,
} from './timesheet-entries-setup';

setupEntriesApp();

describe('submit, approve, lock', () => {
  const item = () => ({ user_id: employee.session.user.id, week_start: W1 });
  beforeAll(async () => {
    expect((await put(employee, W1, firstWeekRows())).statusCode).toBe(200);
  });

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
