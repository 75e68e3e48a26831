import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let employee: LoggedIn;
let manager: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  employee = await login(t.app, 'dipendente');
  manager = await login(t.app, 'manager');
});
afterAll(() => t.close());

const leaveType = {
  code: 'studio',
  name: 'Permessi studio',
  unit: 'hours',
  paid: true,
  requires_approval: true,
  requires_protocol: false,
  allowances: [
    { contract_type: null, ccnl: null, amount: 150 },
    { contract_type: 'apprendistato', ccnl: null, amount: 200 },
  ],
  carry_over: { allowed: false, max_amount: null, expires_after_months: null },
  color: '#0ea5e9',
  active: true,
};

describe('leave types', () => {
  it('the demo tenant has the CCNL Commercio defaults, and loading them again adds nothing', async () => {
    const types = (await as(t.app, admin, { url: '/api/admin/leave-types' })).json().data as {
      code: string;
      payroll_code: string;
      allowances: { amount: number }[];
    }[];
    // Every default with the attendance sheet's code (issue 15).
    expect(Object.fromEntries(types.map((x) => [x.code, x.payroll_code]))).toEqual({
      congedo_parentale: 'CONG',
      ex_festivita: 'EXF',
      ferie: 'FE',
      malattia: 'MAL',
      permesso_104: 'L104',
      permesso_non_retribuito: 'PNR',
      rol: 'ROL',
      smart_working: 'SW',
      trasferta: 'TR',
    });
    expect(types.find((x) => x.code === 'ferie')!.allowances[0]!.amount).toBe(26);
    const again = await as(t.app, admin, { method: 'POST', url: '/api/admin/leave-types/defaults' });
    expect(again.json().data).toEqual({ added: 0 });
  });

  it('creates, updates and deletes a type, auditing each step', async () => {
    const created = await as(t.app, admin, { method: 'POST', url: '/api/admin/leave-types', payload: leaveType });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(
      (await as(t.app, admin, { method: 'POST', url: '/api/admin/leave-types', payload: leaveType })).statusCode,
    ).toBe(409);
    const updated = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/leave-types/${id}`,
      payload: { active: false },
    });
    expect(updated.json().data).toMatchObject({ code: 'studio', active: false });
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/leave-types/${id}` })).statusCode).toBe(200);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.target_id, id)))
      .map((r) => r.action)
      .sort();
    expect(actions).toEqual(['leave_type.created', 'leave_type.deleted', 'leave_type.updated']);
  });

  it('validates units, colours, amounts and codes in Italian', async () => {
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/leave-types',
      payload: {
        ...leaveType,
        code: 'Studio!',
        unit: 'weeks',
        color: 'blu',
        allowances: [{ contract_type: null, ccnl: null, amount: -1 }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toMatchObject({
      code: ['Il codice può contenere solo lettere minuscole, numeri e trattini bassi'],
      unit: ['Unità non valida'],
      color: ['Colore non valido (formato #RRGGBB)'],
      'allowances.0.amount': ["L'importo non può essere negativo"],
    });
  });

  it('is for admins only', async () => {
    expect((await as(t.app, employee, { url: '/api/admin/leave-types' })).statusCode).toBe(403);
  });
});

describe('holiday calendar', () => {
  it('combines national holidays, the location patron saint and company closures', async () => {
    const locations = (await as(t.app, admin, { url: '/api/admin/work-locations' })).json().data as {
      id: string;
      city: string;
    }[];
    const milano = locations.find((l) => l.city === 'Milano')!;
    const year = new Date().getFullYear();
    const days = (
      await as(t.app, employee, { url: `/api/calendar/holidays?year=${year}&location_id=${milano.id}` })
    ).json().data as {
      date: string;
      kind: string;
      name: string;
    }[];
    expect(days).toContainEqual({ date: `${year}-12-07`, name: "Sant'Ambrogio", kind: 'patron' });
    expect(days).toContainEqual({ date: `${year}-08-10`, name: 'Chiusura estiva', kind: 'closure' });
    expect(days.find((d) => d.date === `${year}-08-15`)?.kind).toBe('national');
    const rome = locations.find((l) => l.city === 'Roma')!;
    const romeDays = (
      await as(t.app, employee, { url: `/api/calendar/holidays?year=${year}&location_id=${rome.id}` })
    ).json().data;
    expect(romeDays.map((d: { date: string }) => d.date)).not.toContain(`${year}-12-07`);
  });

  it('rejects a bad year and an unknown location', async () => {
    expect((await as(t.app, employee, { url: '/api/calendar/holidays?year=abc' })).statusCode).toBe(400);
    const unknown = await as(t.app, employee, {
      url: '/api/calendar/holidays?year=2026&location_id=00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates locations and closures', async () => {
    const badPatron = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/work-locations',
      payload: { name: 'Torino', city: 'Torino', patron_name: 'San Giovanni', patron_month: 2, patron_day: 30 },
    });
    expect(badPatron.json().details.fields.patron_day).toEqual(['Data del patrono non valida']);
    const turin = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/work-locations',
      payload: {
        name: 'Torino',
        city: 'Torino',
        patron_name: 'San Giovanni Battista',
        patron_month: 6,
        patron_day: 24,
      },
    });
    expect(turin.statusCode).toBe(201);
    const backwards = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/closures',
      payload: { name: 'Ponte', start_date: '2026-05-02', end_date: '2026-05-01' },
    });
    expect(backwards.json().details.fields.end_date).toEqual(['La fine non può precedere l’inizio']);
  });
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const location = {
  name: 'Sede di Napoli',
  city: 'Napoli',
  patron_name: 'San Gennaro',
  patron_month: 9,
  patron_day: 19,
};
const closure = { name: 'Ponte del 2 giugno', start_date: '2027-06-01', end_date: '2027-06-04' };

/** Every admin endpoint of the module, with a body that would pass validation. */
const ADMIN_ENDPOINTS = [
  { method: 'GET', url: '/api/admin/leave-types' },
  { method: 'POST', url: '/api/admin/leave-types', payload: { ...leaveType, code: 'vietato' } },
  { method: 'POST', url: '/api/admin/leave-types/defaults' },
  { method: 'PUT', url: `/api/admin/leave-types/${SOME_ID}`, payload: { active: false } },
  { method: 'DELETE', url: `/api/admin/leave-types/${SOME_ID}` },
  { method: 'GET', url: '/api/admin/work-locations' },
  { method: 'POST', url: '/api/admin/work-locations', payload: location },
  { method: 'PUT', url: `/api/admin/work-locations/${SOME_ID}`, payload: location },
  { method: 'DELETE', url: `/api/admin/work-locations/${SOME_ID}` },
  { method: 'GET', url: '/api/admin/closures?year=2027' },
  { method: 'POST', url: '/api/admin/closures', payload: closure },
  { method: 'PUT', url: `/api/admin/closures/${SOME_ID}`, payload: closure },
  { method: 'DELETE', url: `/api/admin/closures/${SOME_ID}` },
] as const;

async function auditActions(targetType: string, targetId: string) {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target_type, targetType), eq(auditLog.target_id, targetId)));
  return rows.map((row) => row.action).sort();
}

describe('access', () => {
  it('refuses every admin endpoint to employees and managers, in Italian, changing nothing', async () => {
    for (const who of [employee, manager]) {
      for (const endpoint of ADMIN_ENDPOINTS) {
        const response = await as(t.app, who, endpoint);
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
        expect(response.json().message).toBe(
          'Non hai i permessi per questa operazione. Se ti serve per il tuo lavoro, chiedi a un amministratore del portale.',
        );
      }
    }
    const locations = (await as(t.app, admin, { url: '/api/admin/work-locations' })).json().data;
    expect(locations.map((l: { name: string }) => l.name)).not.toContain(location.name);
  });

  it('asks anonymous callers to log in, for the admin endpoints and the calendar', async () => {
    for (const endpoint of [...ADMIN_ENDPOINTS, { method: 'GET', url: '/api/calendar/holidays?year=2026' }]) {
      const response = await t.app.inject({ method: endpoint.method, url: endpoint.url });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
    }
  });
});

describe('leave type rules', () => {
  it('refuses two allowance rules for the same contract type and CCNL', async () => {
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/leave-types',
      payload: {
        ...leaveType,
        code: 'doppio',
        allowances: [
          { contract_type: 'stage', ccnl: 'Commercio', amount: 10 },
          { contract_type: 'stage', ccnl: 'commercio', amount: 12 },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual({
      'allowances.1.contract_type': ['Esiste già una regola per questo tipo di contratto e CCNL'],
    });
  });

  it('words every check in Italian, even the ones zod reports by itself', async () => {
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/leave-types',
      payload: { ...leaveType, code: 'lungo', name: 'x'.repeat(81), carry_over: { allowed: true, max_amount: -1 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Alcuni campi non sono validi');
    const fields = response.json().details.fields as Record<string, string[]>;
    expect(Object.keys(fields).sort()).toEqual(['carry_over.expires_after_months', 'carry_over.max_amount', 'name']);
    expect(fields.name).toEqual(['Il nome può contenere al massimo 80 caratteri']);
    expect(fields['carry_over.max_amount']).toEqual(['La quantità riportabile non può essere negativa']);
    expect(fields['carry_over.expires_after_months']![0]).toMatch(/^Input non valido/);
  });

  it('answers 404 in Italian for a type that does not exist', async () => {
    const response = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/leave-types/${SOME_ID}`,
      payload: { active: false },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Tipo di assenza non trovato');
    const removed = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/leave-types/${SOME_ID}` });
    expect(removed.json().message).toBe('Tipo di assenza non trovato');
  });

  it('restores a deleted default type from the CCNL Commercio set, and audits it', async () => {
    const types = (await as(t.app, admin, { url: '/api/admin/leave-types' })).json().data as LeaveTypeRow[];
    const trasferta = types.find((type) => type.code === 'trasferta')!;
    await as(t.app, admin, { method: 'DELETE', url: `/api/admin/leave-types/${trasferta.id}` });
    const restored = await as(t.app, admin, { method: 'POST', url: '/api/admin/leave-types/defaults' });
    expect(restored.json()).toMatchObject({
      data: { added: 1 },
      message: 'Aggiunto 1 tipo di assenza predefinito',
    });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'leave_type.defaults_loaded'));
    const byAdmin = rows.filter((row) => row.actor_user_id === admin.session.user.id);
    expect(byAdmin.map((row) => row.details)).toEqual([{ codes: ['trasferta'] }]);
  });
});

type LeaveTypeRow = { id: string; code: string };

describe('work locations', () => {
  it('creates, renames and deletes a location, auditing each step', async () => {
    const created = await as(t.app, admin, { method: 'POST', url: '/api/admin/work-locations', payload: location });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ data: location, message: 'Sede creata' });
    const id = created.json().data.id as string;
    const updated = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/work-locations/${id}`,
      payload: { ...location, name: 'Ufficio di Napoli', patron_month: null, patron_day: null },
    });
    expect(updated.json().data).toMatchObject({ name: 'Ufficio di Napoli', patron_month: null, patron_day: null });
    const deleted = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/work-locations/${id}` });
    expect(deleted.json().message).toBe('Sede eliminata');
    expect(await auditActions('work_location', id)).toEqual([
      'work_location.created',
      'work_location.deleted',
      'work_location.updated',
    ]);
  });

  it('refuses a second location with the same name, and a patron day without a month', async () => {
    const taken = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/work-locations',
      payload: { ...location, name: 'Sede di Milano' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.fields).toEqual({ name: ['Nome già in uso'] });
    const half = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/work-locations',
      payload: { ...location, patron_month: null },
    });
    expect(half.json().details.fields.patron_day).toEqual([
      'Indica sia il giorno sia il mese del patrono, oppure nessuno dei due',
    ]);
    const missing = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/work-locations/${SOME_ID}`,
      payload: location,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Sede non trovata');
  });
});

describe('company closures', () => {
  it('creates, moves and deletes a closure, auditing each step, and lists it by year', async () => {
    const created = await as(t.app, admin, { method: 'POST', url: '/api/admin/closures', payload: closure });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const in2027 = (await as(t.app, admin, { url: '/api/admin/closures?year=2027' })).json().data;
    expect(in2027.map((c: { id: string }) => c.id)).toContain(id);
    const in2028 = (await as(t.app, admin, { url: '/api/admin/closures?year=2028' })).json().data;
    expect(in2028.map((c: { id: string }) => c.id)).not.toContain(id);

    const moved = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/closures/${id}`,
      payload: { ...closure, start_date: '2027-12-31', end_date: '2028-01-02' },
    });
    expect(moved.json().data).toMatchObject({ start_date: '2027-12-31', end_date: '2028-01-02' });
    // A closure over New Year's Eve belongs to both years.
    const nextYear = (await as(t.app, admin, { url: '/api/admin/closures?year=2028' })).json().data;
    expect(nextYear.map((c: { id: string }) => c.id)).toContain(id);
    const days = (await as(t.app, employee, { url: '/api/calendar/holidays?year=2028' })).json().data;
    expect(days).toContainEqual({ date: '2028-01-02', name: closure.name, kind: 'closure' });

    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/closures/${id}` })).statusCode).toBe(200);
    expect(await auditActions('closure', id)).toEqual(['closure.created', 'closure.deleted', 'closure.updated']);
  });

  it('validates names and dates in Italian', async () => {
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/closures',
      payload: { name: ' ', start_date: '2027-02-30', end_date: 'domani' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toMatchObject({
      name: ['Il nome è obbligatorio'],
      start_date: ['Data di inizio non valida'],
      end_date: ['Data di fine non valida'],
    });
    const missing = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/closures/${SOME_ID}` });
    expect(missing.json().message).toBe('Chiusura non trovata');
  });
});

describe('national holidays', () => {
  it('computes Easter Monday and adds 4 October from 2026 (Legge 151/2025)', async () => {
    const holidaysOf = async (year: number) =>
      (await as(t.app, employee, { url: `/api/calendar/holidays?year=${year}` })).json().data as {
        date: string;
        name: string;
        kind: string;
      }[];
    const y2025 = await holidaysOf(2025);
    expect(y2025).toContainEqual({ date: '2025-04-21', name: "Lunedì dell'Angelo", kind: 'national' });
    expect(y2025.map((d) => d.date)).not.toContain('2025-10-04');
    const y2026 = await holidaysOf(2026);
    expect(y2026).toContainEqual({ date: '2026-04-06', name: "Lunedì dell'Angelo", kind: 'national' });
    expect(y2026).toContainEqual({ date: '2026-10-04', name: "San Francesco d'Assisi", kind: 'national' });
    expect(y2026.filter((d) => d.kind === 'national')).toHaveLength(13);
  });
});
