import { DEMO_PASSWORD } from '@portale/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, login, recordingMailer, sessionCookieOf, type TestApp } from './helpers';

const mailer = recordingMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { mailer });
});
afterAll(() => t.close());

const person = (n: number, extra: Record<string, string> = {}) => ({
  first_name: 'Giulia',
  last_name: 'Neri',
  username: `giulia.neri${n}`,
  email: `giulia.neri${n}@example.it`,
  password: 'Una-password-robusta-42',
  ...extra,
});

const registerFrom = (ip: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: ip, payload });

describe('registration without account enumeration', () => {
  it('answers a new account, a taken username and a taken e-mail alike, and tells the truth by e-mail', async () => {
    const fresh = await registerFrom('192.0.2.1', person(1));
    const takenUsername = await registerFrom('192.0.2.1', person(2, { username: 'admin' }));
    const takenEmail = await registerFrom('192.0.2.1', person(3, { email: 'Manager@demo.portale.it' }));
    for (const response of [fresh, takenUsername, takenEmail]) {
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        success: true,
        data: { status: 'pending' },
        message: 'Richiesta di registrazione ricevuta: controlla la tua e-mail.',
      });
    }
    const to = (address: string) => mailer.sent.filter((m) => m.to === address).map((m) => m.text);
    expect(to('giulia.neri1@example.it')[0]).toMatch(/Un amministratore attiverà il tuo account/);
    expect(to('giulia.neri2@example.it')[0]).toMatch(/«admin» .* non è disponibile/);
    expect(to('manager@demo.portale.it')[0]).toMatch(/esiste già un account/);
  });

  it('limits one address to 5 registrations an hour with Retry-After, while another address still passes', async () => {
    for (let i = 10; i < 14; i++) expect((await registerFrom('192.0.2.50', person(i))).statusCode).toBe(201);
    expect((await registerFrom('192.0.2.50', person(14, { username: 'admin' }))).statusCode).toBe(201);
    const refused = await registerFrom('192.0.2.50', person(15));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Troppe registrazioni/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await registerFrom('192.0.2.51', person(16))).statusCode).toBe(201);
  });
});

describe('logging in again', () => {
  it('ends the session of the cookie the browser sent with the new login', async () => {
    const first = await login(t.app, 'dipendente');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: first.cookie },
      payload: { username: 'dipendente', password: DEMO_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect((await as(t.app, first, { url: '/api/auth/me' })).statusCode).toBe(401);
    const second = { cookie: sessionCookieOf(again), csrf: again.json().data.csrf_token };
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: second.cookie } })).statusCode).toBe(200);
  });
});
