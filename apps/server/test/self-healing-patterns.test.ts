import { type ErrorPattern, HEALTH_SCORE_HEALTHY_MIN, HEALTH_SCORE_UNHEALTHY_BELOW } from '@portale/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '@/platform/notifications/tables';
import { as, createTestApp, login } from './helpers';
import { batch, jsError, useSelfHealingApp } from './self-healing-setup';

const t = useSelfHealingApp();
const { who, submit, patternsMatching } = t;

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
