import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { as, createTestApp, type LoggedIn, login, loginDemoStaff, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client } = await loginDemoStaff(t));
});
afterAll(() => t.close());

const company = (name: string, extra: Record<string, unknown> = {}) => ({ name, ...extra });

async function createClient(payload: Record<string, unknown>, who = manager) {
  const response = await as(t.app, who, { method: 'POST', url: '/api/crm/clients', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; version: number; name: string };
}

describe('CRM clients: who reaches them', () => {
  it('lets admin and manager read, refuses the employee and the client account with 403', async () => {
    for (const who of [admin, manager]) {
      const list = await as(t.app, who, { url: '/api/crm/clients' });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.items.map((c: { name: string }) => c.name)).toContain('Arredi Ferrari S.r.l.');
    }
    for (const who of [employee, client]) {
      for (const url of ['/api/crm/clients', '/api/crm/contacts', '/api/crm/clients/filters']) {
        expect((await as(t.app, who, { url })).statusCode, url).toBe(403);
      }
      const write = await as(t.app, who, { method: 'POST', url: '/api/crm/clients', payload: company('X S.r.l.') });
      expect(write.statusCode).toBe(403);
    }
  });

  it('keeps the client account out of the global search of clients and contacts', async () => {
    const staff = (await as(t.app, manager, { url: '/api/search?q=arredi' })).json().data;
    expect(staff.some((r: { type: string }) => r.type === 'client')).toBe(true);
    const contactHits = (await as(t.app, manager, { url: '/api/search?q=silvia ferrari' })).json().data;
    expect(contactHits.some((r: { type: string }) => r.type === 'contact')).toBe(true);
    for (const who of [client, employee]) {
      const results = (await as(t.app, who, { url: '/api/search?q=arredi' })).json().data;
      expect(results.filter((r: { type: string }) => r.type === 'client' || r.type === 'contact')).toEqual([]);
    }
  });

  it('hides marketing consent from a reader without edit_project', async () => {
    await t.database.db.execute(
      sql`insert into role_permissions (role, permission) values ('employee', 'view_all_projects')`,
    );
    const reader = await login(t.app, 'dipendente');
    const contacts = (await as(t.app, reader, { url: '/api/crm/contacts?q=ferrari' })).json().data.items;
    expect(contacts.length).toBeGreaterThan(0);
    for (const c of contacts) expect(c).not.toHaveProperty('marketing_consent');
    const sales = (await as(t.app, manager, { url: '/api/crm/contacts?q=ferrari' })).json().data.items;
    expect(sales.find((c: { name: string }) => c.name === 'Silvia Ferrari').marketing_consent).toEqual({
      given: true,
      date: '2025-03-14',
      source: 'contratto',
    });
    const write = await as(t.app, reader, { method: 'POST', url: '/api/crm/clients', payload: company('Y S.r.l.') });
    expect(write.statusCode).toBe(403);
    await t.database.db.execute(
      sql`delete from role_permissions where role = 'employee' and permission = 'view_all_projects'`,
    );
  });
});

describe('CRM clients: create, update, archive', () => {
  it('refuses a partita IVA or codice fiscale with a wrong check digit with 400 and a field error', async () => {
    const bad = await as(t.app, manager, {
      method: 'POST',
      url: '/api/crm/clients',
      payload: company('Check Digit S.r.l.', { vat_number: '00159560367' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual({
      vat_number: ['La partita IVA non è valida (cifra di controllo errata)'],
    });
    const badCf = await as(t.app, manager, {
      method: 'POST',
      url: '/api/crm/clients',
      payload: { kind: 'person', first_name: 'Mario', last_name: 'Rossi', tax_code: 'RSSMRA80A01H501A' },
    });
    expect(badCf.statusCode).toBe(400);
    expect(Object.keys(badCf.json().details.fields)).toEqual(['tax_code']);
    const good = await createClient(company('Check Digit S.r.l.', { vat_number: 'IT 00159560366', province: 'mo' }));
    expect(good).toMatchObject({ name: 'Check Digit S.r.l.', vat_number: '00159560366', province: 'MO', version: 1 });
    const again = await as(t.app, manager, {
      method: 'POST',
      url: '/api/crm/clients',
      payload: company('Altro nome', { vat_number: '00159560366' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.fields.vat_number[0]).toContain('Check Digit S.r.l.');
  });

  it('answers 409 with the newer version on a stale update, and audits every write', async () => {
    const created = await createClient(company('Versioni S.r.l.'));
    const first = await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/crm/clients/${created.id}`,
      payload: { status: 'prospect', tags: ['Fiera'], version: 1 },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'prospect', tags: ['Fiera'], version: 2 });
    const stale = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/crm/clients/${created.id}`,
      payload: { status: 'cliente', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current).toMatchObject({ id: created.id, status: 'prospect', version: 2 });
    const abroad = await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/crm/clients/${created.id}`,
      payload: { country: 'FR', province: 'MI', version: 2 },
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().details.fields.province).toEqual(['Per un indirizzo all’estero la provincia è EE']);
    const actions = await selectRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where target_id = ${created.id} order by created_at, id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['client.created', 'client.updated']);
  });

  it('archives a client that records point to and deletes one nothing points to', async () => {
    const lonely = await createClient(company('Da Cancellare S.r.l.'));
    const gone = await as(t.app, manager, { method: 'DELETE', url: `/api/crm/clients/${lonely.id}` });
    expect(gone.json().data).toEqual({ outcome: 'deleted' });
    expect((await as(t.app, manager, { url: `/api/crm/clients/${lonely.id}` })).statusCode).toBe(404);

    const [arredi] = await selectRows<{ id: string }>(
      t.database.db,
      sql`select id::text as id from client_companies where name = 'Arredi Ferrari S.r.l.'`,
    );
    const kept = await as(t.app, manager, { method: 'DELETE', url: `/api/crm/clients/${arredi!.id}` });
    expect(kept.json().data).toEqual({ outcome: 'archived' });
    const detail = (await as(t.app, manager, { url: `/api/crm/clients/${arredi!.id}` })).json().data;
    expect(detail.archived_at).not.toBeNull();
    expect(detail.can_edit).toBe(false);
    const live = (await as(t.app, manager, { url: '/api/crm/clients?q=arredi' })).json().data.items;
    expect(live).toEqual([]);
    const restored = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/clients/${arredi!.id}/restore`,
      payload: { version: detail.version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.archived_at).toBeNull();
  });

  it('filters, sorts and paginates in SQL', async () => {
    await createClient(company('Zeta Filtri S.r.l.', { status: 'lead', tags: ['Filtro'] }));
    await createClient(company('Alfa Filtri S.r.l.', { status: 'lead', tags: ['Filtro'] }));
    const page = (await as(t.app, manager, { url: '/api/crm/clients?tag=filtro&sort=-name&per_page=1&page=2' })).json()
      .data;
    expect(page.items.map((c: { name: string }) => c.name)).toEqual(['Alfa Filtri S.r.l.']);
    expect(page.pagination).toEqual({ page: 2, per_page: 1, total: 2, total_pages: 2 });
    const bad = await as(t.app, manager, { url: '/api/crm/clients?sort=password' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('CRM clients: duplicates and merge', () => {
  it('finds similar names and merges contacts, portal accounts and document grants in one audited step', async () => {
    const target = await createClient(company('Fusione Alimentari S.r.l.', { vat_number: '02746190152' }));
    const source = await createClient(company('Fusione Alimentari SRL', { city: 'Parma', province: 'PR' }));
    const duplicates = (await as(t.app, manager, { url: `/api/crm/clients/${target.id}/duplicates` })).json().data;
    expect(duplicates.items[0]).toMatchObject({ client: { id: source.id }, reasons: ['name'] });

    const contact = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/clients/${source.id}/contacts`,
      payload: { first_name: 'Elena', last_name: 'Fusi', is_primary: true, emails: [{ address: 'elena@fusione.it' }] },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    await t.database.db.execute(sql`update users set client_company_id = ${source.id} where username = 'cliente'`);
    const [folder] = await selectRows<{ id: string }>(
      t.database.db,
      sql`insert into document_folders (name) values ('Condivisa fusione') returning id::text as id`,
    );
    await t.database.db.execute(sql`insert into document_access_grants (folder_id, principal_type, principal_id, level)
      values (${folder!.id}, 'client_company', ${source.id}, 'read')`);

    const stale = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/clients/${target.id}/merge`,
      payload: { source_id: source.id, version: 99 },
    });
    expect(stale.statusCode).toBe(409);
    const merged = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/clients/${target.id}/merge`,
      payload: { source_id: source.id, version: target.version },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.moved).toMatchObject({ contacts: 1, portal_users: 1, document_grants: 1 });
    expect(merged.json().data.client).toMatchObject({ city: 'Parma', province: 'PR', contacts_count: 1 });
    expect((await as(t.app, manager, { url: `/api/crm/clients/${source.id}` })).statusCode).toBe(404);
    const [grant] = await selectRows<{ principal_id: string }>(
      t.database.db,
      sql`select principal_id from document_access_grants where folder_id = ${folder!.id}`,
    );
    expect(grant!.principal_id).toBe(target.id);
    const [account] = await selectRows<{ id: string }>(
      t.database.db,
      sql`select client_company_id::text as id from users where username = 'cliente'`,
    );
    expect(account!.id).toBe(target.id);
    const [entry] = await selectRows<{ details: { moved: Record<string, number> } }>(
      t.database.db,
      sql`select details from audit_log where action = 'client.merged' and target_id = ${target.id}`,
    );
    expect(entry!.details.moved.contacts).toBe(1);
    const self = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/clients/${target.id}/merge`,
      payload: { source_id: target.id, version: 1 },
    });
    expect(self.statusCode).toBe(400);
  });
});

describe('CRM clients: CSV import and export', () => {
  const header = 'Tipo;Ragione sociale;Nome;Cognome;Partita IVA;Codice fiscale;CAP;Provincia;Nazione;Stato;Etichette';

  it('previews every row with its Italian errors, then imports only the valid ones', async () => {
    const csv = [
      header,
      'Azienda;Importata Uno S.r.l.;;;06192830732;;20121;MI;IT;Prospect;Import, Fiera',
      'Azienda;Importata Due S.r.l.;;;06192830733;;2012;MI;IT;;',
      'Persona fisica;;Laura;Neri;;RSSMRA80A01H501A;;;IT;Lead;',
      'Azienda;Importata Tre S.r.l.;;;06192830732;;;;IT;Cliente;',
      'Azienda;Importata Quattro S.r.l.;;;;;;;IT;Sconosciuto;',
    ].join('\r\n');
    const preview = await as(t.app, manager, {
      method: 'POST',
      url: '/api/crm/clients/import/preview',
      payload: { csv },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = preview.json().data;
    expect(data).toMatchObject({ total: 5, valid: 1, invalid: 4, file_errors: [] });
    expect(data.rows[1]).toEqual({
      line: 3,
      name: 'Importata Due S.r.l.',
      errors: {
        vat_number: ['La partita IVA non è valida (cifra di controllo errata)'],
        postal_code: ['Il CAP ha 5 cifre'],
      },
    });
    expect(data.rows[2].errors).toEqual({
      tax_code: ['Il codice fiscale non è valido (carattere di controllo errato)'],
    });
    expect(data.rows[3].errors).toEqual({ vat_number: ['La riga 2 ha già questa partita IVA'] });
    expect(data.rows[4].errors).toEqual({ status: ['Stato non valido: Lead, Prospect, Cliente o Ex cliente'] });

    const done = await as(t.app, manager, { method: 'POST', url: '/api/crm/clients/import', payload: { csv } });
    expect(done.json().data).toEqual({ created: 1, skipped: 4 });
    const imported = (await as(t.app, manager, { url: '/api/crm/clients?q=importata' })).json().data.items;
    expect(imported).toMatchObject([{ name: 'Importata Uno S.r.l.', status: 'prospect', tags: ['Fiera', 'Import'] }]);

    const missing = await as(t.app, manager, {
      method: 'POST',
      url: '/api/crm/clients/import/preview',
      payload: { csv: 'Colonna;Altra\r\nx;y' },
    });
    expect(missing.json().data.file_errors).toEqual([
      'Il file non ha la colonna «Ragione sociale» (o le colonne «Nome» e «Cognome»)',
    ]);
    expect(
      (await as(t.app, employee, { method: 'POST', url: '/api/crm/clients/import', payload: { csv } })).statusCode,
    ).toBe(403);
  });

  it('exports an Excel-friendly CSV that imports back', async () => {
    const response = await as(t.app, manager, { url: '/api/crm/clients/export.csv?q=importata' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith('\uFEFF"Tipo";"Ragione sociale"')).toBe(true);
    expect(response.body).toContain('"Importata Uno S.r.l."');
    const preview = await as(t.app, manager, {
      method: 'POST',
      url: '/api/crm/clients/import/preview',
      payload: { csv: response.body },
    });
    // The same partita IVA is already stored: the round trip parses, and only the duplicate is reported.
    expect(preview.json().data.rows[0].errors).toEqual({
      vat_number: ['Esiste già il cliente «Importata Uno S.r.l.» con questa partita IVA'],
    });
  });
});
