import { COOKIE_POLICY_VERSION } from '@portale/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, cookieConsents } from '@/modules/public-site/tables';
import { auditLog } from '@/platform/audit/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  manager = await login(t.app, 'manager');
});
afterAll(() => t.close());

const VALID = {
  name: 'Paola Neri',
  email: 'paola.neri@example.it',
  company: 'Neri & Figli S.n.c.',
  phone: '+39 011 555 1234',
  subject: 'Richiesta preventivo',
  message: 'Vorremmo informazioni sul vostro servizio di consulenza organizzativa.',
  privacy_consent: true,
};

const send = (payload: object, ip = '203.0.113.10') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

describe('contact form', () => {
  it('stores a valid message with the privacy acceptance time and answers 201', async () => {
    const response = await send({ ...VALID, subject: 'Prima richiesta' }, '198.51.100.1');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Messaggio inviato: ti risponderemo al più presto.');
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, body.data.id));
    expect(row).toMatchObject({ name: 'Paola Neri', subject: 'Prima richiesta', status: 'new', ip: '198.51.100.1' });
    expect(row!.privacy_accepted_at).toBeInstanceOf(Date);
  });

  it('rejects a missing privacy consent, a bad e-mail and a short message with Italian field errors', async () => {
    const response = await send(
      { name: 'Paola', email: 'non-una-mail', message: 'Breve', privacy_consent: false },
      '198.51.100.2',
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.fields;
    expect(fields.privacy_consent).toEqual(["Per inviare il messaggio devi accettare l'informativa sulla privacy"]);
    expect(fields.email).toEqual(['Indirizzo e-mail non valido']);
    expect(fields.message).toEqual(['Il messaggio deve contenere almeno 10 caratteri']);
  });

  it('limits one IP to 5 messages an hour with Retry-After, while another IP still passes', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) expect((await send({ ...VALID, subject: `Tentativo ${i}` }, ip)).statusCode).toBe(201);
    const blocked = await send(VALID, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(blocked.json().message).toBe('Hai inviato troppi messaggi. Riprova tra 60 minuti.');
    expect((await send(VALID, '192.0.2.78')).statusCode).toBe(201);
  });

  it('refuses a post from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: VALID,
      headers: { origin: 'https://attacker.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('contact messages for admins', () => {
  it('lists newest first, filters by status and paginates', async () => {
    const page = (await as(t.app, admin, { url: '/api/admin/contact-messages?per_page=2' })).json().data;
    expect(page.items).toHaveLength(2);
    expect(page.pagination.per_page).toBe(2);
    expect(page.pagination.total).toBeGreaterThanOrEqual(7);
    const [first, second] = page.items;
    expect(first.created_at >= second.created_at).toBe(true);
    expect(first).not.toHaveProperty('ip');

    const page2 = (await as(t.app, admin, { url: '/api/admin/contact-messages?per_page=2&page=2' })).json().data;
    expect(page2.items.map((m: { id: string }) => m.id)).not.toContain(first.id);

    const archived = (await as(t.app, admin, { url: '/api/admin/contact-messages?status=archived' })).json().data;
    expect(archived.items).toEqual([]);
    const badStatus = await as(t.app, admin, { url: '/api/admin/contact-messages?status=spam' });
    expect(badStatus.statusCode).toBe(400);
  });

  it('changes the status of a message and audits it', async () => {
    const { items } = (await as(t.app, admin, { url: '/api/admin/contact-messages?per_page=1' })).json().data;
    const id = items[0].id;
    const response = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/contact-messages/${id}/status`,
      payload: { status: 'archived' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id, status: 'archived' });

    const archived = (await as(t.app, admin, { url: '/api/admin/contact-messages?status=archived' })).json().data;
    expect(archived.items.map((m: { id: string }) => m.id)).toEqual([id]);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.target_id, id));
    expect(entry).toMatchObject({
      action: 'contact_message.status_changed',
      actor_user_id: admin.session.user.id,
      details: { from: 'new', to: 'archived' },
    });
  });

  it("answers 404 'Messaggio non trovato' for an unknown message", async () => {
    const response = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/contact-messages/6f1c1b8e-2a8e-4d4e-9f51-7f1a1a1a1a1a/status',
      payload: { status: 'read' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Messaggio non trovato');
  });

  it('keeps the messages closed to non-admins and to anonymous visitors', async () => {
    expect((await as(t.app, manager, { url: '/api/admin/contact-messages' })).statusCode).toBe(403);
    const { items } = (await as(t.app, admin, { url: '/api/admin/contact-messages?per_page=1' })).json().data;
    const change = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/admin/contact-messages/${items[0].id}/status`,
      payload: { status: 'read' },
    });
    expect(change.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/contact-messages' })).statusCode).toBe(401);
  });
});

describe('cookie consent records', () => {
  const consent = {
    consent_id: '3d6f1e52-8c1b-4a7e-b1f0-2f9d8e7c6b5a',
    preferences: true,
    analytics: false,
    marketing: false,
    method: 'custom',
    policy_version: COOKIE_POLICY_VERSION,
    decided_at: '2026-11-22T10:15:00.000Z',
  };

  it('records an anonymous consent decision', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/consents', payload: consent });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(cookieConsents)
      .where(eq(cookieConsents.id, response.json().data.id));
    expect(row).toMatchObject({
      consent_id: consent.consent_id,
      necessary: true,
      preferences: true,
      analytics: false,
      marketing: false,
      method: 'custom',
      policy_version: COOKIE_POLICY_VERSION,
    });
    expect(row!.decided_at.toISOString()).toBe(consent.decided_at);
  });

  it('rejects an invalid payload with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/consents',
      payload: { ...consent, consent_id: 'abc', method: 'scroll', decided_at: 'ieri' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.fields;
    expect(fields.consent_id).toEqual(['Identificativo del consenso non valido']);
    expect(fields.decided_at).toEqual(['Data del consenso non valida']);
    expect(fields.method).toBeDefined();
  });
});
