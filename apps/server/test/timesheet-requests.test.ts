import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { notifications } from '@/platform/notifications/tables';
import { as } from './helpers';
import {
  admin,
  balance,
  client,
  create,
  decide,
  employee,
  firstWeekday,
  manager,
  newType,
  preview,
  setupRequestsApp,
  t,
  types,
} from './timesheet-requests-setup';

setupRequestsApp();

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

  it('pages the list with page and per_page and answers its pagination', async () => {
    const all = (await as(t.app, employee, { url: '/api/timesheet/requests?year=2027' })).json().data;
    expect(all.pagination.total).toBeGreaterThanOrEqual(2);
    const second = (await as(t.app, employee, { url: '/api/timesheet/requests?year=2027&page=2&per_page=1' })).json()
      .data;
    expect(second.items).toEqual([all.items[1]]);
    expect(second.pagination).toEqual({
      page: 2,
      per_page: 1,
      total: all.pagination.total,
      total_pages: all.pagination.total,
    });
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
