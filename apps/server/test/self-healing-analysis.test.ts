import type { ErrorPattern } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import type { PatternFacts } from '@/modules/self-healing/analysis/facts';
import { ruleBasedAnalysis } from '@/modules/self-healing/analysis/rule-based';
import { fingerprintOf, inAppFrames, normalizeMessage } from '@/modules/self-healing/fingerprint';
import { DetailBudget, TokenBuckets } from '@/modules/self-healing/rate-limit';
import { mergeWrites } from '@/modules/self-healing/write';

function facts(overrides: Partial<ErrorPattern>, extra: Partial<PatternFacts> = {}): PatternFacts {
  return {
    pattern: {
      id: '00000000-0000-4000-8000-000000000001',
      error_type: 'javascript_error',
      title: "TypeError: Cannot read properties of undefined (reading 'name')",
      message: "TypeError: Cannot read properties of undefined (reading 'name')",
      severity: 'critical',
      status: 'open',
      source: 'automatic',
      occurrence_count: 42,
      sampled_count: 0,
      affected_users: 3,
      affected_sessions: 5,
      first_seen_at: '2026-11-20T08:00:00.000Z',
      last_seen_at: '2026-11-22T10:00:00.000Z',
      last_url: 'http://localhost:3000/app/admin/users/3f2a1c9e-1111-4a4a-9b9b-123456789abc',
      regression_count: 0,
      regressed_at: null,
      resolved_at: null,
      has_ai_analysis: false,
      analyzed_at: null,
      ...overrides,
    },
    topFrames: ['UsersTable@src/modules/admin/users/users-table.tsx'],
    samples: [],
    ...extra,
  };
}

describe('rule-based analysis', () => {
  it('explains an undefined TypeError with the area, dates and files to open', () => {
    const analysis = ruleBasedAnalysis(facts({}));
    expect(analysis).toMatchObject({
      provider: 'rule_based',
      model: null,
      confidence: 'high',
      occurrences: 42,
      affected_users: 3,
      first_seen_at: '2026-11-20T08:00:00.000Z',
      last_seen_at: '2026-11-22T10:00:00.000Z',
    });
    expect(analysis.probable_cause).toMatch(/undefined o null/);
    expect(analysis.affected_area).toContain('modulo admin/users');
    expect(analysis.summary).toMatch(/^Critica: «TypeError/);
    expect(analysis.summary).toContain('42 occorrenze (3 utenti)');
    expect(analysis.suspected_files).toEqual([
      'apps/web/src/modules/admin/users/users-table.tsx',
      'apps/web/src/routes/app/admin/users/$id.tsx',
      'apps/web/src/modules/admin/users/',
    ]);
    expect(analysis.suggested_steps.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [
      'api_error',
      'GET /api/leave/requests failed with 500',
      /errore: un’eccezione/,
      'apps/server/src/modules/leave/routes.ts',
    ],
    ['network_error', 'TypeError: Failed to fetch', /non ha raggiunto il server/, null],
    ['javascript_error', 'ReferenceError: foo is not defined', /non è definita/, null],
    ['api_error', 'Request failed with status code 403', /senza il permesso/, null],
    ['resource_error', 'Failed to load resource /assets/app.css', /file statico/, null],
  ])('%s "%s"', (error_type, message, cause, file) => {
    const analysis = ruleBasedAnalysis(facts({ error_type, title: message, message }));
    expect(analysis.probable_cause).toMatch(cause);
    if (file) expect(analysis.suspected_files).toContain(file);
  });

  it('says when a pattern is a regression or a loop, and falls back for user reports', () => {
    const regression = ruleBasedAnalysis(facts({ regression_count: 2, sampled_count: 40 }));
    expect(regression.suggested_steps[0]).toMatch(/^È una regressione \(ricomparso 2 volte/);
    expect(regression.suggested_steps.join(' ')).toMatch(/in un ciclo/);
    const manual = ruleBasedAnalysis(
      facts({ source: 'manual', error_type: 'other', title: 'Il tasto è grigio', message: 'Il tasto è grigio' }),
    );
    expect(manual.probable_cause).toMatch(/segnalato da un utente/);
  });
});

describe('fingerprint building blocks', () => {
  it.each([
    ['Uncaught TypeError: x is undefined', 'TypeError: x is undefined'],
    ['GET http://h:3000/api/users/42?x=1 failed', 'GET <url> failed'],
    ['Record 3f2a1c9e-1111-4a4a-9b9b-123456789abc not found', 'Record <id> not found'],
    ['Request failed with status code 404', 'Request failed with status code 404'],
    ['Render took 250 ms on item 12', 'Render took <n> ms on item <n>'],
    ['Hash deadbeef12 mismatch for mario@x.it', 'Hash <id> mismatch for <email>'],
    ['/api/projects/77/tasks/8 answered 500', '/api/projects/<id>/tasks/<id> answered 500'],
  ])('normalises "%s"', (input, expected) => {
    expect(normalizeMessage(input)).toBe(expected);
  });

  it('takes the top in-app frames of Chrome and Firefox stacks, without hashes, lines or library code', () => {
    const chrome = [
      'TypeError: boom',
      '    at http://localhost:5173/node_modules/.vite/deps/react-dom.js:10:5',
      '    at UsersTable (http://localhost:3000/assets/index-B1a2c3d4.js:12:345)',
      '    at async loadUsers (http://localhost:3000/assets/users-Ab12Cd34.js?v=3:1:2)',
      '    at Object.render (http://localhost:3000/assets/index-B1a2c3d4.js:40:1)',
      '    at later (http://localhost:3000/assets/index-B1a2c3d4.js:50:1)',
    ].join('\n');
    expect(inAppFrames(chrome)).toEqual([
      'UsersTable@assets/index.js',
      'loadUsers@assets/users.js',
      'render@assets/index.js',
    ]);
    expect(inAppFrames('UsersTable@http://localhost:3000/src/users.tsx:1:2\n@chrome-extension://x/a.js:1:1')).toEqual([
      'UsersTable@src/users.tsx',
    ]);
  });

  it('groups across builds and line numbers but not across code locations', () => {
    const a = fingerprintOf({
      source: 'automatic',
      errorType: 'javascript_error',
      message: 'boom 1',
      stack: '    at f (http://h/assets/index-AAAAAAAA.js:1:1)',
    });
    const b = fingerprintOf({
      source: 'automatic',
      errorType: 'javascript_error',
      message: 'boom 2',
      stack: '    at f (http://h/assets/index-BBBBBBBB.js:9:9)',
    });
    const c = fingerprintOf({
      source: 'automatic',
      errorType: 'javascript_error',
      message: 'boom 1',
      stack: '    at g (http://h/assets/index-AAAAAAAA.js:1:1)',
    });
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.fingerprint).not.toBe(c.fingerprint);
  });
});

describe('flood protection building blocks', () => {
  it('a token bucket allows its burst, then refills at its rate', () => {
    const buckets = new TokenBuckets({ capacity: 3, refillPerSecond: 0.5 });
    const now = 1_000_000;
    expect([1, 2, 3].map(() => buckets.take('k', now).ok)).toEqual([true, true, true]);
    expect(buckets.take('k', now)).toEqual({ ok: false, retryAfterSeconds: 2 });
    expect(buckets.take('k', now + 2000).ok).toBe(true);
    expect(buckets.take('other', now).ok).toBe(true);
  });

  it('keeps memory bounded however many clients there are', () => {
    const buckets = new TokenBuckets({ capacity: 1, refillPerSecond: 1 }, 100);
    for (let i = 0; i < 10_000; i++) buckets.take(`ip:${i}`);
    expect(buckets.size).toBe(100);
    const budget = new DetailBudget({ perWindow: 2, windowMs: 1000 }, 50);
    for (let i = 0; i < 1000; i++) budget.take(`k${i}`, 1);
    expect(budget.size).toBe(50);
  });

  it('details the first occurrences of an error per window and counts the rest', () => {
    const budget = new DetailBudget({ perWindow: 10, windowMs: 60_000 });
    expect(budget.take('u|f', 7, 0)).toEqual({ detailed: 7, first: true });
    expect(budget.take('u|f', 7, 1)).toEqual({ detailed: 3, first: false });
    expect(budget.take('u|f', 7, 2)).toEqual({ detailed: 0, first: false });
    expect(budget.take('u|f', 1, 60_001)).toEqual({ detailed: 1, first: true });
  });
});

describe('group commit', () => {
  const draft = (fingerprint: string, occurrences: number, rank: number, offer: 0 | 1) => ({
    fingerprint,
    error_type: 'javascript_error',
    title: fingerprint,
    message: fingerprint,
    source: 'automatic' as const,
    severity_rank: rank,
    occurrences,
    sampled: occurrences - 1,
    last_url: `/app/${fingerprint}/${occurrences}`,
    top_frames: [],
    offer_sample: offer,
  });
  const sample = (fingerprint: string, batch: string) =>
    ({ fingerprint, batch_id: batch }) as unknown as Parameters<typeof mergeWrites>[0][0]['samples'][0];

  it('merges submissions per fingerprint: counters add up, worst severity, one sample, sessions once', () => {
    const merged = mergeWrites([
      {
        patterns: [draft('a', 3, 2, 1), draft('b', 1, 1, 0)],
        samples: [sample('a', 'batch-1')],
        sessions: [{ fingerprint: 'a', session_key: 's:u1:x', user_id: 'u1' }],
      },
      {
        patterns: [draft('a', 5, 4, 1)],
        samples: [sample('a', 'batch-2')],
        sessions: [
          { fingerprint: 'a', session_key: 's:u1:x', user_id: 'u1' },
          { fingerprint: 'a', session_key: 's:u2:y', user_id: 'u2' },
        ],
      },
    ]);
    expect(merged.patterns.find((p) => p.fingerprint === 'a')).toMatchObject({
      occurrences: 8,
      sampled: 6,
      severity_rank: 4,
      offer_sample: 1,
      last_url: '/app/a/5',
    });
    expect(merged.patterns).toHaveLength(2);
    expect(merged.samples).toEqual([sample('a', 'batch-1')]);
    expect(merged.sessions.map((s) => s.session_key)).toEqual(['s:u1:x', 's:u2:y']);
  });
});
