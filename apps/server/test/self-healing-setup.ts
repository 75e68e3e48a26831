import {
  ERROR_COLLECTOR_VERSION,
  type ErrorBatchPayloadInput,
  type ErrorPattern,
  ROLES,
  type Role,
} from '@portale/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

/** Shared set-up of the self-healing integration tests: one app per file, the demo logins, error payloads. */

export const USERNAMES: Record<Role, string> = {
  admin: 'admin',
  manager: 'manager',
  employee: 'dipendente',
  client: 'cliente',
};

let ipCounter = 0;
/** Each test gets its own client address, so the per-client limits of one test never leak into another. */
export const freshIp = () => `10.99.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export function batch(errors: ErrorBatchPayloadInput['errors'], sessionId = 'sess-1'): ErrorBatchPayloadInput {
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

export function jsError(message: string, stackTop = 'renderUsers', extra: Record<string, unknown> = {}) {
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

export interface SelfHealingTestApp {
  readonly app: TestApp['app'];
  readonly database: TestApp['database'];
  /** One login per role; the employee and the manager log in afresh before each test. */
  who: Record<Role, LoggedIn>;
  submit(user: LoggedIn | null, payload: object, ip?: string): Promise<LightMyRequestResponse>;
  patternsMatching(search: string): Promise<ErrorPattern[]>;
  setAutoSubmission(enabled: boolean): Promise<void>;
}

/** Builds the app for the calling test file (with automatic submission on) and closes it afterwards. */
export function useSelfHealingApp(): SelfHealingTestApp {
  let t: TestApp;
  const who = {} as Record<Role, LoggedIn>;

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

  return {
    get app() {
      return t.app;
    },
    get database() {
      return t.database;
    },
    who,
    submit(user, payload, ip = freshIp()) {
      const options = { method: 'POST' as const, url: '/api/self-healing/submit-error', payload, remoteAddress: ip };
      return user ? as(t.app, user, options) : t.app.inject(options);
    },
    async patternsMatching(search) {
      const response = await as(t.app, who.admin, {
        url: `/api/self-healing/patterns?search=${encodeURIComponent(search)}&per_page=100`,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.items;
    },
    setAutoSubmission,
  };
}
