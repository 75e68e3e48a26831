import { isValidItalianIban, isValidTaxCode } from '@portale/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { users } from '@/platform/auth/tables';
import { ccnlContracts, ccnlLevels, employeePrivate } from '@/platform/org/tables';
import { as } from './helpers';
import {
  admin,
  client,
  createEmployee,
  employee,
  errorText,
  ids,
  mailer,
  manager,
  newEmployee,
  SENSITIVE_KEYS,
  setupEmployeesApp,
  t,
  VALID_IBAN,
  VALID_TAX_CODE,
} from './personnel-employees-setup';

setupEmployeesApp();

describe('Italian identifiers', () => {
  it('checks the codice fiscale control character and the IBAN mod 97', () => {
    expect(isValidTaxCode(VALID_TAX_CODE)).toBe(true);
    expect(isValidTaxCode('RSSMRA85T10A562T')).toBe(false);
    expect(isValidTaxCode('RSSMRA85T10A562')).toBe(false);
    expect(isValidItalianIban(VALID_IBAN)).toBe(true);
    expect(isValidItalianIban('IT61X0542811101000000123456')).toBe(false);
    expect(isValidItalianIban('DE89370400440532013000')).toBe(false);
  });
});

describe('reading records: permissions per role and redaction', () => {
  it('lists employees to admin, manager and employee, not to the client', async () => {
    for (const who of [admin, manager, employee]) {
      const response = await as(t.app, who, { url: '/api/personnel/employees?per_page=50' });
      expect(response.statusCode).toBe(200);
      const items = response.json().data.items as { username: string }[];
      expect(items.map((i) => i.username)).toEqual(expect.arrayContaining(['admin', 'manager', 'dipendente']));
      expect(items.map((i) => i.username)).not.toContain('cliente');
      for (const key of SENSITIVE_KEYS) expect(response.body).not.toContain(`"${key}"`);
    }
    expect((await as(t.app, client, { url: '/api/personnel/employees' })).statusCode).toBe(403);
  });

  it('filters, sorts and paginates', async () => {
    const filtered = await as(t.app, admin, { url: `/api/personnel/employees?manager_id=${ids.manager}` });
    expect(filtered.json().data.items.map((i: { username: string }) => i.username)).toEqual(['dipendente']);
    const search = await as(t.app, admin, { url: '/api/personnel/employees?search=sviluppatrice' });
    expect(search.json().data.items.map((i: { username: string }) => i.username)).toEqual(['dipendente']);
    const page = await as(t.app, admin, { url: '/api/personnel/employees?per_page=1&page=2&sort=-name' });
    expect(page.json().data.pagination).toMatchObject({ page: 2, per_page: 1 });
    expect(page.json().data.items).toHaveLength(1);
    const bad = await as(t.app, admin, { url: '/api/personnel/employees?sort=ral' });
    expect(bad.statusCode).toBe(400);
    expect(errorText(bad)).toMatch(/Ordinamento non valido/);
  });

  it('shows the profile without private data; the birthday only as day and month and only when shared', async () => {
    const asManager = await as(t.app, manager, { url: `/api/personnel/employees/${ids.dipendente}` });
    expect(asManager.statusCode).toBe(200);
    const detail = asManager.json().data;
    expect(detail).toMatchObject({
      job_title: 'Sviluppatrice software',
      manager_id: ids.manager,
      can_view_private: false,
      can_edit: false,
      access: { level: 'manager', contract: true, personal: false },
    });
    // Personal data are left out of the manager's copy, not sent as null.
    expect(detail).not.toHaveProperty('birth_date');
    expect(detail).not.toHaveProperty('hourly_cost');
    expect(detail.birthday).toEqual({ day: expect.any(Number), month: expect.any(Number) });
    expect(detail.reporting_line.map((p: { id: string }) => p.id)).toEqual([ids.admin, ids.manager]);
    for (const key of SENSITIVE_KEYS) expect(asManager.body).not.toContain(`"${key}"`);
    // The admin does not share her birthday: colleagues do not see it.
    const adminAsEmployee = (await as(t.app, employee, { url: `/api/personnel/employees/${ids.admin}` })).json().data;
    expect(adminAsEmployee.birthday).toBeNull();
    expect(adminAsEmployee.direct_reports.map((p: { id: string }) => p.id)).toEqual([ids.manager]);
    const own = (await as(t.app, employee, { url: `/api/personnel/employees/${ids.dipendente}` })).json().data;
    expect(own).toMatchObject({ is_self: true, can_view_private: true, can_edit_self: true });
    expect(own.birth_date).toMatch(/^1995-/);
    expect((await as(t.app, client, { url: `/api/personnel/employees/${ids.dipendente}` })).statusCode).toBe(403);
    const unknown = await as(t.app, admin, { url: `/api/personnel/employees/${crypto.randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Dipendente non trovato');
    expect((await as(t.app, admin, { url: `/api/personnel/employees/${ids.cliente}` })).statusCode).toBe(404);
  });

  it('gives private data to the employee (not audited) and to HR (audited), 403 to everyone else', async () => {
    const audits = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'personnel.private_read'), eq(auditLog.target_id, ids.dipendente)));
    const own = await as(t.app, employee, { url: `/api/personnel/employees/${ids.dipendente}/private` });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ city: 'Milano', emergency_contact_name: 'Anna Esposito' });
    expect(isValidTaxCode(own.json().data.tax_code)).toBe(true);
    expect(isValidItalianIban(own.json().data.iban)).toBe(true);
    expect(await audits()).toHaveLength(0);

    const byManager = await as(t.app, manager, { url: `/api/personnel/employees/${ids.dipendente}/private` });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toMatch(/dati riservati/);
    const byColleague = await as(t.app, employee, { url: `/api/personnel/employees/${ids.manager}/private` });
    expect(byColleague.statusCode).toBe(403);
    expect((await as(t.app, client, { url: `/api/personnel/employees/${ids.dipendente}/private` })).statusCode).toBe(
      403,
    );
    expect(await audits()).toHaveLength(0);

    const byHr = await as(t.app, admin, { url: `/api/personnel/employees/${ids.dipendente}/private` });
    expect(byHr.statusCode).toBe(200);
    expect(byHr.json().data.ral).toBe(34000);
    const rows = await audits();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_user_id: ids.admin, target_type: 'employee' });
    await as(t.app, admin, { url: `/api/personnel/employees/${ids.dipendente}/private` });
    expect(await audits()).toHaveLength(2);
  });
});

describe('creating employees', () => {
  it('creates user, record and private data and sends the invitation (admin only)', async () => {
    for (const who of [manager, employee, client]) {
      const refused = await as(t.app, who, {
        method: 'POST',
        url: '/api/personnel/employees',
        payload: newEmployee('x'),
      });
      expect(refused.statusCode).toBe(403);
    }
    const sentBefore = mailer.sent.length;
    const [level] = await t.database.db
      .select({ id: ccnlLevels.id })
      .from(ccnlLevels)
      .innerJoin(ccnlContracts, eq(ccnlContracts.id, ccnlLevels.contract_id))
      .where(and(eq(ccnlContracts.name, 'Commercio e Terziario'), eq(ccnlLevels.code, 'IV')));
    const created = await createEmployee('1', {
      employee_number: 'T0001',
      manager_id: ids.manager,
      part_time_pct: 50,
      ccnl_level_id: level!.id,
      private: { tax_code: 'rssmra85t10a562s', iban: 'IT60 X054 2811 1010 0000 0123 456', ral: 30000 },
    });
    expect(created.email_sent).toBe(true);
    expect(mailer.sent.length).toBe(sentBefore + 1);
    expect(mailer.sent.at(-1)!.to).toBe('chiara.romano1@example.it');
    expect(created.employee).toMatchObject({
      status: 'pending',
      employee_number: 'T0001',
      part_time_pct: 50,
      weekly_hours: 20,
      ccnl: 'Commercio e Terziario',
      ccnl_level_code: 'IV',
      manager_id: ids.manager,
    });
    const [stored] = await t.database.db
      .select()
      .from(employeePrivate)
      .where(eq(employeePrivate.user_id, created.employee.id));
    expect(stored).toMatchObject({ tax_code: VALID_TAX_CODE, iban: VALID_IBAN, ral: 30000 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'personnel.employee_created'), eq(auditLog.target_id, created.employee.id)));
    expect(audit).toBeDefined();
  });

  it('rejects invalid records with Italian 4xx messages', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ contract_type: 'tempo_determinato' }, 400, /tempo determinato serve la data di fine/],
      [
        { contract_type: 'tempo_determinato', contract_end_date: '2026-01-01' },
        400,
        /successiva alla data di assunzione/,
      ],
      [{ part_time_pct: 0 }, 400, /part-time va da 1 a 100/],
      [{ part_time_pct: 120 }, 400, /part-time va da 1 a 100/],
      [{ private: { tax_code: 'RSSMRA85T10A562T' } }, 400, /Codice fiscale non valido/],
      [{ private: { iban: 'IT61X0542811101000000123456' } }, 400, /IBAN non valido/],
      [{ employee_number: 'M0001' }, 400, /Matricola già assegnata/],
      [{ ccnl_level_id: crypto.randomUUID() }, 400, /Livello CCNL inesistente/],
      [{ department_id: crypto.randomUUID() }, 400, /Dipartimento inesistente/],
      [{ manager_id: crypto.randomUUID() }, 400, /Responsabile inesistente/],
      [{ hire_date: '2026-02-30' }, 400, /Data non valida/],
      [{ email: 'admin@demo.portale.it' }, 409, /e-mail già registrato/],
    ];
    for (const [extra, status, message] of cases) {
      const response = await as(t.app, admin, {
        method: 'POST',
        url: '/api/personnel/employees',
        payload: newEmployee('bad', extra),
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(status);
      expect(errorText(response), JSON.stringify(extra)).toMatch(message);
    }
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.username, 'chiara.romanobad'))) as [{ n: number }];
    expect(n).toBe(0);
  });
});
