import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '@/modules/timesheet/tables';
import { auditLog } from '@/platform/audit/tables';
import { notifications } from '@/platform/notifications/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

// Dates are in 2027–2028, clear of the demo seed (which follows today's date).

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
const types: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, employee, client] = await Promise.all(
    ['admin', 'manager', 'dipendente', 'cliente'].map((u) => login(t.app, u)),
  );
  const context = (await as(t.app, employee, { url: '/api/timesheet/requests/context' })).json().data;
  for (const type of context.leave_types) types[type.code] = type.id;
});
afterAll(() => t.close());

const create = (who: LoggedIn, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: '/api/timesheet/requests', payload });
const preview = (who: LoggedIn, query: Record<string, string>) =>
  as(t.app, who, { url: `/api/timesheet/requests/preview?${new URLSearchParams(query)}` });
const decide = (who: LoggedIn, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: '/api/timesheet/requests/decide', payload });
const cancel = (who: LoggedIn, id: string) =>
  as(t.app, who, { method: 'POST', url: `/api/timesheet/requests/${id}/cancel` });
const balance = async (who: LoggedIn, year: number, code: string) =>
  (
    (await as(t.app, who, { url: `/api/timesheet/requests/balances?year=${year}` })).json().data as {
      leave_type: { code: string };
    }[]
  ).find((b) => b.leave_type.code === code) as Record<string, unknown>;

async function newType(code: string, unit: 'days' | 'hours', amount: number, carry_over: Record<string, unknown>) {
  const response = await as(t.app, admin, {
    method: 'POST',
    url: '/api/admin/leave-types',
    payload: {
      code,
      name: code,
      unit,
      paid: true,
      requires_approval: true,
      requires_protocol: false,
      allowances: [{ contract_type: null, ccnl: null, amount }],
      carry_over: { allowed: false, max_amount: null, expires_after_months: null, ...carry_over },
      color: '#0ea5e9',
      active: true,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
}

/** The first Monday–Friday on or after an ISO date. */
function firstWeekday(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('access', () => {
  it('clients have no access; employees see only their own requests', async () => {
    expect((await as(t.app, client, { url: '/api/timesheet/requests' })).statusCode).toBe(403);
    const mine = (await as(t.app, employee, { url: '/api/timesheet/requests' })).json().data;
    expect(mine.pagination).toMatchObject({ page: 1, per_page: 20 });
    expect(mine.items.every((r: { user: { name: string } }) => r.user.name === 'Giulia Esposito')).toBe(true);
    const team = (await as(t.app, employee, { url: '/api/timesheet/requests?scope=team' })).json().data;
    expect(team.pagination).toEqual({ page: 1, per_page: 20, total: 0, total_pages: 1 });
    const context = (await as(t.app, employee, { url: '/api/timesheet/requests/context' })).json().data;
    expect(context).toMatchObject({ can_decide: false, daily_hours: 8 });
    const managerContext = (await as(t.app, manager, { url: '/api/timesheet/requests/context' })).json().data;
    expect(managerContext.can_decide).toBe(true);
  });
});

describe('computed days and hours', () => {
  it('counts ferie over Easter Monday 2027 net of the holiday', async () => {
    const response = await preview(employee, {
      leave_type_id: types.ferie!,
      start_date: '2027-03-29',
      end_date: '2027-04-02',
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ unit: 'days', days: 4, hours: 32, amount: 4, problem: null });
    expect(data.excluded).toEqual([{ date: '2027-03-29', reason: "Lunedì dell'Angelo" }]);
    expect(data.available_after).toBe(data.balance.available - 4);
  });

  it('skips 4 October (from 2026), the patron saint of the site and company closures', async () => {
    const october = (
      await preview(employee, {
        leave_type_id: types.ferie!,
        start_date: '2027-10-01',
        end_date: '2027-10-08',
      })
    ).json().data;
    expect(october.days).toBe(5);
    expect(october.excluded).toContainEqual({ date: '2027-10-04', reason: "San Francesco d'Assisi" });
    const october2026 = (
      await preview(employee, {
        leave_type_id: types.ferie!,
        start_date: '2026-10-02',
        end_date: '2026-10-06',
      })
    ).json().data;
    expect(october2026.excluded).toContainEqual({ date: '2026-10-04', reason: "San Francesco d'Assisi" });
    expect(october2026.days).toBe(3);
    const december = (
      await preview(employee, {
        leave_type_id: types.ferie!,
        start_date: '2027-12-06',
        end_date: '2027-12-10',
      })
    ).json().data;
    expect(december.days).toBe(3);
    expect(december.excluded.map((d: { reason: string }) => d.reason)).toEqual([
      "Sant'Ambrogio",
      'Immacolata Concezione',
    ]);
    const closure = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/closures',
      payload: { name: 'Chiusura estiva 2027', start_date: '2027-08-16', end_date: '2027-08-20' },
    });
    expect(closure.statusCode).toBe(201);
    const august = (
      await preview(employee, {
        leave_type_id: types.ferie!,
        start_date: '2027-08-09',
        end_date: '2027-08-20',
      })
    ).json().data;
    expect(august.days).toBe(5);
  });

  it('rejects a request without working days and one across two years', async () => {
    const weekend = await create(employee, {
      leave_type_id: types.ferie,
      start_date: '2027-03-27',
      end_date: '2027-03-28',
    });
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json().message).toBe('Il periodo scelto non contiene giorni lavorativi');
    const years = await preview(employee, {
      leave_type_id: types.ferie!,
      start_date: '2027-12-30',
      end_date: '2028-01-04',
    });
    expect(years.statusCode).toBe(400);
    expect(years.json().message).toMatch(/due anni/);
  });

  it('counts permessi in quarter hours within one working day', async () => {
    const ok = await preview(employee, {
      leave_type_id: types.rol!,
      start_date: '2027-03-03',
      start_time: '14:15',
      end_time: '18:00',
    });
    expect(ok.json().data).toMatchObject({ unit: 'hours', hours: 3.75, amount: 3.75 });
    const cases: [Record<string, string>, number, RegExp][] = [
      [{ start_time: '08:00', end_time: '17:15' }, 400, /non può superare le 8 ore/],
      [{ start_time: '09:10', end_time: '10:00' }, 400, /Alcuni campi/],
      [{ start_date: '2027-03-06', start_time: '09:00', end_time: '10:00' }, 400, /non è un giorno lavorativo/],
      [{ end_date: '2027-03-04', start_time: '09:00', end_time: '10:00' }, 400, /un solo giorno/],
      [{}, 400, /ora di inizio e di fine/],
    ];
    for (const [change, status, message] of cases) {
      const response = await create(employee, { leave_type_id: types.rol, start_date: '2027-03-03', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
  });
});

describe('creating requests', () => {
  it('creates a pending request for the manager, notifying them and auditing it', async () => {
    const response = await create(employee, {
      leave_type_id: types.ferie,
      start_date: '2027-03-29',
      end_date: '2027-04-02',
      note: 'Pasqua al mare',
    });
    expect(response.statusCode).toBe(201);
    const request = response.json().data;
    expect(request).toMatchObject({
      user: { name: 'Giulia Esposito' },
      leave_type: { code: 'ferie', unit: 'days' },
      days: 4,
      hours: 32,
      status: 'in_attesa',
      approver: { name: 'Marco Bianchi' },
      decided_at: null,
      note: 'Pasqua al mare',
    });
    const [notification] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, manager.session.user.id),
          eq(notifications.link, '/app/timesheet/requests?tab=approvare'),
        ),
      );
    expect(notification?.title).toBe('Nuova richiesta di ferie da Giulia Esposito');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.target_id, request.id));
    expect(entry?.action).toBe('leave_request.created');
  });

  it('rejects overlaps with pending or approved requests, but not two permits at different hours', async () => {
    const overlap = await create(employee, { leave_type_id: types.smart_working, start_date: '2027-04-01' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/Si sovrappone a una richiesta già presente: Ferie dal 29\/03\/2027/);
    const morning = await create(employee, {
      leave_type_id: types.rol,
      start_date: '2027-03-03',
      start_time: '09:00',
      end_time: '13:00',
    });
    expect(morning.statusCode).toBe(201);
    const afternoon = await create(employee, {
      leave_type_id: types.ex_festivita,
      start_date: '2027-03-03',
      start_time: '13:00',
      end_time: '15:00',
    });
    expect(afternoon.statusCode).toBe(201);
    const clash = await create(employee, {
      leave_type_id: types.rol,
      start_date: '2027-03-03',
      start_time: '12:00',
      end_time: '14:00',
    });
    expect(clash.statusCode).toBe(409);
  });

  it('requires the INPS protocol number for malattia, which needs no approval', async () => {
    const missing = await create(employee, {
      leave_type_id: types.malattia,
      start_date: '2027-05-10',
      end_date: '2027-05-11',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields.protocol_number).toBeDefined();
    const sick = await create(employee, {
      leave_type_id: types.malattia,
      start_date: '2027-05-10',
      end_date: '2027-05-11',
      protocol_number: 'INPS-123456789',
    });
    expect(sick.statusCode).toBe(201);
    expect(sick.json().data).toMatchObject({ status: 'approvata', protocol_number: 'INPS-123456789', days: 2 });
    expect(sick.json().message).toBe('Assenza registrata');
  });
});

describe('balances', () => {
  it('reserves pending requests, rejects requests beyond the balance and frees the rejected ones', async () => {
    const studio = await newType('studio_test', 'hours', 8, {});
    const first = await create(employee, {
      leave_type_id: studio,
      start_date: '2027-06-01',
      start_time: '09:00',
      end_time: '15:00',
    });
    expect(first.statusCode).toBe(201);
    expect(await balance(employee, 2027, 'studio_test')).toMatchObject({
      counted: true,
      allowance: 8,
      pending: 6,
      approved: 0,
      available: 2,
    });
    const tooMuch = await create(employee, {
      leave_type_id: studio,
      start_date: '2027-06-03',
      start_time: '09:00',
      end_time: '13:00',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Saldo insufficiente: disponibili 2 ore');
    const previewed = (
      await preview(employee, {
        leave_type_id: studio,
        start_date: '2027-06-03',
        start_time: '09:00',
        end_time: '13:00',
      })
    ).json().data;
    expect(previewed).toMatchObject({ available_after: -2, problem: 'Saldo insufficiente: disponibili 2 ore' });
    expect(
      (await decide(manager, { ids: [first.json().data.id], decision: 'reject', comment: 'Periodo di consegna' }))
        .statusCode,
    ).toBe(200);
    expect(await balance(employee, 2027, 'studio_test')).toMatchObject({ pending: 0, available: 8 });
  });

  it('consumes approved requests and carries the unused allowance over, capped', async () => {
    // The carry-over history starts the year a type is configured: this one, so next year receives it.
    const year = new Date().getFullYear() + 1;
    const day = firstWeekday(`${year}-09-01`);
    const capped = await newType('banca_ore_test', 'hours', 10, { allowed: true, max_amount: 4 });
    const uncapped = await newType('flex_test', 'hours', 10, { allowed: true, max_amount: null });
    const first = await create(employee, {
      leave_type_id: capped,
      start_date: day,
      start_time: '09:00',
      end_time: '12:00',
    });
    const second = await create(employee, {
      leave_type_id: uncapped,
      start_date: day,
      start_time: '13:00',
      end_time: '16:00',
    });
    const ids = [first.json().data.id, second.json().data.id];
    expect((await decide(manager, { ids, decision: 'approve', comment: '' })).json().data).toEqual({ updated: 2 });
    expect(await balance(employee, year, 'banca_ore_test')).toMatchObject({
      allowance: 10,
      carried_over: 4,
      approved: 3,
      pending: 0,
      available: 11,
    });
    expect(await balance(employee, year, 'flex_test')).toMatchObject({ carried_over: 10, approved: 3, available: 17 });
    // Next year: the carried-in hours were used first, so all of this year's own 10 hours are unused.
    expect(await balance(employee, year + 1, 'banca_ore_test')).toMatchObject({ carried_over: 4, available: 14 });
    expect(await balance(employee, year + 1, 'flex_test')).toMatchObject({ carried_over: 10, available: 20 });
  });

  it('types without allowances are not counted', async () => {
    expect(await balance(employee, 2027, 'smart_working')).toMatchObject({ counted: false, available: null });
    expect(await balance(employee, 2027, 'malattia')).toMatchObject({ counted: false, approved: 2 });
  });
});

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
