import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeSkills, skills } from '@/modules/personnel/tables';
import { auditLog } from '@/platform/audit/tables';
import { notifications } from '@/platform/notifications/tables';
import { employees } from '@/platform/org/tables';
import { as, createTestApp, type DemoUsername, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let ids: Record<DemoUsername, string>;
let skillIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
  const skillRows = await t.database.db.select({ id: skills.id, name: skills.name }).from(skills);
  skillIds = Object.fromEntries(skillRows.map((s) => [s.name, s.id]));
});
afterAll(() => t.close());

const base = '/api/personnel/skills';
const selfAssess = (who: LoggedIn, userId: string, skillId: string, level: number, note = '') =>
  as(t.app, who, { method: 'PUT', url: `${base}/people/${userId}/${skillId}`, payload: { level, note } });
const validate = (who: LoggedIn, userId: string, skillId: string, level: number) =>
  as(t.app, who, { method: 'POST', url: `${base}/people/${userId}/${skillId}/validate`, payload: { level } });
const row = async (userId: string, skillId: string) =>
  (
    await t.database.db
      .select()
      .from(employeeSkills)
      .where(and(eq(employeeSkills.user_id, userId), eq(employeeSkills.skill_id, skillId)))
  )[0];
const notificationsOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.user_id, userId));

describe('skills catalogue', () => {
  it('is seeded with categories and skills and readable by the personnel area, not by clients', async () => {
    const response = await as(t.app, employee, { method: 'GET', url: base });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.categories.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Sviluppo software', 'Project management', 'Lingue', 'Strumenti']),
    );
    expect(data.skills.length).toBeGreaterThanOrEqual(15);
    expect(data.targets.length).toBeGreaterThan(0);
    expect((await as(t.app, client, { method: 'GET', url: base })).statusCode).toBe(403);
  });

  it('refuses employees and managers creating skills or categories (403)', async () => {
    for (const who of [employee, manager]) {
      const skill = await as(t.app, who, { method: 'POST', url: base, payload: { name: 'Kotlin' } });
      expect(skill.statusCode).toBe(403);
      const category = await as(t.app, who, {
        method: 'POST',
        url: `${base}/categories`,
        payload: { name: 'Soft skill' },
      });
      expect(category.statusCode).toBe(403);
    }
  });

  it('lets HR create, rename and delete skills with unique names and Italian errors', async () => {
    const category = await as(t.app, admin, {
      method: 'POST',
      url: `${base}/categories`,
      payload: { name: 'Soft skill' },
    });
    expect(category.statusCode, category.body).toBe(200);
    const categoryId = category.json().data.categories.find((c: { name: string }) => c.name === 'Soft skill').id;
    const created = await as(t.app, admin, {
      method: 'POST',
      url: base,
      payload: { name: 'Public speaking', category_id: categoryId },
    });
    expect(created.statusCode, created.body).toBe(200);
    const skill = created.json().data.skills.find((s: { name: string }) => s.name === 'Public speaking');
    expect(skill.category_name).toBe('Soft skill');

    const duplicate = await as(t.app, admin, { method: 'POST', url: base, payload: { name: 'public SPEAKING' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Esiste già una competenza con questo nome');
    const empty = await as(t.app, admin, { method: 'POST', url: base, payload: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/[a-z]/);
    const dupCategory = await as(t.app, admin, {
      method: 'POST',
      url: `${base}/categories`,
      payload: { name: 'soft SKILL' },
    });
    expect(dupCategory.statusCode).toBe(409);

    const renamed = await as(t.app, admin, {
      method: 'PUT',
      url: `${base}/${skill.id}`,
      payload: { name: 'Parlare in pubblico', category_id: categoryId },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const deleted = await as(t.app, admin, { method: 'DELETE', url: `${base}/${skill.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.skills.some((s: { id: string }) => s.id === skill.id)).toBe(false);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.target_id, skill.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'skills.skill_created',
      'skills.skill_deleted',
      'skills.skill_updated',
    ]);
  });
});

describe('self-assessment and validation', () => {
  it('lets people set only their own levels', async () => {
    const other = await selfAssess(employee, ids.manager, skillIds.Docker!, 3);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Puoi modificare solo la tua autovalutazione');
    const byManager = await selfAssess(manager, ids.dipendente, skillIds.Docker!, 3);
    expect(byManager.statusCode).toBe(403);
    const byHr = await selfAssess(admin, ids.dipendente, skillIds.Docker!, 3);
    expect(byHr.statusCode).toBe(403);
    const bad = await selfAssess(employee, ids.dipendente, skillIds.Docker!, 6);
    expect(bad.statusCode).toBe(400);
    expect(await row(ids.dipendente, skillIds.Docker!)).toBeUndefined();
  });

  it('a changed self level clears the validation and notifies the manager', async () => {
    const skillId = skillIds.TypeScript!;
    expect((await row(ids.dipendente, skillId))?.validated_level).toBe(4);
    const before = (await notificationsOf(ids.manager)).length;
    const response = await selfAssess(employee, ids.dipendente, skillId, 5, 'Certificazione conseguita');
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().data.items.find((i: { skill_id: string }) => i.skill_id === skillId);
    expect(item).toMatchObject({
      self_level: 5,
      validated_level: null,
      pending: true,
      note: 'Certificazione conseguita',
    });
    const stored = await row(ids.dipendente, skillId);
    expect(stored).toMatchObject({ self_level: 5, validated_level: null, validated_by: null, validated_at: null });
    const after = await notificationsOf(ids.manager);
    expect(after.length).toBe(before + 1);
    expect(after.some((n) => n.title === 'Competenza da validare: TypeScript' && n.link?.includes('da-validare'))).toBe(
      true,
    );
    // The same level again (only the note changes) neither clears nor notifies.
    await validate(manager, ids.dipendente, skillId, 4);
    await selfAssess(employee, ids.dipendente, skillId, 5, 'Nota aggiornata');
    expect((await row(ids.dipendente, skillId))?.validated_level).toBe(4);
    expect((await notificationsOf(ids.manager)).length).toBe(before + 1);
  });

  it('only the manager or HR validate, never the person themself, and the person is notified', async () => {
    const skillId = skillIds.Docker!;
    expect((await selfAssess(employee, ids.dipendente, skillId, 3)).statusCode).toBe(200);

    const self = await validate(employee, ids.dipendente, skillId, 3);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Non puoi validare le tue competenze');
    // The manager validates their own levels neither; the employee may not validate the manager's.
    expect((await selfAssess(manager, ids.manager, skillId, 4)).statusCode).toBe(200);
    expect((await validate(manager, ids.manager, skillId, 4)).statusCode).toBe(403);
    expect((await validate(employee, ids.manager, skillId, 4)).statusCode).toBe(403);

    const before = (await notificationsOf(ids.dipendente)).length;
    const validated = await validate(manager, ids.dipendente, skillId, 2);
    expect(validated.statusCode, validated.body).toBe(200);
    const item = validated.json().data.items.find((i: { skill_id: string }) => i.skill_id === skillId);
    expect(item).toMatchObject({
      self_level: 3,
      validated_level: 2,
      pending: false,
      validated_by_name: 'Marco Bianchi',
    });
    const mine = await notificationsOf(ids.dipendente);
    expect(mine.length).toBe(before + 1);
    expect(mine.some((n) => n.title === 'Competenza validata: Docker')).toBe(true);

    // HR (admin) validates the manager's level.
    expect((await validate(admin, ids.manager, skillId, 4)).statusCode).toBe(200);
    expect((await row(ids.manager, skillId))?.validated_by).toBe(ids.admin);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'skills.validated'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('the person removes their own skill, nobody else can', async () => {
    const skillId = skillIds['Excel avanzato']!;
    expect((await selfAssess(employee, ids.dipendente, skillId, 2)).statusCode).toBe(200);
    const byManager = await as(t.app, manager, {
      method: 'DELETE',
      url: `${base}/people/${ids.dipendente}/${skillId}`,
    });
    expect(byManager.statusCode).toBe(403);
    const own = await as(t.app, employee, { method: 'DELETE', url: `${base}/people/${ids.dipendente}/${skillId}` });
    expect(own.statusCode).toBe(200);
    expect(await row(ids.dipendente, skillId)).toBeUndefined();
  });

  it("shows a person's skills with who may validate them", async () => {
    const asManager = await as(t.app, manager, { method: 'GET', url: `${base}/people/${ids.dipendente}` });
    expect(asManager.json().data).toMatchObject({ can_edit: false, can_validate: true });
    const asSelf = await as(t.app, employee, { method: 'GET', url: `${base}/people/${ids.dipendente}` });
    expect(asSelf.json().data).toMatchObject({ can_edit: true, can_validate: false });
    const colleague = await as(t.app, employee, { method: 'GET', url: `${base}/people/${ids.manager}` });
    expect(colleague.json().data).toMatchObject({ can_edit: false, can_validate: false });
    const clientPerson = await as(t.app, admin, { method: 'GET', url: `${base}/people/${ids.cliente}` });
    expect(clientPerson.statusCode).toBe(404);
  });

  it("lists the manager's direct reports' pending levels; an employee without reports has none", async () => {
    const queue = await as(t.app, manager, { method: 'GET', url: `${base}/validations` });
    expect(queue.statusCode).toBe(200);
    const data = queue.json().data;
    expect(data.is_validator).toBe(true);
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.every((i: { user_id: string }) => i.user_id === ids.dipendente)).toBe(true);
    expect(data.items.some((i: { skill_name: string }) => i.skill_name === 'SQL e PostgreSQL')).toBe(true);
    const mine = (await as(t.app, employee, { method: 'GET', url: `${base}/validations` })).json().data;
    expect(mine).toEqual({ is_validator: false, items: [] });
    const hr = (await as(t.app, admin, { method: 'GET', url: `${base}/validations` })).json().data;
    expect(hr.is_validator).toBe(true);
    expect(hr.items.some((i: { user_id: string }) => i.user_id === ids.admin)).toBe(false);
  });
});

describe('matrix and who knows', () => {
  it('shows people × skills with gaps against the department targets', async () => {
    const response = await as(t.app, employee, { method: 'GET', url: `${base}/matrix` });
    expect(response.statusCode, response.body).toBe(200);
    const matrix = response.json().data;
    expect(matrix.people.some((p: { user_id: string }) => p.user_id === ids.cliente)).toBe(false);
    const giulia = matrix.people.find((p: { user_id: string }) => p.user_id === ids.dipendente);
    const cell = (name: string) => giulia.cells.find((c: { skill_id: string }) => c.skill_id === skillIds[name]);
    // Delivery expects 3 in Test automatici: she has none, so it is a gap; React (validated 3) meets it.
    expect(cell('Test automatici')).toMatchObject({ target_level: 3, self_level: null, gap: true });
    expect(cell('React')).toMatchObject({ target_level: 3, validated_level: 3, gap: false });

    const gaps = (await as(t.app, employee, { method: 'GET', url: `${base}/matrix?only_gaps=true` })).json().data;
    expect(gaps.people.length).toBeGreaterThan(0);
    for (const person of gaps.people) expect(person.cells.some((c: { gap: boolean }) => c.gap)).toBe(true);
    // Nobody's department sets a target for Git: it cannot be a gap.
    expect(gaps.skills.some((s: { name: string }) => s.name === 'Git')).toBe(false);
    expect(gaps.skills.some((s: { name: string }) => s.name === 'Test automatici')).toBe(true);

    const [dept] = await t.database.db
      .select({ id: employees.department_id })
      .from(employees)
      .where(eq(employees.user_id, ids.admin));
    const filtered = (
      await as(t.app, employee, {
        method: 'GET',
        url: `${base}/matrix?department_id=${dept!.id}&skill_id=${skillIds.Inglese}`,
      })
    ).json().data;
    expect(filtered.people.map((p: { user_id: string }) => p.user_id)).toEqual([ids.admin]);
    expect(filtered.skills.map((s: { name: string }) => s.name)).toEqual(['Inglese']);

    const bad = await as(t.app, employee, { method: 'GET', url: `${base}/matrix?department_id=nope` });
    expect(bad.statusCode).toBe(400);
  });

  it('HR sets department targets; others may not', async () => {
    const [dept] = await t.database.db
      .select({ id: employees.department_id })
      .from(employees)
      .where(eq(employees.user_id, ids.dipendente));
    const payload = { department_id: dept!.id, skill_id: skillIds.Git, target_level: 5 };
    expect((await as(t.app, manager, { method: 'PUT', url: `${base}/targets`, payload })).statusCode).toBe(403);
    const saved = await as(t.app, admin, { method: 'PUT', url: `${base}/targets`, payload });
    expect(saved.statusCode, saved.body).toBe(200);
    const matrix = (await as(t.app, admin, { method: 'GET', url: `${base}/matrix?skill_id=${skillIds.Git}` })).json()
      .data;
    const giulia = matrix.people.find((p: { user_id: string }) => p.user_id === ids.dipendente);
    expect(giulia.cells[0]).toMatchObject({ validated_level: 4, target_level: 5, gap: true });
    const removed = await as(t.app, admin, {
      method: 'DELETE',
      url: `${base}/targets/${dept!.id}/${skillIds.Git}`,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('who knows: people at or above the minimum level, best first, validated only on request', async () => {
    const skillId = skillIds.Inglese!;
    const all = (await as(t.app, employee, { method: 'GET', url: `${base}/who-knows?skill_id=${skillId}` })).json()
      .data;
    expect(all.map((p: { name: string }) => p.name)).toEqual(['Marco Bianchi', 'Alessandra Rossi', 'Giulia Esposito']);
    expect(all.map((p: { level: number }) => p.level)).toEqual([4, 4, 3]);
    expect(all[0]).toMatchObject({ validated: true, job_title: expect.any(String) });

    const four = (
      await as(t.app, employee, { method: 'GET', url: `${base}/who-knows?skill_id=${skillId}&min_level=4` })
    ).json().data;
    expect(four.map((p: { name: string }) => p.name)).toEqual(['Marco Bianchi', 'Alessandra Rossi']);
    const validatedOnly = (
      await as(t.app, employee, {
        method: 'GET',
        url: `${base}/who-knows?skill_id=${skillId}&min_level=4&validated_only=true`,
      })
    ).json().data;
    expect(validatedOnly.map((p: { name: string }) => p.name)).toEqual(['Marco Bianchi']);
    const missing = await as(t.app, employee, { method: 'GET', url: `${base}/who-knows` });
    expect(missing.statusCode).toBe(400);
  });
});
