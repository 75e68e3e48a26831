import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let employee: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  employee = await login(t.app, 'dipendente');
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
      allowances: { amount: number }[];
    }[];
    expect(types.map((x) => x.code).sort()).toEqual(
      ['ex_festivita', 'ferie', 'malattia', 'permesso_non_retribuito', 'rol', 'smart_working', 'trasferta'].sort(),
    );
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

describe('KPI templates', () => {
  const kpi = {
    name: 'Margine di progetto',
    description: 'Margine medio dei progetti chiusi',
    unit: '%',
    direction: 'higher_is_better',
    target: 30,
    frequency: 'quarterly',
    category: 'Economico',
    data_source: 'manual',
  };

  it('lists the demo templates and supports create, update and delete', async () => {
    expect((await as(t.app, admin, { url: '/api/admin/kpi-templates' })).json().data.length).toBe(4);
    const created = await as(t.app, admin, { method: 'POST', url: '/api/admin/kpi-templates', payload: kpi });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(
      (
        await as(t.app, admin, {
          method: 'POST',
          url: '/api/admin/kpi-templates',
          payload: { ...kpi, name: 'margine DI progetto' },
        })
      ).statusCode,
    ).toBe(409);
    const updated = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/kpi-templates/${id}`,
      payload: { target: 35, data_source: 'users.active' },
    });
    expect(updated.json().data).toMatchObject({ target: 35, data_source: 'users.active' });
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/kpi-templates/${id}` })).statusCode).toBe(200);
  });

  it('refuses an unknown data source and a non-numeric target', async () => {
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/kpi-templates',
      payload: { ...kpi, name: 'X', data_source: 'fatturato.magico', target: 'tanto' },
    });
    expect(response.json().details.fields).toMatchObject({
      data_source: ['Fonte dati non valida'],
      target: ["L'obiettivo deve essere un numero"],
    });
    expect((await as(t.app, employee, { url: '/api/admin/kpi-templates' })).statusCode).toBe(403);
  });
});
