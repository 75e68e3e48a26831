import type { User } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@/platform/auth/actor';
import { projectsBridge } from '@/platform/org/projects-bridge';
import { as, type LoggedIn } from './helpers';
import { admin, client, clientCompany, create, employee, ids, manager, setupProjectsApp, t } from './projects-setup';

// A project's client is a client company, the CRM's client (docs/timesheet.md, "The client of a project"): linked by
// id, validated, filtered by, kept in step with the CRM's renames, archives and merges; picked through
// /api/client-companies whatever the CRM's flag.

setupProjectsApp();

const project = async (id: string, who: LoggedIn = manager) =>
  (await as(t.app, who, { url: `/api/projects/${id}` })).json().data;
const put = (id: string, payload: Record<string, unknown>, who: LoggedIn = manager) =>
  as(t.app, who, { method: 'PUT', url: `/api/projects/${id}`, payload });
const storedClientName = async (id: string) =>
  (await t.database.query<{ client_name: string }>('select client_name from projects where id = $1', [id]))[0]!
    .client_name;

async function crmClient(name: string, extra: Record<string, unknown> = {}) {
  const response = await as(t.app, manager, { method: 'POST', url: '/api/crm/clients', payload: { name, ...extra } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; version: number; name: string };
}

async function setFlag(key: string, is_enabled: boolean) {
  const flags = (await as(t.app, admin, { url: '/api/admin/feature-flags' })).json().data as {
    id: string;
    feature_key: string;
  }[];
  const flag = flags.find((f) => f.feature_key === key)!;
  const response = await as(t.app, admin, {
    method: 'PUT',
    url: `/api/admin/feature-flags/${flag.id}`,
    payload: { is_enabled },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a project’s client is a client company', () => {
  it('creates, changes and removes the link; the stored name follows the company', async () => {
    const rossi = await clientCompany('Rossi Impianti S.r.l.');
    const verdi = await clientCompany('Verdi Serramenti S.n.c.');
    const created = await create('CLI-1', { client_id: rossi });
    expect(created).toMatchObject({ client: { id: rossi, name: 'Rossi Impianti S.r.l.' } });
    expect(created).not.toHaveProperty('client_name');
    expect(await storedClientName(created.id)).toBe('Rossi Impianti S.r.l.');

    const moved = await put(created.id, { client_id: verdi });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.client).toEqual({ id: verdi, name: 'Verdi Serramenti S.n.c.' });
    const activity = (await as(t.app, manager, { url: `/api/projects/${created.id}/activity` })).json().data.items;
    expect(activity[0]).toMatchObject({ action: 'project.updated', details: { fields: ['cliente'] } });

    // Other fields leave the link alone; null makes the project internal.
    expect((await put(created.id, { name: 'Rinominato' })).json().data.client.id).toBe(verdi);
    const internal = await put(created.id, { client_id: null });
    expect(internal.json().data.client).toBeNull();
    expect(await storedClientName(created.id)).toBe('');
    expect((await create('CLI-0')).client).toBeNull();
  });

  it('refuses a client that does not exist, is malformed or archived with a 400 on client_id', async () => {
    const missing = await as(t.app, manager, {
      method: 'POST',
      url: '/api/projects',
      payload: { code: 'CLI-X', name: 'X', client_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields.client_id).toEqual(['Cliente non trovato']);
    const malformed = await as(t.app, manager, {
      method: 'POST',
      url: '/api/projects',
      payload: { code: 'CLI-X', name: 'X', client_id: 'Rossi S.r.l.' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields.client_id).toEqual(['Cliente non valido']);

    const old = await crmClient('Archiviata Tessile S.r.l.');
    const kept = await create('CLI-2', { client_id: old.id });
    const archived = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/clients/${old.id}/archive`,
      payload: { version: old.version },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const refused = await as(t.app, manager, {
      method: 'POST',
      url: '/api/projects',
      payload: { code: 'CLI-3', name: 'Nuovo', client_id: old.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields.client_id[0]).toMatch(/archiviato/);
    // A project that already had it keeps it through other edits, even when the form sends it again.
    const edited = await put(kept.id, { client_id: old.id, name: 'Ancora suo' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.client.id).toBe(old.id);
    const lookup = (await as(t.app, manager, { url: '/api/client-companies?q=archiviata' })).json().data;
    expect(lookup.items).toEqual([]);
  });

  it('filters the list by client or by no client, sorts by client and offers the clients in use', async () => {
    const alfa = await clientCompany('Alfa Filtri Clienti S.p.A.');
    const beta = await clientCompany('Beta Filtri Clienti S.p.A.');
    await create('CFL-B', { client_id: beta, tags: ['clifilter'] });
    await create('CFL-A', { client_id: alfa, tags: ['clifilter'] });
    await create('CFL-N', { tags: ['clifilter'] });
    const codes = async (query: string) =>
      (await as(t.app, manager, { url: `/api/projects?tag=clifilter&${query}` }))
        .json()
        .data.items.map((p: { code: string }) => p.code);
    expect(await codes(`client_id=${alfa}`)).toEqual(['CFL-A']);
    expect(await codes('client_id=none')).toEqual(['CFL-N']);
    expect(await codes('sort=client')).toEqual(['CFL-A', 'CFL-B', 'CFL-N']);
    expect(await codes('sort=-client')).toEqual(['CFL-B', 'CFL-A', 'CFL-N']);
    const bad = await as(t.app, manager, { url: '/api/projects?client_id=Alfa' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.client_id).toEqual(['Cliente non valido']);
    const filters = (await as(t.app, manager, { url: '/api/projects/filters' })).json().data;
    expect(filters.clients).toEqual(expect.arrayContaining([{ id: alfa, name: 'Alfa Filtri Clienti S.p.A.' }]));
  });

  it('gives the demo client Arredi Ferrari its projects, shown with its client in "I miei progetti"', async () => {
    const [arredi] = await t.database.query<{ id: string }>(
      `select id from client_companies where name = 'Arredi Ferrari S.r.l.'`,
    );
    const list = (await as(t.app, manager, { url: `/api/projects?client_id=${arredi!.id}` })).json().data.items;
    expect(list.map((p: { code: string }) => p.code)).toEqual(['CLOUD-MIG', 'ECOM-B2B', 'GDPR-AUDIT']);
    const mine = (await as(t.app, employee, { url: '/api/projects/mine' })).json().data;
    expect(mine.find((p: { code: string }) => p.code === 'ECOM-B2B').client).toEqual({
      id: arredi!.id,
      name: 'Arredi Ferrari S.r.l.',
    });
  });
});

describe('the CRM keeps the link', () => {
  it('renames the projects with their company, in the list and in search', async () => {
    const company = await crmClient('Nome Vecchio Arredamenti S.r.l.');
    const linked = await create('REN-1', { client_id: company.id });
    const renamed = await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/crm/clients/${company.id}`,
      payload: { version: company.version, name: 'Nome Nuovissimo Arredamenti S.r.l.' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await project(linked.id)).client.name).toBe('Nome Nuovissimo Arredamenti S.r.l.');
    expect(await storedClientName(linked.id)).toBe('Nome Nuovissimo Arredamenti S.r.l.');
    const found = (await as(t.app, manager, { url: '/api/projects?search=nuovissimo' })).json().data.items;
    expect(found.map((p: { code: string }) => p.code)).toEqual(['REN-1']);
  });

  it('archives rather than deletes a client with projects, and a merge moves them', async () => {
    const target = await crmClient('Fusione Progetti S.r.l.');
    const source = await crmClient('Fusione Progetti SRL');
    const first = await create('MRG-1', { client_id: source.id });
    const second = await create('MRG-2', { client_id: source.id });
    await as(t.app, manager, { method: 'DELETE', url: `/api/projects/${second.id}` });
    const merged = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/clients/${target.id}/merge`,
      payload: { source_id: source.id, version: target.version },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    // The soft-deleted project moves too: it still points at the company.
    expect(merged.json().data.moved).toMatchObject({ projects: 2 });
    expect((await project(first.id)).client).toEqual({ id: target.id, name: 'Fusione Progetti S.r.l.' });
    expect(await storedClientName(second.id)).toBe('Fusione Progetti S.r.l.');

    const removed = await as(t.app, manager, { method: 'DELETE', url: `/api/crm/clients/${target.id}` });
    expect(removed.json().data).toEqual({ outcome: 'archived' });
    expect((await project(first.id)).client.id).toBe(target.id);
  });
});

describe('the client picker: /api/client-companies', () => {
  it('answers project editors with live companies by name, partita IVA or codice fiscale; others get 403', async () => {
    await crmClient('Picker Ceramiche S.p.A.', { vat_number: '01634290371' });
    const byName = (await as(t.app, manager, { url: '/api/client-companies?q=ceramiche' })).json().data.items;
    expect(byName).toEqual([expect.objectContaining({ name: 'Picker Ceramiche S.p.A.', detail: '01634290371' })]);
    const byVat = (await as(t.app, admin, { url: '/api/client-companies?q=0163429' })).json().data.items;
    expect(byVat.map((c: { name: string }) => c.name)).toEqual(['Picker Ceramiche S.p.A.']);
    const accents = (await as(t.app, manager, { url: '/api/client-companies?q=CERÀMICHE' })).json().data.items;
    expect(accents).toHaveLength(1);
    for (const who of [employee, client]) {
      expect((await as(t.app, who, { url: '/api/client-companies?q=a' })).statusCode).toBe(403);
    }
    const all = (await as(t.app, manager, { url: '/api/client-companies' })).json().data.items;
    expect(all.length).toBeGreaterThan(1);
    expect(all.map((c: { name: string }) => c.name)).toContain('Arredi Ferrari S.r.l.');
    const long = await as(t.app, manager, { url: `/api/client-companies?q=${'x'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });

  it('works for an editor without view_all_projects and with the CRM off, where it also creates by name', async () => {
    await t.database.query(`insert into role_permissions (role, permission) values ('employee', 'edit_project')`);
    await setFlag('sales_module', false);
    try {
      const listed = await as(t.app, employee, { url: '/api/client-companies?q=arredi' });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().data.items.map((c: { name: string }) => c.name)).toEqual(['Arredi Ferrari S.r.l.']);
      const made = await as(t.app, employee, {
        method: 'POST',
        url: '/api/client-companies',
        payload: { name: '  Nuovo   Cliente Rapido S.r.l. ' },
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().data).toMatchObject({ created: true, client: { name: 'Nuovo Cliente Rapido S.r.l.' } });
      const again = await as(t.app, employee, {
        method: 'POST',
        url: '/api/client-companies',
        payload: { name: 'nuovo cliente rapido s.r.l.' },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual({ created: false, client: made.json().data.client });
      const empty = await as(t.app, employee, { method: 'POST', url: '/api/client-companies', payload: { name: ' ' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().details.fields.name).toEqual(['Il nome del cliente è obbligatorio']);
      const linked = await create(
        'QCK-1',
        { client_id: made.json().data.client.id, manager_id: ids.dipendente },
        employee,
      );
      expect(linked).toMatchObject({ client: { name: 'Nuovo Cliente Rapido S.r.l.' } });
    } finally {
      await setFlag('sales_module', true);
      await t.database.query(`delete from role_permissions where role = 'employee' and permission = 'edit_project'`);
    }
    // With the CRM on, new clients are made in the CRM, with their fiscal data and duplicate checks.
    const refused = await as(t.app, manager, { method: 'POST', url: '/api/client-companies', payload: { name: 'X' } });
    expect(refused.statusCode).toBe(409);
  });
});

describe('the sales bridge', () => {
  it('opens a project for a client with the proposal’s price and rate, whoever converts it', async () => {
    const company = await crmClient('Ponte Vendite S.r.l.');
    const actor: Actor = {
      userId: ids.dipendente,
      username: 'dipendente',
      name: 'Giulia Esposito',
      role: 'employee',
      permissions: new Set(['edit_project']),
      sessionId: 'test',
      csrfToken: 'test',
      ip: null,
      user: {} as User,
    };
    const ref = await projectsBridge()!.create(t.database.db, actor, {
      code: 'SALE-1',
      name: 'Dalla proposta',
      description: '',
      client_company_id: company.id,
      manager_id: ids.manager,
      start_date: null,
      end_date: null,
      billing_type: 'a_corpo',
      budget_amount_cents: 1_250_050,
      hourly_rate_cents: null,
    });
    expect(ref).toMatchObject({ code: 'SALE-1', client_company_id: company.id, deleted: false });
    expect(await project(ref.id, admin)).toMatchObject({ budget_amount: 12_500.5, client: { id: company.id } });
    expect(await projectsBridge()!.find(t.database.db, { clientCompanyId: company.id })).toEqual([ref]);
  });
});
