import { afterAll, beforeAll, expect } from 'vitest';
import {
  as,
  createTestApp,
  type DemoUsername,
  type LoggedIn,
  loginDemoStaff,
  recordingMailer,
  type TestApp,
} from './helpers';

export const mailer = recordingMailer();
export let t: TestApp;
export let admin: LoggedIn;
export let manager: LoggedIn;
export let employee: LoggedIn;
export let client: LoggedIn;
export let ids: Record<DemoUsername, string>;

export const VALID_TAX_CODE = 'RSSMRA85T10A562S';
export const VALID_IBAN = 'IT60X0542811101000000123456';

export const newEmployee = (n: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Chiara',
  last_name: `Romano${n}`,
  username: `chiara.romano${n}`,
  email: `chiara.romano${n}@example.it`,
  role: 'employee',
  job_title: 'Analista funzionale',
  contract_type: 'tempo_indeterminato',
  hire_date: '2026-11-02',
  ...extra,
});

export async function createEmployee(n: string, extra: Record<string, unknown> = {}) {
  const response = await as(t.app, admin, {
    method: 'POST',
    url: '/api/personnel/employees',
    payload: newEmployee(n, extra),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { employee: { id: string } & Record<string, unknown>; email_sent: boolean };
}

/** The message and every field message of an error response. */
export const errorText = (response: { json(): { message: string; details?: { fields?: Record<string, string[]> } } }) =>
  [response.json().message, ...Object.values(response.json().details?.fields ?? {}).flat()].join(' | ');

export const SENSITIVE_KEYS = [
  'ral',
  'tax_code',
  'iban',
  'address',
  'emergency_contact_name',
  'emergency_contact_phone',
];

/** Opens a fresh app for the calling test file and closes it after; call once at the top of the file. */
export function setupEmployeesApp(): void {
  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
    ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
  });
  afterAll(() => t.close());
}
