import {
  type Client,
  type ClientCreate,
  type ClientFilterOptions,
  type ClientRemoval,
  type ClientUpdate,
  clientDisplayName,
  clientRecordProblems,
  groupFieldErrors,
} from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audited, changes } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, conflict, notFound } from '@/platform/http/errors';
import { clientCompanies } from '@/platform/org/client-companies';
import { clientCompanyLinks } from '@/platform/org/client-company-links';
import { SALES_MESSAGES } from '../messages';
import { salesClients } from '../tables';
import { type ClientRow, clientRow, getClient, toClient } from './queries';
import { setClientTags } from './tags';

// Writing clients: every change in one transaction with its audit row, guarded by the client's version.

/** The owner must be an active internal user (never a `cliente` account). */
export async function checkOwner(db: Db, ownerId: string | null | undefined): Promise<void> {
  if (!ownerId) return;
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select id from users where id = ${ownerId} and status = 'active' and role <> 'client'`,
  );
  if (!row) throw badRequest(SALES_MESSAGES.ownerNotFound, { owner_id: [SALES_MESSAGES.ownerNotFound] });
}

/** A partita IVA or codice fiscale already held by another live client: 409, naming it. */
export async function takenCodeProblems(
  db: Db,
  codes: { vat_number?: string | null; tax_code?: string | null },
  exceptId: string | null,
): Promise<Record<string, string[]>> {
  const fields: Record<string, string[]> = {};
  for (const field of ['vat_number', 'tax_code'] as const) {
    const value = codes[field];
    if (!value) continue;
    const [other] = await selectRows<{ name: string }>(
      db,
      sql`select cc.name from client_companies cc left join sales_clients sc on sc.client_company_id = cc.id
        where cc.${sql.raw(field)} = ${value} and sc.archived_at is null
          and cc.id <> coalesce(${exceptId}::uuid, '00000000-0000-0000-0000-000000000000'::uuid) limit 1`,
    );
    if (other)
      fields[field] = [
        `Esiste già il cliente «${other.name}» con ${field === 'vat_number' ? 'questa partita IVA' : 'questo codice fiscale'}`,
      ];
  }
  return fields;
}

async function refuseTakenCodes(db: Db, codes: Parameters<typeof takenCodeProblems>[1], exceptId: string | null) {
  const fields = await takenCodeProblems(db, codes, exceptId);
  if (Object.keys(fields).length > 0)
    throw conflict('Esiste già un cliente con gli stessi dati fiscali: apri quello o uniscili', fields);
}

type IdentityFields = Pick<ClientCreate, 'kind' | 'name' | 'first_name' | 'last_name' | 'vat_number' | 'tax_code'>;

function identityOf(input: IdentityFields) {
  const person = input.kind === 'person';
  return {
    kind: input.kind,
    name: clientDisplayName(input),
    first_name: person ? input.first_name : null,
    last_name: person ? input.last_name : null,
    vat_number: input.vat_number,
    tax_code: input.tax_code,
  };
}

const CRM_FIELDS = [
  'status',
  'owner_id',
  'sdi_code',
  'pec',
  'street',
  'postal_code',
  'city',
  'province',
  'country',
  'ateco_code',
  'size',
  'notes',
] as const;

/** Creates the client (platform identity + CRM record + tags) inside `tx`; answers its id. */
export async function insertClient(tx: Db, input: ClientCreate): Promise<string> {
  const [company] = await tx.insert(clientCompanies).values(identityOf(input)).returning({ id: clientCompanies.id });
  const id = company!.id;
  await tx.insert(salesClients).values({
    client_company_id: id,
    ...Object.fromEntries(CRM_FIELDS.map((key) => [key, input[key]])),
  });
  if (input.tags.length > 0) await setClientTags(tx, id, input.tags);
  return id;
}

export async function createClient(db: Db, actor: Actor, input: ClientCreate): Promise<Client> {
  await checkOwner(db, input.owner_id);
  await refuseTakenCodes(db, input, null);
  const id = await audited(
    db,
    actor,
    (tx) => insertClient(tx, input),
    (newId) => ({
      action: 'client.created',
      targetType: 'client',
      targetId: newId,
      details: { name: clientDisplayName(input), vat_number: input.vat_number, tax_code: input.tax_code },
    }),
  );
  return getClient(db, actor, id);
}

/**
 * Locks the client's rows for this transaction and checks the version the caller saw: an older one answers 409 with
 * the current client in `details.current`, so the form can show what changed.
 */
export async function lockClient(tx: Db, actor: Actor, id: string, version: number | null): Promise<ClientRow> {
  const [locked] = await selectRows<{ id: string }>(
    tx,
    sql`select id from client_companies where id = ${id} for update`,
  );
  if (!locked) throw notFound(SALES_MESSAGES.clientNotFound);
  const row = await clientRow(tx, id);
  if (version !== null && row.version !== version)
    throw conflict(SALES_MESSAGES.staleClient, undefined, { current: toClient(actor, row) });
  return row;
}

/** Writes the CRM row (creating it for a client company made outside the CRM) with the next version. */
async function writeCrmRow(tx: Db, id: string, values: Partial<typeof salesClients.$inferInsert>) {
  await tx
    .insert(salesClients)
    .values({ client_company_id: id, status: 'cliente', ...values, version: 2 })
    .onConflictDoUpdate({
      target: salesClients.client_company_id,
      set: { ...values, version: sql`${salesClients.version} + 1`, updated_at: sql`now()` },
    });
}

export async function updateClient(db: Db, actor: Actor, id: string, patch: ClientUpdate): Promise<Client> {
  const { version, tags, ...fields } = patch;
  await checkOwner(db, fields.owner_id);
  await audited(
    db,
    actor,
    async (tx) => {
      const before = await lockClient(tx, actor, id, version);
      if (before.archived_at !== null) throw conflict(SALES_MESSAGES.archived);
      const after = { ...before, ...fields };
      const problems = clientRecordProblems(after);
      if (problems.length > 0) throw badRequest('Alcuni campi non sono validi', groupFieldErrors(problems));
      await refuseTakenCodes(tx, { vat_number: fields.vat_number, tax_code: fields.tax_code }, id);
      const identity = identityOf(after);
      await tx.update(clientCompanies).set(identity).where(eq(clientCompanies.id, id));
      const crm = Object.fromEntries(CRM_FIELDS.filter((key) => key in fields).map((key) => [key, after[key]]));
      await writeCrmRow(tx, id, crm);
      if (tags) await setClientTags(tx, id, tags);
      return changes(before, { ...identity, ...crm, ...(tags ? { tags } : {}) });
    },
    (diff) => ({
      action: 'client.updated',
      targetType: 'client',
      targetId: id,
      details: { changes: diff },
    }),
  );
  return getClient(db, actor, id);
}

export async function archiveClient(db: Db, actor: Actor, id: string, version: number): Promise<Client> {
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockClient(tx, actor, id, version);
      if (row.archived_at !== null) throw conflict('Il cliente è già archiviato');
      await writeCrmRow(tx, id, { archived_at: new Date(), archived_by: actor.userId });
      return row;
    },
    (row) => ({ action: 'client.archived', targetType: 'client', targetId: id, details: { name: row.name } }),
  );
  return getClient(db, actor, id);
}

export async function restoreClient(db: Db, actor: Actor, id: string, version: number): Promise<Client> {
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockClient(tx, actor, id, version);
      if (row.archived_at === null) throw conflict(SALES_MESSAGES.notArchived);
      await refuseTakenCodes(tx, row, id);
      await writeCrmRow(tx, id, { archived_at: null, archived_by: null });
      return row;
    },
    (row) => ({ action: 'client.restored', targetType: 'client', targetId: id, details: { name: row.name } }),
  );
  return getClient(db, actor, id);
}

/** Records of every module pointing at the client, by kind (only the kinds with some). */
export async function clientReferences(db: Db, id: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const [contacts] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sales_contacts where client_company_id = ${id}`,
  );
  if (contacts?.n) counts.contacts = contacts.n;
  for (const link of clientCompanyLinks()) {
    const n = await link.count(db, id);
    if (n > 0) counts[link.key] = n;
  }
  return counts;
}

/** A client nothing points to is deleted; one with contacts, accounts, shared documents… is archived instead. */
export async function removeClient(db: Db, actor: Actor, id: string): Promise<ClientRemoval> {
  return audited(
    db,
    actor,
    async (tx): Promise<ClientRemoval & { name: string; references: Record<string, number> }> => {
      const row = await lockClient(tx, actor, id, null);
      const references = await clientReferences(tx, id);
      if (Object.keys(references).length > 0) {
        if (row.archived_at === null) await writeCrmRow(tx, id, { archived_at: new Date(), archived_by: actor.userId });
        return { outcome: 'archived', name: row.name, references };
      }
      await tx.delete(clientCompanies).where(eq(clientCompanies.id, id));
      return { outcome: 'deleted', name: row.name, references };
    },
    (result) => ({
      action: result.outcome === 'deleted' ? 'client.deleted' : 'client.archived',
      targetType: 'client',
      targetId: id,
      details: { name: result.name, references: result.references },
    }),
  ).then(({ outcome }) => ({ outcome }));
}

export async function clientFilterOptions(db: Db): Promise<ClientFilterOptions> {
  const tags = await selectRows<{ name: string }>(
    db,
    sql`select t.name from sales_tags t where exists (select 1 from sales_client_tags ct where ct.tag_id = t.id)
      order by lower(t.name)`,
  );
  const owners = await selectRows<{ id: string; name: string }>(
    db,
    sql`select u.id::text as id, trim(u.first_name || ' ' || u.last_name) as name from users u
      where u.status = 'active' and u.role <> 'client'
        and u.role in (select rp.role from role_permissions rp where rp.permission = 'edit_project')
      order by lower(u.last_name), lower(u.first_name)`,
  );
  return { tags: tags.map((t) => t.name), owners };
}
