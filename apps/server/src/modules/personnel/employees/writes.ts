import type {
  EmployeeCreate,
  EmployeeCreated,
  EmployeeDetail,
  EmployeePrivateInput,
  EmployeeReactivated,
  EmployeeUpdate,
  FieldErrors,
} from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { insertPendingUser, type LinkContext, sendActivationLink } from '@/platform/auth/invitations';
import { revokeUserSessions } from '@/platform/auth/sessions';
import { users } from '@/platform/auth/tables';
import { assertUniqueUser, USER_UNIQUENESS_MESSAGES } from '@/platform/auth/users';
import { type Db, selectRows } from '@/platform/db/database';
import { uniqueViolation } from '@/platform/db/unique-violation';
import { badRequest, conflict, forbidden, notFound } from '@/platform/http/errors';
import { employeePrivate, employees } from '@/platform/org/tables';
import { isHr } from '../person-access';
import { EMPLOYEE_NOT_FOUND, getEmployee, PRIVATE_FORBIDDEN } from './queries';
import { checkRecord, type RecordFields, weeklyHoursOf } from './validation';

function recordFrom(input: Partial<RecordFields>, base?: RecordFields): RecordFields {
  const merged: RecordFields = {
    employee_number: null,
    job_title: '',
    department_id: null,
    manager_id: null,
    work_location_id: null,
    contract_type: null,
    contract_end_date: null,
    part_time_pct: 100,
    weekly_hours: 40,
    ccnl_level_id: null,
    ccnl: null,
    hourly_cost: null,
    hire_date: null,
    work_phone: null,
    birth_date: null,
    share_birthday: false,
    bio: '',
    ...base,
  };
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
  }
  // Part-time sets the contractual hours unless they are given explicitly.
  if (input.part_time_pct !== undefined && input.weekly_hours === undefined) {
    merged.weekly_hours = weeklyHoursOf(merged.part_time_pct);
  }
  if (merged.contract_type !== 'tempo_determinato' && input.contract_type !== undefined && !input.contract_end_date) {
    merged.contract_end_date = null;
  }
  if (!merged.ccnl_level_id && input.ccnl_level_id === null) merged.ccnl = null;
  return merged;
}

/** A concurrent request took the username, e-mail or employee number after the checks: 409, not 500. */
export function uniqueAsConflict(error: unknown): unknown {
  const violation = uniqueViolation(error);
  if (!violation) return error;
  const { constraint } = violation;
  if (constraint.includes('username')) {
    const message = USER_UNIQUENESS_MESSAGES.usernameTaken;
    return conflict(message, { username: [message] });
  }
  if (constraint.includes('email')) {
    const message = USER_UNIQUENESS_MESSAGES.emailTaken;
    return conflict(message, { email: [message] });
  }
  if (constraint.includes('number')) {
    const message = 'Matricola già assegnata a un altro dipendente';
    return conflict(message, { employee_number: [message] });
  }
  return conflict('I dati sono stati modificati nel frattempo: ricarica la pagina e riprova');
}

function throwIfErrors(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}

function privateValues(input: EmployeePrivateInput): Partial<typeof employeePrivate.$inferInsert> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

async function writePrivate(db: Db, userId: string, input: EmployeePrivateInput | undefined) {
  if (!input) return;
  const values = privateValues(input);
  if (Object.keys(values).length === 0) return;
  await db
    .insert(employeePrivate)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: employeePrivate.user_id, set: { ...values } });
}

/** Validates a new employee; `db` may be a transaction. Throws 400/409 with field errors. */
export async function prepareCreate(db: Db, input: EmployeeCreate): Promise<RecordFields> {
  await assertUniqueUser(db, input.username, input.email);
  const { first_name: _f, last_name: _l, username: _u, email: _e, role: _r, private: _p, ...recordInput } = input;
  const record = recordFrom(recordInput);
  throwIfErrors(await checkRecord(db, null, record));
  return record;
}

/** Inserts user (pending), record and private data without the invitation; for callers in a transaction. */
export async function insertEmployee(db: Db, input: EmployeeCreate, record: RecordFields) {
  const user = await insertPendingUser(db, input);
  await db.insert(employees).values({ user_id: user.id, ...record });
  await writePrivate(db, user.id, input.private);
  return user;
}

/** Creates the account (pending), the employee record and the private data, then sends the invitation. */
export async function createEmployee(
  db: Db,
  actor: Actor,
  input: EmployeeCreate,
  context: LinkContext,
): Promise<EmployeeCreated> {
  // Writing reserved data is HR's, like reading it: admin_access alone (a custom role) creates the record only.
  if (!actor.permissions.has('manage_users') && Object.values(input.private ?? {}).some((v) => v !== undefined)) {
    throw forbidden(PRIVATE_FORBIDDEN);
  }
  const user = await audited(
    db,
    actor,
    async (tx) => insertEmployee(tx, input, await prepareCreate(tx, input)),
    (created) => ({
      action: 'personnel.employee_created',
      targetType: 'employee',
      targetId: created.id,
      details: { username: created.username, role: created.role },
    }),
  ).catch((error: unknown) => {
    throw uniqueAsConflict(error);
  });
  // The invitation goes out after the commit: an e-mail never announces an account that was rolled back.
  const link = await sendActivationLink(db, user, context);
  return {
    employee: await getEmployee(db, actor, user.id),
    link: link.link,
    email_sent: link.email_sent,
    expires_at: link.expires_at,
  };
}

const SELF_FIELDS = new Set(['work_phone', 'birth_date', 'share_birthday', 'bio', 'private']);
const SELF_PRIVATE_FIELDS = new Set([
  'address',
  'postal_code',
  'city',
  'province',
  'emergency_contact_name',
  'emergency_contact_relation',
  'emergency_contact_phone',
]);

/** HR edits everything; the employee only their phone, birthday, bio, address and emergency contact. */
export async function updateEmployee(db: Db, actor: Actor, id: string, input: EmployeeUpdate): Promise<EmployeeDetail> {
  const hr = isHr(actor);
  const self = actor.userId === id;
  if (!hr && !self) throw forbidden('Puoi modificare solo la tua scheda');
  const given = Object.keys(input).filter((k) => input[k as keyof EmployeeUpdate] !== undefined);
  if (!hr) {
    const refused = given.find((k) => !SELF_FIELDS.has(k));
    const refusedPrivate = Object.entries(input.private ?? {}).find(
      ([k, v]) => v !== undefined && !SELF_PRIVATE_FIELDS.has(k),
    );
    if (refused || refusedPrivate) {
      throw forbidden(
        "Puoi modificare solo telefono di lavoro, compleanno, presentazione, indirizzo e contatto di emergenza: il resto lo aggiorna l'ufficio del personale",
      );
    }
  }
  if (hr && !actor.permissions.has('manage_users') && input.private && !self) {
    throw forbidden(PRIVATE_FORBIDDEN);
  }
  const [current] = await db.select().from(employees).where(eq(employees.user_id, id));
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!current || !user || user.role === 'client') throw notFound(EMPLOYEE_NOT_FOUND);
  const { first_name, last_name, email, private: privateInput, ...recordInput } = input;
  const { created_at: _c, updated_at: _u, user_id: _id, search_vector: _s, ...stored } = current;
  const record = recordFrom(recordInput, stored);
  const errors = await checkRecord(db, id, record);
  if (email && email.toLowerCase() !== user.email.toLowerCase()) {
    const [taken] = await selectRows<{ id: string }>(
      db,
      sql`select id from users where lower(email) = ${email.toLowerCase()} and id <> ${id}`,
    );
    if (taken) throw conflict('Indirizzo e-mail già registrato', { email: ['Indirizzo e-mail già registrato'] });
  }
  throwIfErrors(errors);
  await audited(
    db,
    actor,
    async (tx) => {
      if (first_name || last_name || email) {
        await tx
          .update(users)
          .set({
            ...(first_name ? { first_name } : {}),
            ...(last_name ? { last_name } : {}),
            ...(email ? { email: email.toLowerCase() } : {}),
          })
          .where(eq(users.id, id));
      }
      await tx.update(employees).set(record).where(eq(employees.user_id, id));
      await writePrivate(tx, id, privateInput);
    },
    {
      action: self && !hr ? 'personnel.employee_self_updated' : 'personnel.employee_updated',
      targetType: 'employee',
      targetId: id,
      // Field names only: never the sensitive values.
      details: {
        username: user.username,
        fields: [...given, ...Object.keys(privateInput ?? {}).map((k) => `private.${k}`)],
      },
    },
  ).catch((error: unknown) => {
    throw uniqueAsConflict(error);
  });
  return getEmployee(db, actor, id);
}

async function otherActiveAdmins(db: Db, exceptUserId: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users u
      join role_permissions rp on rp.role = u.role and rp.permission = 'admin_access'
      where u.status = 'active' and u.id <> ${exceptUserId}`,
  );
  return row?.n ?? 0;
}

/** Disables the account, sets the last working day and ends every session; the record and its history stay. */
export async function deactivateEmployee(
  db: Db,
  actor: Actor,
  id: string,
  terminationDate: string | undefined,
): Promise<EmployeeDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  const [record] = await db.select().from(employees).where(eq(employees.user_id, id));
  if (!user || !record || user.role === 'client') throw notFound(EMPLOYEE_NOT_FOUND);
  if (id === actor.userId) throw forbidden('Non puoi disattivare il tuo account');
  if (user.status === 'disabled') throw conflict('Il dipendente è già disattivato');
  if ((await otherActiveAdmins(db, id)) === 0) {
    throw forbidden("Non è possibile disattivare l'ultimo amministratore attivo");
  }
  const date = terminationDate ?? new Date().toISOString().slice(0, 10);
  if (record.hire_date && date < record.hire_date) {
    throw badRequest('La data di cessazione non può precedere la data di assunzione', {
      termination_date: ['La data di cessazione non può precedere la data di assunzione'],
    });
  }
  await audited(
    db,
    actor,
    async (tx) => {
      await tx.update(users).set({ status: 'disabled' }).where(eq(users.id, id));
      await tx.update(employees).set({ termination_date: date }).where(eq(employees.user_id, id));
      return revokeUserSessions(tx, id, 'status_disabled');
    },
    (revoked) => ({
      action: 'personnel.employee_deactivated',
      targetType: 'employee',
      targetId: id,
      details: { username: user.username, from: user.status, termination_date: date, sessions_revoked: revoked },
    }),
  );
  return getEmployee(db, actor, id);
}

export async function reactivateEmployee(
  db: Db,
  actor: Actor,
  id: string,
  context: LinkContext,
): Promise<EmployeeReactivated> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  const [record] = await db.select().from(employees).where(eq(employees.user_id, id));
  if (!user || !record || user.role === 'client') throw notFound(EMPLOYEE_NOT_FOUND);
  if (user.status !== 'disabled') throw conflict('Il dipendente è già attivo');
  // Never signed in: the password is still the unusable one of the invitation, so invite them again.
  const invited = user.last_login_at === null;
  const [updated] = await audited(
    db,
    actor,
    async (tx) => {
      await tx.update(employees).set({ termination_date: null }).where(eq(employees.user_id, id));
      return tx
        .update(users)
        .set({ status: invited ? 'pending' : 'active' })
        .where(eq(users.id, id))
        .returning();
    },
    {
      action: 'personnel.employee_reactivated',
      targetType: 'employee',
      targetId: id,
      details: { username: user.username, previous_termination_date: record.termination_date, invited },
    },
  );
  // The new invitation goes out after the commit, like the first one.
  const link = invited ? await sendActivationLink(db, updated!, context) : { link: null, email_sent: false };
  return { employee: await getEmployee(db, actor, id), invited, link: link.link, email_sent: link.email_sent };
}
