import { EMPTY_INVOICING_SETTINGS } from '@portale/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { tenantConfig } from '@/platform/tenant/tables';
import { forgetTenantConfig } from '@/platform/tenant/tenant-config';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

// The company's invoicing data (issue 18, docs/administration.md): admins only, checked field by field, never in
// the public configuration.

let t: TestApp;
let admin: LoggedIn;
let employee: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  [admin, employee] = await Promise.all([login(t.app, 'admin'), login(t.app, 'dipendente')]);
});
afterAll(() => t.close());

const put = (payload: Record<string, unknown>, who = admin) =>
  as(t.app, who, { method: 'PUT', url: '/api/admin/config', payload });

describe('company invoicing data', () => {
  it('seeds Demo S.r.l. with a valid codice fiscale, address and IBAN for the administrators', async () => {
    const data = (await as(t.app, admin, { url: '/api/admin/config' })).json().data;
    expect(data.invoicing).toEqual({
      tax_code: '12345678903',
      regime_fiscale: 'RF01',
      socio_unico: 'SM',
      stato_liquidazione: 'LN',
      address: { street: 'Via Roma', civic: '1', postal_code: '20121', city: 'Milano', province: 'MI', country: 'IT' },
      iban: 'IT60X0542811101000000123456',
      bank_name: 'Banca Demo S.p.A.',
      payment_days: 30,
    });
  });

  it('never sends the invoicing section or the IBAN in the public configuration', async () => {
    const response = await t.app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).not.toHaveProperty('invoicing');
    expect(response.body).not.toContain('IT60X0542811101000000123456');
    expect(response.body).not.toContain('regime_fiscale');
    expect(response.body).not.toContain('Banca Demo');
  });

  it('lets only administrators read and change it', async () => {
    expect((await as(t.app, employee, { url: '/api/admin/config' })).statusCode).toBe(403);
    expect((await put({ invoicing: { bank_name: 'X' } }, employee)).statusCode).toBe(403);
  });

  it('refuses wrong data with an Italian message on each field', async () => {
    const response = await put({
      invoicing: {
        tax_code: '12345678901',
        regime_fiscale: 'RF03',
        stato_liquidazione: 'XX',
        iban: 'IT61X0542811101000000123456',
        payment_days: -1,
        address: { street: 'Via Roma', civic: '1', postal_code: '2012', city: 'Milano', province: 'ZZ', country: 'IT' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Alcuni campi non sono validi');
    expect(response.json().details.fields).toEqual({
      'invoicing.tax_code': ['Il codice fiscale non è valido (cifra di controllo errata)'],
      'invoicing.regime_fiscale': ['Scegli il regime fiscale (RF01…RF19)'],
      'invoicing.stato_liquidazione': ['Stato di liquidazione non valido'],
      'invoicing.address.postal_code': ['Il CAP ha 5 cifre'],
      'invoicing.address.province': ['Sigla della provincia non valida (es. MI, RM)'],
      'invoicing.iban': ["L'IBAN non è valido (cifre di controllo errate)"],
      'invoicing.payment_days': ['I giorni non possono essere negativi'],
    });
    const abroad = await put({
      invoicing: {
        address: { street: 'Rue X', civic: '', postal_code: '75001', city: 'Paris', province: 'MI', country: 'FR' },
      },
    });
    expect(abroad.json().details.fields).toEqual({
      'invoicing.address.province': ['Per una sede all’estero lascia vuota la provincia'],
    });
  });

  it('stores the IBAN without spaces in upper case, changes only the fields named, and audits the change', async () => {
    const response = await put({ invoicing: { iban: 'it03 l030 0203 2800 0040 0162 854', socio_unico: 'SU' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.invoicing).toMatchObject({
      iban: 'IT03L0300203280000400162854',
      socio_unico: 'SU',
      tax_code: '12345678903',
      bank_name: 'Banca Demo S.p.A.',
    });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'config.updated'));
    expect(row!.details).toEqual({
      changes: {
        'invoicing.iban': { from: 'IT60X0542811101000000123456', to: 'IT03L0300203280000400162854' },
        'invoicing.socio_unico': { from: 'SM', to: 'SU' },
      },
    });
  });

  it('accepts everything empty (not filled in yet) and the 16-character code of a sole trader', async () => {
    const response = await put({
      invoicing: {
        ...EMPTY_INVOICING_SETTINGS,
        tax_code: 'rssmra85t10a562s',
        address: { street: '', civic: '', postal_code: '', city: '', province: '', country: 'IT' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.invoicing.tax_code).toBe('RSSMRA85T10A562S');
  });

  it('reads a configuration stored before the section existed with its defaults', async () => {
    const [stored] = await t.database.db.select().from(tenantConfig);
    const { invoicing: _dropped, ...old } = stored!.value as Record<string, unknown>;
    await t.database.db.update(tenantConfig).set({ value: old });
    forgetTenantConfig(t.database.db);
    const response = await as(t.app, admin, { url: '/api/admin/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.invoicing).toEqual(EMPTY_INVOICING_SETTINGS);
    expect((await t.app.inject({ url: '/api/config' })).statusCode).toBe(200);
  });
});
