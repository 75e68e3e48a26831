import { afterAll, beforeAll, expect } from 'vitest';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

// Dates are in 2027–2028, clear of the demo seed (which follows today's date).

export let t: TestApp;
export let admin: LoggedIn;
export let manager: LoggedIn;
export let employee: LoggedIn;
export let client: LoggedIn;
export const types: Record<string, string> = {};

export const create = (who: LoggedIn, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: '/api/timesheet/requests', payload });
export const preview = (who: LoggedIn, query: Record<string, string>) =>
  as(t.app, who, { url: `/api/timesheet/requests/preview?${new URLSearchParams(query)}` });
export const decide = (who: LoggedIn, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: '/api/timesheet/requests/decide', payload });
export const cancel = (who: LoggedIn, id: string) =>
  as(t.app, who, { method: 'POST', url: `/api/timesheet/requests/${id}/cancel` });
export const balance = async (who: LoggedIn, year: number, code: string) =>
  (
    (await as(t.app, who, { url: `/api/timesheet/requests/balances?year=${year}` })).json().data as {
      leave_type: { code: string };
    }[]
  ).find((b) => b.leave_type.code === code) as Record<string, unknown>;

export async function newType(
  code: string,
  unit: 'days' | 'hours',
  amount: number,
  carry_over: Record<string, unknown>,
) {
  const response = await as(t.app, admin, {
    method: 'POST',
    url: '/api/admin/leave-types',
    payload: {
      code,
      name: code,
      unit,
      paid: true,
      requires_approval: true,
      requires_protocol: false,
      allowances: [{ contract_type: null, ccnl: null, amount }],
      carry_over: { allowed: false, max_amount: null, expires_after_months: null, ...carry_over },
      color: '#0ea5e9',
      active: true,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
}

/** The first Monday–Friday on or after an ISO date. */
export function firstWeekday(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Opens a fresh app for the calling test file and closes it after; call once at the top of the file. */
export function setupRequestsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    [admin, manager, employee, client] = await Promise.all(
      ['admin', 'manager', 'dipendente', 'cliente'].map((u) => login(t.app, u)),
    );
    const context = (await as(t.app, employee, { url: '/api/timesheet/requests/context' })).json().data;
    for (const type of context.leave_types) types[type.code] = type.id;
  });
  afterAll(() => t.close());
}
