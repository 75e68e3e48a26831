import type { KpiTemplate } from '@portale/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  manager = await login(t.app, 'manager');
  employee = await login(t.app, 'dipendente');
});
afterAll(() => t.close());

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

type Page = {
  items: KpiTemplate[];
  pagination: { page: number; per_page: number; total: number; total_pages: number };
};
const list = async (query = '') =>
  (await as(t.app, admin, { url: `/api/admin/kpi-templates${query}` })).json().data as Page;

async function create(payload: Record<string, unknown>) {
  const response = await as(t.app, admin, { method: 'POST', url: '/api/admin/kpi-templates', payload });
  expect(response.statusCode).toBe(201);
  return response.json().data as KpiTemplate;
}

describe('KPI templates', () => {
  it('lists the demo templates a page at a time, sorted and filtered on the server', async () => {
    const all = await list();
    expect(all.pagination).toEqual({ page: 1, per_page: 20, total: 4, total_pages: 1 });
    expect(all.items.map((i) => i.name)).toEqual([
      'Ore fatturabili',
      'Soddisfazione clienti',
      'Tempo medio di risposta ai ticket',
      'Utenti attivi sul portale',
    ]);

    const second = await list('?per_page=3&page=2');
    expect(second.items.map((i) => i.name)).toEqual(['Utenti attivi sul portale']);
    expect(second.pagination).toMatchObject({ total: 4, total_pages: 2 });

    expect((await list('?sort=-target')).items.map((i) => i.target)).toEqual([75, 8.5, 4, null]);
    expect((await list(`?category=${encodeURIComponent('Qualità')}`)).items.map((i) => i.name)).toEqual([
      'Soddisfazione clienti',
    ]);
    expect((await list('?search=TICKET')).items.map((i) => i.name)).toEqual(['Tempo medio di risposta ai ticket']);
    // Matched in the description too, and % is taken literally.
    expect((await list('?search=questionari')).items).toHaveLength(1);
    expect((await list('?search=%25')).items).toHaveLength(0);

    const badSort = await as(t.app, admin, { url: '/api/admin/kpi-templates?sort=password' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().details.fields.sort).toEqual(['Ordinamento non valido']);
  });

  it('lists the categories in use, once each and in order', async () => {
    const response = await as(t.app, admin, { url: '/api/admin/kpi-templates/categories' });
    expect(response.json().data).toEqual(['Adozione', 'Assistenza', 'Produttività', 'Qualità']);
  });

  it('creates, updates and deletes a template, auditing each change with its actor', async () => {
    const created = await create(kpi);
    expect(created).toMatchObject({ ...kpi, id: expect.any(String) });

    const duplicate = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/kpi-templates',
      payload: { ...kpi, name: 'margine DI progetto' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details.fields.name).toEqual(['Nome già in uso']);

    const updated = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/kpi-templates/${created.id}`,
      payload: { target: 35, data_source: 'users.active' },
    });
    expect(updated.json().data).toMatchObject({ target: 35, data_source: 'users.active', name: kpi.name });

    const deleted = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/kpi-templates/${created.id}` });
    expect(deleted.statusCode).toBe(200);
    const again = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/kpi-templates/${created.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Modello KPI non trovato');

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.action, 'kpi_template.%'), eq(auditLog.target_id, created.id)));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'kpi_template.created',
      'kpi_template.deleted',
      'kpi_template.updated',
    ]);
    for (const row of rows) expect(row.actor_user_id).toBe(admin.session.user.id);
    expect(rows.find((r) => r.action === 'kpi_template.updated')!.details).toEqual({
      name: kpi.name,
      changes: { target: { from: 30, to: 35 }, data_source: { from: 'manual', to: 'users.active' } },
    });
  });

  it('answers 404 when updating a template that does not exist', async () => {
    const response = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/kpi-templates/3f0c8d2e-1111-4a4a-8b8b-000000000000',
      payload: { target: 1 },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses an unknown data source, a non-numeric target and a missing name with Italian messages', async () => {
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/kpi-templates',
      payload: { ...kpi, name: ' ', data_source: 'fatturato.magico', target: 'tanto' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toMatchObject({
      name: ['Il nome è obbligatorio'],
      data_source: ['Fonte dati non valida'],
      target: ["L'obiettivo deve essere un numero"],
    });
  });

  it('refuses every endpoint to non-admins (403) and to anonymous callers (401)', async () => {
    const { items } = await list();
    const id = items[0]!.id;
    const requests = [
      { method: 'GET', url: '/api/admin/kpi-templates' },
      { method: 'GET', url: '/api/admin/kpi-templates/categories' },
      { method: 'POST', url: '/api/admin/kpi-templates', payload: { ...kpi, name: 'Intruso' } },
      { method: 'PUT', url: `/api/admin/kpi-templates/${id}`, payload: { target: 1 } },
      { method: 'DELETE', url: `/api/admin/kpi-templates/${id}` },
    ] as const;
    for (const request of requests) {
      for (const who of [manager, employee]) {
        const response = await as(t.app, who, { ...request });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(response.json().message).toBe(
          'Non hai i permessi per questa operazione. Se ti serve per il tuo lavoro, chiedi a un amministratore del portale.',
        );
      }
      const anonymous = await t.app.inject({ ...request });
      expect(anonymous.statusCode, `${request.method} ${request.url}`).toBe(401);
    }
    // Nothing changed.
    expect((await list()).items.find((i) => i.id === id)).toEqual(items[0]);
    expect((await list('?search=Intruso')).items).toHaveLength(0);
  });
});
