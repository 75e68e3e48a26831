import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions } from '@/platform/access/tables';
import { selectRows } from '@/platform/db/database';
import { makeFolder, textBytes, uploaded } from './documents-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// The access editor's people search (GET /api/documents/principals) per role: only those who may change some grants
// use it; e-mails go to HR (manage_users) and admins only, the others see a person's department and cannot find
// people by e-mail.

type Principal = { principal_type: string; principal_id: string; principal_name: string; detail: string };

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let ids: Record<string, string>;

const principals = (who: LoggedIn, query = '') => as(t.app, who, { url: `/api/documents/principals${query}` });
const people = async (who: LoggedIn, query = '?type=user') => {
  const response = await principals(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as Principal[];
};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
  // Nobody but the admin starts owning or having created anything.
  await t.database.db.execute(sql`update documents set owner_id = ${ids.admin!} where owner_id <> ${ids.admin!}`);
  await t.database.db.execute(
    sql`update document_folders set created_by = ${ids.admin!} where created_by <> ${ids.admin!}`,
  );
}, 60_000);
afterAll(() => t.close());

describe('GET /api/documents/principals', () => {
  it('refuses staff who manage no access, and clients always', async () => {
    for (const who of [manager, employee, client]) {
      const response = await principals(who);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^Solo chi gestisce l’accesso/);
      expect(response.body).not.toContain('@');
    }
  });

  it('gives admins every person with the e-mail', async () => {
    const items = await people(admin);
    const luca = items.find((p) => p.principal_name === 'Luca Ferrari');
    expect(luca?.detail).toMatch(/@/);
    expect(
      (await people(admin, `?type=user&q=${encodeURIComponent(luca!.detail.slice(0, 6))}`)).length,
    ).toBeGreaterThan(0);
  });

  it('gives an owner of a document names and departments, never e-mails, and no search by e-mail', async () => {
    await uploaded(t.app, employee, { title: 'Nota' }, { name: 'nota.txt', data: textBytes('nota') });
    const items = await people(employee);
    expect(items.length).toBeGreaterThan(1);
    expect(JSON.stringify(items)).not.toContain('@');
    const [department] = await selectRows<{ name: string }>(
      t.database.db,
      sql`select dp.name from employees e join departments dp on dp.id = e.department_id where e.user_id = ${ids.manager!}`,
    );
    expect(items.find((p) => p.principal_id === ids.manager)?.detail).toBe(department!.name);
    const [email] = await selectRows<{ email: string }>(
      t.database.db,
      sql`select email from users where id = ${ids.manager!}`,
    );
    // A full address finds that person for HR, nobody for an owner who is not HR.
    expect(await people(employee, `?type=user&q=${encodeURIComponent(email!.email)}`)).toEqual([]);
    expect(
      (await people(admin, `?type=user&q=${encodeURIComponent(email!.email)}`)).map((p) => p.principal_id),
    ).toEqual([ids.manager]);
  });

  it('gives a folder creator the list, and HR (manage_users) the e-mails', async () => {
    await makeFolder(t.app, manager, 'Mia cartella');
    expect(JSON.stringify(await people(manager))).not.toContain('@');
    await t.database.db.insert(rolePermissions).values({ role: 'manager', permission: 'manage_users' });
    try {
      expect((await people(manager)).every((p) => p.detail.includes('@'))).toBe(true);
    } finally {
      await t.database.db.execute(
        sql`delete from role_permissions where role = 'manager' and permission = 'manage_users'`,
      );
    }
  });
});
