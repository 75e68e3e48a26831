import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { users } from '@/platform/auth/tables';
import { notifications } from '@/platform/notifications/tables';
import { as, type LoggedIn } from './helpers';
import {
  admin,
  client,
  clientCompany,
  create,
  employee,
  ids,
  manager,
  newProject,
  setTeam,
  setupProjectsApp,
  t,
} from './projects-setup';

setupProjectsApp();

describe('projects: create, read, update, delete', () => {
  it('creates a project with normalised code and tags, logs the activity and audits it', async () => {
    const created = await as(t.app, manager, {
      method: 'POST',
      url: '/api/projects',
      payload: newProject(' crud-1 ', { tags: ['prova', ' prova ', 'web'] }),
    });
    expect(created.statusCode).toBe(201);
    const project = created.json().data;
    expect(project).toMatchObject({
      code: 'CRUD-1',
      tags: ['prova', 'web'],
      can_edit: true,
      budget_hours: 100,
      progress_pct: 0,
      deleted_at: null,
    });
    const activity = (await as(t.app, manager, { url: `/api/projects/${project.id}/activity` })).json().data;
    expect(activity.items.map((a: { action: string }) => a.action)).toEqual(['project.created']);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.target_id, project.id));
    expect(audits.map((a) => a.action)).toEqual(['project.created']);
  });

  it('rejects invalid input with Italian field messages', async () => {
    const response = await as(t.app, manager, {
      method: 'POST',
      url: '/api/projects',
      payload: newProject('x', {
        name: '',
        start_date: '2026-05-01',
        end_date: '2026-04-01',
        budget_hours: -1,
        color: 'blu',
        billing_type: 'gratis',
      }),
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.fields;
    expect(fields.code[0]).toMatch(/da 2 a 20 caratteri/);
    expect(fields.name[0]).toBe('Il nome è obbligatorio');
    expect(fields.budget_hours[0]).toBe('Il budget in ore non può essere negativo');
    expect(fields.color[0]).toMatch(/Colore non valido/);
    expect(fields.billing_type[0]).toBe('Tipo di fatturazione non valido');
  });

  it('rejects an end before the start (also against the stored dates) and a duplicate code in any case', async () => {
    const order = await as(t.app, manager, {
      method: 'POST',
      url: '/api/projects',
      payload: newProject('DATES', { start_date: '2026-05-01', end_date: '2026-04-01' }),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().details.fields.end_date).toEqual(['La data di fine non può precedere quella di inizio']);

    const project = await create('DUP-1');
    const duplicate = await as(t.app, manager, { method: 'POST', url: '/api/projects', payload: newProject('dup-1') });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details.fields.code).toEqual(['Codice già in uso']);

    const early = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      payload: { end_date: '2025-12-31' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('La data di fine non può precedere quella di inizio');
  });

  it('rejects a manager or a member who is not an active user', async () => {
    const response = await as(t.app, manager, {
      method: 'POST',
      url: '/api/projects',
      payload: newProject('BADMGR', { manager_id: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.manager_id).toEqual(['Il responsabile deve essere un utente attivo']);
    const project = await create('BADMEMBER');
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'cliente'));
    try {
      const team = await setTeam(project.id, [{ user_id: ids.cliente }]);
      expect(team.statusCode).toBe(400);
      expect(team.json().message).toBe('Il team può includere solo utenti attivi');
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.username, 'cliente'));
    }
    const twice = await setTeam(project.id, [{ user_id: ids.dipendente }, { user_id: ids.dipendente }]);
    expect(twice.statusCode).toBe(400);
  });

  it('updates fields, logs a status change and notifies the team of it', async () => {
    const project = await create('UPD-1');
    expect((await setTeam(project.id, [{ user_id: ids.dipendente, project_role: 'Sviluppatrice' }])).statusCode).toBe(
      200,
    );
    const updated = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      payload: { name: 'Nuovo nome', status: 'in_pausa' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Nuovo nome', status: 'in_pausa', code: 'UPD-1' });
    const activity = (await as(t.app, manager, { url: `/api/projects/${project.id}/activity` })).json().data.items;
    expect(activity.map((a: { action: string }) => a.action)).toEqual([
      'project.status_changed',
      'project.updated',
      'members.changed',
      'project.created',
    ]);
    expect(activity[0].details).toEqual({ from: 'attivo', to: 'in_pausa' });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, ids.dipendente), eq(notifications.link, `/app/projects/${project.id}`)));
    expect(notes.map((n) => n.title).sort()).toEqual([
      'Progetto UPD-1: In pausa',
      'Sei stato aggiunto al progetto UPD-1',
    ]);
    expect(notes.every((n) => n.type === 'project')).toBe(true);
  });

  it('soft-deletes and restores; deleted projects are listed only on request and only for editors', async () => {
    const project = await create('DEL-1');
    expect((await as(t.app, manager, { method: 'DELETE', url: `/api/projects/${project.id}` })).statusCode).toBe(200);
    const codes = async (who: LoggedIn, query = '') =>
      (await as(t.app, who, { url: `/api/projects?per_page=100${query}` }))
        .json()
        .data.items.map((p: { code: string }) => p.code);
    expect(await codes(manager)).not.toContain('DEL-1');
    expect(await codes(manager, '&include_deleted=true')).toContain('DEL-1');
    expect((await as(t.app, manager, { url: `/api/projects/${project.id}` })).json().data.deleted_at).not.toBeNull();
    expect(
      (await as(t.app, manager, { method: 'PUT', url: `/api/projects/${project.id}`, payload: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
    const restored = await as(t.app, manager, { method: 'POST', url: `/api/projects/${project.id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.deleted_at).toBeNull();
    expect((await as(t.app, manager, { method: 'POST', url: `/api/projects/${project.id}/restore` })).statusCode).toBe(
      409,
    );
  });
});

describe('projects: permissions per role and membership visibility', () => {
  it('only edit_project may create, delete, restore and list people; a client may do nothing', async () => {
    const project = await create('PERM-1');
    for (const who of [employee, client]) {
      expect(
        (await as(t.app, who, { method: 'POST', url: '/api/projects', payload: newProject('NOPE') })).statusCode,
      ).toBe(403);
      expect((await as(t.app, who, { method: 'DELETE', url: `/api/projects/${project.id}` })).statusCode).toBe(403);
      expect((await as(t.app, who, { url: '/api/projects/people' })).statusCode).toBe(403);
    }
    expect((await as(t.app, client, { url: '/api/projects' })).statusCode).toBe(403);
    expect((await as(t.app, client, { url: '/api/tasks/mine' })).statusCode).toBe(403);
    // The admin holds every permission: sees and edits any project.
    expect((await as(t.app, admin, { url: `/api/projects/${project.id}` })).json().data.can_edit).toBe(true);
    const people = (await as(t.app, manager, { url: '/api/projects/people' })).json().data;
    expect(people.map((p: { name: string }) => p.name)).toContain('Giulia Esposito');
    expect(people.map((p: { name: string }) => p.name)).not.toContain('Luca Ferrari');
  });

  it('an employee sees only the projects they belong to; others answer 404', async () => {
    const mine = await create('VIS-MINE');
    const other = await create('VIS-OTHER');
    await setTeam(mine.id, [{ user_id: ids.dipendente, project_role: 'Analista', allocation_pct: 50 }]);
    const list = (await as(t.app, employee, { url: '/api/projects?per_page=100' })).json().data.items;
    const codes = list.map((p: { code: string }) => p.code);
    expect(codes).toContain('VIS-MINE');
    expect(codes).not.toContain('VIS-OTHER');
    expect(codes).toContain('ECOM-B2B'); // seeded, with the employee on the team
    expect(list.find((p: { code: string }) => p.code === 'VIS-MINE')).toMatchObject({
      can_edit: false,
      can_work: true,
    });
    for (const path of ['', '/members', '/tasks', '/overview', '/time', '/activity']) {
      expect((await as(t.app, employee, { url: `/api/projects/${other.id}${path}` })).statusCode).toBe(404);
    }
    expect((await as(t.app, employee, { url: `/api/projects/${mine.id}` })).statusCode).toBe(200);
    // The include_deleted flag is ignored without edit_project.
    const total = (await as(t.app, employee, { url: '/api/projects?include_deleted=true' })).json().data.pagination
      .total;
    expect(total).toBe((await as(t.app, employee, { url: '/api/projects' })).json().data.pagination.total);
    const mineWidget = (await as(t.app, employee, { url: '/api/projects/mine' })).json().data;
    expect(mineWidget.map((p: { code: string }) => p.code)).toContain('VIS-MINE');
    expect(mineWidget.find((p: { code: string }) => p.code === 'VIS-MINE').project_role).toBe('Analista');
  });

  it('a member may not edit the project or its team; its manager may, without edit_project', async () => {
    const project = await create('EDIT-1', { manager_id: ids.dipendente });
    const asMember = await as(t.app, employee, {
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      payload: { description: 'Aggiornata dalla responsabile' },
    });
    expect(asMember.statusCode).toBe(200);
    const other = await create('EDIT-2');
    await setTeam(other.id, [{ user_id: ids.dipendente }]);
    const denied = await as(t.app, employee, {
      method: 'PUT',
      url: `/api/projects/${other.id}`,
      payload: { name: 'x' },
    });
    expect(denied.statusCode).toBe(403);
    expect((await setTeam(other.id, [], employee)).statusCode).toBe(403);
  });

  it('filters, searches and sorts the list', async () => {
    const brianza = await clientCompany('Officine Brianza');
    await create('FLT-A', { name: 'Alfa sito', client_id: brianza, tags: ['filtri'], status: 'in_pausa' });
    await create('FLT-B', { name: 'Beta app', client_id: brianza, tags: ['filtri'] });
    const codes = async (query: string) =>
      (await as(t.app, manager, { url: `/api/projects?${query}` }))
        .json()
        .data.items.map((p: { code: string }) => p.code);
    expect(await codes(`client_id=${brianza}&sort=-code`)).toEqual(['FLT-B', 'FLT-A']);
    expect(await codes('search=brianza&sort=code')).toEqual(['FLT-A', 'FLT-B']);
    expect(await codes('tag=filtri&status=in_pausa')).toEqual(['FLT-A']);
    expect(await codes('search=beta')).toEqual(['FLT-B']);
    expect(await codes(`manager_id=${ids.admin}`)).toEqual([]);
    expect((await as(t.app, manager, { url: '/api/projects?sort=password' })).statusCode).toBe(400);
    const filters = (await as(t.app, manager, { url: '/api/projects/filters' })).json().data;
    expect(filters.clients).toContainEqual({ id: brianza, name: 'Officine Brianza' });
    expect(filters.tags).toContain('filtri');
  });
});
