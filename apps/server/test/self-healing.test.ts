import {
  ERROR_COLLECTOR_VERSION,
  type ErrorBatchPayloadInput,
  type ErrorPattern,
  HEALTH_SCORE_HEALTHY_MIN,
  HEALTH_SCORE_UNHEALTHY_BELOW,
  type ManualErrorReportInput,
  ROLES,
  type Role,
} from '@portale/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_RATE_LIMITS } from '@/modules/self-healing/rate-limit';
import { notifications } from '@/platform/notifications/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

const USERNAMES: Record<Role, string> = {
  admin: 'admin',
  manager: 'manager',
  employee: 'dipendente',
  client: 'cliente',
};

let t: TestApp;
const who = {} as Record<Role, LoggedIn>;
let ipCounter = 0;
/** Each test gets its own client address, so the per-client limits of one test never leak into another. */
const freshIp = () => `10.99.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function batch(errors: ErrorBatchPayloadInput['errors'], sessionId = 'sess-1'): ErrorBatchPayloadInput {
  return {
    errors,
    batch_info: {
      sent_at: new Date().toISOString(),
      batch_size: errors.length,
      collector_version: ERROR_COLLECTOR_VERSION,
    },
    session_metadata: { session_id: sessionId, page_loads: 2, time_on_page: 31 },
  };
}

function jsError(message: string, stackTop = 'renderUsers', extra: Record<string, unknown> = {}) {
  return {
    type: 'javascript_error',
    message,
    filename: 'http://localhost:3000/assets/index-B1a2c3d4.js',
    lineno: 12,
    colno: 345,
    stack: `${message}\n    at ${stackTop} (http://localhost:3000/assets/index-B1a2c3d4.js:12:345)\n    at commitRoot (http://localhost:3000/assets/index-B1a2c3d4.js:40:10)\n    at http://localhost:3000/node_modules/.vite/deps/react-dom.js:1:1`,
    timestamp: new Date().toISOString(),
    url: 'http://localhost:3000/app/admin/users?token=abc123',
    user_agent: 'Mozilla/5.0 Test',
    automatic: true,
    manual_report: false,
    session_id: 'sess-1',
    page_context: { title: 'Utenti', pathname: '/app/admin/users', search: '?token=abc123', hash: '', referrer: '' },
    browser_context: { viewport: { width: 1280, height: 800 }, memory: null, connection: null, local_time: 'x' },
    ...extra,
  };
}

async function submit(user: LoggedIn | null, payload: object, ip = freshIp()) {
  const options = { method: 'POST' as const, url: '/api/self-healing/submit-error', payload, remoteAddress: ip };
  return user ? as(t.app, user, options) : t.app.inject(options);
}

async function patternsMatching(search: string): Promise<ErrorPattern[]> {
  const response = await as(t.app, who.admin, {
    url: `/api/self-healing/patterns?search=${encodeURIComponent(search)}&per_page=100`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.items;
}

async function setAutoSubmission(enabled: boolean) {
  const response = await as(t.app, who.admin, {
    method: 'PUT',
    url: '/api/admin/config',
    payload: { monitoring: { auto_error_submission: enabled } },
  });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) who[role] = await login(t.app, USERNAMES[role]);
  await setAutoSubmission(true);
});
afterAll(() => t.close());
// The submission rate limit is per login session: a fresh one per test keeps each test within its allowance.
beforeEach(async () => {
  who.employee = await login(t.app, USERNAMES.employee);
  who.manager = await login(t.app, USERNAMES.manager);
});

describe('submit-error: shapes (spec §3/§7)', () => {
  it('accepts an automatic batch from a logged-in user and answers tracking_id and health_updated', async () => {
    const response = await submit(who.employee, batch([jsError('Qualcosa di strano in batch-shape')]));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ received: 1, accepted: 1, ignored: 0, sampled: 0, health_updated: false });
    expect(body.data.tracking_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.id).toBe(body.data.tracking_id);
  });

  it('accepts a detailed manual report, stores it whole and updates the health metrics', async () => {
    const report: ManualErrorReportInput = {
      error_type: 'ui_bug',
      message: 'Il pulsante Salva del profilo manual-shape non risponde',
      severity: 'high',
      error_context: {
        steps_to_reproduce: ['Apri il profilo', '', '  ', 'Premi Salva'],
        expected_behavior: 'Il profilo viene salvato',
        actual_behavior: 'Non succede nulla',
        additional_notes: 'Da ieri',
        system_info: {
          url: '/app/profile?code=xyz',
          browser: 'Firefox',
          viewport: { width: 390, height: 844 },
          timestamp: 'now',
        },
        screenshot_filename: 'schermata.png',
        screenshot_size: 123456,
      },
      automatic: false,
      manual_report: true,
      user_reported: true,
      timestamp: new Date().toISOString(),
    };
    const response = await submit(who.employee, report);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.health_updated).toBe(true);
    const [pattern] = await patternsMatching('manual-shape');
    expect(pattern).toMatchObject({ source: 'manual', error_type: 'ui_bug', severity: 'high', affected_users: 1 });
    const detail = (await as(t.app, who.admin, { url: `/api/self-healing/patterns/${pattern!.id}` })).json().data;
    expect(detail.reports).toHaveLength(1);
    expect(detail.reports[0]).toMatchObject({
      id: data.tracking_id,
      user_name: 'Giulia Esposito',
      quick_report: false,
    });
    expect(detail.reports[0].error_context.steps_to_reproduce).toEqual(['Apri il profilo', 'Premi Salva']);
    expect(detail.reports[0].error_context.system_info.url).toBe('/app/profile?code=[riservato]');
    expect(detail.reports[0].error_context.screenshot_filename).toBe('schermata.png');
  });

  it('accepts a quick report', async () => {
    const response = await submit(who.employee, {
      quick_report: true,
      error_category: 'performance_issue',
      description: 'La pagina quick-shape è lentissima',
      url: 'http://localhost:3000/app/leave',
      timestamp: new Date().toISOString(),
      user_agent: 'Mozilla/5.0',
    });
    expect(response.statusCode).toBe(200);
    const [pattern] = await patternsMatching('quick-shape');
    expect(pattern).toMatchObject({ error_type: 'performance_issue', severity: 'medium', source: 'manual' });
  });

  it('accepts anonymous visitors of the public pages', async () => {
    const response = await submit(null, batch([jsError('Errore anonimo anon-shape sul sito pubblico')]));
    expect(response.statusCode).toBe(200);
    const [pattern] = await patternsMatching('anon-shape');
    expect(pattern).toMatchObject({ affected_users: 0, affected_sessions: 1 });
  });

  it('refuses automatic batches while automatic submission is off, but not manual reports', async () => {
    await setAutoSubmission(false);
    try {
      const refused = await submit(who.employee, batch([jsError('auto-off')]));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("L'invio automatico degli errori è disattivato");
      const manual = await submit(who.employee, {
        error_type: 'other',
        message: 'Segnalazione con invio automatico spento',
      });
      expect(manual.statusCode).toBe(200);
    } finally {
      await setAutoSubmission(true);
    }
  });
});

describe('submit-error: validation and sanitising', () => {
  it('answers field errors in Italian for a broken manual report', async () => {
    const response = await submit(who.employee, { error_type: 'not_a_type', message: '   ', severity: 'urgent' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.fields).toMatchObject({
      error_type: ['Seleziona un tipo di errore valido'],
      message: ['La descrizione è obbligatoria'],
      severity: ['Priorità non valida'],
    });
  });

  it('refuses a screenshot over 10 MB and batches over 100 errors', async () => {
    const shot = await submit(who.employee, {
      error_type: 'ui_bug',
      message: 'Screenshot enorme',
      error_context: { screenshot_filename: 'x.png', screenshot_size: 10485761 },
    });
    expect(shot.statusCode).toBe(400);
    expect(shot.json().details.fields['error_context.screenshot_size']).toEqual([
      'Il file è troppo grande. Massimo 10MB.',
    ]);
    const tooMany = await submit(who.employee, batch(Array.from({ length: 101 }, () => jsError('troppi'))));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.fields.errors).toEqual(['Al massimo 100 errori per invio']);
  });

  it('refuses a body that is not a report at all', async () => {
    const response = await submit(who.employee, [1, 2, 3]);
    expect(response.statusCode).toBe(400);
  });

  it('cuts long messages and stacks and strips secrets and e-mails from what it stores', async () => {
    const message = `Errore sanitise-check per mario.rossi@demo.it con Bearer abc.def ${'x'.repeat(3000)}`;
    const response = await submit(
      who.employee,
      batch([
        jsError(message, 'renderSanitise', { stack: `at f (http://h/a.js?token=SEGRETO:1:1)\n${'y'.repeat(20_000)}` }),
      ]),
    );
    expect(response.statusCode).toBe(200);
    const [pattern] = await patternsMatching('sanitise-check');
    const detail = (await as(t.app, who.admin, { url: `/api/self-healing/patterns/${pattern!.id}` })).json().data;
    const sample = detail.samples[0];
    const stored = JSON.stringify(detail);
    expect(stored).not.toContain('mario.rossi@demo.it');
    expect(stored).not.toContain('SEGRETO');
    expect(stored).not.toContain('abc123');
    expect(stored).not.toContain('abc.def');
    expect(sample.message.length).toBeLessThanOrEqual(2000);
    expect(sample.stack.length).toBeLessThanOrEqual(10_000);
    expect(sample.url).toBe('http://localhost:3000/app/admin/users?token=[riservato]');
    expect(sample.page_context.search).toBe('?token=[riservato]');
  });

  it('drops errors of the §8 ignore list', async () => {
    const response = await submit(
      who.employee,
      batch([
        jsError('Script error.'),
        jsError('ResizeObserver loop completed with undelivered notifications.'),
        jsError('Errore vero ignore-check'),
      ]),
    );
    expect(response.json().data).toMatchObject({ received: 3, accepted: 1, ignored: 2 });
    expect(await patternsMatching('Script error')).toEqual([]);
  });
});

describe('grouping', () => {
  it('groups the same error with different ids, numbers and addresses into one pattern', async () => {
    const ids = ['3f2a1c9e-1111-4a4a-9b9b-123456789abc', '7d9e0b2f-2222-4c4c-8d8d-abcdef123456'];
    await submit(
      who.employee,
      batch([
        jsError(`grouping-alpha: utente ${ids[0]} non trovato dopo 120 ms su /api/users/42`),
        jsError(`grouping-alpha: utente ${ids[1]} non trovato dopo 95 ms su /api/users/7`),
      ]),
    );
    await submit(
      who.manager,
      batch(
        [jsError('grouping-alpha: utente 9b2c4d6e-3333-4e4e-8f8f-0123456789ab non trovato dopo 3 ms su /api/users/9')],
        'sess-2',
      ),
    );
    const patterns = await patternsMatching('grouping-alpha');
    expect(patterns).toHaveLength(1);
    expect(patterns[0]).toMatchObject({
      occurrence_count: 3,
      affected_users: 2,
      affected_sessions: 2,
      title: 'grouping-alpha: utente <id> non trovato dopo <n> ms su /api/users/<id>',
    });
  });

  it('keeps different errors, different types and different code locations apart', async () => {
    await submit(
      who.employee,
      batch([
        jsError('grouping-beta: lista vuota', 'renderList'),
        jsError('grouping-beta: lista vuota', 'renderOtherList'),
        jsError('grouping-beta: richiesta fallita con 404'),
        jsError('grouping-beta: richiesta fallita con 500'),
        { ...jsError('grouping-beta: lista vuota', 'renderList'), type: 'react_component_error' },
      ]),
    );
    const patterns = await patternsMatching('grouping-beta');
    expect(patterns).toHaveLength(5);
    expect(patterns.find((p) => p.title.endsWith('500'))!.severity).toBe('critical');
    expect(patterns.find((p) => p.title.endsWith('404'))!.severity).toBe('high');
  });

  it('keeps the worst severity seen and caps the samples at ten per pattern', async () => {
    for (let i = 0; i < 14; i++) {
      await submit(
        who.employee,
        batch([jsError(`grouping-gamma ${i === 13 ? 'deprecated' : 'boom'} x`, 'renderGamma')]),
      );
    }
    await submit(
      who.employee,
      batch([jsError('grouping-gamma TypeError: Cannot read properties of undefined', 'renderGamma')]),
    );
    const patterns = await patternsMatching('grouping-gamma');
    const boom = patterns.find((p) => p.title.includes('boom'))!;
    expect(boom.occurrence_count).toBe(13);
    // One client, one error: ten occurrences a minute are detailed, the rest only counted.
    expect(boom.sampled_count).toBe(3);
    const detail = (await as(t.app, who.admin, { url: `/api/self-healing/patterns/${boom.id}` })).json().data;
    // Samples are taken at most every few seconds per pattern: the first one, here.
    expect(detail.samples.length).toBeGreaterThanOrEqual(1);
    expect(detail.samples.length).toBeLessThanOrEqual(10);
  });
});

describe('pattern status and regressions', () => {
  it('a resolved pattern seen again reopens and notifies whoever watches system health', async () => {
    await submit(who.employee, batch([jsError('regression-delta: il calendario esplode', 'renderCalendar')]));
    const [pattern] = await patternsMatching('regression-delta');
    const resolved = await as(t.app, who.admin, {
      method: 'PUT',
      url: `/api/self-healing/patterns/${pattern!.id}/status`,
      payload: { status: 'resolved', note: 'Corretto nella 1.0.1' },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({ status: 'resolved' });

    // Within the grace period a late error from before the fix does not reopen it.
    await submit(who.employee, batch([jsError('regression-delta: il calendario esplode', 'renderCalendar')]));
    expect((await patternsMatching('regression-delta'))[0]).toMatchObject({ status: 'resolved', regression_count: 0 });

    await t.database.db.execute(
      sql`update self_healing_patterns set resolved_at = now() - interval '10 minutes' where id = ${pattern!.id}`,
    );
    await submit(who.employee, batch([jsError('regression-delta: il calendario esplode', 'renderCalendar')]));
    const [reopened] = await patternsMatching('regression-delta');
    expect(reopened).toMatchObject({ status: 'open', regression_count: 1, resolved_at: null });
    expect(reopened!.regressed_at).not.toBeNull();

    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.title, 'Errore ricomparso'), eq(notifications.user_id, who.admin.session.user.id)));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe(`/app/admin/self-healing/patterns?pattern=${pattern!.id}`);
    const employeeNotices = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.title, 'Errore ricomparso'), eq(notifications.user_id, who.employee.session.user.id)),
      );
    expect(employeeNotices).toHaveLength(0);
  });

  it('concurrent submissions are merged, counted exactly, and a regression is announced once', async () => {
    const error = () => jsError('concurrent-lambda: il grafico non si carica', 'renderChart');
    const users = [who.admin, who.manager, who.employee, who.client];
    const first = await Promise.all(users.map((u, i) => submit(u, batch([error(), error()], `conc-${i}`))));
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const [pattern] = await patternsMatching('concurrent-lambda');
    expect(pattern).toMatchObject({ occurrence_count: 8, affected_users: 4, affected_sessions: 4 });

    await as(t.app, who.admin, {
      method: 'PUT',
      url: `/api/self-healing/patterns/${pattern!.id}/status`,
      payload: { status: 'resolved' },
    });
    await t.database.db.execute(
      sql`update self_healing_patterns set resolved_at = now() - interval '1 hour' where id = ${pattern!.id}`,
    );
    const again = await Promise.all(users.map((u, i) => submit(u, batch([error()], `conc-${i}`))));
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await patternsMatching('concurrent-lambda'))[0]).toMatchObject({
      occurrence_count: 12,
      status: 'open',
      regression_count: 1,
    });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, who.admin.session.user.id),
          sql`${notifications.message} like '%concurrent-lambda%'`,
        ),
      );
    expect(notices).toHaveLength(1);
  });

  it('ignored patterns stay ignored and refuse unknown statuses', async () => {
    await submit(who.employee, batch([jsError('ignored-epsilon: avviso rumoroso')]));
    const [pattern] = await patternsMatching('ignored-epsilon');
    await as(t.app, who.admin, {
      method: 'PUT',
      url: `/api/self-healing/patterns/${pattern!.id}/status`,
      payload: { status: 'ignored' },
    });
    await submit(who.employee, batch([jsError('ignored-epsilon: avviso rumoroso')]));
    expect((await patternsMatching('ignored-epsilon'))[0]).toMatchObject({ status: 'ignored', occurrence_count: 2 });
    const bad = await as(t.app, who.admin, {
      method: 'PUT',
      url: `/api/self-healing/patterns/${pattern!.id}/status`,
      payload: { status: 'closed' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('patterns list', () => {
  it('filters by severity, type and status, paginates and offers filter options', async () => {
    await submit(
      who.employee,
      batch([jsError('list-zeta: ReferenceError: foo is not defined'), jsError('list-zeta: warning deprecated api')]),
    );
    const critical = await as(t.app, who.admin, {
      url: '/api/self-healing/patterns?search=list-zeta&severity=critical',
    });
    expect(critical.json().data.items.map((p: ErrorPattern) => p.severity)).toEqual(['critical']);
    const empty = await as(t.app, who.admin, {
      url: '/api/self-healing/patterns?search=list-zeta&severity=&status=&error_type=',
    });
    expect(empty.json().data.items).toHaveLength(2);
    const paged = await as(t.app, who.admin, {
      url: '/api/self-healing/patterns?per_page=1&page=2&sort=-occurrence_count',
    });
    const data = paged.json().data;
    expect(data.items).toHaveLength(1);
    expect(data.pagination).toMatchObject({ page: 2, per_page: 1 });
    expect(data.filter_options.severities).toEqual(['critical', 'high', 'medium', 'low']);
    expect(data.filter_options.error_types).toContain('javascript_error');
    expect(data.filter_options.statuses).toEqual(['open', 'acknowledged', 'resolved', 'ignored']);
    const badSort = await as(t.app, who.admin, { url: '/api/self-healing/patterns?sort=password' });
    expect(badSort.statusCode).toBe(400);
  });

  it('answers 404 for an unknown pattern', async () => {
    const response = await as(t.app, who.admin, {
      url: '/api/self-healing/patterns/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Schema di errore non trovato');
  });
});

describe('health', () => {
  it('health/update recomputes from the last 24 h and the pending patterns, at the spec thresholds', async () => {
    const fresh = await createTestApp();
    try {
      const admin = await login(fresh.app, 'admin');
      const update = async () => {
        const response = await as(fresh.app, admin, { method: 'POST', url: '/api/self-healing/health/update' });
        expect(response.statusCode).toBe(200);
        return response.json().data;
      };
      const clean = await update();
      expect(clean).toMatchObject({
        health_score: 100,
        status: 'healthy',
        error_count_24h: 0,
        critical_errors: 0,
        pending_issues: 0,
      });
      expect(Object.keys(clean).sort()).toEqual(
        ['critical_errors', 'error_count_24h', 'health_score', 'pending_issues', 'status', 'timestamp'].sort(),
      );

      const counts = async (critical: number, medium: number) => {
        await fresh.database.db.execute(sql`delete from self_healing_error_counts`);
        await fresh.database.db.execute(sql`
          insert into self_healing_error_counts (bucket, counter, shard, occurrences) values
            (date_trunc('hour', now()) - interval '23 hours', 'critical', 0, ${critical}),
            (date_trunc('hour', now()), 'medium', 3, ${medium}),
            (date_trunc('hour', now()) - interval '25 hours', 'critical', 0, 1000)`);
      };
      // 4 critical + 1 medium → 80 (healthy); one more medium → 79.
      await counts(4, 1);
      expect(await update()).toMatchObject({
        health_score: HEALTH_SCORE_HEALTHY_MIN,
        status: 'healthy',
        error_count_24h: 5,
      });
      await counts(4, 2);
      expect(await update()).toMatchObject({
        health_score: HEALTH_SCORE_HEALTHY_MIN - 1,
        status: 'degraded',
        critical_errors: 4,
      });
      // 18 critical → 50 (still degraded); 19 → 49 (unhealthy).
      await counts(18, 0);
      expect(await update()).toMatchObject({ health_score: HEALTH_SCORE_UNHEALTHY_BELOW, status: 'degraded' });
      await counts(19, 0);
      expect(await update()).toMatchObject({ health_score: HEALTH_SCORE_UNHEALTHY_BELOW - 1, status: 'unhealthy' });

      // Pending patterns weigh too; a resolved one does not.
      await fresh.database.db.execute(sql`delete from self_healing_error_counts`);
      await fresh.database.db.execute(sql`
        insert into self_healing_patterns (fingerprint, error_type, title, message, source, severity, severity_rank, status)
        values ('a', 'x', 'a', 'a', 'automatic', 'critical', 4, 'open'),
               ('b', 'x', 'b', 'b', 'automatic', 'critical', 4, 'resolved')`);
      expect(await update()).toMatchObject({ health_score: 91, pending_issues: 1 });

      // The scheduled job stores the trend the dashboard shows, and forgets patterns gone for 90 days.
      await fresh.database.db.execute(sql`
        insert into self_healing_patterns (fingerprint, error_type, title, message, source, severity, severity_rank, status, last_seen_at)
        values ('old', 'x', 'old', 'old', 'automatic', 'low', 1, 'resolved', now() - interval '100 days'),
               ('old-with-session', 'x', 'old2', 'old2', 'automatic', 'low', 1, 'resolved', now() - interval '100 days')`);
      await fresh.database.db.execute(sql`
        insert into self_healing_sessions (pattern_id, prompt, status, started_at)
        select id, 'p', 'completed', now() - interval '100 days' from self_healing_patterns
        where fingerprint = 'old-with-session'`);
      await fresh.app.scheduler.runNow('self-healing-health');
      const left = await fresh.database.query<{ fingerprint: string }>(
        "select fingerprint from self_healing_patterns where fingerprint like 'old%'",
      );
      expect(left.map((r) => r.fingerprint)).toEqual(['old-with-session']);
      const dashboard = (await as(fresh.app, admin, { url: '/api/self-healing/dashboard' })).json().data;
      expect(dashboard.health_trend.length).toBeGreaterThanOrEqual(1);
      expect(dashboard).toMatchObject({
        current_score: 91,
        status: 'healthy',
        pending_issues: 1,
        recent_activity: false,
      });
      expect(dashboard.critical_patterns.map((p: ErrorPattern) => p.title)).toEqual(['a']);
    } finally {
      await fresh.close();
    }
  });
});

describe('dashboard and healing sessions', () => {
  it('generate-prompt opens a session that can be completed once, resolving the pattern', async () => {
    await submit(
      who.employee,
      batch([jsError('session-eta: TypeError: Cannot read properties of undefined (reading "x")')]),
    );
    const [pattern] = await patternsMatching('session-eta');
    const generated = await as(t.app, who.admin, {
      method: 'POST',
      url: `/api/self-healing/patterns/${pattern!.id}/generate-prompt`,
      payload: { include_context: true },
    });
    expect(generated.statusCode).toBe(200);
    const prompt = generated.json().data;
    expect(Object.keys(prompt).sort()).toEqual(
      ['claude_prompt', 'generated_at', 'healing_session_id', 'pattern_analysis', 'usage_instructions'].sort(),
    );
    expect(prompt.claude_prompt).toContain('session-eta');
    expect(prompt.claude_prompt).toContain('## Stack trace');
    expect(prompt.claude_prompt).toContain('apps/web/src/routes/app/admin/users.tsx');

    const again = await as(t.app, who.admin, {
      method: 'POST',
      url: `/api/self-healing/patterns/${pattern!.id}/generate-prompt`,
      payload: { include_context: false },
    });
    expect(again.json().data.healing_session_id).toBe(prompt.healing_session_id);
    expect(again.json().data.claude_prompt).not.toContain('## Stack trace');

    const dashboard = (await as(t.app, who.admin, { url: '/api/self-healing/dashboard' })).json().data;
    expect(dashboard.recent_activity).toBe(true);
    expect(dashboard.recent_sessions[0]).toMatchObject({ id: prompt.healing_session_id, status: 'in_progress' });
    expect(dashboard.quick_stats.active_sessions).toBeGreaterThanOrEqual(1);

    const list = (await as(t.app, who.admin, { url: '/api/self-healing/sessions?status=in_progress' })).json().data;
    expect(list.items.map((s: { id: string }) => s.id)).toContain(prompt.healing_session_id);

    const completed = await as(t.app, who.admin, {
      method: 'PUT',
      url: `/api/self-healing/sessions/${prompt.healing_session_id}/complete`,
      payload: { outcome_notes: 'Aggiunto controllo sui dati mancanti', resolve_pattern: true },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({
      status: 'completed',
      outcome_notes: 'Aggiunto controllo sui dati mancanti',
      pattern_resolved: true,
      completed_by_name: 'Alessandra Rossi',
    });
    expect((await patternsMatching('session-eta'))[0]!.status).toBe('resolved');
    const twice = await as(t.app, who.admin, {
      method: 'PUT',
      url: `/api/self-healing/sessions/${prompt.healing_session_id}/complete`,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('completes a session with no body at all (spec §7)', async () => {
    await submit(who.employee, batch([jsError('session-theta: boom')]));
    const [pattern] = await patternsMatching('session-theta');
    const generated = await as(t.app, who.admin, {
      method: 'POST',
      url: `/api/self-healing/patterns/${pattern!.id}/generate-prompt`,
    });
    expect(generated.statusCode).toBe(200);
    const completed = await as(t.app, who.admin, {
      method: 'PUT',
      url: `/api/self-healing/sessions/${generated.json().data.healing_session_id}/complete`,
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({ status: 'completed', outcome_notes: null, pattern_resolved: false });
  });
});

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
        expect(denied.json().message).toBe('Permesso view_system_health mancante');
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
