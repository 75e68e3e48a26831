import { describe, expect, it } from 'vitest';
import { ERROR_BATCH_INTERVAL_MS, ERROR_COLLECTOR_VERSION, ERROR_QUEUE_MAX } from '../constants';
import { ERROR_REPORT_TYPES } from './constants';
import type { ErrorSeverity } from './enums';
import { formatDuration, formatTimeAgo } from './format';
import { computeHealthScore, emptySeverityCounts, healthStatus, type SeverityCounts } from './health';
import { ignoredClientErrorReason } from './ignore';
import { redactDeep, redactSecrets, sanitizeUrl } from './sanitize';
import { classifyErrorSeverity } from './severity';
import {
  buildManualReport,
  canSendErrorReport,
  ErrorBatchPayload,
  emptyErrorReportForm,
  SubmitErrorBody,
  screenshotProblem,
} from './submit-schemas';

describe('error severity (spec §4, in order)', () => {
  const table: [type: string, message: string, expected: ErrorSeverity][] = [
    // 1. critical
    ['api_error', 'GET /api/users failed with status 500', 'critical'],
    ['javascript_error', 'Network Error', 'critical'],
    ['network_error', 'Connessione persa', 'critical'],
    ['javascript_error', "Uncaught TypeError: Cannot read properties of undefined (reading 'name')", 'critical'],
    ['javascript_error', 'TypeError: x.map is not a function', 'medium'],
    ['javascript_error', 'ReferenceError: foo is not defined', 'critical'],
    ['javascript_error', 'SyntaxError: Unexpected token < in JSON at position 0', 'critical'],
    ['unhandled_rejection', 'TypeError: Failed to fetch', 'critical'],
    ['api_error', 'Request timeout after 30000 ms', 'critical'],
    ['api_error', 'The operation timed out', 'critical'],
    // 2. high
    ['resource_error', 'Failed to load resource: /assets/logo.png', 'high'],
    ['api_error', 'Request failed with status code 404', 'high'],
    ['api_error', 'Request failed with status code 401', 'high'],
    ['api_error', 'Request failed with status code 403', 'high'],
    ['api_error', 'Request failed with status code 400', 'high'],
    ['api_error', 'Bad gateway 502', 'high'],
    ['api_error', 'Service unavailable (503)', 'high'],
    // 3. low
    ['javascript_error', 'Warning: each child in a list should have a unique key', 'low'],
    ['javascript_error', 'findDOMNode is deprecated', 'low'],
    // the first matching rule wins: a deprecation warning about a 404 is high
    ['javascript_error', 'Warning: deprecated endpoint answered 404', 'high'],
    // 4. medium
    ['javascript_error', 'Something odd happened', 'medium'],
    ['react_component_error', 'Invariant failed', 'medium'],
    // numbers inside larger numbers are not HTTP codes
    ['performance_issue', 'Render took 1500 ms', 'medium'],
  ];
  for (const [type, message, expected] of table) {
    it(`${type} "${message}" is ${expected}`, () => {
      expect(classifyErrorSeverity({ type, message })).toBe(expected);
    });
  }
  it('reads the type as well as the message', () => {
    expect(classifyErrorSeverity({ type: 'ReferenceError', message: '' })).toBe('critical');
    expect(classifyErrorSeverity({ type: null, message: null })).toBe('medium');
  });
});

describe('ignored client errors (spec §8)', () => {
  const table: [input: Parameters<typeof ignoredClientErrorReason>[0], reason: string | null][] = [
    [{ message: 'Script error.' }, 'script error'],
    [{ message: 'ResizeObserver loop completed with undelivered notifications.' }, 'resize observer loop'],
    [{ message: 'ResizeObserver loop limit exceeded' }, 'resize observer loop'],
    [{ message: 'Non-Error promise rejection captured with value: undefined' }, 'non-error rejection'],
    [{ message: 'ChunkLoadError: Loading chunk 42 failed.' }, 'chunk load failure'],
    [{ message: 'Failed to fetch dynamically imported module: /assets/page-abc.js' }, 'chunk load failure'],
    [{ message: 'Failed to load resource', filename: 'https://x.it/favicon.ico' }, 'favicon'],
    [{ message: 'POST /api/self-healing/submit-error failed', type: 'api_error' }, 'self-healing submit error'],
    [{ message: 'Request failed', url: '/api/self-healing/submit-error' }, 'self-healing submit error'],
    [{ message: 'Token CSRF non valido o mancante' }, 'csrf token error'],
    [{ message: 'Request failed with status code 400' }, "'Request failed' with 400"],
    // recorded
    [{ message: 'Request failed with status code 500' }, null],
    [{ message: 'TypeError: Cannot read properties of undefined' }, null],
    [{ message: 'Script error in module X' }, null],
  ];
  for (const [input, reason] of table) {
    it(`${JSON.stringify(input)} → ${reason ?? 'recorded'}`, () => {
      expect(ignoredClientErrorReason(input)).toBe(reason);
    });
  }
});

describe('formatting (spec §9)', () => {
  it.each([
    [0, '0s'],
    [45, '45s'],
    [59.9, '59s'],
    [60, '1m 0s'],
    [200, '3m 20s'],
    [3599, '59m 59s'],
    [3600, '1h 0m'],
    [7500, '2h 5m'],
    [90000, '25h 0m'],
    [-5, '0s'],
    [Number.NaN, '0s'],
  ])('duration %s s reads %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:59:30Z', "Meno di un'ora fa"],
    ['2026-11-22T11:00:01Z', "Meno di un'ora fa"],
    ['2026-11-22T11:00:00Z', '1 ora fa'],
    ['2026-11-22T07:00:00Z', '5 ore fa'],
    ['2026-11-21T12:00:01Z', '23 ore fa'],
    ['2026-11-21T12:00:00Z', '1 giorno fa'],
    ['2026-11-19T12:00:00Z', '3 giorni fa'],
    ['2026-11-23T12:00:00Z', "Meno di un'ora fa"],
  ])('%s reads %s', (date, expected) => {
    expect(formatTimeAgo(date, now)).toBe(expected);
  });
});

describe('health score (spec §9 thresholds)', () => {
  const counts = (partial: Partial<SeverityCounts>): SeverityCounts => ({ ...emptySeverityCounts(), ...partial });
  const score = (errors: Partial<SeverityCounts>, pending: Partial<SeverityCounts> = {}) =>
    computeHealthScore({ errors24h: counts(errors), pending: counts(pending) });

  it('a clean system scores 100 and is healthy', () => {
    expect(score({})).toBe(100);
    expect(healthStatus(100)).toBe('healthy');
  });
  it('80 is healthy, 79 is not', () => {
    expect(score({ critical: 4, medium: 1 })).toBe(80);
    expect(score({ critical: 4, medium: 2 })).toBe(79);
    expect(healthStatus(80)).toBe('healthy');
    expect(healthStatus(79)).toBe('degraded');
  });
  it('50 is degraded, 49 is unhealthy', () => {
    expect(score({ critical: 18 })).toBe(50);
    expect(score({ critical: 19 })).toBe(49);
    expect(healthStatus(50)).toBe('degraded');
    expect(healthStatus(49)).toBe('unhealthy');
  });
  it('pending patterns weigh by severity and saturate', () => {
    expect(score({}, { critical: 1 })).toBeLessThan(score({}, { high: 1 }));
    expect(score({}, { high: 1 })).toBeLessThan(score({}, { low: 1 }));
    expect(score({}, { critical: 10_000 })).toBe(60);
  });
  it('a flood cannot go below zero and a few warnings barely matter', () => {
    expect(score({ critical: 1e9 }, { critical: 1e9 })).toBe(0);
    expect(score({ low: 10 })).toBe(99);
  });
});

describe('secrets and personal data are masked', () => {
  it.each([
    ['https://x.it/app?token=abc123&page=2', 'https://x.it/app?token=[riservato]&page=2'],
    ['https://x.it/cb?code=4/0Ab-xyz&state=q1', 'https://x.it/cb?code=[riservato]&state=[riservato]'],
    ['https://mario:pw@x.it/a', 'https://[riservato]@x.it/a'],
    ['/reset?password=Segreta!1', '/reset?password=[riservato]'],
    ['/app/profile?email=mario.rossi@demo.it', '/app/profile?email=[email]'],
  ])('url %s', (input, expected) => {
    expect(sanitizeUrl(input)).toBe(expected);
  });

  it('masks bearer tokens, JWTs, long keys, tax codes and e-mails in text', () => {
    const text =
      'Authorization: Bearer abc.def-ghi sent by luca@demo.it with eyJhbGciOiJI.eyJzdWIiOiIx.sig123 ' +
      'key sk_live_0123456789abcdefghij0123456789 for RSSMRA80A01H501U';
    const out = redactSecrets(text);
    expect(out).not.toMatch(/abc\.def|luca@|eyJhbG|sk_live|RSSMRA/);
    expect(out).toContain('[email]');
  });

  it('keeps e-mails when asked (a user describing their own problem)', () => {
    expect(redactSecrets('scrivete a mario@demo.it', { emails: false })).toBe('scrivete a mario@demo.it');
  });

  it('masks JSON-like secrets and keys named like secrets inside contexts', () => {
    expect(redactSecrets('{"password":"x1","user":"a"}')).toBe('{"password":"[riservato]","user":"a"}');
    expect(redactDeep({ nested: { api_key: 'AAA', note: 'ok token=zzz' }, list: ['a@b.it'] })).toEqual({
      nested: { api_key: '[riservato]', note: 'ok token=[riservato]' },
      list: ['[email]'],
    });
  });

  it('leaves ordinary error text and record ids alone', () => {
    expect(sanitizeUrl('/app/projects/3f2a1c9e-1111-4a4a-9b9b-123456789abc')).toBe(
      '/app/projects/3f2a1c9e-1111-4a4a-9b9b-123456789abc',
    );
    const message =
      "TypeError: Cannot read properties of undefined (reading 'map') at UsersTable (users-page.tsx:42:7)";
    expect(redactSecrets(message)).toBe(message);
  });
});

describe('submission schemas (spec §3/§7)', () => {
  const record = { type: 'javascript_error', message: 'boom', timestamp: '2026-11-22T10:00:00Z' };
  const batch = {
    errors: [record],
    batch_info: { sent_at: '2026-11-22T10:00:01Z', batch_size: 1, collector_version: ERROR_COLLECTOR_VERSION },
    session_metadata: { session_id: 's-1', page_loads: 1, time_on_page: 12 },
  };

  it('tells a batch, a quick report and a manual report apart', () => {
    expect(SubmitErrorBody.parse(batch).kind).toBe('batch');
    expect(
      SubmitErrorBody.parse({ quick_report: true, error_category: 'ui_bug', description: 'Non si vede', url: '/app' })
        .kind,
    ).toBe('quick');
    const manual = SubmitErrorBody.parse({ error_type: 'ui_bug', message: 'Bottone sparito' });
    expect(manual).toMatchObject({ kind: 'manual', payload: { severity: 'medium', manual_report: true } });
  });

  it('reports field paths for a broken manual report', () => {
    const result = SubmitErrorBody.safeParse({ error_type: 'nope', message: '   ' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['error_type', 'message']));
  });

  it('cuts long text and refuses oversized batches', () => {
    const long = ErrorBatchPayload.parse({ ...batch, errors: [{ ...record, message: 'x'.repeat(5000) }] });
    expect(long.errors[0]!.message).toHaveLength(2000);
    const tooMany = ErrorBatchPayload.safeParse({ ...batch, errors: Array(ERROR_QUEUE_MAX + 1).fill(record) });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error!.issues[0]!.message).toBe('Al massimo 100 errori per invio');
  });

  it('replaces an oversized error_context with a marker', () => {
    const parsed = ErrorBatchPayload.parse({
      ...batch,
      errors: [{ ...record, error_context: { blob: 'y'.repeat(9000) } }],
    });
    expect(parsed.errors[0]!.error_context).toMatchObject({ truncated: true });
  });

  it('knows the error types of §5 and the collector constants of §9', () => {
    expect(ERROR_REPORT_TYPES).toHaveLength(11);
    expect(ERROR_QUEUE_MAX).toBe(100);
    expect(ERROR_BATCH_INTERVAL_MS).toBe(30000);
  });
});

describe('detailed report form (spec §5)', () => {
  it('cannot send without an error type and a non-blank description', () => {
    const form = emptyErrorReportForm();
    expect(form.priority).toBe('medium');
    expect(form.steps).toHaveLength(1);
    expect(canSendErrorReport(form)).toBe(false);
    expect(canSendErrorReport({ error_type: 'ui_bug', description: '  ' })).toBe(false);
    expect(canSendErrorReport({ error_type: 'ui_bug', description: 'Rotto' })).toBe(true);
  });

  it('builds the payload with non-empty steps and only the screenshot name and size', () => {
    const payload = buildManualReport(
      {
        ...emptyErrorReportForm(),
        error_type: 'ui_bug',
        description: ' Il bottone non risponde ',
        steps: [{ value: 'Apri la pagina' }, { value: '  ' }, { value: 'Clicca' }],
      },
      {
        systemInfo: { url: '/app', browser: 'UA', viewport: { width: 1280, height: 800 }, timestamp: 'T' },
        screenshot: { name: 'shot.png', size: 1234 },
      },
    );
    expect(payload).toMatchObject({
      message: 'Il bottone non risponde',
      automatic: false,
      manual_report: true,
      user_reported: true,
      error_context: {
        steps_to_reproduce: ['Apri la pagina', 'Clicca'],
        screenshot_filename: 'shot.png',
        screenshot_size: 1234,
      },
    });
  });

  it('accepts only images of at most 10 MB', () => {
    expect(screenshotProblem({ type: 'image/png', size: 10485760 })).toBeNull();
    expect(screenshotProblem({ type: 'image/png', size: 10485761 })).toBe('Il file è troppo grande. Massimo 10MB.');
    expect(screenshotProblem({ type: 'application/pdf', size: 10 })).toBe('Sono accettati solo file immagine.');
  });
});
