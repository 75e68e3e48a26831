import {
  ERROR_BATCH_INTERVAL_MS,
  ERROR_COLLECTOR_STORAGE_KEYS,
  ERROR_QUEUE_MAX,
  type ErrorBatchPayloadInput,
} from '@portale/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/platform/api-error';
import { installErrorCapture } from './capture';
import { ErrorCollector } from './collector';
import { componentPath } from './component-path';
import { SUBMIT_ERROR_PATH } from './index';
import { recordApiFailure } from './recorder';
import { beginPageSession } from './session';

const session = { sessionId: 'sessione-1', pageLoads: 2, pageStart: 0 };

function setup(
  options: { online?: boolean; enabled?: boolean; send?: (p: ErrorBatchPayloadInput) => Promise<unknown> } = {},
) {
  const state = { online: options.online ?? true, enabled: options.enabled ?? true };
  const sent: ErrorBatchPayloadInput[] = [];
  const send = vi.fn(
    options.send ??
      (async (payload: ErrorBatchPayloadInput) => {
        sent.push(payload);
      }),
  );
  const collector = new ErrorCollector({
    session,
    isOnline: () => state.online,
    isAutoSubmitEnabled: () => state.enabled,
    send,
  });
  return { collector, state, sent, send };
}

const medium = (n = 0) => ({ type: 'javascript_error', message: `Error: il grafico non si aggiorna ${n}` });
const critical = { type: 'javascript_error', message: "TypeError: Cannot read properties of undefined (reading 'id')" };

describe('error collector queue and sending (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps at most 100 records, dropping the oldest', () => {
    const { collector } = setup({ enabled: false });
    for (let n = 0; n < ERROR_QUEUE_MAX + 5; n++) collector.record(medium(n));
    expect(collector.size).toBe(ERROR_QUEUE_MAX);
    expect(collector.pending()[0]?.message).toBe('Error: il grafico non si aggiorna 5');
    expect(collector.pending().at(-1)?.message).toBe('Error: il grafico non si aggiorna 104');
  });

  it('sends non-critical errors only in the 30 s batch, with batch info and session metadata', async () => {
    const { collector, sent } = setup();
    collector.start();
    collector.record(medium(1));
    collector.record(medium(2));
    await vi.advanceTimersByTimeAsync(ERROR_BATCH_INTERVAL_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    const batch = sent[0]!;
    expect(batch.errors).toHaveLength(2);
    expect(batch.batch_info).toMatchObject({ batch_size: 2, collector_version: '1.0.0' });
    expect(batch.session_metadata).toMatchObject({ session_id: 'sessione-1', page_loads: 2 });
    expect(batch.session_metadata.time_on_page).toBeGreaterThan(0);
    expect(batch.errors[0]).toMatchObject({ automatic: true, manual_report: false, severity: 'medium' });
    expect(collector.size).toBe(0);
    collector.stop();
  });

  it('sends a critical error at once, leaving the others for the batch', async () => {
    const { collector, sent } = setup();
    collector.start();
    collector.record(medium());
    collector.record(critical);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.errors.map((e) => e.severity)).toEqual(['critical']);
    expect(collector.size).toBe(1);
    collector.stop();
  });

  it('sends nothing while auto-submit is off, not even critical errors', async () => {
    const { collector, send, state } = setup({ enabled: false });
    collector.start();
    collector.record(critical);
    collector.record(medium());
    await vi.advanceTimersByTimeAsync(ERROR_BATCH_INTERVAL_MS * 3);
    expect(send).not.toHaveBeenCalled();
    expect(collector.size).toBe(2);
    // Once an admin turns it on, the next batch carries what waited.
    state.enabled = true;
    await vi.advanceTimersByTimeAsync(ERROR_BATCH_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(1);
    collector.stop();
  });

  it('holds the queue while offline, records going offline, and sends everything on coming online', async () => {
    const { collector, sent, state } = setup();
    const uninstall = installErrorCapture(collector);
    collector.start();
    state.online = false;
    window.dispatchEvent(new Event('offline'));
    collector.record(medium());
    await vi.advanceTimersByTimeAsync(ERROR_BATCH_INTERVAL_MS);
    expect(sent).toHaveLength(0);
    expect(collector.pending().map((r) => [r.type, r.severity])).toEqual([
      ['network_error', 'critical'],
      ['javascript_error', 'medium'],
    ]);
    state.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.errors).toHaveLength(2);
    uninstall();
    collector.stop();
  });

  it('puts a batch back when the server cannot be reached, and drops one it refuses', async () => {
    let failure: ApiError = new ApiError({ status: 0, code: 'NETWORK', message: 'offline' });
    const { collector, send } = setup({ send: async () => Promise.reject(failure) });
    collector.record(medium());
    await collector.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(collector.size).toBe(1);
    failure = new ApiError({
      status: 403,
      code: 'FORBIDDEN',
      message: "L'invio automatico degli errori è disattivato",
    });
    await collector.flush();
    expect(collector.size).toBe(0);
  });

  it('never has two requests in flight at once', async () => {
    let release: () => void = () => {};
    const { collector, send } = setup({ send: () => new Promise<void>((resolve) => (release = resolve)) });
    collector.record(medium(1));
    const first = collector.flush();
    collector.record(medium(2));
    const second = collector.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('what the collector records', () => {
  it('ignores the client errors of spec §8', () => {
    const { collector } = setup({ enabled: false });
    const ignored = [
      { type: 'javascript_error', message: 'Script error.' },
      { type: 'javascript_error', message: 'ResizeObserver loop completed with undelivered notifications.' },
      { type: 'unhandled_rejection', message: 'Non-Error promise rejection: {"a":1}' },
      { type: 'javascript_error', message: 'TypeError: Failed to fetch dynamically imported module: /assets/x.js' },
      { type: 'resource_error', message: 'Failed to load link: /favicon.ico', context: { url: '/favicon.ico' } },
      { type: 'api_error', message: `Request failed with status code 500: POST ${SUBMIT_ERROR_PATH}` },
      { type: 'api_error', message: 'Token CSRF non valido o mancante.' },
      { type: 'api_error', message: 'Request failed with status code 400: POST /api/profile' },
    ];
    for (const raw of ignored) expect(collector.record(raw), raw.message).toBeNull();
    expect(collector.size).toBe(0);
    expect(
      collector.record({ type: 'api_error', message: 'Request failed with status code 404: GET /api/x' }),
    ).not.toBeNull();
  });

  it('classifies severity with the shared rules', () => {
    const { collector } = setup({ enabled: false });
    expect(collector.record(critical)?.severity).toBe('critical');
    expect(collector.record({ type: 'resource_error', message: 'Failed to load img: /a.png' })?.severity).toBe('high');
    expect(collector.record({ type: 'javascript_error', message: 'Warning: deprecated call' })?.severity).toBe('low');
    expect(collector.record(medium())?.severity).toBe('medium');
  });

  it('adds page and browser context and strips tokens, secrets and e-mail addresses', () => {
    window.history.replaceState(null, '', '/app/profile?access_token=abc123segreto&tab=2#sezione');
    document.title = 'Profilo | Demo';
    const { collector } = setup({ enabled: false });
    const record = collector.record({
      type: 'javascript_error',
      message: 'Error: fallito per mario.rossi@example.it con password=Segreta123',
      stack: 'Error: x\n    at https://portale.test/app?token=eyJhbGciOi.eyJzdWIiOjF9.abc:1:2',
    })!;
    expect(record.url).not.toContain('abc123segreto');
    expect(record.url).toContain('/app/profile');
    expect(record.message).not.toContain('mario.rossi@example.it');
    expect(record.message).not.toContain('Segreta123');
    expect(record.stack).not.toContain('eyJhbGciOi');
    expect(record.page_context).toMatchObject({ title: 'Profilo | Demo', pathname: '/app/profile', hash: '#sezione' });
    expect(record.page_context?.search).not.toContain('abc123segreto');
    expect(record.browser_context?.viewport).toEqual({ width: window.innerWidth, height: window.innerHeight });
    expect(record.browser_context?.local_time).toBeTruthy();
    expect(record).toMatchObject({ session_id: 'sessione-1', automatic: true, user_agent: navigator.userAgent });
  });

  it('records an error seen earlier with the time and page it was seen on, masked the same way', () => {
    window.history.replaceState(null, '', '/pagina-attuale');
    document.title = 'Pagina attuale';
    const { collector } = setup({ enabled: false });
    const at = Date.parse('2026-11-25T09:30:00.000Z');
    const record = collector.record({
      type: 'javascript_error',
      message: 'Error: il grafico non si aggiorna',
      at,
      page: { href: 'http://localhost/app/profile?access_token=abc123segreto#sezione', title: 'Profilo | Demo' },
    })!;
    expect(record.timestamp).toBe('2026-11-25T09:30:00.000Z');
    expect(record.url).toContain('/app/profile');
    expect(record.url).not.toContain('abc123segreto');
    expect(record.page_context).toMatchObject({ title: 'Profilo | Demo', pathname: '/app/profile', hash: '#sezione' });
    expect(record.page_context?.search).not.toContain('abc123segreto');
    expect(record).not.toHaveProperty('at');
    expect(record).not.toHaveProperty('page');
  });

  it('captures window errors, resource failures and unhandled rejections (suppressing the browser default)', () => {
    const { collector } = setup({ enabled: false });
    const uninstall = installErrorCapture(collector);
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new RangeError('indice fuori intervallo'),
        filename: '/assets/app.js',
        lineno: 3,
      }),
    );
    const img = document.createElement('img');
    img.src = '/files/avatar-mancante.png';
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    const rejection = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new Error('promessa respinta'),
    });
    window.dispatchEvent(rejection);
    uninstall();
    img.remove();
    expect(rejection.defaultPrevented).toBe(true);
    expect(collector.pending().map((r) => [r.type, r.message])).toEqual([
      ['javascript_error', 'RangeError: indice fuori intervallo'],
      ['resource_error', `Failed to load img: ${img.src}`],
      ['unhandled_rejection', 'Error: promessa respinta'],
    ]);
    expect(collector.pending()[0]).toMatchObject({ filename: '/assets/app.js', lineno: 3 });
  });

  it('records failed API calls except session ends and its own submissions', () => {
    const { collector } = setup({ enabled: false });
    const fail = (status: number, path: string) =>
      recordApiFailure(collector, {
        method: 'GET',
        path,
        error: new ApiError({ status, code: 'INTERNAL_ERROR', message: 'Errore del server' }),
      });
    fail(401, '/api/auth/me');
    fail(500, SUBMIT_ERROR_PATH);
    fail(500, '/api/notifications?token=segreto1234');
    expect(collector.size).toBe(1);
    const record = collector.pending()[0]!;
    expect(record).toMatchObject({ type: 'api_error', severity: 'critical' });
    expect(record.message).toContain('Request failed with status code 500: GET /api/notifications');
    expect(record.message).not.toContain('segreto1234');
    expect(record.error_context).toMatchObject({ method: 'GET', status: 500 });
  });
});

describe('collector session and component path', () => {
  it('keeps the session id and counts page loads in session storage', () => {
    sessionStorage.clear();
    const first = beginPageSession(sessionStorage, 1000);
    const second = beginPageSession(sessionStorage, 5000);
    expect(second.sessionId).toBe(first.sessionId);
    expect([first.pageLoads, second.pageLoads]).toEqual([1, 2]);
    expect(sessionStorage.getItem(ERROR_COLLECTOR_STORAGE_KEYS.pageStart)).toBe('5000');
    sessionStorage.clear();
  });

  it('reads the component path from a React component stack, outermost first, at most 10 deep', () => {
    const stack = [
      '',
      '    at Boom (http://localhost/src/boom.tsx:3:9)',
      '    at div',
      '    at Panel (http://localhost/src/panel.tsx:10:3)',
      '    at Suspense',
      ...Array.from({ length: 12 }, (_, n) => `    at Layer${n} (http://localhost/src/layer.tsx:${n + 1}:1)`),
    ].join('\n');
    const path = componentPath(stack);
    expect(path).toHaveLength(10);
    expect(path.at(-1)).toBe('Boom');
    expect(path.at(-2)).toBe('Panel');
    expect(componentPath('Boom@http://localhost/src/boom.tsx:3:9\nApp@http://localhost/src/app.tsx:1:1')).toEqual([
      'App',
      'Boom',
    ]);
  });
});
