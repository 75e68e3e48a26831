import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '@/modules/timesheet/tables';
import { hashPassword } from '@/platform/auth/passwords';
import { users } from '@/platform/auth/tables';
import { departments, employees } from '@/platform/org/tables';
import { as, type LoggedIn, login } from './helpers';
import { admin, balance, create, employee, manager, setupRequestsApp, t, types } from './timesheet-requests-setup';

setupRequestsApp();

const approval = (who: LoggedIn, id: string) => as(t.app, who, { url: `/api/timesheet/requests/${id}/approval` });

/** A Delivery colleague of the demo employee, with a login; `managedBy` is the demo username of their manager. */
async function colleague(username: string, firstName: string, managedBy: string): Promise<string> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      username,
      email: `${username}@demo.portale.it`,
      first_name: firstName,
      last_name: 'Collega',
      role: 'employee',
      status: 'active',
      password_hash: await hashPassword('Collega-2027!'),
    })
    .returning({ id: users.id });
  const [boss] = await t.database.db.select().from(users).where(eq(users.username, managedBy));
  const [delivery] = await t.database.db.select().from(departments).where(eq(departments.name, 'Delivery'));
  await t.database.db
    .insert(employees)
    .values({ user_id: row!.id, manager_id: boss!.id, department_id: delivery!.id, hire_date: '2020-01-01' });
  return row!.id;
}

const away = (userId: string, code: string, start: string, end: string, status = 'approvata', protocol?: string) =>
  t.database.db.insert(leaveRequests).values({
    user_id: userId,
    leave_type_id: types[code]!,
    start_date: start,
    end_date: end,
    days: 1,
    hours: 8,
    status,
    protocol_number: protocol ?? null,
  });

let sara: string;
let luca: string;

beforeAll(async () => {
  sara = await colleague('sara.collega', 'Sara', 'manager');
  luca = await colleague('luca.collega', 'Luca', 'admin');
  await away(sara, 'ferie', '2027-06-10', '2027-06-14');
  await away(sara, 'ferie', '2027-06-08', '2027-06-08', 'rifiutata');
  await away(sara, 'ferie', '2027-07-05', '2027-07-06');
  await away(luca, 'malattia', '2027-06-07', '2027-06-08', 'approvata', 'INPS-123');
});

describe('approval context', () => {
  it('shows the approver the balance left after approval and who of the team is away on those days', async () => {
    const created = await create(employee, {
      leave_type_id: types.ferie,
      start_date: '2027-06-07',
      end_date: '2027-06-11',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const { available } = await balance(employee, 2027, 'ferie');

    const seen = await approval(manager, id);
    expect(seen.statusCode).toBe(200);
    const data = seen.json().data;
    expect(data).toMatchObject({ request_id: id, unit: 'days', amount: 5, counted: true, available_after: available });
    // Luca's sick leave is not the manager's to decide: it reads as a generic absence, with no protocol.
    expect(data.absent_colleagues).toEqual([
      expect.objectContaining({
        user: { id: luca, name: 'Luca Collega' },
        leave_type: { code: 'assenza', name: 'Assenza', color: '#64748b' },
        start_date: '2027-06-07',
        end_date: '2027-06-08',
      }),
      expect.objectContaining({
        user: { id: sara, name: 'Sara Collega' },
        leave_type: expect.objectContaining({ code: 'ferie' }),
        start_date: '2027-06-10',
        status: 'approvata',
      }),
    ]);
    expect(seen.body).not.toContain('INPS-123');

    // The administrator decides Luca's requests too, so sees what his absence is.
    const byAdmin = (await approval(admin, id)).json().data;
    expect(byAdmin.absent_colleagues[0].leave_type.code).toBe('malattia');
  });

  it('answers 404 to the requester and to their colleagues, and for a request that does not exist', async () => {
    const created = await create(employee, { leave_type_id: types.ferie, start_date: '2027-06-21' });
    const id = created.json().data.id as string;
    expect((await approval(employee, id)).statusCode).toBe(404);
    const colleagueLogin = await login(t.app, 'sara.collega', 'Collega-2027!');
    const peek = await approval(colleagueLogin, id);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe('Richiesta non trovata');
    expect((await approval(manager, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await approval(manager, 'not-an-id')).statusCode).toBe(400);
  });

  it('shows a negative balance after approval once HR has corrected the balance below the request', async () => {
    const created = await create(employee, {
      leave_type_id: types.rol,
      start_date: '2027-09-06',
      start_time: '09:00',
      end_time: '13:00',
    });
    const id = created.json().data.id as string;
    const { available } = await balance(employee, 2027, 'rol');
    const corrected = await as(t.app, admin, {
      method: 'POST',
      url: `/api/timesheet/people/${employee.session.user.id}/leave-adjustments`,
      payload: {
        leave_type_id: types.rol,
        year: 2027,
        amount: -((available as number) + 2),
        kind: 'rettifica',
        reason: 'Permessi goduti nel vecchio gestionale',
      },
    });
    expect(corrected.statusCode).toBe(201);
    expect((await approval(manager, id)).json().data).toMatchObject({ unit: 'hours', amount: 4, available_after: -2 });
  });
});
