import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDueNews } from '@/modules/communications/news/service';
import { selectRows } from '@/platform/db/database';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// News and announcements (issue 19, docs/communications.md): who writes and who reads them, the audience, the
// schedule, the sanitised body and the read confirmations.

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let ids: Record<string, string>;
let departments: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
  const rows = await selectRows<{ id: string; name: string }>(
    t.database.db,
    sql`select id::text as id, name from departments`,
  );
  departments = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(() => t.close());

const body = (extra: Record<string, unknown> = {}) => ({
  title: 'Nuova mensa aziendale',
  summary: 'Da lunedì al piano terra',
  body_html: '<p>Da <strong>lunedì</strong> la mensa apre al piano terra.</p>',
  ...extra,
});

async function create(who: LoggedIn, extra: Record<string, unknown> = {}) {
  const response = await as(t.app, who, { method: 'POST', url: '/api/communications/news', payload: body(extra) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const read = (who: LoggedIn, id: string) => as(t.app, who, { url: `/api/communications/news/${id}` });
const titles = async (who: LoggedIn, query = '') =>
  ((await as(t.app, who, { url: `/api/communications/news${query}` })).json().data.items as { title: string }[]).map(
    (item) => item.title,
  );

async function notificationsOf(userId: string, link: string) {
  return selectRows<{ title: string; type: string }>(
    t.database.db,
    sql`select title, type from notifications where user_id = ${userId} and link = ${link}`,
  );
}

describe('News: writing and reading', () => {
  it('keeps a draft to the publishers, publishes it to everyone with a notification, and lists it', async () => {
    const draft = await create(manager, { title: 'Bozza riservata' });
    expect(draft).toMatchObject({ status: 'bozza', published_at: null, can_edit: true, category: 'azienda' });
    expect((await read(employee, draft.id)).statusCode).toBe(404);
    expect(await titles(manager, '?filter=bozze')).toContain('Bozza riservata');
    expect(await titles(employee, '?filter=bozze')).not.toContain('Bozza riservata');

    const published = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/communications/news/${draft.id}`,
      payload: body({ title: 'Bozza riservata', publish: 'now', version: draft.version }),
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.status).toBe('pubblicata');
    const seen = (await read(employee, draft.id)).json().data;
    expect(seen).toMatchObject({ title: 'Bozza riservata', can_edit: false, author: { name: 'Marco Bianchi' } });
    expect(await titles(employee)).toContain('Bozza riservata');
    const link = `/app/communications/news/${draft.id}`;
    expect(await notificationsOf(ids.dipendente!, link)).toEqual([
      { title: 'Nuova notizia: Bozza riservata', type: 'news' },
    ]);
    expect(await notificationsOf(ids.manager!, link)).toEqual([]);
  });

  it('stores the body sanitised: no script, event handler, style or javascript: link survives', async () => {
    const item = await create(manager, {
      publish: 'now',
      body_html:
        '<p onclick="steal()">Ciao<script>alert(1)</script> <a href="javascript:alert(1)">x</a>' +
        ' <a href="https://example.com">sito</a><img src="https://evil.example/x.png" onerror="alert(1)"></p>' +
        '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
    });
    expect(item.body_html).not.toMatch(/script|onclick|onerror|javascript:|style|iframe|evil/i);
    expect(item.body_html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">sito</a>',
    );
    expect(item.body_html).toContain('Ciao');
  });

  it('refuses a writer without publish_news, the client, and bad input, with Italian messages', async () => {
    expect(
      (await as(t.app, employee, { method: 'POST', url: '/api/communications/news', payload: body() })).statusCode,
    ).toBe(403);
    expect((await as(t.app, client, { url: '/api/communications/news' })).statusCode).toBe(403);

    const bad = async (payload: Record<string, unknown>, field: string, message: RegExp) => {
      const response = await as(t.app, manager, { method: 'POST', url: '/api/communications/news', payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(JSON.stringify(response.json().details.fields[field])).toMatch(message);
    };
    await bad(body({ title: '   ' }), 'title', /titolo è obbligatorio/);
    await bad(body({ body_html: '<script>alert(1)</script>' }), 'body_html', /testo della notizia è obbligatorio/);
    await bad(body({ publish: 'schedule' }), 'publish_at', /quando pubblicare/);
    await bad(body({ publish: 'schedule', publish_at: '2020-01-01T09:00:00Z' }), 'publish_at', /nel futuro/);
    await bad(
      body({ audience: { kind: 'departments', department_ids: [] } }),
      'audience.department_ids',
      /almeno un reparto/,
    );
    await bad(
      body({ audience: { kind: 'departments', department_ids: ['00000000-0000-4000-8000-000000000000'] } }),
      'audience',
      /non esiste più/,
    );
  });

  it('answers 409 with the current version to an edit of an older one', async () => {
    const item = await create(manager);
    const first = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/communications/news/${item.id}`,
      payload: body({ title: 'Prima modifica', version: item.version }),
    });
    expect(first.statusCode).toBe(200);
    const stale = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/communications/news/${item.id}`,
      payload: body({ title: 'Seconda modifica', version: item.version }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current.title).toBe('Prima modifica');
  });
});

describe('News: the audience', () => {
  it('reaches a department and those below it, a role, and nobody else', async () => {
    const forTop = await create(manager, {
      title: 'Per la direzione e sotto',
      publish: 'now',
      audience: { kind: 'departments', department_ids: [departments.Direzione] },
    });
    const forSales = await create(manager, {
      title: 'Solo commerciale',
      publish: 'now',
      audience: { kind: 'departments', department_ids: [departments.Commerciale] },
    });
    const forManagers = await create(admin, {
      title: 'Solo manager',
      publish: 'now',
      audience: { kind: 'roles', roles: ['manager'] },
    });
    // dipendente is in Delivery, under Direzione.
    expect((await read(employee, forTop.id)).statusCode).toBe(200);
    expect((await read(employee, forSales.id)).statusCode).toBe(404);
    expect((await read(employee, forManagers.id)).statusCode).toBe(404);
    expect(await titles(employee)).not.toContain('Solo commerciale');
    expect(await notificationsOf(ids.dipendente!, `/app/communications/news/${forSales.id}`)).toEqual([]);
    expect(await notificationsOf(ids.manager!, `/app/communications/news/${forManagers.id}`)).toHaveLength(1);

    const search = async (who: LoggedIn, q: string) =>
      (
        (await as(t.app, who, { url: `/api/search?q=${encodeURIComponent(q)}` })).json().data as { title: string }[]
      ).map((r) => r.title);
    expect(await search(employee, 'direzione sotto')).toContain('Per la direzione e sotto');
    expect(await search(employee, 'commerciale')).not.toContain('Solo commerciale');
  });
});

describe('News: announcements to confirm', () => {
  it('takes a reader’s confirmation, shows who confirmed to the publisher, and reminds the others once an hour', async () => {
    const item = await create(manager, { title: 'Nuove norme antincendio', publish: 'now', mandatory: true });
    expect(await notificationsOf(ids.dipendente!, `/app/communications/news/${item.id}`)).toEqual([
      { title: 'Avviso da leggere: Nuove norme antincendio', type: 'news' },
    ]);
    expect(await titles(employee, '?filter=da_confermare')).toContain('Nuove norme antincendio');

    const confirmed = await as(t.app, employee, { method: 'POST', url: `/api/communications/news/${item.id}/confirm` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.confirmed_at).not.toBeNull();
    expect(await titles(employee, '?filter=da_confermare')).not.toContain('Nuove norme antincendio');
    // Twice is the same as once.
    expect(
      (await as(t.app, employee, { method: 'POST', url: `/api/communications/news/${item.id}/confirm` })).statusCode,
    ).toBe(200);

    const list = (await as(t.app, manager, { url: `/api/communications/news/${item.id}/confirmations` })).json().data;
    expect(list.confirmed.map((p: { id: string }) => p.id)).toEqual([ids.dipendente]);
    expect(list.pending.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([ids.admin, ids.manager]));
    expect(list.pending.map((p: { id: string }) => p.id)).not.toContain(ids.cliente);
    expect((await as(t.app, employee, { url: `/api/communications/news/${item.id}/confirmations` })).statusCode).toBe(
      403,
    );

    const remind = await as(t.app, manager, { method: 'POST', url: `/api/communications/news/${item.id}/remind` });
    expect(remind.statusCode, remind.body).toBe(200);
    expect(remind.json().data.reminded).toBe(list.pending.length);
    expect(await notificationsOf(ids.dipendente!, `/app/communications/news/${item.id}`)).toHaveLength(1);
    const again = await as(t.app, manager, { method: 'POST', url: `/api/communications/news/${item.id}/remind` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/ultima ora/);
  });

  it('refuses a confirmation of an item that asks for none', async () => {
    const item = await create(manager, { publish: 'now' });
    const response = await as(t.app, employee, { method: 'POST', url: `/api/communications/news/${item.id}/confirm` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Questa notizia non chiede una conferma di lettura');
  });
});

describe('News: scheduled publishing', () => {
  it('keeps a scheduled item hidden until its time, then publishes it and notifies the audience', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const item = await create(manager, { title: 'Auguri di Natale', publish: 'schedule', publish_at: at });
    expect(item.status).toBe('programmata');
    expect((await read(employee, item.id)).statusCode).toBe(404);
    expect(await publishDueNews(t.database.db)).toBe(0);

    await t.database.db.execute(
      sql`update news_items set publish_at = now() - interval '1 minute' where id = ${item.id}`,
    );
    expect(await publishDueNews(t.database.db)).toBe(1);
    expect((await read(employee, item.id)).json().data.status).toBe('pubblicata');
    expect(await notificationsOf(ids.dipendente!, `/app/communications/news/${item.id}`)).toHaveLength(1);
    expect(await publishDueNews(t.database.db)).toBe(0);
  });

  it('deletes an item for publishers only', async () => {
    const item = await create(manager, { publish: 'now' });
    expect(
      (await as(t.app, employee, { method: 'DELETE', url: `/api/communications/news/${item.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await as(t.app, manager, { method: 'DELETE', url: `/api/communications/news/${item.id}` })).statusCode,
    ).toBe(200);
    expect((await read(manager, item.id)).statusCode).toBe(404);
  });
});
