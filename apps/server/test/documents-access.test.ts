import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { documentForm, makeFolder, pdfBytes, setAccess, textBytes, uploaded } from './documents-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// Who reads what (docs/documents.md, "Chi vede cosa"): grants per role, department, person and client company,
// inherited from the folder above unless overridden, checked in the SQL of lists, details, downloads and versions.
// Demo: manager and dipendente are in Delivery; cliente works for Arredi Ferrari S.r.l.

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let ids: Record<string, string>;
const docs: Record<string, string> = {};
const folders: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
  const [delivery] = await selectRows<{ id: string }>(
    t.database.db,
    sql`select id from departments where code = 'DEL'`,
  );
  const [company] = await selectRows<{ id: string }>(t.database.db, sql`select id from client_companies`);

  // Direzione: managers read it, nobody else (its own grants replace the default).
  folders.direzione = await makeFolder(t.app, admin, 'Direzione');
  await setAccess(t.app, admin, `/api/document-folders/${folders.direzione}/access`, [
    { principal_type: 'role', principal_id: 'manager', level: 'read' },
  ]);
  docs.board = await uploaded(
    t.app,
    admin,
    { folder_id: folders.direzione, title: 'Verbale CdA' },
    { name: 'cda.pdf', data: pdfBytes('cda') },
  );

  // Delivery: the department writes; Specifiche inherits it, Paghe overrides it with the manager alone.
  folders.delivery = await makeFolder(t.app, admin, 'Delivery');
  await setAccess(t.app, admin, `/api/document-folders/${folders.delivery}/access`, [
    { principal_type: 'department', principal_id: delivery!.id, level: 'write' },
  ]);
  folders.specs = await makeFolder(t.app, admin, 'Specifiche', folders.delivery);
  folders.payroll = await makeFolder(t.app, admin, 'Paghe', folders.delivery);
  await setAccess(t.app, admin, `/api/document-folders/${folders.payroll}/access`, [
    { principal_type: 'user', principal_id: ids.manager!, level: 'read' },
  ]);
  docs.spec = await uploaded(
    t.app,
    employee,
    { folder_id: folders.specs, title: 'Specifica portale' },
    { name: 'spec.txt', data: textBytes('specifica') },
  );
  docs.payslip = await uploaded(
    t.app,
    admin,
    { folder_id: folders.payroll, title: 'Cedolini marzo' },
    { name: 'paghe.pdf', data: pdfBytes('paghe') },
  );

  // Clienti: the default (staff read, clients not); Arredi Ferrari is shared with the client's company.
  folders.clients = await makeFolder(t.app, admin, 'Clienti');
  folders.ferrari = await makeFolder(t.app, admin, 'Arredi Ferrari', folders.clients);
  await setAccess(t.app, admin, `/api/document-folders/${folders.ferrari}/access`, [
    { principal_type: 'client_company', principal_id: company!.id, level: 'read' },
    { principal_type: 'role', principal_id: 'employee', level: 'read' },
  ]);
  docs.offer = await uploaded(
    t.app,
    admin,
    { folder_id: folders.ferrari, title: 'Offerta arredi' },
    { name: 'offerta.pdf', data: pdfBytes('offerta') },
  );
  docs.internalNote = await uploaded(
    t.app,
    admin,
    { folder_id: folders.clients, title: 'Note interne clienti' },
    { name: 'note.txt', data: textBytes('note interne') },
  );

  // Top level, no folder: every internal user reads it.
  docs.handbook = await uploaded(
    t.app,
    manager,
    { title: 'Manuale aziendale' },
    { name: 'manuale.txt', data: textBytes('manuale') },
  );
  // A document with its own grants inside Clienti: only the employee (besides owner and admins).
  docs.personal = await uploaded(
    t.app,
    admin,
    { folder_id: folders.clients, title: 'Lettera personale' },
    { name: 'lettera.txt', data: textBytes('lettera') },
  );
  await setAccess(t.app, admin, `/api/documents/${docs.personal}/access`, [
    { principal_type: 'user', principal_id: ids.dipendente!, level: 'read' },
  ]);
}, 60_000);
afterAll(() => t.close());

const titlesFor = async (who: LoggedIn, query = '') => {
  const response = await as(t.app, who, { url: `/api/documents?per_page=100${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { title: string }[]).map((d) => d.title).sort();
};

const VISIBLE = {
  admin: [
    'Cedolini marzo',
    'Lettera personale',
    'Manuale aziendale',
    'Note interne clienti',
    'Offerta arredi',
    'Specifica portale',
    'Verbale CdA',
  ],
  // Arredi Ferrari's own grants (the company, employees) replace the default that let managers read Clienti.
  manager: ['Cedolini marzo', 'Manuale aziendale', 'Note interne clienti', 'Specifica portale', 'Verbale CdA'],
  employee: ['Lettera personale', 'Manuale aziendale', 'Note interne clienti', 'Offerta arredi', 'Specifica portale'],
  client: ['Offerta arredi'],
};

describe('documents access per role, department, person and client company', () => {
  it('lists to each user exactly the documents their grants, inheritance and overrides allow', async () => {
    expect(await titlesFor(admin)).toEqual(VISIBLE.admin);
    expect(await titlesFor(manager)).toEqual(VISIBLE.manager);
    expect(await titlesFor(employee)).toEqual(VISIBLE.employee);
    expect(await titlesFor(client)).toEqual(VISIBLE.client);
  });

  it('answers 404, never 403, for the detail, download and versions of a document one may not read', async () => {
    const cases: [LoggedIn, string][] = [
      [employee, docs.board!],
      [employee, docs.payslip!],
      [manager, docs.personal!],
      [client, docs.handbook!],
      [client, docs.internalNote!],
      [client, docs.spec!],
      [manager, docs.offer!],
    ];
    for (const [who, id] of cases) {
      for (const url of [
        `/api/documents/${id}`,
        `/api/documents/${id}/download`,
        `/api/documents/${id}/download?version=1`,
      ]) {
        const response = await as(t.app, who, { url });
        expect(response.statusCode, `${url} ${response.body}`).toBe(404);
        expect(response.json().message).toBe('Documento non trovato');
      }
      const version = await as(t.app, who, { method: 'POST', url: `/api/documents/${id}/versions/1/restore` });
      expect(version.statusCode).toBe(404);
    }
  });

  it('lets a reader open the detail and download the exact bytes', async () => {
    const detail = await as(t.app, client, { url: `/api/documents/${docs.offer}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      title: 'Offerta arredi',
      folder_path: [{ id: folders.ferrari, name: 'Arredi Ferrari' }],
      my_rights: { can_edit: false, can_move: false, can_manage_access: false, can_delete: false },
    });
    const download = await as(t.app, client, { url: `/api/documents/${docs.offer}/download` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfBytes('offerta'))).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="offerta.pdf"/);
    const inline = await as(t.app, client, { url: `/api/documents/${docs.offer}/download?inline=true` });
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('shows a client only the folder shared with their company, hung at the top', async () => {
    const response = await as(t.app, client, { url: '/api/document-folders' });
    expect(response.statusCode).toBe(200);
    const tree = response.json().data;
    expect(tree.can_use_root).toBe(false);
    expect(tree.folders).toEqual([
      expect.objectContaining({ id: folders.ferrari, parent_id: null, name: 'Arredi Ferrari', document_count: 1 }),
    ]);
    const staff = (await as(t.app, employee, { url: '/api/document-folders' })).json().data.folders as {
      name: string;
      path: { name: string }[];
    }[];
    expect(staff.map((f) => f.path.map((p) => p.name).join('/'))).toEqual([
      'Clienti',
      'Clienti/Arredi Ferrari',
      'Delivery',
      'Delivery/Specifiche',
    ]);
  });

  it('keeps a client out of the top level and of folders not shared with them', async () => {
    const top = await as(t.app, client, { method: 'POST', url: '/api/document-folders', payload: { name: 'Mia' } });
    expect(top.statusCode).toBe(403);
    const list = await as(t.app, client, { url: `/api/documents?folder_id=${folders.clients}` });
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('Cartella non trovata');
    const principals = await as(t.app, client, { url: '/api/documents/principals' });
    expect(principals.statusCode).toBe(403);
  });

  it('lets write grants upload into a folder and read-only ones not', async () => {
    const inDelivery = await uploaded(
      t.app,
      manager,
      { folder_id: folders.specs },
      { name: 'Analisi.txt', data: textBytes('analisi') },
    );
    expect((await as(t.app, employee, { url: `/api/documents/${inDelivery}` })).json().data.title).toBe('Analisi');
    const readOnly = await as(t.app, manager, {
      method: 'POST',
      url: '/api/documents',
      ...documentForm({ folder_id: folders.direzione! }, { name: 'x.txt', data: textBytes('x') }),
    });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().message).toBe('Non puoi caricare documenti in questa cartella.');
  });

  it('keeps the owner reading and editing a document whose grants leave them out', async () => {
    await setAccess(t.app, admin, `/api/documents/${docs.handbook}/access`, [
      { principal_type: 'user', principal_id: ids.admin!, level: 'read' },
    ]);
    const owner = await as(t.app, manager, { url: `/api/documents/${docs.handbook}` });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.my_rights).toEqual({
      can_edit: true,
      can_move: true,
      can_manage_access: true,
      can_delete: true,
    });
    expect((await as(t.app, employee, { url: `/api/documents/${docs.handbook}` })).statusCode).toBe(404);
    await setAccess(t.app, manager, `/api/documents/${docs.handbook}/access`, 'inherit');
    expect((await as(t.app, employee, { url: `/api/documents/${docs.handbook}` })).statusCode).toBe(200);
  });

  it('shows the access editor what is inherited and from where', async () => {
    const response = await as(t.app, admin, { url: `/api/document-folders/${folders.specs}/access` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      inherits_access: true,
      grants: [],
      inherited_from: { id: folders.delivery, name: 'Delivery' },
      inherited: [{ principal_type: 'department', principal_name: 'Delivery', level: 'write' }],
      default_rule: false,
    });
    const bad = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/document-folders/${folders.specs}/access`,
      payload: { inherits_access: false, grants: [{ principal_type: 'user', principal_id: 'nessuno', level: 'read' }] },
    });
    expect(bad.statusCode).toBe(400);
    const notOwner = await as(t.app, employee, {
      method: 'PUT',
      url: `/api/documents/${docs.spec}/access`,
      payload: { inherits_access: true, grants: [] },
    });
    expect(notOwner.statusCode).toBe(200); // the employee uploaded it: the owner manages its access
    const stranger = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/documents/${docs.spec}/access`,
      payload: { inherits_access: true, grants: [] },
    });
    expect(stranger.statusCode).toBe(403);
  });

  it('lets a client upload where their company may write, and names whom staff may grant access to', async () => {
    const staff = (await as(t.app, manager, { url: '/api/documents/principals?q=ferrari' })).json().data.items;
    const company = staff.find((p: { principal_type: string }) => p.principal_type === 'client_company');
    expect(company).toMatchObject({ principal_name: 'Arredi Ferrari S.r.l.', detail: '03456789019' });
    expect(staff).toContainEqual(expect.objectContaining({ principal_type: 'user', principal_name: 'Luca Ferrari' }));
    const roles = (await as(t.app, manager, { url: '/api/documents/principals?type=role' })).json().data.items;
    expect(roles.map((r: { principal_name: string }) => r.principal_name)).toEqual([
      'Amministratore',
      'Manager',
      'Dipendente',
      'Cliente',
    ]);

    const inbox = await makeFolder(t.app, admin, 'Da Arredi Ferrari', folders.ferrari);
    await setAccess(t.app, admin, `/api/document-folders/${inbox}/access`, [
      { principal_type: 'client_company', principal_id: company.principal_id, level: 'write' },
    ]);
    const sent = await uploaded(
      t.app,
      client,
      { folder_id: inbox, title: 'Planimetria' },
      { name: 'pianta.pdf', data: pdfBytes('pianta') },
    );
    const mine = await as(t.app, client, { url: `/api/documents/${sent}` });
    expect(mine.json().data.my_rights).toEqual({
      can_edit: true,
      can_move: true,
      can_manage_access: true,
      can_delete: true,
    });
    // The employees' read grant on Arredi Ferrari does not reach the inbox: its own grants replace it.
    expect((await as(t.app, employee, { url: `/api/documents/${sent}` })).statusCode).toBe(404);
    expect((await as(t.app, admin, { url: `/api/documents/${sent}` })).statusCode).toBe(200);
  });

  it('closes the API without the permission or with the module off', async () => {
    expect((await t.app.inject({ url: '/api/documents' })).statusCode).toBe(401);
    await t.database.db.execute(
      sql`update feature_flags set is_enabled = false where feature_key = 'document_manager_module'`,
    );
    try {
      expect((await as(t.app, admin, { url: '/api/documents' })).statusCode).toBe(404);
    } finally {
      await t.database.db.execute(
        sql`update feature_flags set is_enabled = true where feature_key = 'document_manager_module'`,
      );
    }
  });
});
