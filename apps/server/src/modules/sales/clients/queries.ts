import {
  type Client,
  type ClientKind,
  type ClientList,
  type ClientListItem,
  type ClientListQuery,
  type ClientSize,
  type ClientStatus,
  paginationOf,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { found } from '@/platform/http/errors';
import { canEditClients } from '../access';
import { SALES_MESSAGES } from '../messages';

// Reading clients: one SELECT per list page or detail, filters, sort and pagination in SQL (docs/sales.md).

const iso = (value: Date | string) => new Date(value).toISOString();

export interface ClientRow {
  id: string;
  kind: ClientKind;
  name: string;
  first_name: string | null;
  last_name: string | null;
  vat_number: string | null;
  tax_code: string | null;
  status: ClientStatus;
  sdi_code: string | null;
  pec: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: string;
  ateco_code: string | null;
  size: ClientSize | null;
  notes: string;
  archived_at: Date | string | null;
  version: number;
  owner_id: string | null;
  owner_name: string | null;
  tags: string[];
  contacts_count: number;
  portal_users_count: number;
  primary_contact: { id: string; name: string; role: string; email: string | null; phone: string | null } | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/**
 * Every client company is a client; one created outside the CRM (documents, users) has no `sales_clients` row yet,
 * so the CRM fields fall back to their defaults until its first edit writes one.
 */
const columns = sql`cc.id::text as id, cc.kind, cc.name, cc.first_name, cc.last_name, cc.vat_number, cc.tax_code,
  coalesce(sc.status, 'cliente') as status, sc.sdi_code, sc.pec, sc.street, sc.postal_code, sc.city, sc.province,
  coalesce(sc.country, 'IT') as country, sc.ateco_code, sc.size, coalesce(sc.notes, '') as notes, sc.archived_at,
  coalesce(sc.version, 1) as version, sc.owner_id::text as owner_id,
  nullif(trim(o.first_name || ' ' || o.last_name), '') as owner_name,
  coalesce((select array_agg(t.name order by lower(t.name)) from sales_client_tags ct
    join sales_tags t on t.id = ct.tag_id where ct.client_company_id = cc.id), '{}') as tags,
  (select count(*)::int from sales_contacts c where c.client_company_id = cc.id) as contacts_count,
  (select count(*)::int from users u where u.client_company_id = cc.id) as portal_users_count,
  (select json_build_object('id', c.id, 'role', c.role,
      'name', trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')),
      'email', c.emails -> 0 ->> 'address', 'phone', c.phones -> 0 ->> 'number')
    from sales_contacts c where c.client_company_id = cc.id and c.is_primary limit 1) as primary_contact,
  cc.created_at, greatest(cc.updated_at, coalesce(sc.updated_at, cc.updated_at)) as updated_at`;

const from = sql`from client_companies cc
  left join sales_clients sc on sc.client_company_id = cc.id
  left join users o on o.id = sc.owner_id`;

export function toListItem(row: ClientRow): ClientListItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    vat_number: row.vat_number,
    tax_code: row.tax_code,
    city: row.city,
    province: row.province,
    country: row.country,
    status: row.status,
    owner: row.owner_id && row.owner_name ? { id: row.owner_id, name: row.owner_name } : null,
    tags: row.tags,
    primary_contact: row.primary_contact,
    contacts_count: row.contacts_count,
    archived_at: row.archived_at === null ? null : iso(row.archived_at),
    version: row.version,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toClient(actor: Actor, row: ClientRow): Client {
  return {
    ...toListItem(row),
    first_name: row.first_name,
    last_name: row.last_name,
    sdi_code: row.sdi_code,
    pec: row.pec,
    street: row.street,
    postal_code: row.postal_code,
    ateco_code: row.ateco_code,
    size: row.size,
    notes: row.notes,
    portal_users_count: row.portal_users_count,
    can_edit: canEditClients(actor) && row.archived_at === null,
  };
}

export async function clientRowsWhere(db: Db, where: SQL, tail: SQL = sql``): Promise<ClientRow[]> {
  return selectRows<ClientRow>(db, sql`select ${columns} ${from} where ${where} ${tail}`);
}

export async function clientRow(db: Db, id: string): Promise<ClientRow> {
  const [row] = await clientRowsWhere(db, sql`cc.id = ${id}`);
  return found(row, SALES_MESSAGES.clientNotFound);
}

export async function getClient(db: Db, actor: Actor, id: string): Promise<Client> {
  return toClient(actor, await clientRow(db, id));
}

const SORT_SQL: Record<string, string> = {
  name: 'lower(cc.name)',
  status: "array_position(array['lead','prospect','cliente','ex_cliente'], coalesce(sc.status, 'cliente'))",
  city: "lower(coalesce(sc.city, ''))",
  created_at: 'cc.created_at',
  updated_at: 'greatest(cc.updated_at, coalesce(sc.updated_at, cc.updated_at))',
};

/** The WHERE of the list and of the CSV export: the same filters. */
export function clientFilterSql(query: Omit<ClientListQuery, 'page' | 'per_page' | 'sort'>): SQL {
  const conditions: SQL[] = [query.archived ? sql`sc.archived_at is not null` : sql`sc.archived_at is null`];
  if (query.status) conditions.push(sql`coalesce(sc.status, 'cliente') = ${query.status}`);
  if (query.kind) conditions.push(sql`cc.kind = ${query.kind}`);
  if (query.owner) conditions.push(sql`sc.owner_id = ${query.owner}`);
  if (query.tag)
    conditions.push(sql`exists (select 1 from sales_client_tags ct join sales_tags t on t.id = ct.tag_id
      where ct.client_company_id = cc.id and lower(t.name) = lower(${query.tag}))`);
  if (query.q) {
    const like = containsPattern(query.q.toLowerCase());
    const code = query.q.replace(/[\s.-]/g, '').toUpperCase();
    // Name (trigram index), city, or a VAT number / codice fiscale typed with or without the IT prefix.
    conditions.push(sql`(lower(cc.name) like ${like} or lower(coalesce(sc.city, '')) like ${like}
      or cc.vat_number = ${code} or cc.vat_number = ${code.replace(/^IT(?=\d{11}$)/, '')} or cc.tax_code = ${code})`);
  }
  return sql.join(conditions, sql` and `);
}

export async function listClients(db: Db, query: ClientListQuery): Promise<ClientList> {
  const where = clientFilterSql(query);
  const descending = query.sort.startsWith('-');
  const key = query.sort.replace(/^-/, '');
  const order = sql.raw(`${SORT_SQL[key] ?? SORT_SQL.name} ${descending ? 'desc' : 'asc'}, lower(cc.name), cc.id`);
  const [totals] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`);
  const rows = await clientRowsWhere(
    db,
    where,
    sql`order by ${order} limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  const total = totals?.n ?? 0;
  return { items: rows.map(toListItem), pagination: paginationOf(query.page, query.per_page, total) };
}
