import {
  type EmployeeCreate,
  type EmployeeCreated,
  type EmployeeDetail,
  type EmployeeListItem,
  type EmployeeListQuery,
  type EmployeeOptions,
  type EmployeePrivate,
  type EmployeePrivateInput,
  type EmployeeReactivated,
  type EmployeeUpdate,
  type FieldErrors,
  type Pagination,
  type PersonRef,
  paginationOf,
} from '@portale/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import { insertPendingUser, type LinkContext, sendActivationLink } from '@/platform/auth/invitations';
import { revokeUserSessions } from '@/platform/auth/sessions';
import { users } from '@/platform/auth/tables';
import { assertUniqueUser, USER_UNIQUENESS_MESSAGES } from '@/platform/auth/users';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { uniqueViolation } from '@/platform/db/unique-violation';
import { badRequest, conflict, forbidden, notFound } from '@/platform/http/errors';
import { employeePrivate, employees } from '@/platform/org/tables';
import { checkRecord, type RecordFields, weeklyHoursOf } from './validation';

export const EMPLOYEE_NOT_FOUND = 'Dipendente non trovato';
export const PRIVATE_FORBIDDEN = "I dati riservati sono visibili solo all'interessato e all'ufficio del personale";

/** HR: holders of manage_users (spec §6); admin_access holders administer the records in 'Gestione'. */
export const isHr = (actor: Actor) => actor.permissions.has('manage_users') || actor.permissions.has('admin_access');
export const canViewPrivate = (actor: Actor, id: string) =>
  actor.userId === id || actor.permissions.has('manage_users');

/** Columns of EmployeeListItem for users `u` joined to employees `e`, departments `d`, managers `m`, sites `w`. */
const LIST_COLUMNS = sql`
  u.id, u.first_name, u.last_name, u.first_name || ' ' || u.last_name as name, u.username, u.email, u.role, u.status,
  u.avatar_url, e.employee_number, e.job_title, e.department_id, d.name as department_name, e.manager_id,
  case when m.id is null then null else m.first_name || ' ' || m.last_name end as manager_name,
  e.work_location_id, w.name as work_location_name, e.contract_type, e.part_time_pct,
  e.hire_date::text as hire_date, e.termination_date::text as termination_date`;

const LIST_FROM = sql`
  from employees e
  join users u on u.id = e.user_id
  left join departments d on d.id = e.department_id
  left join users m on m.id = e.manager_id
  left join work_locations w on w.id = e.work_location_id`;

const SORTS: Record<string, string> = {
  name: 'lower(u.last_name), lower(u.first_name)',
  employee_number: 'e.employee_number',
  job_title: 'lower(e.job_title)',
  department: 'lower(d.name)',
  hire_date: 'e.hire_date',
  contract_type: 'e.contract_type',
  status: 'u.status',
};

function orderBy(sort: string): SQL {
  const descending = sort.startsWith('-');
  const columns = (SORTS[sort.replace(/^-/, '')] ?? SORTS.name!).split(', ');
  const direction = descending ? 'desc nulls last' : 'asc nulls last';
  return sql.raw(`order by ${columns.map((c) => `${c} ${direction}`).join(', ')}, u.id`);
}

export function listWhere(query: Omit<EmployeeListQuery, 'page' | 'per_page' | 'sort'>): SQL {
  const filters: SQL[] = [sql`u.role <> 'client'`];
  if (query.status) filters.push(sql`u.status = ${query.status}`);
  if (query.department_id) filters.push(sql`e.department_id = ${query.department_id}`);
  if (query.contract_type) filters.push(sql`e.contract_type = ${query.contract_type}`);
  if (query.manager_id) filters.push(sql`e.manager_id = ${query.manager_id}`);
  if (query.work_location_id) filters.push(sql`e.work_location_id = ${query.work_location_id}`);
  if (query.search) {
    const like = containsPattern(query.search);
    filters.push(sql`(u.first_name || ' ' || u.last_name ilike ${like} or u.last_name || ' ' || u.first_name ilike ${like}
      or u.username ilike ${like} or u.email ilike ${like} or e.employee_number ilike ${like}
      or e.job_title ilike ${like})`);
  }
  return sql`where ${sql.join(filters, sql` and `)}`;
}

export async function listEmployees(
  db: Db,
  query: EmployeeListQuery,
): Promise<{ items: EmployeeListItem[]; pagination: Pagination }> {
  const where = listWhere(query);
  const [total] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n ${LIST_FROM} ${where}`);
  const items = await selectRows<EmployeeListItem>(
    db,
    sql`select ${LIST_COLUMNS} ${LIST_FROM} ${where} ${orderBy(query.sort)}
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  return { items, pagination: paginationOf(query.page, query.per_page, total?.n ?? 0) };
}

/** Every row of the filtered list, for the export. */
export function allEmployees(db: Db, query: Omit<EmployeeListQuery, 'page' | 'per_page'>) {
  return selectRows<
    EmployeeListItem & { ccnl: string | null; ccnl_level_code: string | null; work_phone: string | null }
  >(
    db,
    sql`select ${LIST_COLUMNS}, e.ccnl, l.code as ccnl_level_code, e.work_phone ${LIST_FROM}
      left join ccnl_levels l on l.id = e.ccnl_level_id
      ${listWhere(query)} ${orderBy(query.sort)}`,
  );
}

type DetailRow = EmployeeListItem & {
  contract_end_date: string | null;
  ccnl: string | null;
  ccnl_level_id: string | null;
  ccnl_level_code: string | null;
  ccnl_level_name: string | null;
  weekly_hours: number;
  hourly_cost: number | null;
  work_phone: string | null;
  birth_date: string | null;
  share_birthday: boolean;
  bio: string;
};

export async function getEmployee(db: Db, actor: Actor, id: string): Promise<EmployeeDetail> {
  const [row] = await selectRows<DetailRow>(
    db,
    sql`select ${LIST_COLUMNS}, e.contract_end_date::text as contract_end_date, e.ccnl, e.ccnl_level_id,
        l.code as ccnl_level_code, l.name as ccnl_level_name, e.weekly_hours::float8 as weekly_hours,
        e.hourly_cost::float8 as hourly_cost, e.work_phone, e.birth_date::text as birth_date, e.share_birthday, e.bio
      ${LIST_FROM}
      left join ccnl_levels l on l.id = e.ccnl_level_id
      where u.id = ${id} and u.role <> 'client'`,
  );
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
  const self = actor.userId === id;
  const hr = isHr(actor);
  const [reportingLine, directReports] = await Promise.all([reportingLineOf(db, id), directReportsOf(db, id)]);
  const birthday =
    row.birth_date && (self || hr || row.share_birthday)
      ? { day: Number(row.birth_date.slice(8, 10)), month: Number(row.birth_date.slice(5, 7)) }
      : null;
  return {
    ...row,
    hourly_cost: self || hr ? row.hourly_cost : null,
    birth_date: self || hr ? row.birth_date : null,
    birthday,
    reporting_line: reportingLine,
    direct_reports: directReports,
    has_record: true,
    is_self: self,
    can_view_private: canViewPrivate(actor, id),
    can_edit: hr,
    can_edit_self: self,
  };
}

async function reportingLineOf(db: Db, id: string): Promise<PersonRef[]> {
  const rows = await selectRows<PersonRef & { depth: number }>(
    db,
    sql`
      with recursive chain(id, depth) as (
        select manager_id, 1 from employees where user_id = ${id} and manager_id is not null
        union all
        select e.manager_id, c.depth + 1 from chain c join employees e on e.user_id = c.id
        where e.manager_id is not null and c.depth < 20
      )
      select u.id, u.first_name || ' ' || u.last_name as name, coalesce(e.job_title, '') as job_title, c.depth
      from chain c join users u on u.id = c.id left join employees e on e.user_id = u.id
      order by c.depth desc`,
  );
  return rows.map(({ depth: _depth, ...r }) => r);
}

function directReportsOf(db: Db, id: string): Promise<PersonRef[]> {
  return selectRows<PersonRef>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name, e.job_title
      from employees e join users u on u.id = e.user_id
      where e.manager_id = ${id} and u.status <> 'disabled'
      order by lower(u.last_name), lower(u.first_name)`,
  );
}

const PRIVATE_COLUMNS = sql`ral::float8 as ral, tax_code, iban, address, postal_code, city, province,
  emergency_contact_name, emergency_contact_relation, emergency_contact_phone`;

const EMPTY_PRIVATE: EmployeePrivate = {
  ral: null,
  tax_code: null,
  iban: null,
  address: null,
  postal_code: null,
  city: null,
  province: null,
  emergency_contact_name: null,
  emergency_contact_relation: null,
  emergency_contact_phone: null,
};

/** Sensitive data: the employee themself (not audited) or HR (audited on every read). */
export async function getPrivate(db: Db, actor: Actor, id: string, ip: string): Promise<EmployeePrivate> {
  if (!canViewPrivate(actor, id)) throw forbidden(PRIVATE_FORBIDDEN);
  const [user] = await selectRows<{ username: string }>(
    db,
    sql`select u.username from users u join employees e on e.user_id = u.id where u.id = ${id}`,
  );
  if (!user) throw notFound(EMPLOYEE_NOT_FOUND);
  const [row] = await selectRows<EmployeePrivate>(
    db,
    sql`select ${PRIVATE_COLUMNS} from employee_private where user_id = ${id}`,
  );
  if (actor.userId !== id) {
    await audit(db, actor, {
      action: 'personnel.private_read',
      targetType: 'employee',
      targetId: id,
      details: { username: user.username },
      ip,
    });
  }
  return row ?? EMPTY_PRIVATE;
}

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
    .onConflictDoUpdate({ target: employeePrivate.user_id, set: { ...values, updated_at: sql`now()` } });
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
  const user = await db
    .transaction(async (tx) => {
      const record = await prepareCreate(tx as unknown as Db, input);
      return insertEmployee(tx as unknown as Db, input, record);
    })
    .catch((error: unknown) => {
      throw uniqueAsConflict(error);
    });
  const link = await sendActivationLink(db, user, context);
  await audit(db, actor, {
    action: 'personnel.employee_created',
    targetType: 'employee',
    targetId: user.id,
    details: { username: user.username, role: user.role, email_sent: link.email_sent },
    ip: context.ip,
  });
  return { employee: await getEmployee(db, actor, user.id), link: link.link, email_sent: link.email_sent };
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
export async function updateEmployee(
  db: Db,
  actor: Actor,
  id: string,
  input: EmployeeUpdate,
  ip: string,
): Promise<EmployeeDetail> {
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
  await db
    .transaction(async (tx) => {
      if (first_name || last_name || email) {
        await tx
          .update(users)
          .set({
            ...(first_name ? { first_name } : {}),
            ...(last_name ? { last_name } : {}),
            ...(email ? { email: email.toLowerCase() } : {}),
            updated_at: sql`now()`,
          })
          .where(eq(users.id, id));
      }
      await tx
        .update(employees)
        .set({ ...record, updated_at: sql`now()` })
        .where(eq(employees.user_id, id));
      await writePrivate(tx as unknown as Db, id, privateInput);
    })
    .catch((error: unknown) => {
      throw uniqueAsConflict(error);
    });
  await audit(db, actor, {
    action: self && !hr ? 'personnel.employee_self_updated' : 'personnel.employee_updated',
    targetType: 'employee',
    targetId: id,
    // Field names only: never the sensitive values.
    details: {
      username: user.username,
      fields: [...given, ...Object.keys(privateInput ?? {}).map((k) => `private.${k}`)],
    },
    ip,
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
  ip: string,
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
  await db.transaction(async (tx) => {
    await tx.update(users).set({ status: 'disabled', updated_at: sql`now()` }).where(eq(users.id, id));
    await tx.update(employees).set({ termination_date: date, updated_at: sql`now()` }).where(eq(employees.user_id, id));
  });
  const revoked = await revokeUserSessions(db, id, 'status_disabled');
  await audit(db, actor, {
    action: 'personnel.employee_deactivated',
    targetType: 'employee',
    targetId: id,
    details: { username: user.username, from: user.status, termination_date: date, sessions_revoked: revoked },
    ip,
  });
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
  const [updated] = await db.transaction(async (tx) => {
    await tx.update(employees).set({ termination_date: null, updated_at: sql`now()` }).where(eq(employees.user_id, id));
    return tx
      .update(users)
      .set({ status: invited ? 'pending' : 'active', updated_at: sql`now()` })
      .where(eq(users.id, id))
      .returning();
  });
  const link = invited ? await sendActivationLink(db, updated!, context) : { link: null, email_sent: false };
  await audit(db, actor, {
    action: 'personnel.employee_reactivated',
    targetType: 'employee',
    targetId: id,
    details: { username: user.username, previous_termination_date: record.termination_date, invited },
    ip: context.ip,
  });
  return { employee: await getEmployee(db, actor, id), invited, link: link.link, email_sent: link.email_sent };
}

export async function employeeOptions(db: Db): Promise<EmployeeOptions> {
  const [departments, managers, workLocations, ccnlLevels] = await Promise.all([
    selectRows<{ id: string; name: string }>(db, sql`select id, name from departments order by lower(name)`),
    selectRows<{ id: string; name: string }>(
      db,
      sql`select u.id, u.first_name || ' ' || u.last_name as name from users u
        where u.status = 'active' and u.role <> 'client' order by lower(u.last_name), lower(u.first_name)`,
    ),
    selectRows<{ id: string; name: string }>(db, sql`select id, name from work_locations order by lower(name)`),
    selectRows<{ id: string; contract: string; code: string; name: string }>(
      db,
      sql`select l.id, c.name as contract, l.code, l.name from ccnl_levels l
        join ccnl_contracts c on c.id = l.contract_id order by c.name, l.sort_order desc, l.code`,
    ),
  ]);
  return { departments, managers, work_locations: workLocations, ccnl_levels: ccnlLevels };
}
