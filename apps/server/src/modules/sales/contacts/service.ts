import {
  type ConsentSource,
  type Contact,
  type ContactCreate,
  type ContactEmail,
  type ContactList,
  type ContactListQuery,
  type ContactPhone,
  type ContactUpdate,
  paginationOf,
} from '@portale/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { audited, changes } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { badRequest, conflict, found, notFound } from '@/platform/http/errors';
import { seesMarketingConsent } from '../access';
import { SALES_MESSAGES } from '../messages';
import { salesContacts } from '../tables';

// The people at a client (issue 18): contacts CRUD, the global list, one primary contact per client. Marketing
// consent is personal data under GDPR: only sales staff read it (VIEW_MARKETING_CONSENT), in every answer.

const iso = (value: Date | string) => new Date(value).toISOString();

interface ContactRow {
  id: string;
  client_id: string;
  client_name: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
  emails: ContactEmail[];
  phones: ContactPhone[];
  is_primary: boolean;
  marketing_consent: boolean;
  marketing_consent_date: string | null;
  marketing_consent_source: ConsentSource | null;
  notes: string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const select = sql`select c.id::text as id, c.client_company_id::text as client_id, cc.name as client_name,
  c.first_name, c.last_name, c.role, c.emails, c.phones, c.is_primary, c.marketing_consent,
  c.marketing_consent_date::text as marketing_consent_date, c.marketing_consent_source, c.notes, c.version,
  c.created_at, c.updated_at
  from sales_contacts c join client_companies cc on cc.id = c.client_company_id`;

function toContact(actor: Actor, row: ContactRow): Contact {
  const contact: Contact = {
    id: row.id,
    client_id: row.client_id,
    client_name: row.client_name,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    role: row.role,
    emails: row.emails,
    phones: row.phones,
    is_primary: row.is_primary,
    notes: row.notes,
    version: row.version,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
  if (seesMarketingConsent(actor))
    contact.marketing_consent = {
      given: row.marketing_consent,
      date: row.marketing_consent_date,
      source: row.marketing_consent_source,
    };
  return contact;
}

async function contactRow(db: Db, id: string): Promise<ContactRow> {
  const [row] = await selectRows<ContactRow>(db, sql`${select} where c.id = ${id}`);
  return found(row, SALES_MESSAGES.contactNotFound);
}

export async function getContact(db: Db, actor: Actor, id: string): Promise<Contact> {
  return toContact(actor, await contactRow(db, id));
}

const SORT_SQL: Record<string, string> = {
  last_name: "lower(coalesce(c.last_name, c.first_name, ''))",
  first_name: "lower(coalesce(c.first_name, c.last_name, ''))",
  client_name: 'lower(cc.name)',
  created_at: 'c.created_at',
  updated_at: 'c.updated_at',
};

export async function listContacts(db: Db, actor: Actor, query: ContactListQuery): Promise<ContactList> {
  const conditions: SQL[] = [sql`true`];
  if (query.client_id) conditions.push(sql`c.client_company_id = ${query.client_id}`);
  if (query.primary !== undefined) conditions.push(sql`c.is_primary = ${query.primary}`);
  // Filtering by consent would tell who gave it: only for those who may read it.
  if (query.marketing_consent !== undefined && seesMarketingConsent(actor))
    conditions.push(sql`c.marketing_consent = ${query.marketing_consent}`);
  if (query.q) {
    const like = containsPattern(query.q.toLowerCase());
    conditions.push(sql`(lower(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) like ${like}
      or lower(c.role) like ${like} or lower(c.emails::text) like ${like} or lower(cc.name) like ${like})`);
  }
  const where = sql.join(conditions, sql` and `);
  const descending = query.sort.startsWith('-');
  const key = query.sort.replace(/^-/, '');
  const order = sql.raw(`${SORT_SQL[key] ?? SORT_SQL.last_name} ${descending ? 'desc' : 'asc'}, c.id`);
  const [totals] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sales_contacts c join client_companies cc on cc.id = c.client_company_id
      where ${where}`,
  );
  const rows = await selectRows<ContactRow>(
    db,
    sql`${select} where ${where} order by ${order} limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  return {
    items: rows.map((row) => toContact(actor, row)),
    pagination: paginationOf(query.page, query.per_page, totals?.n ?? 0),
  };
}

/** The client must exist and be live to take contacts. */
async function liveClient(tx: Db, clientId: string): Promise<void> {
  const [client] = await selectRows<{ archived: boolean }>(
    tx,
    sql`select sc.archived_at is not null as archived from client_companies cc
      left join sales_clients sc on sc.client_company_id = cc.id where cc.id = ${clientId} for update of cc`,
  );
  if (!client) throw notFound(SALES_MESSAGES.clientNotFound);
  if (client.archived) throw conflict(SALES_MESSAGES.archived);
}

/** One primary contact per client: a new primary takes the flag from the previous one. */
async function clearPrimary(tx: Db, clientId: string, exceptId: string | null): Promise<void> {
  await tx.execute(sql`update sales_contacts set is_primary = false, version = version + 1, updated_at = now()
    where client_company_id = ${clientId} and is_primary
      and id <> coalesce(${exceptId}::uuid, '00000000-0000-0000-0000-000000000000'::uuid)`);
}

const consentColumns = (consent: ContactCreate['marketing_consent']) => ({
  marketing_consent: consent.given,
  marketing_consent_date: consent.given ? consent.date : null,
  marketing_consent_source: consent.given ? consent.source : null,
});

export async function createContact(db: Db, actor: Actor, clientId: string, input: ContactCreate): Promise<Contact> {
  const id = await audited(
    db,
    actor,
    async (tx) => {
      await liveClient(tx, clientId);
      if (input.is_primary) await clearPrimary(tx, clientId, null);
      const { marketing_consent, ...fields } = input;
      const [row] = await tx
        .insert(salesContacts)
        .values({ ...fields, ...consentColumns(marketing_consent), client_company_id: clientId })
        .returning({ id: salesContacts.id });
      return row!.id;
    },
    (newId) => ({
      action: 'contact.created',
      targetType: 'contact',
      targetId: newId,
      details: { client_id: clientId, name: `${input.first_name ?? ''} ${input.last_name ?? ''}`.trim() },
    }),
  );
  return getContact(db, actor, id);
}

export async function updateContact(db: Db, actor: Actor, id: string, patch: ContactUpdate): Promise<Contact> {
  const { version, marketing_consent, client_id, ...fields } = patch;
  await audited(
    db,
    actor,
    async (tx) => {
      const [locked] = await selectRows<{ id: string }>(
        tx,
        sql`select id from sales_contacts where id = ${id} for update`,
      );
      if (!locked) throw notFound(SALES_MESSAGES.contactNotFound);
      const before = await contactRow(tx, id);
      if (before.version !== version)
        throw conflict(SALES_MESSAGES.staleContact, undefined, { current: toContact(actor, before) });
      const after = { ...before, ...fields };
      if (!after.first_name && !after.last_name)
        throw badRequest('Alcuni campi non sono validi', { last_name: ['Indica almeno il nome o il cognome'] });
      const target = client_id ?? before.client_id;
      if (client_id && client_id !== before.client_id) await liveClient(tx, client_id);
      if (after.is_primary && (fields.is_primary || client_id)) await clearPrimary(tx, target, id);
      const values = {
        ...fields,
        ...(marketing_consent ? consentColumns(marketing_consent) : {}),
        client_company_id: target,
        version: sql`${salesContacts.version} + 1`,
        updated_at: sql`now()`,
      };
      await tx.update(salesContacts).set(values).where(eq(salesContacts.id, id));
      const diff = changes(before, {
        ...fields,
        ...(marketing_consent ? consentColumns(marketing_consent) : {}),
        client_id: target,
      });
      return diff;
    },
    (diff) => ({ action: 'contact.updated', targetType: 'contact', targetId: id, details: { changes: diff } }),
  );
  return getContact(db, actor, id);
}

export async function deleteContact(db: Db, actor: Actor, id: string): Promise<void> {
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await contactRow(tx, id);
      await tx.delete(salesContacts).where(eq(salesContacts.id, id));
      return row;
    },
    (row) => ({
      action: 'contact.deleted',
      targetType: 'contact',
      targetId: id,
      details: { client_id: row.client_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
    }),
  );
}
