import type { ClientActivity, ClientProjects, ClientSummary } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { makeFolder, setAccess, textBytes, uploaded } from './documents-setup';
import { as, createTestApp, type LoggedIn, login, loginDemoStaff, type TestApp } from './helpers';
import { defaultPipeline, insertContract, insertPreInvoice, insertProposal } from './sales-deals-sql';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let clientId: string;
let otherId: string;
const year = new Date().getFullYear();

const get = async <T>(who: LoggedIn, url: string) => {
  const response = await as(t.app, who, { url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};

/** Runs `check` as a reader of the CRM without view_all_invoices (the employee given view_all_projects). */
async function asReaderWithoutMoney(check: (reader: LoggedIn) => Promise<void>) {
  await t.database.db.execute(
    sql`insert into role_permissions (role, permission) values ('employee', 'view_all_projects')`,
  );
  try {
    await check(await login(t.app, 'dipendente'));
  } finally {
    await t.database.db.execute(
      sql`delete from role_permissions where role = 'employee' and permission = 'view_all_projects'`,
    );
  }
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client } = await loginDemoStaff(t));
  const created = await as(t.app, manager, {
    method: 'POST',
    url: '/api/crm/clients',
    payload: { name: 'Gamma Tessile S.r.l.', status: 'prospect' },
  });
  clientId = created.json().data.id;
  const other = await as(t.app, manager, {
    method: 'POST',
    url: '/api/crm/clients',
    payload: { name: 'Delta S.r.l.' },
  });
  otherId = other.json().data.id;
});
afterAll(() => t.close());

describe('client 360°: summary and projects', () => {
  it('counts the client’s records and sums its open proposals and this year’s revenue', async () => {
    const db = t.database.db;
    const pipeline = await defaultPipeline(db);
    const base = { client: clientId, pipeline: pipeline.id, stage: pipeline.stageIds[0]!, validUntil: `${year}-12-31` };
    await insertProposal(db, { ...base, status: 'bozza', taxable: 10_000 });
    await insertProposal(db, { ...base, status: 'inviata', taxable: 20_000, sentAgo: '1 day' });
    await insertProposal(db, { ...base, status: 'accettata', taxable: 50_000, decidedAgo: '1 day' });
    await insertProposal(db, { ...base, client: otherId, status: 'inviata', taxable: 99_999 });
    await insertContract(db, { client: clientId, status: 'attivo', endDate: null });
    await insertContract(db, { client: clientId, status: 'concluso', endDate: `${year - 1}-12-31` });
    await insertPreInvoice(db, { client: clientId, status: 'fatturata', issue: `${year}-01-15`, taxable: 30_000 });
    await insertPreInvoice(db, { client: clientId, status: 'approvata', issue: `${year}-01-20`, taxable: 5_000 });
    await insertPreInvoice(db, { client: clientId, status: 'fatturata', issue: `${year - 1}-06-01`, taxable: 70_000 });
    await insertPreInvoice(db, { client: clientId, status: 'bozza', issue: `${year}-01-25`, taxable: 1_000 });

    const summary = await get<ClientSummary>(manager, `/api/crm/clients/${clientId}/summary`);
    expect(summary).toMatchObject({
      contacts: 0,
      proposals: { total: 3, open: 2, open_value_cents: 30_000, by_status: { bozza: 1, inviata: 1, accettata: 1 } },
      contracts: { total: 2, active: 1 },
      pre_invoices: { total: 4, to_invoice: 2, revenue_year_cents: 35_000, year },
      can_see_money: true,
    });

    await asReaderWithoutMoney(async (reader) => {
      const hidden = await get<ClientSummary>(reader, `/api/crm/clients/${clientId}/summary`);
      expect(hidden.proposals).not.toHaveProperty('open_value_cents');
      expect(hidden.proposals.open).toBe(2);
      expect(hidden.pre_invoices).toBeNull();
      expect(hidden.can_see_money).toBe(false);
    });
  });

  it('lists the client’s live projects through the projects bridge', async () => {
    await t.database.db.execute(sql`insert into projects (code, name, status, billing_type, client_company_id, start_date)
      values ('GAMMA-1', 'Nuovo gestionale', 'attivo', 'a_corpo', ${clientId}, '2026-01-10'),
        ('GAMMA-2', 'Sito web', 'pianificazione', 'tempo_materiali', ${clientId}, '2026-03-01'),
        ('DELTA-1', 'Altro cliente', 'attivo', 'a_corpo', ${otherId}, null)`);
    await t.database.db.execute(sql`update projects set deleted_at = now() where code = 'GAMMA-2'`);
    const projects = await get<ClientProjects>(manager, `/api/crm/clients/${clientId}/projects`);
    expect(projects.available).toBe(true);
    expect(projects.items.map((p) => p.code)).toEqual(['GAMMA-1']);
    expect(JSON.stringify(projects)).not.toMatch(/budget|rate|cents/);
    const summary = await get<ClientSummary>(manager, `/api/crm/clients/${clientId}/summary`);
    expect(summary.projects).toBe(projects.items.length);
  });

  it('answers 404 for an unknown client, 400 for a malformed id, 403 to the employee and the client account', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const part of ['summary', 'projects', 'activity']) {
      expect((await as(t.app, manager, { url: `/api/crm/clients/${unknown}/${part}` })).statusCode).toBe(404);
      expect((await as(t.app, manager, { url: `/api/crm/clients/nope/${part}` })).statusCode).toBe(400);
      for (const who of [employee, client]) {
        expect((await as(t.app, who, { url: `/api/crm/clients/${clientId}/${part}` })).statusCode).toBe(403);
      }
    }
  });
});

describe('client 360°: activity timeline', () => {
  it('lists what happened to the client and its records, newest first, with Italian labels and pages', async () => {
    const contact = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/clients/${clientId}/contacts`,
      payload: { first_name: 'Irene', last_name: 'Galli', role: 'Titolare' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const { id: contactId, version } = contact.json().data;
    await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/crm/contacts/${contactId}`,
      payload: { role: 'Amministratrice', version },
    });
    const gone = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/clients/${clientId}/contacts`,
      payload: { first_name: 'Paolo', last_name: 'Neri' },
    });
    await as(t.app, manager, { method: 'DELETE', url: `/api/crm/contacts/${gone.json().data.id}` });
    // Another client's contact: never in this timeline.
    await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/clients/${otherId}/contacts`,
      payload: { first_name: 'Estraneo', last_name: 'Rossi' },
    });

    const page = await get<ClientActivity>(manager, `/api/crm/clients/${clientId}/activity?per_page=3`);
    expect(page.pagination).toMatchObject({ page: 1, per_page: 3, total: 5, total_pages: 2 });
    expect(page.items.map((e) => [e.action, e.label, e.subject, e.subject_name, e.subject_exists])).toEqual([
      ['contact.deleted', 'Contatto eliminato', 'contact', 'Paolo Neri', false],
      ['contact.created', 'Contatto creato', 'contact', 'Paolo Neri', false],
      ['contact.updated', 'Contatto modificato', 'contact', 'Irene Galli', true],
    ]);
    expect(page.items[0]!.actor).toBe('Marco Bianchi');
    const second = await get<ClientActivity>(manager, `/api/crm/clients/${clientId}/activity?per_page=3&page=2`);
    expect(second.items.map((e) => e.action)).toEqual(['contact.created', 'client.created']);
    expect(second.items[1]).toMatchObject({
      subject: 'client',
      subject_id: clientId,
      subject_name: 'Gamma Tessile S.r.l.',
    });
    const past = await get<ClientActivity>(manager, `/api/crm/clients/${clientId}/activity?per_page=3&page=9`);
    expect(past.items).toEqual([]);
    expect(past.pagination.total).toBe(5);
    expect(JSON.stringify(page)).not.toContain('Estraneo');
  });

  it('shows proposals’ and contracts’ entries, and pre-invoices’ only to readers of pre-invoices', async () => {
    const db = t.database.db;
    const [proposal] = await selectRows<{ id: string }>(
      db,
      sql`select id::text as id from sales_proposals where client_company_id = ${clientId} limit 1`,
    );
    const [preInvoice] = await selectRows<{ id: string }>(
      db,
      sql`select id::text as id from sales_pre_invoices where client_company_id = ${clientId} limit 1`,
    );
    await db.execute(sql`insert into audit_log (actor_label, action, target_type, target_id, details, created_at)
      values ('system', 'client.updated', 'proposal', ${proposal!.id}, '{"total_cents": 123456}', now() + interval '1 minute'),
        ('system', 'client.updated', 'pre_invoice', ${preInvoice!.id}, '{}', now() + interval '2 minutes')`);
    const staff = await get<ClientActivity>(manager, `/api/crm/clients/${clientId}/activity`);
    expect(staff.items.slice(0, 2).map((e) => [e.subject, e.actor])).toEqual([
      ['pre_invoice', 'Sistema'],
      ['proposal', 'Sistema'],
    ]);
    expect(staff.items[1]!.subject_name).toMatch(/^2099\/\d+ · Offerta/);
    expect(JSON.stringify(staff)).not.toContain('123456');
    await asReaderWithoutMoney(async (reader) => {
      const hidden = await get<ClientActivity>(reader, `/api/crm/clients/${clientId}/activity`);
      expect(hidden.items.some((e) => e.subject === 'pre_invoice')).toBe(false);
      expect(hidden.items[0]!.subject).toBe('proposal');
    });
  });
});

describe('documents shared with a client company', () => {
  it('filters the documents list to those a grant to the company reaches, own or inherited', async () => {
    const shared = await makeFolder(t.app, admin, 'Condivisi con Gamma');
    await setAccess(t.app, admin, `/api/document-folders/${shared}/access`, [
      { principal_type: 'client_company', principal_id: clientId, level: 'read' },
      { principal_type: 'role', principal_id: 'manager', level: 'read' },
    ]);
    const sub = await makeFolder(t.app, admin, 'Offerte firmate', shared);
    const inherited = await uploaded(
      t.app,
      admin,
      { folder_id: sub, title: 'Offerta firmata' },
      { name: 'a.txt', data: textBytes('a') },
    );
    const own = await uploaded(t.app, admin, { title: 'Verbale di avvio' }, { name: 'b.txt', data: textBytes('b') });
    await setAccess(t.app, admin, `/api/documents/${own}/access`, [
      { principal_type: 'client_company', principal_id: clientId, level: 'read' },
      { principal_type: 'role', principal_id: 'manager', level: 'read' },
    ]);
    const unrelated = await uploaded(t.app, admin, { title: 'Interno' }, { name: 'c.txt', data: textBytes('c') });
    const otherShare = await uploaded(t.app, admin, { title: 'Per Delta' }, { name: 'd.txt', data: textBytes('d') });
    await setAccess(t.app, admin, `/api/documents/${otherShare}/access`, [
      { principal_type: 'client_company', principal_id: otherId, level: 'read' },
    ]);

    const list = await get<{ items: { id: string }[] }>(admin, `/api/documents?shared_with_client=${clientId}`);
    const found = list.items.map((d) => d.id);
    expect(found).toEqual(expect.arrayContaining([inherited, own]));
    expect(found).not.toContain(unrelated);
    expect(found).not.toContain(otherShare);
    // Still only what the reader may read: the manager reads both through the role grant.
    const managers = await get<{ items: { id: string }[] }>(manager, `/api/documents?shared_with_client=${clientId}`);
    expect(managers.items.map((d) => d.id).sort()).toEqual([inherited, own].sort());
    expect((await as(t.app, manager, { url: '/api/documents?shared_with_client=nope' })).statusCode).toBe(400);
  });
});
