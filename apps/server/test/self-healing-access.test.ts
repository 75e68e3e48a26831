import { ROLES } from '@portale/shared';
import { describe, expect, it, vi } from 'vitest';
import { SUBMIT_RATE_LIMITS } from '@/modules/self-healing/rate-limit';
import { as, createTestApp, login } from './helpers';
import { batch, freshIp, jsError, useSelfHealingApp } from './self-healing-setup';

const t = useSelfHealingApp();
const { who, submit, patternsMatching } = t;

describe('permissions', () => {
  const endpoints: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown }[] = [
    { method: 'GET', url: '/api/self-healing/dashboard' },
    { method: 'GET', url: '/api/self-healing/patterns' },
    { method: 'GET', url: '/api/self-healing/patterns/00000000-0000-4000-8000-000000000000' },
    {
      method: 'PUT',
      url: '/api/self-healing/patterns/00000000-0000-4000-8000-000000000000/status',
      payload: { status: 'ignored' },
    },
    { method: 'POST', url: '/api/self-healing/patterns/00000000-0000-4000-8000-000000000000/analyze', payload: {} },
    {
      method: 'POST',
      url: '/api/self-healing/patterns/00000000-0000-4000-8000-000000000000/generate-prompt',
      payload: {},
    },
    { method: 'GET', url: '/api/self-healing/sessions' },
    { method: 'PUT', url: '/api/self-healing/sessions/00000000-0000-4000-8000-000000000000/complete' },
    { method: 'POST', url: '/api/self-healing/health/update' },
  ];
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url}: 401 anonymous, 403 without view_system_health, allowed to admin`, async () => {
      const anonymous = await t.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        payload: endpoint.payload as never,
      });
      expect(anonymous.statusCode).toBe(401);
      for (const role of ['manager', 'employee', 'client'] as const) {
        const denied = await as(t.app, who[role], {
          method: endpoint.method,
          url: endpoint.url,
          payload: endpoint.payload as never,
        });
        expect(denied.statusCode).toBe(403);
        expect(denied.json().message).toBe(
          'Non hai i permessi per questa operazione. Se ti serve per il tuo lavoro, chiedi a un amministratore del portale.',
        );
      }
      const allowed = await as(t.app, who.admin, {
        method: endpoint.method,
        url: endpoint.url,
        payload: endpoint.payload as never,
      });
      // The made-up ids answer 404: past the permission check.
      expect([200, 404]).toContain(allowed.statusCode);
    });
  }

  it('submit-error is open to every role and to anonymous visitors', async () => {
    for (const role of ROLES) {
      expect((await submit(who[role], { error_type: 'other', message: `ruolo ${role}` })).statusCode).toBe(200);
    }
    expect((await submit(null, { error_type: 'other', message: 'visitatore' })).statusCode).toBe(200);
  });

  it('a logged-in request without the CSRF token is treated as anonymous, and cross-site posts are refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/self-healing/submit-error',
      headers: { cookie: who.employee.cookie },
      payload: { error_type: 'other', message: 'csrf-iota senza token' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    expect((await patternsMatching('csrf-iota'))[0]).toMatchObject({ affected_users: 0 });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/self-healing/submit-error',
      headers: { origin: 'https://evil.example' },
      payload: { error_type: 'other', message: 'cross' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('flood protection', () => {
  it('a flood of identical errors from one session is rate-limited, deduplicated and counted exactly', async () => {
    const flooder = await login(t.app, 'manager');
    const errors = Array.from({ length: 20 }, () => jsError('flood-kappa: render loop', 'renderLoop'));
    const requests = 200; // 4,000 identical errors
    let accepted = 0;
    let refused = 0;
    let sampled = 0;
    for (let i = 0; i < requests; i++) {
      const response = await submit(flooder, batch(errors, 'flood-session'), '10.200.0.1');
      if (response.statusCode === 200) {
        accepted++;
        sampled += response.json().data.sampled;
      } else {
        expect(response.statusCode).toBe(429);
        expect(response.headers['retry-after']).toBeDefined();
        expect(response.json().message).toMatch(/^Troppe segnalazioni di errore\. Riprova tra \d+ secondi\.$/);
        refused++;
      }
    }
    // The burst allowance, plus whatever refilled while the test ran.
    expect(accepted).toBeGreaterThanOrEqual(SUBMIT_RATE_LIMITS.user.capacity);
    expect(accepted).toBeLessThan(SUBMIT_RATE_LIMITS.user.capacity + 30);
    expect(refused).toBe(requests - accepted);

    const [pattern] = await patternsMatching('flood-kappa');
    // Exactly what was accepted, and all of it but the first ten counted without detail.
    expect(pattern).toMatchObject({ occurrence_count: accepted * 20, sampled_count: sampled, affected_sessions: 1 });
    expect(sampled).toBe(accepted * 20 - 10);
    const detail = (await as(t.app, who.admin, { url: `/api/self-healing/patterns/${pattern!.id}` })).json().data;
    expect(detail.samples).toHaveLength(1);

    // Other users are not affected, and the refused errors are recorded for the dashboard.
    expect((await submit(who.employee, batch([jsError('flood-kappa other user')]), '10.200.0.2')).statusCode).toBe(200);
    expect((await as(t.app, who.admin, { url: '/api/self-healing/dashboard' })).statusCode).toBe(200);
  });
});

describe('anonymous rate limit', () => {
  it('is stricter than the logged-in one', async () => {
    const fresh = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < SUBMIT_RATE_LIMITS.anonymous.capacity + 3; i++) {
        const response = await fresh.app.inject({
          method: 'POST',
          url: '/api/self-healing/submit-error',
          payload: { error_type: 'other', message: `anonimo ${i}` },
          remoteAddress: '10.201.0.1',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, SUBMIT_RATE_LIMITS.anonymous.capacity).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(SUBMIT_RATE_LIMITS.anonymous.capacity)).toEqual([429, 429, 429]);
      // Refused errors reach the counters in bulk, a moment later.
      await vi.waitFor(
        async () => {
          const [row] = await fresh.database.query<{ n: string | null }>(
            "select sum(occurrences)::text as n from self_healing_error_counts where counter = 'rate_limited'",
          );
          expect(Number(row?.n ?? 0)).toBe(3);
        },
        { timeout: 5000, interval: 250 },
      );
    } finally {
      await fresh.close();
    }
  });
});
