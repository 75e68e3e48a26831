import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { userPreferences } from '@/platform/auth/preferences-tables';
import { loadConfig } from '@/platform/config';
import { featureFlags } from '@/platform/flags/tables';
import { notify } from '@/platform/notifications/notify';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let employee: LoggedIn;
let manager: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  employee = await login(t.app, 'dipendente');
  manager = await login(t.app, 'manager');
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>) =>
  as(t.app, admin, { method: 'POST', url: '/api/notifications', payload });

describe('notifications API (spec §7)', () => {
  it('an admin creates a notification with type info by default; the user lists it with the unread count', async () => {
    const created = await send({
      user_id: employee.session.user.id,
      title: 'Benvenuta',
      message: 'Il portale è attivo',
      link: '/app/dashboard',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      title: 'Benvenuta',
      type: 'info',
      is_read: false,
      link: '/app/dashboard',
    });
    await send({ user_id: employee.session.user.id, title: 'Nuovo progetto', type: 'project' });

    const list = (await as(t.app, employee, { url: '/api/notifications' })).json();
    expect(list.success).toBe(true);
    expect(list.data.unread_count).toBe(2);
    expect(list.data.notifications.map((n: { title: string }) => n.title)).toEqual(['Nuovo progetto', 'Benvenuta']);
    expect((await as(t.app, employee, { url: '/api/notifications/unread-count' })).json().data).toEqual({
      unread_count: 2,
    });
    expect((await as(t.app, employee, { url: '/api/notifications?limit=1' })).json().data.notifications).toHaveLength(
      1,
    );
  });

  it('marks one read, never lets the count go below zero, and marks all read', async () => {
    const list = (await as(t.app, employee, { url: '/api/notifications?unread_only=true' })).json().data;
    const first = list.notifications[0].id;
    expect((await as(t.app, employee, { method: 'PUT', url: `/api/notifications/${first}/read` })).json().data).toEqual(
      { unread_count: 1 },
    );
    // Reading it again changes nothing.
    expect((await as(t.app, employee, { method: 'PUT', url: `/api/notifications/${first}/read` })).json().data).toEqual(
      { unread_count: 1 },
    );
    expect(
      (await as(t.app, employee, { url: '/api/notifications?unread_only=true' })).json().data.notifications,
    ).toHaveLength(1);
    const all = await as(t.app, employee, { method: 'PUT', url: '/api/notifications/mark-all-read' });
    expect(all.json().data).toEqual({ unread_count: 0, updated: 1 });
    expect(
      (await as(t.app, employee, { method: 'PUT', url: '/api/notifications/mark-all-read' })).json().data.unread_count,
    ).toBe(0);
    expect((await as(t.app, employee, { url: '/api/notifications/unread-count' })).json().data.unread_count).toBe(0);
  });

  it("never shows or changes another user's notifications", async () => {
    const mine = (await as(t.app, employee, { url: '/api/notifications' })).json().data.notifications[0].id;
    expect((await as(t.app, manager, { url: '/api/notifications' })).json().data.notifications).toEqual([]);
    const foreign = await as(t.app, manager, { method: 'PUT', url: `/api/notifications/${mine}/read` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Notifica non trovata');
  });

  it('only admins create notifications, with a valid user and an in-app link', async () => {
    expect(
      (
        await as(t.app, manager, {
          method: 'POST',
          url: '/api/notifications',
          payload: { user_id: employee.session.user.id, title: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await send({
      user_id: employee.session.user.id,
      title: '',
      type: 'gossip',
      link: 'https://evil.example',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual(['link', 'title', 'type']);
    expect((await send({ user_id: '00000000-0000-4000-8000-000000000000', title: 'x' })).statusCode).toBe(404);
  });

  it("honours the recipient's notification preferences", async () => {
    await t.database.db
      .insert(userPreferences)
      .values({ user_id: manager.session.user.id, notification_types: ['task', 'system'] });
    const skipped = await send({ user_id: manager.session.user.id, title: 'Notizia', type: 'news' });
    expect(skipped.statusCode).toBe(201);
    expect(skipped.json().data).toBeNull();
    const delivered = await notify(t.database.db, [manager.session.user.id, employee.session.user.id], {
      title: 'Compito',
      type: 'task',
    });
    expect(delivered).toHaveLength(2);
  });

  it('answers 404 while the notifications flag is off, and notify() stores nothing', async () => {
    await t.database.db
      .update(featureFlags)
      .set({ is_enabled: false })
      .where(eq(featureFlags.feature_key, 'notifications'));
    try {
      const response = await as(t.app, employee, { url: '/api/notifications' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Feature notifications non abilitata');
      expect(await notify(t.database.db, [employee.session.user.id], { title: 'x' })).toEqual([]);
    } finally {
      await t.database.db
        .update(featureFlags)
        .set({ is_enabled: true })
        .where(eq(featureFlags.feature_key, 'notifications'));
    }
  });

  it('fans out to many users in one call', async () => {
    const ids = [admin, employee, manager].map((u) => u.session.user.id);
    const rows = await notify(t.database.db, ids, { title: 'Manutenzione stasera', type: 'system' });
    expect(rows.map((r) => r.title)).toEqual(['Manutenzione stasera', 'Manutenzione stasera', 'Manutenzione stasera']);
  });
});

/** Reads server-sent events from a live server until `until` is satisfied. */
async function readEvents(
  url: string,
  cookie: string,
  until: (events: { event: string; data: unknown }[]) => boolean,
  trigger: () => Promise<void>,
) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  let triggered = false;
  const deadline = Date.now() + 5000;
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
      if (!triggered && events.length) {
        triggered = true;
        await trigger();
      }
      if (until(events)) break;
    }
  } finally {
    controller.abort();
  }
  return events;
}

describe('real-time push', () => {
  it('delivers within a second a notification created by a second server instance on the same database', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const twinDatabase = await t.database.openTwin();
    const twin = await buildApp({ database: twinDatabase, config: { ...loadConfig({}), webDistDir: null } });
    try {
      let sentAt = 0;
      const events = await readEvents(
        `http://127.0.0.1:${port}/api/events/stream`,
        employee.cookie,
        (list) => list.some((e) => e.event === 'notification'),
        async () => {
          sentAt = Date.now();
          await notify(twin.db, [employee.session.user.id], {
            title: 'Dal secondo server',
            type: 'message',
            link: '/app/dashboard',
          });
        },
      );
      expect(events[0]).toMatchObject({ event: 'unread_count' });
      const pushed = events.find((e) => e.event === 'notification');
      expect(pushed?.data).toMatchObject({ title: 'Dal secondo server', type: 'message' });
      const counts = events.filter((e) => e.event === 'unread_count').map((e) => e.data as { unread_count: number });
      expect(counts.at(-1)!.unread_count).toBeGreaterThan(0);
      expect(Date.now() - sentAt).toBeLessThan(1000);
    } finally {
      await twin.close();
      await twinDatabase.close();
    }
  });

  it('refuses the stream without a session and while real_time_updates is off', async () => {
    expect((await t.app.inject({ url: '/api/events/stream' })).statusCode).toBe(401);
    await t.database.db
      .update(featureFlags)
      .set({ is_enabled: false })
      .where(eq(featureFlags.feature_key, 'real_time_updates'));
    try {
      const off = await as(t.app, employee, { url: '/api/events/stream' });
      expect(off.statusCode).toBe(404);
    } finally {
      await t.database.db
        .update(featureFlags)
        .set({ is_enabled: true })
        .where(eq(featureFlags.feature_key, 'real_time_updates'));
    }
  });
});
