import { afterAll, beforeAll, expect } from 'vitest';
import { as, createTestApp, type DemoUsername, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

export let t: TestApp;
export let admin: LoggedIn;
export let manager: LoggedIn;
export let employee: LoggedIn;
export let client: LoggedIn;
export let ids: Record<DemoUsername, string>;

export const newProject = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Progetto ${code}`,
  client_id: null,
  status: 'attivo',
  start_date: '2026-01-05',
  end_date: '2026-06-30',
  budget_hours: 100,
  budget_amount: 8000,
  billing_type: 'tempo_materiali',
  hourly_rate: 80,
  tags: ['prova'],
  color: '#112233',
  ...extra,
});

export async function create(code: string, extra: Record<string, unknown> = {}, who = manager) {
  const response = await as(t.app, who, { method: 'POST', url: '/api/projects', payload: newProject(code, extra) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    id: string;
    code: string;
    can_edit: boolean;
    client: { id: string; name: string } | null;
  };
}

/** A client company (a CRM client) made straight in the database; answers its id. */
export async function clientCompany(name: string): Promise<string> {
  const [row] = await t.database.query<{ id: string }>('insert into client_companies (name) values ($1) returning id', [
    name,
  ]);
  return row!.id;
}

export const setTeam = (projectId: string, members: unknown[], who = manager) =>
  as(t.app, who, { method: 'PUT', url: `/api/projects/${projectId}/members`, payload: { members } });

/** Opens a fresh app for the calling test file and closes it after; call once at the top of the file. */
export function setupProjectsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
  });
  afterAll(() => t.close());
}
