import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weightedRating } from '@/modules/personnel/performance/workflow';
import { auditLog } from '@/platform/audit/tables';
import { hashPassword } from '@/platform/auth/passwords';
import { users } from '@/platform/auth/tables';
import { notifications } from '@/platform/notifications/tables';
import { as, createTestApp, type LoggedIn, login, loginDemoStaff, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let otherManager: LoggedIn;
let ids: Record<string, string>;
const BASE = '/api/personnel/performance';
const year = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(users).values({
    username: 'altro.manager',
    email: 'altro.manager@demo.portale.it',
    first_name: 'Paolo',
    last_name: 'Conti',
    role: 'manager',
    status: 'active',
    password_hash: await hashPassword('Altro-manager-2026'),
  });
  ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
  otherManager = await login(t.app, 'altro.manager', 'Altro-manager-2026');
});
afterAll(() => t.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  as(t.app, who, { method, url: `${BASE}${url}`, payload: payload as Record<string, unknown> | undefined });

async function newCycle(name: string) {
  const response = await call(admin, 'POST', '/cycles', {
    year,
    name,
    self_review_due: `${year}-12-10`,
    manager_review_due: `${year}-12-20`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

/** A new cycle with a review of the employee (reviewer: the manager), in bozza. */
async function newReview(name: string): Promise<string> {
  const cycle = await newCycle(name);
  const added = await call(admin, 'POST', `/cycles/${cycle.id}/participants`, {
    scope: 'people',
    user_ids: [ids.dipendente],
  });
  expect(added.statusCode, added.body).toBe(200);
  const list = await call(admin, 'GET', `/reviews?cycle_id=${cycle.id}`);
  return list.json().data.items[0].id;
}

const objectives = [
  { title: 'Consegna progetto', description: 'Entro giugno', weight: 60 },
  { title: 'Formazione', weight: 40 },
];

async function objectivesOf(id: string, who = manager) {
  return (await call(who, 'GET', `/reviews/${id}`)).json().data.objectives as { id: string; weight: number }[];
}

async function notificationsOf(userId: string, title: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.title, title)));
}

describe('performance: cycles (HR)', () => {
  it('HR creates, renames and deletes a cycle; duplicates and bad dates are refused', async () => {
    const cycle = await newCycle('Ciclo di prova');
    const same = await call(admin, 'POST', '/cycles', { year, name: 'ciclo di prova' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toContain('Esiste già');
    const badDates = await call(admin, 'POST', '/cycles', {
      year,
      name: 'Date invertite',
      self_review_due: `${year}-12-20`,
      manager_review_due: `${year}-12-01`,
    });
    expect(badDates.statusCode).toBe(400);
    const renamed = await call(admin, 'PUT', `/cycles/${cycle.id}`, { year, name: 'Ciclo rinominato' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('Ciclo rinominato');
    expect((await call(admin, 'DELETE', `/cycles/${cycle.id}`)).statusCode).toBe(200);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.target_id, cycle.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'performance.cycle_created',
      'performance.cycle_deleted',
      'performance.cycle_updated',
    ]);
  });

  it('only HR manages cycles; clients cannot reach the area', async () => {
    expect((await call(manager, 'POST', '/cycles', { year, name: 'Non mio' })).statusCode).toBe(403);
    expect((await call(employee, 'GET', '/cycles')).statusCode).toBe(403);
    expect((await call(client, 'GET', '/overview')).statusCode).toBe(403);
    const overview = await call(manager, 'GET', '/overview');
    expect(overview.json().data.can_manage_cycles).toBe(false);
    expect(overview.json().data.cycles).toEqual([]);
  });

  it('adds participants with their manager as reviewer and refuses people without one', async () => {
    const cycle = await newCycle('Ciclo partecipanti');
    const noManager = await call(admin, 'POST', `/cycles/${cycle.id}/participants`, {
      scope: 'people',
      user_ids: [ids.admin],
    });
    expect(noManager.statusCode).toBe(400);
    expect(noManager.json().message).toContain('responsabile');
    const all = await call(admin, 'POST', `/cycles/${cycle.id}/participants`, { scope: 'all' });
    expect(all.statusCode, all.body).toBe(200);
    // manager and dipendente; altro.manager has no employee record, so is not a candidate
    expect(all.json().data.created).toBe(2);
    expect(all.json().data.skipped.map((s: { user_id: string }) => s.user_id)).toContain(ids.admin);
    const again = await call(admin, 'POST', `/cycles/${cycle.id}/participants`, { scope: 'all' });
    expect(again.json().data).toMatchObject({ created: 0, already: 2 });
    const list = (await call(admin, 'GET', `/reviews?cycle_id=${cycle.id}`)).json().data.items as {
      employee_id: string;
      reviewer_id: string;
    }[];
    expect(list.find((r) => r.employee_id === ids.dipendente)?.reviewer_id).toBe(ids.manager);
    expect(list.find((r) => r.employee_id === ids.manager)?.reviewer_id).toBe(ids.admin);
    const cycles = (await call(admin, 'GET', '/cycles')).json().data as { id: string; total: number }[];
    expect(cycles.find((c) => c.id === cycle.id)?.total).toBe(2);
  });
});

describe('performance: the review workflow', () => {
  it('walks bozza → autovalutazione → valutazione_responsabile → completata with the right people', async () => {
    const id = await newReview('Ciclo completo');

    // bozza: the reviewer (or HR) sets objectives; the employee, another manager and clients may not.
    expect((await call(employee, 'PUT', `/reviews/${id}/objectives`, { objectives })).statusCode).toBe(403);
    expect((await call(otherManager, 'PUT', `/reviews/${id}/objectives`, { objectives })).statusCode).toBe(404);
    expect((await call(client, 'PUT', `/reviews/${id}/objectives`, { objectives })).statusCode).toBe(403);
    const saved = await call(manager, 'PUT', `/reviews/${id}/objectives`, {
      objectives: [{ title: 'Solo uno', weight: 90 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const notHundred = await call(manager, 'POST', `/reviews/${id}/start-self-review`);
    expect(notHundred.statusCode).toBe(400);
    expect(notHundred.json().message).toContain('100');
    expect((await call(manager, 'PUT', `/reviews/${id}/objectives`, { objectives: [] })).statusCode).toBe(200);
    const none = await call(manager, 'POST', `/reviews/${id}/start-self-review`);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('almeno un obiettivo');
    expect((await call(manager, 'PUT', `/reviews/${id}/objectives`, { objectives })).statusCode).toBe(200);
    expect((await call(employee, 'POST', `/reviews/${id}/start-self-review`)).statusCode).toBe(403);
    expect((await call(employee, 'POST', `/reviews/${id}/submit-self-review`)).statusCode).toBe(409);
    const started = await call(manager, 'POST', `/reviews/${id}/start-self-review`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.status).toBe('autovalutazione');
    expect(await notificationsOf(ids.dipendente!, 'Autovalutazione da compilare')).toHaveLength(1);

    // autovalutazione: only the employee; objectives are frozen.
    const objs = await objectivesOf(id);
    expect((await call(manager, 'PUT', `/reviews/${id}/objectives`, { objectives })).statusCode).toBe(409);
    const managerSelf = await call(manager, 'PUT', `/reviews/${id}/self-review`, {
      objectives: [{ id: objs[0]!.id, self_rating: 5 }],
    });
    expect(managerSelf.statusCode).toBe(403);
    expect((await call(admin, 'POST', `/reviews/${id}/submit-self-review`)).statusCode).toBe(403);
    expect((await call(manager, 'POST', `/reviews/${id}/complete`)).statusCode).toBe(409);
    const partial = await call(employee, 'PUT', `/reviews/${id}/self-review`, {
      self_comment: 'Anno intenso',
      objectives: [{ id: objs[0]!.id, self_rating: 4, self_comment: 'Consegnato' }],
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const incomplete = await call(employee, 'POST', `/reviews/${id}/submit-self-review`);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toContain('mancano 1');
    const outOfRange = await call(employee, 'PUT', `/reviews/${id}/self-review`, {
      objectives: [{ id: objs[1]!.id, self_rating: 6 }],
    });
    expect(outOfRange.statusCode).toBe(400);
    await call(employee, 'PUT', `/reviews/${id}/self-review`, {
      self_comment: 'Anno intenso',
      objectives: [{ id: objs[1]!.id, self_rating: 3 }],
    });
    const submitted = await call(employee, 'POST', `/reviews/${id}/submit-self-review`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe('valutazione_responsabile');
    expect(await notificationsOf(ids.manager!, 'Autovalutazione ricevuta')).toHaveLength(1);

    // valutazione_responsabile: the reviewer rates; the employee does not see the draft ratings.
    expect(
      (
        await call(employee, 'PUT', `/reviews/${id}/manager-review`, {
          objectives: [{ id: objs[0]!.id, manager_rating: 5 }],
        })
      ).statusCode,
    ).toBe(403);
    await call(manager, 'PUT', `/reviews/${id}/manager-review`, {
      manager_comment: 'Bene, continua così',
      objectives: [{ id: objs[0]!.id, manager_rating: 4, manager_comment: 'Puntuale' }],
    });
    const asEmployee = (await call(employee, 'GET', `/reviews/${id}`)).json().data;
    expect(asEmployee.objectives[0].manager_rating).toBeNull();
    expect(asEmployee.objectives[0].manager_comment).toBe('');
    expect(asEmployee.manager_comment).toBe('');
    expect(asEmployee.objectives[0].self_rating).toBe(4);
    expect((await call(manager, 'GET', `/reviews/${id}`)).json().data.objectives[0].manager_rating).toBe(4);
    const notRated = await call(manager, 'POST', `/reviews/${id}/complete`);
    expect(notRated.statusCode).toBe(400);
    await call(manager, 'PUT', `/reviews/${id}/manager-review`, {
      manager_comment: 'Bene, continua così',
      objectives: [
        { id: objs[0]!.id, manager_rating: 4, manager_comment: 'Puntuale' },
        { id: objs[1]!.id, manager_rating: 5 },
      ],
    });
    expect((await call(employee, 'POST', `/reviews/${id}/complete`)).statusCode).toBe(403);
    const completed = await call(manager, 'POST', `/reviews/${id}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data).toMatchObject({ status: 'completata', final_rating: 4.4 }); // 0.6·4 + 0.4·5
    expect(await notificationsOf(ids.dipendente!, 'Valutazione completata')).toHaveLength(1);

    // completata: read-only; the employee now sees everything; only HR reopens.
    const final = (await call(employee, 'GET', `/reviews/${id}`)).json().data;
    expect(final.final_rating).toBe(4.4);
    expect(final.manager_comment).toBe('Bene, continua così');
    expect(final.actions.edit_self_review).toBe(false);
    expect((await call(manager, 'PUT', `/reviews/${id}/manager-review`, { objectives: [] })).statusCode).toBe(409);
    expect((await call(manager, 'POST', `/reviews/${id}/reopen`)).statusCode).toBe(403);
    expect((await call(employee, 'POST', `/reviews/${id}/reopen`)).statusCode).toBe(403);
    const reopened = await call(admin, 'POST', `/reviews/${id}/reopen`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ status: 'valutazione_responsabile', final_rating: null });
    expect(await notificationsOf(ids.manager!, 'Valutazione riaperta')).toHaveLength(1);
    expect((await call(admin, 'POST', `/reviews/${id}/reopen`)).statusCode).toBe(409);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.target_id, id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'performance.review_completed',
      'performance.review_reopened',
      'performance.self_review_started',
      'performance.self_review_submitted',
    ]);
  });

  it('HR may act as reviewer but nobody reviews themselves', async () => {
    const id = await newReview('Ciclo HR');
    expect((await call(admin, 'PUT', `/reviews/${id}/objectives`, { objectives })).statusCode).toBe(200);
    // The manager's own review in the demo cycle: they are the employee, not an assessor.
    const own = (await call(manager, 'GET', `/reviews?person_id=${ids.manager}&year=${year}`)).json().data.items;
    const ownId = own.find((r: { cycle_name: string }) => r.cycle_name.startsWith('Valutazione annuale'))!.id;
    expect((await call(manager, 'PUT', `/reviews/${ownId}/objectives`, { objectives })).statusCode).toBe(403);
    expect((await call(manager, 'POST', `/reviews/${ownId}/start-self-review`)).statusCode).toBe(403);
  });

  it('hides reviews from people who are neither the employee, the reviewer nor HR', async () => {
    const id = await newReview('Ciclo visibilità');
    expect((await call(otherManager, 'GET', `/reviews/${id}`)).statusCode).toBe(404);
    expect((await call(client, 'GET', `/reviews/${id}`)).statusCode).toBe(403);
    expect((await call(employee, 'GET', `/reviews/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/reviews/${id}`)).statusCode).toBe(200);
    const othersList = (await call(otherManager, 'GET', '/reviews')).json().data.items;
    expect(othersList).toEqual([]);
    // The manager's own review (reviewer admin) is not visible to the employee.
    const managerReviews = (await call(admin, 'GET', `/reviews?person_id=${ids.manager}`)).json().data.items;
    expect((await call(employee, 'GET', `/reviews/${managerReviews[0].id}`)).statusCode).toBe(404);
    expect((await call(otherManager, 'GET', `/people/${ids.dipendente}/years/${year}`)).statusCode).toBe(404);
    expect((await call(employee, 'GET', `/people/${ids.manager}`)).statusCode).toBe(404);
  });

  it('lists my reviews, those waiting for me and the history of a person by year', async () => {
    const overview = (await call(manager, 'GET', '/overview')).json().data;
    expect(overview.my_reviews.every((r: { employee_id: string }) => r.employee_id === ids.manager)).toBe(true);
    expect(overview.to_act.some((r: { employee_name: string }) => r.employee_name === 'Giulia Esposito')).toBe(true);
    const history = await call(employee, 'GET', `/people/${ids.dipendente}/years/${year - 1}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data.years).toEqual(expect.arrayContaining([year, year - 1]));
    expect(history.json().data.reviews[0]).toMatchObject({ status: 'completata', final_rating: 3.7 });
    const asManager = await call(manager, 'GET', `/people/${ids.dipendente}`);
    expect(asManager.statusCode).toBe(200);
    expect(asManager.json().data.reviews.length).toBeGreaterThanOrEqual(2);
    const waiting = (await call(employee, 'GET', '/reviews?to_act=true')).json().data.items;
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((r: { status: string }) => r.status === 'autovalutazione')).toBe(true);
    const notFiltered = (await call(employee, 'GET', '/reviews?to_act=false')).json().data.items;
    expect(notFiltered.some((r: { status: string }) => r.status === 'completata')).toBe(true);
  });

  it('HR removes a draft review and deleting a cycle with started reviews is refused', async () => {
    const id = await newReview('Ciclo rimozione');
    const review = (await call(admin, 'GET', `/reviews/${id}`)).json().data;
    expect((await call(manager, 'DELETE', `/reviews/${id}`)).statusCode).toBe(403);
    await call(manager, 'PUT', `/reviews/${id}/objectives`, { objectives });
    await call(manager, 'POST', `/reviews/${id}/start-self-review`);
    expect((await call(admin, 'DELETE', `/cycles/${review.cycle_id}`)).statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/reviews/${id}`)).statusCode).toBe(409);
  });

  it('computes the weighted average of the manager ratings', () => {
    expect(
      weightedRating([
        { weight: 50, manager_rating: 4 },
        { weight: 20, manager_rating: 4 },
        { weight: 30, manager_rating: 3 },
      ]),
    ).toBe(3.7);
    expect(weightedRating([{ weight: 100, manager_rating: 5 }])).toBe(5);
  });
});
