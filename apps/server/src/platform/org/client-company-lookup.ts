import {
  CLIENT_COMPANY_LOOKUP_LIMIT,
  CLIENT_COMPANY_TEXT,
  type ClientCompanyLookup,
  type ClientCompanyQuickCreated,
  type ClientCompanyRef,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern, prefixPattern } from '@/platform/db/like';
import { isFeatureEnabled } from '@/platform/flags/flags';
import { badRequest, conflict } from '@/platform/http/errors';
import { clientCompanies } from './client-companies';
import { liveClientCompanySql } from './client-company-archive';

// The client companies as other modules pick them (docs/timesheet.md, "The client of a project"): a lookup by name,
// partita IVA or codice fiscale of the live (not archived) ones, the check that a chosen one may be linked, and the
// quick creation by name while the CRM is off. The CRM (sales module) keeps its own, richer API.

/** Read at each query: the CRM registers its archive when its routes load, after this file. */
const live = () => liveClientCompanySql(sql`cc.id`);

/** Live client companies whose name (accents ignored), partita IVA or codice fiscale contains `q`; names first. */
export async function lookupClientCompanies(db: Db, q: string | undefined): Promise<ClientCompanyLookup> {
  const text = q?.trim() ?? '';
  const like = containsPattern(text.toLowerCase());
  const matches = text
    ? sql`and (portale_unaccent(lower(cc.name)) like portale_unaccent(${like})
        or lower(coalesce(cc.vat_number, '')) like ${like} or lower(coalesce(cc.tax_code, '')) like ${like})`
    : sql``;
  // Names starting with the text first (PostgreSQL refuses a bare constant in ORDER BY, so only with a text).
  const first = text
    ? sql`portale_unaccent(lower(cc.name)) like portale_unaccent(${prefixPattern(text.toLowerCase())}) desc,`
    : sql``;
  const items = await selectRows<{ id: string; name: string; detail: string }>(
    db,
    sql`select cc.id::text as id, cc.name, coalesce(cc.vat_number, cc.tax_code, '') as detail
      from client_companies cc
      where ${live()} ${matches}
      order by ${first} lower(cc.name), cc.id
      limit ${CLIENT_COMPANY_LOOKUP_LIMIT}`,
  );
  return { items };
}

/**
 * The client company a record is about to be linked to: it must exist and be live, else 400 on `field` with an
 * Italian message (an archived client is kept on the records that had it, but no new link is made to it).
 */
export async function linkableClientCompany(db: Db, id: string, field: string): Promise<ClientCompanyRef> {
  const [row] = await selectRows<{ id: string; name: string; live: boolean }>(
    db,
    sql`select cc.id::text as id, cc.name, ${live()} as live from client_companies cc where cc.id = ${id}`,
  );
  if (!row) throw badRequest(CLIENT_COMPANY_TEXT.notFound, { [field]: [CLIENT_COMPANY_TEXT.notFound] });
  if (!row.live) throw badRequest(CLIENT_COMPANY_TEXT.archived, { [field]: [CLIENT_COMPANY_TEXT.archived] });
  return { id: row.id, name: row.name };
}

/**
 * A client company by name from a picker, only while the CRM is off (with it on, clients are created in the CRM,
 * with their fiscal data and its duplicate checks): a live company with the same name (case and spaces ignored) is
 * answered instead of a homonym. Audited as the CRM audits a new client.
 */
export async function quickCreateClientCompany(db: Db, actor: Actor, name: string): Promise<ClientCompanyQuickCreated> {
  if (await isFeatureEnabled(db, 'sales_module')) throw conflict(CLIENT_COMPANY_TEXT.crmActive);
  const clean = name.trim().replace(/\s+/g, ' ');
  const [same] = await selectRows<ClientCompanyRef>(
    db,
    sql`select cc.id::text as id, cc.name from client_companies cc
      where lower(regexp_replace(btrim(cc.name), '\\s+', ' ', 'g')) = lower(${clean}) and ${live()}
      order by cc.created_at, cc.id limit 1`,
  );
  if (same) return { client: same, created: false };
  const client = await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .insert(clientCompanies)
        .values({ name: clean })
        .returning({ id: clientCompanies.id, name: clientCompanies.name });
      return row!;
    },
    (row) => ({ action: 'client.created', targetType: 'client', targetId: row.id, details: { name: row.name } }),
  );
  return { client, created: true };
}

/**
 * The demo seeds' way to a client company: the one with this partita IVA, else a new one. The projects' seeds run
 * before the CRM's, which then completes the same company (matched by partita IVA) with its CRM record.
 */
export async function ensureClientCompany(db: Db, identity: { name: string; vat_number: string }): Promise<string> {
  const [same] = await selectRows<{ id: string }>(
    db,
    sql`select id::text as id from client_companies where vat_number = ${identity.vat_number} order by created_at, id limit 1`,
  );
  if (same) return same.id;
  const [row] = await db.insert(clientCompanies).values(identity).returning({ id: clientCompanies.id });
  return row!.id;
}
