import { afterAll, beforeAll } from 'vitest';
import { hashPassword } from '@/platform/auth/passwords';
import { users } from '@/platform/auth/tables';
import { employees } from '@/platform/org/tables';
import { createTestApp, type DemoUsername, type LoggedIn, login, loginDemoStaff, type TestApp } from './helpers';

// Privacy between colleagues (issue 15): the demo people plus a plain colleague of the employee, Sara Galli, in
// the same team (same manager) but neither HR nor anyone's manager or reviewer.

export let t: TestApp;
export let admin: LoggedIn;
export let manager: LoggedIn;
export let employee: LoggedIn;
export let colleague: LoggedIn;
export let client: LoggedIn;
export let ids: Record<DemoUsername | 'collega', string>;

/** The viewers of the walk: HR/admin, the person's direct manager, a plain colleague, the person, a client. */
export type Viewer = 'admin' | 'manager' | 'colleague' | 'self' | 'client';
export const VIEWERS: Viewer[] = ['admin', 'manager', 'colleague', 'self', 'client'];
export const loggedIn = (viewer: Viewer): LoggedIn => ({ admin, manager, colleague, self: employee, client })[viewer];

export const COLLEAGUE_PASSWORD = 'Collega-riservata-2026';

/** Opens a fresh app for the calling test file and closes it after; call once at the top of the file. */
export function setupPrivacyApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    const staff = await loginDemoStaff(t);
    ({ admin, manager, employee, client } = staff);
    const [sara] = await t.database.db
      .insert(users)
      .values({
        username: 'collega',
        email: 'sara.galli@demo.portale.it',
        first_name: 'Sara',
        last_name: 'Galli',
        role: 'employee',
        status: 'active',
        password_hash: await hashPassword(COLLEAGUE_PASSWORD),
      })
      .returning({ id: users.id });
    await t.database.db.insert(employees).values({
      user_id: sara!.id,
      manager_id: staff.ids.manager,
      employee_number: 'D-0099',
      contract_type: 'tempo_determinato',
      contract_end_date: '2027-06-30',
      hire_date: '2026-07-01',
      birth_date: '1998-04-12',
      hourly_cost: 31,
      job_title: 'Analista',
    });
    colleague = await login(t.app, 'collega', COLLEAGUE_PASSWORD);
    ids = { ...staff.ids, collega: sara!.id };
  });
  afterAll(() => t.close());
}
