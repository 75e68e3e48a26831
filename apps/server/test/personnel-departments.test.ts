import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { users } from '@/platform/auth/tables';
import { employees } from '@/platform/org/tables';
import { as, createTestApp, type DemoUsername, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let ids: Record<DemoUsername, string>;

const BASE = '/api/personnel/departments';

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
});
afterAll(() => t.close());

type Dept = { id: string; name: string; code: string | null; parent_id: string | null; members_count: number };

async function create(name: string, extra: Record<string, unknown> = {}): Promise<Dept> {
  const response = await as(t.app, admin, { method: 'POST', url: BASE, payload: { name, ...extra } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const move = (id: string, parent_id: string | null) =>
  as(t.app, admin, { method: 'PUT', url: `${BASE}/${id}`, payload: { parent_id } });

describe('departments: the demo tree', () => {
  it('lists the seeded departments with head, cost centre and member counts', async () => {
    const response = await as(t.app, employee, { url: BASE });
    expect(response.statusCode).toBe(200);
    const list = response.json().data as (Dept & { head_name: string | null; cost_center: string })[];
    const byCode = Object.fromEntries(list.map((d) => [d.code, d]));
    expect(byCode.DIR).toMatchObject({ name: 'Direzione', parent_id: null, head_name: 'Alessandra Rossi' });
    expect(byCode.DIR!.cost_center).toBe('CC-100');
    expect(byCode.DEL).toMatchObject({ parent_id: byCode.DIR!.id, head_name: 'Marco Bianchi', members_count: 2 });
    expect(byCode.AMM!.parent_id).toBe(byCode.DIR!.id);
  });

  it('shows a department with members, sub-departments and the breadcrumb path', async () => {
    const list = (await as(t.app, employee, { url: BASE })).json().data as Dept[];
    const delivery = list.find((d) => d.code === 'DEL')!;
    const direzione = list.find((d) => d.code === 'DIR')!;
    const detail = (await as(t.app, employee, { url: `${BASE}/${delivery.id}` })).json().data;
    expect(detail.path).toEqual([{ id: direzione.id, name: 'Direzione' }]);
    expect(detail.members.map((m: { name: string; is_head: boolean }) => [m.name, m.is_head])).toEqual([
      ['Marco Bianchi', true],
      ['Giulia Esposito', false],
    ]);
    const top = (await as(t.app, employee, { url: `${BASE}/${direzione.id}` })).json().data;
    expect(top.path).toEqual([]);
    expect(top.children.map((c: Dept) => c.code).sort()).toEqual(['AMM', 'COM', 'DEL']);
  });

  it('answers 404 in Italian for an unknown department', async () => {
    const response = await as(t.app, admin, { url: `${BASE}/00000000-0000-4000-8000-000000000000` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Dipartimento non trovato');
  });
});

describe('departments: permissions', () => {
  it('lets only HR create, edit and delete', async () => {
    const target = await create('Permessi');
    for (const who of [manager, employee]) {
      const post = await as(t.app, who, { method: 'POST', url: BASE, payload: { name: 'Vietato' } });
      expect(post.statusCode).toBe(403);
      const put = await as(t.app, who, { method: 'PUT', url: `${BASE}/${target.id}`, payload: { name: 'X' } });
      expect(put.statusCode).toBe(403);
      const del = await as(t.app, who, { method: 'DELETE', url: `${BASE}/${target.id}` });
      expect(del.statusCode).toBe(403);
      const members = await as(t.app, who, {
        method: 'POST',
        url: `${BASE}/${target.id}/members`,
        payload: { user_ids: [ids.dipendente] },
      });
      expect(members.statusCode).toBe(403);
    }
    expect((await as(t.app, manager, { url: BASE })).statusCode).toBe(200);
    expect((await as(t.app, employee, { url: `${BASE}/${target.id}` })).statusCode).toBe(200);
  });

  it('keeps clients out of departments and the org chart', async () => {
    expect((await as(t.app, client, { url: BASE })).statusCode).toBe(403);
    expect((await as(t.app, client, { url: '/api/personnel/orgchart' })).statusCode).toBe(403);
  });
});

describe('departments: create and edit', () => {
  it('creates with normalised code, audits it, and refuses duplicate names case-insensitively', async () => {
    const created = await create('Ricerca e sviluppo', { code: ' r-d ', cost_center: 'CC-500' });
    expect(created).toMatchObject({ code: 'R-D', members_count: 0 });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.target_id, created.id));
    expect(audits.map((a) => a.action)).toEqual(['department.created']);

    const duplicate = await as(t.app, admin, { method: 'POST', url: BASE, payload: { name: 'RICERCA E SVILUPPO' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Esiste già un dipartimento con questo nome');
    const sameCode = await as(t.app, admin, { method: 'POST', url: BASE, payload: { name: 'Altro', code: 'R-D' } });
    expect(sameCode.statusCode).toBe(409);
  });

  it('rejects invalid input with Italian messages', async () => {
    const empty = await as(t.app, admin, { method: 'POST', url: BASE, payload: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Il nome è obbligatorio');
    const badHead = await as(t.app, admin, {
      method: 'POST',
      url: BASE,
      payload: { name: 'Con cliente a capo', head_user_id: ids.cliente },
    });
    expect(badHead.statusCode).toBe(400);
    expect(badHead.json().message).toBe('Il responsabile deve essere un utente attivo');
    const badParent = await as(t.app, admin, {
      method: 'POST',
      url: BASE,
      payload: { name: 'Orfano', parent_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(badParent.statusCode).toBe(400);
  });

  it('never lets the tree form a cycle, and allows valid moves', async () => {
    const a = await create('Ciclo A');
    const b = await create('Ciclo B', { parent_id: a.id });
    const c = await create('Ciclo C', { parent_id: b.id });

    const self = await move(a.id, a.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Un dipartimento non può essere superiore a sé stesso');
    const child = await move(a.id, b.id);
    expect(child.statusCode).toBe(400);
    expect(child.json().message).toContain('si formerebbe un ciclo');
    expect(child.json().details.fields.parent_id).toBeDefined();
    const grandchild = await move(a.id, c.id);
    expect(grandchild.statusCode).toBe(400);
    // Nothing changed.
    expect((await as(t.app, admin, { url: `${BASE}/${a.id}` })).json().data.parent_id).toBeNull();

    // Valid: C up to the top, then A under C (C is no longer A's descendant), B to the top.
    expect((await move(c.id, null)).statusCode).toBe(200);
    const moved = await move(a.id, c.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.parent_id).toBe(c.id);
    expect((await move(b.id, null)).statusCode).toBe(200);
    const detail = (await as(t.app, admin, { url: `${BASE}/${a.id}` })).json().data;
    expect(detail.path.map((p: { name: string }) => p.name)).toEqual(['Ciclo C']);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.target_id, a.id));
    expect(audits.map((x) => x.action).sort()).toEqual(['department.created', 'department.updated']);
    // The audit row keeps what changed, from and to, written in the move's own transaction.
    const updated = audits.find((x) => x.action === 'department.updated')!;
    expect(updated.details).toMatchObject({ changes: { parent_id: { from: null, to: c.id } } });
  });
});

describe('departments: members and delete', () => {
  it('adds and removes members, creating the employee record when missing', async () => {
    const dept = await create('Membri');
    // A user without an employee record.
    await t.database.db.delete(employees).where(eq(employees.user_id, ids.dipendente));
    const added = await as(t.app, admin, {
      method: 'POST',
      url: `${BASE}/${dept.id}/members`,
      payload: { user_ids: [ids.dipendente] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.members.map((m: { user_id: string }) => m.user_id)).toEqual([ids.dipendente]);
    const [row] = await t.database.db.select().from(employees).where(eq(employees.user_id, ids.dipendente));
    expect(row?.department_id).toBe(dept.id);

    const clientIn = await as(t.app, admin, {
      method: 'POST',
      url: `${BASE}/${dept.id}/members`,
      payload: { user_ids: [ids.cliente] },
    });
    expect(clientIn.statusCode).toBe(400);

    const removed = await as(t.app, admin, { method: 'DELETE', url: `${BASE}/${dept.id}/members/${ids.dipendente}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.members).toEqual([]);
    const again = await as(t.app, admin, { method: 'DELETE', url: `${BASE}/${dept.id}/members/${ids.dipendente}` });
    expect(again.statusCode).toBe(404);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.target_id, dept.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'department.created',
      'department.member_removed',
      'department.members_added',
    ]);
  });

  it('refuses to delete a department with sub-departments or active members, then deletes it', async () => {
    const parent = await create('Da eliminare');
    const sub = await create('Sotto da eliminare', { parent_id: parent.id });
    const withChild = await as(t.app, admin, { method: 'DELETE', url: `${BASE}/${parent.id}` });
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().message).toContain('sotto-dipartimento');

    await as(t.app, admin, { method: 'POST', url: `${BASE}/${sub.id}/members`, payload: { user_ids: [ids.manager] } });
    const withMember = await as(t.app, admin, { method: 'DELETE', url: `${BASE}/${sub.id}` });
    expect(withMember.statusCode).toBe(409);
    expect(withMember.json().message).toContain('un membro');

    await as(t.app, admin, { method: 'DELETE', url: `${BASE}/${sub.id}/members/${ids.manager}` });
    expect((await as(t.app, admin, { method: 'DELETE', url: `${BASE}/${sub.id}` })).statusCode).toBe(200);
    expect((await as(t.app, admin, { method: 'DELETE', url: `${BASE}/${parent.id}` })).statusCode).toBe(200);
    expect((await as(t.app, admin, { url: `${BASE}/${parent.id}` })).statusCode).toBe(404);
  });
});

describe('org chart', () => {
  it('returns active people with their reporting line and the departments', async () => {
    const response = await as(t.app, employee, { url: '/api/personnel/orgchart' });
    expect(response.statusCode).toBe(200);
    const chart = response.json().data as {
      people: { id: string; name: string; manager_id: string | null; department_name: string | null }[];
      departments: { code: string | null }[];
    };
    const byId = Object.fromEntries(chart.people.map((p) => [p.id, p]));
    expect(byId[ids.cliente]).toBeUndefined();
    expect(byId[ids.admin]?.manager_id).toBeNull();
    expect(byId[ids.manager]?.manager_id).toBe(ids.admin);
    expect(byId[ids.admin]?.department_name).toBe('Direzione');
    expect(chart.departments.map((d) => d.code)).toContain('DIR');
  });

  it('leaves disabled people out and makes their reports roots', async () => {
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, ids.manager));
    try {
      const chart = (await as(t.app, admin, { url: '/api/personnel/orgchart' })).json().data;
      const people = chart.people as { id: string; manager_id: string | null }[];
      expect(people.find((p) => p.id === ids.manager)).toBeUndefined();
      expect(people.find((p) => p.id === ids.dipendente)?.manager_id).toBeNull();
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, ids.manager));
    }
  });
});
