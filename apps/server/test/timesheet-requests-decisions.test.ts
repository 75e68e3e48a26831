import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveRequests } from '@/modules/timesheet/tables';
import { auditLog } from '@/platform/audit/tables';
import { notifications } from '@/platform/notifications/tables';
import { as } from './helpers';
import {
  admin,
  cancel,
  create,
  decide,
  employee,
  manager,
  newType,
  setupRequestsApp,
  t,
  types,
} from './timesheet-requests-setup';

setupRequestsApp();

describe('approval rule', () => {
  it('lets the manager decide their report, never their own; employees decide nobody; admins anyone', async () => {
    const mine = await create(employee, {
      leave_type_id: types.ferie,
      start_date: '2027-11-08',
      end_date: '2027-11-09',
    });
    const managers = await create(manager, { leave_type_id: types.ferie, start_date: '2027-11-15' });
    expect(managers.json().data.approver.name).toBe('Alessandra Rossi');
    const [employeeRequest, managerRequest] = [mine.json().data.id, managers.json().data.id];

    const team = (await as(t.app, manager, { url: '/api/timesheet/requests?scope=team&status=in_attesa' })).json().data;
    expect(team.items.map((r: { id: string }) => r.id)).toContain(employeeRequest);
    expect(team.items.map((r: { id: string }) => r.id)).not.toContain(managerRequest);

    expect((await decide(employee, { ids: [managerRequest], decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(manager, { ids: [managerRequest], decision: 'approve' })).statusCode).toBe(403);
    // All or nothing: one forbidden id in the batch leaves the other pending.
    expect((await decide(manager, { ids: [employeeRequest, managerRequest], decision: 'approve' })).statusCode).toBe(
      403,
    );
    const [still] = await t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, employeeRequest));
    expect(still?.status).toBe('in_attesa');

    const noComment = await decide(manager, { ids: [employeeRequest], decision: 'reject', comment: ' ' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().details.fields.comment).toEqual(['Indica il motivo del rifiuto']);

    const approved = await decide(manager, { ids: [employeeRequest], decision: 'approve', comment: 'Ok, buon riposo' });
    expect(approved.json()).toMatchObject({ data: { updated: 1 }, message: 'Richiesta approvata' });
    expect((await decide(manager, { ids: [employeeRequest], decision: 'approve' })).statusCode).toBe(409);
    expect(
      (await decide(admin, { ids: [managerRequest], decision: 'reject', comment: 'Serve in ufficio' })).statusCode,
    ).toBe(200);

    const decided = (await as(t.app, employee, { url: '/api/timesheet/requests?year=2027&status=approvata' })).json()
      .data;
    expect(decided.items.find((r: { id: string }) => r.id === employeeRequest)).toMatchObject({
      status: 'approvata',
      approver: { name: 'Marco Bianchi' },
      decision_comment: 'Ok, buon riposo',
    });
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(inArray(auditLog.target_id, [employeeRequest, managerRequest]));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'leave_request.approved',
      'leave_request.created',
      'leave_request.created',
      'leave_request.rejected',
    ]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, employee.session.user.id));
    expect(told.map((n) => n.title)).toContain(
      'La tua richiesta di ferie dal 08/11/2027 al 09/11/2027 è stata approvata',
    );
  });
});

describe('cancelling', () => {
  it('cancels pending and future approved requests of the owner only, telling the approver', async () => {
    const pending = (await create(employee, { leave_type_id: types.ferie, start_date: '2027-11-22' })).json().data.id;
    expect((await cancel(manager, pending)).statusCode).toBe(404);
    const cancelled = await cancel(employee, pending);
    expect(cancelled.json().data.status).toBe('annullata');
    expect((await cancel(employee, pending)).statusCode).toBe(409);

    const future = (await create(employee, { leave_type_id: types.ferie, start_date: '2027-11-23' })).json().data.id;
    await decide(manager, { ids: [future], decision: 'approve' });
    expect((await cancel(employee, future)).statusCode).toBe(200);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, manager.session.user.id));
    expect(told.map((n) => n.title)).toContain('Giulia Esposito ha annullato la richiesta di ferie del 23/11/2027');
    // Cancelled requests free the dates.
    expect((await create(employee, { leave_type_id: types.ferie, start_date: '2027-11-23' })).statusCode).toBe(201);
  });

  it('refuses to cancel an approved request that has started', async () => {
    const [past] = await t.database.db
      .insert(leaveRequests)
      .values({
        user_id: employee.session.user.id,
        leave_type_id: types.ferie!,
        start_date: '2025-02-03',
        end_date: '2025-02-03',
        days: 1,
        hours: 8,
        status: 'approvata',
      })
      .returning();
    const response = await cancel(employee, past!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Una richiesta approvata si può annullare solo prima che inizi');
  });
});

describe('team calendar', () => {
  it('shows the team absences and hides the kind of sick leave from colleagues', async () => {
    const sick = await create(manager, {
      leave_type_id: types.malattia,
      start_date: '2027-02-15',
      protocol_number: 'INPS-987',
    });
    expect(sick.statusCode).toBe(201);
    const url = '/api/timesheet/absences?from=2027-02-01&to=2027-02-28';
    const colleague = (await as(t.app, employee, { url })).json().data;
    const seen = colleague.absences.find((a: { id: string }) => a.id === sick.json().data.id);
    expect(seen).toMatchObject({ user: { name: 'Marco Bianchi' }, leave_type: { code: 'assenza', name: 'Assenza' } });
    expect(JSON.stringify(colleague)).not.toContain('INPS-987');
    const approverView = (await as(t.app, admin, { url })).json().data;
    expect(approverView.absences.find((a: { id: string }) => a.id === sick.json().data.id).leave_type.name).toBe(
      'Malattia',
    );
    const own = (await as(t.app, manager, { url })).json().data;
    expect(own.absences.find((a: { id: string }) => a.id === sick.json().data.id).leave_type.name).toBe('Malattia');
  });

  it('includes pending requests on request, and the holidays of the caller’s site', async () => {
    const pending = await create(employee, { leave_type_id: types.ferie, start_date: '2027-04-13' });
    expect(pending.statusCode, pending.body).toBe(201);
    const url = '/api/timesheet/absences?from=2027-03-01&to=2027-04-30';
    const approvedOnly = (await as(t.app, manager, { url })).json().data;
    const withPending = (await as(t.app, manager, { url: `${url}&include_pending=true` })).json().data;
    expect(withPending.absences.length).toBeGreaterThan(approvedOnly.absences.length);
    expect(withPending.holidays.map((h: { date: string }) => h.date)).toEqual([
      '2027-03-28',
      '2027-03-29',
      '2027-04-25',
    ]);
    const tooLong = await as(t.app, manager, { url: '/api/timesheet/absences?from=2027-01-01&to=2027-12-31' });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('demo data and edge rules', () => {
  it('seeds the demo staff: ferie taken last month, a pending ROL permit for Marco to decide', async () => {
    // Seeded dates follow today, so they lie around this year (last month may be last December).
    const year = new Date().getFullYear();
    const items = [];
    for (const y of [year - 1, year, year + 1])
      items.push(
        ...(await as(t.app, employee, { url: `/api/timesheet/requests?year=${y}&per_page=100` })).json().data.items,
      );
    const mine = items as {
      leave_type: { code: string };
      status: string;
      start_time: string | null;
    }[];
    expect(mine.some((r) => r.leave_type.code === 'ferie' && r.status === 'approvata')).toBe(true);
    expect(mine.some((r) => r.leave_type.code === 'smart_working' && r.status === 'approvata')).toBe(true);
    expect(mine.some((r) => r.leave_type.code === 'rol' && r.status === 'in_attesa' && r.start_time === '14:00')).toBe(
      true,
    );
  });

  it('lets view_all_projects decide the requests of people without a manager', async () => {
    const own = await create(admin, { leave_type_id: types.smart_working, start_date: '2027-01-20' });
    expect(own.statusCode).toBe(201);
    const team = (await as(t.app, manager, { url: '/api/timesheet/requests?scope=team&status=in_attesa' })).json().data;
    expect(team.items.map((r: { id: string }) => r.id)).toContain(own.json().data.id);
    expect((await decide(employee, { ids: [own.json().data.id], decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(manager, { ids: [own.json().data.id], decision: 'approve' })).statusCode).toBe(200);
  });

  it('refuses inactive leave types and unknown requests', async () => {
    const inactive = await newType('vecchio_test', 'days', 5, {});
    await as(t.app, admin, { method: 'PUT', url: `/api/admin/leave-types/${inactive}`, payload: { active: false } });
    const response = await create(employee, { leave_type_id: inactive, start_date: '2027-01-21' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Tipo di assenza non valido');
    const missing = await decide(manager, { ids: ['00000000-0000-4000-8000-000000000000'], decision: 'approve' });
    expect(missing.statusCode).toBe(404);
  });
});
