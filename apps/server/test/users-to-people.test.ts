import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { as } from './helpers';
import { admin, client, employee, manager, newEmployee, setupEmployeesApp, t } from './personnel-employees-setup';

setupEmployeesApp();

// Issue 15: 'Nuovo utente' under Amministrazione › Utenti creates the person in Personale through this endpoint,
// so the account and the record are one transaction with one audit row.
describe('one request creates the account and the employee record', () => {
  it('answers the activation link with its expiry, and the person is both a user and an employee', async () => {
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/personnel/employees',
      payload: newEmployee('u1', { job_title: 'Commerciale', hire_date: '2026-12-01' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data as { employee: { id: string }; link: string | null; expires_at: string };
    expect(Date.parse(created.expires_at)).toBeGreaterThan(Date.now());

    const users = await as(t.app, admin, { url: '/api/admin/users?search=chiara.romanou1' });
    expect(users.json().data.items).toEqual([
      expect.objectContaining({ username: 'chiara.romanou1', status: 'pending' }),
    ]);
    const record = await as(t.app, admin, { url: `/api/personnel/employees/${created.employee.id}` });
    expect(record.json().data).toMatchObject({ job_title: 'Commerciale', hire_date: '2026-12-01' });
    const [audits] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.target_id, created.employee.id));
    expect(audits?.n).toBe(1);
  });

  it('refuses the account and the record together to whoever may not create both, in words a user reads', async () => {
    for (const [name, who] of [
      ['manager', manager],
      ['employee', employee],
      ['client', client],
    ] as const) {
      const response = await as(t.app, who, {
        method: 'POST',
        url: '/api/personnel/employees',
        payload: newEmployee(`x${name}`),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^Non hai i permessi per questa operazione/);
      expect(response.body).not.toContain('admin_access');
      const users = await as(t.app, admin, { url: `/api/admin/users?search=chiara.romanox${name}` });
      expect(users.json().data.items).toEqual([]);
    }
  });
});
