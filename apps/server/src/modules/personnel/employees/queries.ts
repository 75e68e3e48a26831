import {
  type EmployeeDetail,
  type EmployeeListItem,
  type EmployeeListQuery,
  type EmployeeOptions,
  type EmployeePrivate,
  type Pagination,
  type PersonRef,
  paginationOf,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { forbidden, found } from '@/platform/http/errors';
import {
  canViewPrivate,
  isHr,
  personAccess,
  personAccessLevel,
  reviewedByActorSql,
  seesContract,
  withoutHiddenFields,
} from '../person-access';

export const EMPLOYEE_NOT_FOUND = 'Dipendente non trovato';
export const PRIVATE_FORBIDDEN = "I dati riservati sono visibili solo all'interessato e all'ufficio del personale";

export const CONTRACT_FILTER_FORBIDDEN =
  "Filtrare o ordinare per dati contrattuali è riservato all'ufficio del personale";

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

/** Sorts by a contract field: like the contract filter, only for HR, or the order would tell the values. */
const CONTRACT_SORTS = new Set(['employee_number', 'hire_date', 'contract_type']);

/**
 * Filters of the list. Filtering, searching or sorting by contract data would reveal it to whoever may not see
 * it, so the contract filter and sorts answer 403 and the search ignores the employee number for non-HR.
 */
export function listWhere(actor: Actor, query: Omit<EmployeeListQuery, 'page' | 'per_page'>): SQL {
  const hr = isHr(actor);
  if (!hr && (query.contract_type || CONTRACT_SORTS.has(query.sort.replace(/^-/, '')))) {
    throw forbidden(CONTRACT_FILTER_FORBIDDEN);
  }
  const filters: SQL[] = [sql`u.role <> 'client'`];
  if (query.status) filters.push(sql`u.status = ${query.status}`);
  if (query.department_id) filters.push(sql`e.department_id = ${query.department_id}`);
  if (query.contract_type) filters.push(sql`e.contract_type = ${query.contract_type}`);
  if (query.manager_id) filters.push(sql`e.manager_id = ${query.manager_id}`);
  if (query.work_location_id) filters.push(sql`e.work_location_id = ${query.work_location_id}`);
  if (query.search) {
    const like = containsPattern(query.search);
    filters.push(sql`(u.first_name || ' ' || u.last_name ilike ${like} or u.last_name || ' ' || u.first_name ilike ${like}
      or u.username ilike ${like} or u.email ilike ${like} or e.job_title ilike ${like}
      ${hr ? sql`or e.employee_number ilike ${like}` : sql``})`);
  }
  return sql`where ${sql.join(filters, sql` and `)}`;
}

export async function listEmployees(
  db: Db,
  actor: Actor,
  query: EmployeeListQuery,
): Promise<{ items: EmployeeListItem[]; pagination: Pagination }> {
  const where = listWhere(actor, query);
  const [total] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n ${LIST_FROM} ${where}`);
  const items = await selectRows<EmployeeListItem>(
    db,
    sql`select ${LIST_COLUMNS} ${LIST_FROM} ${where} ${orderBy(query.sort)}
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  return {
    // Per row: a manager sees the contract of their direct reports, everyone sees their own.
    items: items.map((item) =>
      withoutHiddenFields(item, { contract: seesContract(personAccessLevel(actor, item)), personal: false }),
    ),
    pagination: paginationOf(query.page, query.per_page, total?.n ?? 0),
  };
}

/** Every row of the filtered list, for the export: contract columns included, so HR only. */
export function allEmployees(db: Db, actor: Actor, query: Omit<EmployeeListQuery, 'page' | 'per_page'>) {
  if (!isHr(actor)) throw forbidden(CONTRACT_FILTER_FORBIDDEN);
  return selectRows<
    EmployeeListItem & { ccnl: string | null; ccnl_level_code: string | null; work_phone: string | null }
  >(
    db,
    sql`select ${LIST_COLUMNS}, e.ccnl, l.code as ccnl_level_code, e.work_phone ${LIST_FROM}
      left join ccnl_levels l on l.id = e.ccnl_level_id
      ${listWhere(actor, query)} ${orderBy(query.sort)}`,
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
  reviewed_by_actor: boolean;
};

export async function getEmployee(db: Db, actor: Actor, id: string): Promise<EmployeeDetail> {
  const [match] = await selectRows<DetailRow>(
    db,
    sql`select ${LIST_COLUMNS}, e.contract_end_date::text as contract_end_date, e.ccnl, e.ccnl_level_id,
        l.code as ccnl_level_code, l.name as ccnl_level_name, e.weekly_hours::float8 as weekly_hours,
        e.hourly_cost::float8 as hourly_cost, e.work_phone, e.birth_date::text as birth_date, e.share_birthday, e.bio,
        ${reviewedByActorSql(actor, sql`u.id`)} as reviewed_by_actor
      ${LIST_FROM}
      left join ccnl_levels l on l.id = e.ccnl_level_id
      where u.id = ${id} and u.role <> 'client'`,
  );
  const { reviewed_by_actor: _reviewed, ...row } = found(match, EMPLOYEE_NOT_FOUND);
  const access = personAccess(actor, match!);
  const [reportingLine, directReports] = await Promise.all([reportingLineOf(db, id), directReportsOf(db, id)]);
  const birthday =
    row.birth_date && (access.personal || row.share_birthday)
      ? { day: Number(row.birth_date.slice(8, 10)), month: Number(row.birth_date.slice(5, 7)) }
      : null;
  return withoutHiddenFields(
    {
      ...row,
      birthday,
      reporting_line: reportingLine,
      direct_reports: directReports,
      has_record: true,
      is_self: access.level === 'self',
      can_view_private: access.reserved,
      can_edit: isHr(actor),
      can_edit_self: access.level === 'self',
      access,
    },
    access,
  );
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
export async function getPrivate(db: Db, actor: Actor, id: string): Promise<EmployeePrivate> {
  if (!canViewPrivate(actor, id)) throw forbidden(PRIVATE_FORBIDDEN);
  const [match] = await selectRows<{ username: string }>(
    db,
    sql`select u.username from users u join employees e on e.user_id = u.id where u.id = ${id}`,
  );
  const user = found(match, EMPLOYEE_NOT_FOUND);
  const [row] = await selectRows<EmployeePrivate>(
    db,
    sql`select ${PRIVATE_COLUMNS} from employee_private where user_id = ${id}`,
  );
  // A read changes nothing, so its audit row is written on its own rather than through audited().
  if (actor.userId !== id) {
    await audit(db, actor, {
      action: 'personnel.private_read',
      targetType: 'employee',
      targetId: id,
      details: { username: user.username },
    });
  }
  return row ?? EMPTY_PRIVATE;
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
