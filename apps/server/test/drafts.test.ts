import { DRAFT_MAX_PAYLOAD_BYTES } from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts } from '@/platform/drafts/tables';
import { featureFlags } from '@/platform/flags/tables';
import { housekeepingJob } from '@/platform/jobs/housekeeping';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let employee: LoggedIn;
let manager: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  employee = await login(t.app, 'dipendente');
  manager = await login(t.app, 'manager');
});
afterAll(() => t.close());

const WEEK_KEY = 'timesheet.week:2026-11-16';
const weekDraft = (payload: unknown = { rows: [{ project: 'Portale', minutes: [480] }] }) => ({
  module_key: 'timesheet',
  title: 'Timesheet settimana 16–22 nov 2026',
  route: '/app/timesheet/entry?week=2026-11-16',
  payload,
});
const put = (who: LoggedIn, key: string, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'PUT', url: `/api/drafts/key/${key}`, payload });

describe('drafts API (issue 15)', () => {
  it('saves a draft idempotently by key and gives it back to its owner', async () => {
    const first = await put(employee, WEEK_KEY, weekDraft());
    expect(first.statusCode).toBe(200);
    const again = await put(employee, WEEK_KEY, weekDraft({ rows: [] }));
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.payload).toEqual({ rows: [] });

    const byKey = (await as(t.app, employee, { url: `/api/drafts/key/${WEEK_KEY}` })).json().data;
    expect(byKey).toMatchObject({ module_key: 'timesheet', draft_key: WEEK_KEY, payload: { rows: [] } });
    const byId = await as(t.app, employee, { url: `/api/drafts/${byKey.id}` });
    expect(byId.json().data.route).toBe('/app/timesheet/entry?week=2026-11-16');
  });

  it('never shows a draft to anyone but its owner: another user gets 404 or nothing', async () => {
    const mine = (await put(employee, 'personnel.employee:new', { ...weekDraft(), module_key: 'personnel' })).json()
      .data;
    expect((await as(t.app, manager, { url: `/api/drafts/${mine.id}` })).statusCode).toBe(404);
    expect((await as(t.app, manager, { method: 'DELETE', url: `/api/drafts/${mine.id}` })).statusCode).toBe(404);
    expect((await as(t.app, manager, { url: '/api/drafts/key/personnel.employee:new' })).json().data).toBeNull();
    expect((await as(t.app, manager, { url: '/api/drafts' })).json().data.items).toEqual([]);
    // The manager's own draft under the same key is a separate row; the employee's stays as it was.
    await put(manager, 'personnel.employee:new', { ...weekDraft({ mine: true }), module_key: 'personnel' });
    const still = (await as(t.app, employee, { url: `/api/drafts/${mine.id}` })).json().data;
    expect(still.payload).toEqual({ rows: [{ project: 'Portale', minutes: [480] }] });
  });

  it('lists my drafts newest first, per module and paginated', async () => {
    const all = (await as(t.app, employee, { url: '/api/drafts' })).json().data;
    expect(all.items.map((d: { draft_key: string }) => d.draft_key)).toEqual(['personnel.employee:new', WEEK_KEY]);
    expect(all.items[0]).not.toHaveProperty('payload');
    const timesheet = (await as(t.app, employee, { url: '/api/drafts?module=timesheet' })).json().data;
    expect(timesheet.items.map((d: { draft_key: string }) => d.draft_key)).toEqual([WEEK_KEY]);
    const page2 = (await as(t.app, employee, { url: '/api/drafts?per_page=1&page=2' })).json().data;
    expect(page2.items).toHaveLength(1);
    expect(page2.pagination).toMatchObject({ page: 2, per_page: 1, total: 2, total_pages: 2 });
  });

  it('hides the drafts of a module that is switched off', async () => {
    await t.database.db
      .update(featureFlags)
      .set({ is_enabled: false })
      .where(eq(featureFlags.feature_key, 'personnel_module'));
    try {
      const all = (await as(t.app, employee, { url: '/api/drafts' })).json().data;
      expect(all.items.map((d: { module_key: string }) => d.module_key)).toEqual(['timesheet']);
    } finally {
      await t.database.db
        .update(featureFlags)
        .set({ is_enabled: true })
        .where(eq(featureFlags.feature_key, 'personnel_module'));
    }
  });

  it('refuses an unknown module, a key outside its module, a route off the portal and a missing title in Italian', async () => {
    const unknown = await put(employee, 'crm.client:new', { ...weekDraft(), module_key: 'crm' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('Modulo non valido per le bozze');
    const outside = await put(employee, 'personnel.employee:new', weekDraft());
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('La chiave della bozza deve iniziare con il nome del modulo');
    for (const route of ['https://evil.example/app', '//evil.example', '/app//evil.example', '/auth/login']) {
      const bad = await put(employee, WEEK_KEY, { ...weekDraft(), route });
      expect(bad.statusCode, route).toBe(400);
    }
    const untitled = await put(employee, WEEK_KEY, { ...weekDraft(), title: '  ' });
    expect(untitled.statusCode).toBe(400);
    expect((await as(t.app, employee, { url: '/api/drafts/key/Not a key!' })).statusCode).toBe(400);
    expect((await as(t.app, employee, { url: '/api/drafts?module=crm' })).statusCode).toBe(400);
  });

  it('refuses a payload over the cap with an Italian 413', async () => {
    const big = await put(employee, WEEK_KEY, weekDraft({ text: 'x'.repeat(DRAFT_MAX_PAYLOAD_BYTES + 1) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('troppo grande') });
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ url: '/api/drafts' })).statusCode).toBe(401);
  });

  it('deletes by key (idempotently, for a form just submitted) and by id', async () => {
    const byKey = (key: string) => as(t.app, employee, { method: 'DELETE', url: `/api/drafts/key/${key}` });
    expect((await byKey(WEEK_KEY)).json().data).toEqual({ deleted: true });
    expect((await byKey(WEEK_KEY)).json().data).toEqual({ deleted: false });
    const left = (await as(t.app, employee, { url: '/api/drafts' })).json().data.items;
    expect(left).toHaveLength(1);
    expect((await as(t.app, employee, { method: 'DELETE', url: `/api/drafts/${left[0].id}` })).statusCode).toBe(200);
    expect((await as(t.app, employee, { url: `/api/drafts/${left[0].id}` })).statusCode).toBe(404);
  });

  it('housekeeping removes drafts untouched for more than 30 days and keeps the recent ones', async () => {
    await put(employee, 'timesheet.week:2026-01-05', weekDraft());
    await put(employee, 'timesheet.week:2026-01-12', weekDraft());
    const db = t.database.db;
    await db
      .update(drafts)
      .set({ updated_at: sql`now() - interval '31 days'` })
      .where(eq(drafts.draft_key, 'timesheet.week:2026-01-05'));
    await db
      .update(drafts)
      .set({ updated_at: sql`now() - interval '29 days'` })
      .where(eq(drafts.draft_key, 'timesheet.week:2026-01-12'));
    await housekeepingJob(db).run();
    const keys = (await db.select({ key: drafts.draft_key }).from(drafts)).map((r) => r.key);
    expect(keys).toContain('timesheet.week:2026-01-12');
    expect(keys).not.toContain('timesheet.week:2026-01-05');
  });
});
