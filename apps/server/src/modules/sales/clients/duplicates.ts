import {
  type ClientDuplicatesQuery,
  type ClientMergeResult,
  DUPLICATE_NAME_SIMILARITY,
  type DuplicateCandidate,
  type DuplicateReason,
  normalizeTaxCode,
  normalizeVatNumber,
} from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, conflict } from '@/platform/http/errors';
import { clientCompanies } from '@/platform/org/client-companies';
import { clientCompanyLinks } from '@/platform/org/client-company-links';
import { SALES_MESSAGES } from '../messages';
import { salesClients } from '../tables';
import { type ClientRow, clientRow, clientRowsWhere, getClient, lockClientPair, toListItem } from './duplicate-rows';
import { setClientTags } from './tags';

// Duplicate detection (same partita IVA, same codice fiscale, similar names through pg_trgm) and the merge that
// folds one client into another, moving every record of every module that points at it (docs/sales.md).

/** Legal forms say nothing about who a company is: "Rossi S.r.l." and "Rossi SRL" are the same name. */
const LEGAL_FORMS = String.raw`\m(s\.?\s?r\.?\s?l\.?\s?s?|s\.?\s?p\.?\s?a|s\.?\s?n\.?\s?c|s\.?\s?a\.?\s?s|s\.?\s?c\.?\s?a\.?\s?r\.?\s?l|soc\.?\s?coop|gmbh|ltd|inc|sarl|sas)\M\.?`;
const bareName = (value: ReturnType<typeof sql>) =>
  sql`trim(regexp_replace(regexp_replace(lower(${value}), ${LEGAL_FORMS}, '', 'g'), '[^[:alnum:]]+', ' ', 'g'))`;

const MAX_CANDIDATES = 10;

export async function findDuplicates(db: Db, query: ClientDuplicatesQuery): Promise<DuplicateCandidate[]> {
  const name = query.name?.trim() ?? '';
  const vat = query.vat_number ? normalizeVatNumber(query.vat_number) : '';
  const taxCode = query.tax_code ? normalizeTaxCode(query.tax_code) : '';
  if (!name && !vat && !taxCode) return [];
  const exclude = query.exclude ?? '00000000-0000-0000-0000-000000000000';
  const similarity = sql`similarity(${bareName(sql`cc.name`)}, ${bareName(sql`${name}::text`)})`;
  const matches = await selectRows<{ id: string; same_vat: boolean; same_tax: boolean; similarity: number }>(
    db,
    sql`select cc.id::text as id, coalesce(cc.vat_number = ${vat || null}, false) as same_vat,
        coalesce(cc.tax_code = ${taxCode || null}, false) as same_tax,
        case when ${name} = '' then 0 else ${similarity} end::float8 as similarity
      from client_companies cc
      where cc.id <> ${exclude}::uuid and (cc.vat_number = ${vat || null} or cc.tax_code = ${taxCode || null}
        or (${name} <> '' and lower(cc.name) % lower(${name}) and ${similarity} >= ${DUPLICATE_NAME_SIMILARITY}))
      order by (cc.vat_number = ${vat || null}) is true desc, (cc.tax_code = ${taxCode || null}) is true desc,
        similarity desc
      limit ${MAX_CANDIDATES}`,
  );
  if (matches.length === 0) return [];
  const rows = new Map(
    (
      await clientRowsWhere(
        db,
        sql`cc.id in (${sql.join(
          matches.map((m) => sql`${m.id}::uuid`),
          sql`, `,
        )})`,
      )
    ).map((row) => [row.id, row]),
  );
  return matches.flatMap((match) => {
    const row = rows.get(match.id);
    if (!row) return [];
    const reasons: DuplicateReason[] = [];
    if (match.same_vat) reasons.push('vat_number');
    if (match.same_tax) reasons.push('tax_code');
    if (match.similarity >= DUPLICATE_NAME_SIMILARITY) reasons.push('name');
    return [{ client: toListItem(row), reasons, similarity: Math.round(match.similarity * 100) / 100 }];
  });
}

export async function duplicatesOfClient(db: Db, id: string): Promise<DuplicateCandidate[]> {
  const row = await clientRow(db, id);
  return findDuplicates(db, {
    name: row.name,
    vat_number: row.vat_number ?? undefined,
    tax_code: row.tax_code ?? undefined,
    exclude: id,
  });
}

const FILLABLE = ['sdi_code', 'pec', 'street', 'postal_code', 'city', 'province', 'ateco_code', 'size'] as const;

/** The target keeps its values; where it has none it takes the source's. Notes are kept from both. */
function mergedCrmValues(target: ClientRow, source: ClientRow) {
  const values: Partial<typeof salesClients.$inferInsert> = {};
  for (const key of FILLABLE) if (target[key] === null && source[key] !== null) values[key] = source[key] as never;
  if (!target.owner_id && source.owner_id) values.owner_id = source.owner_id;
  // An address is one thing: the country goes with the rest of it.
  if (target.street === null && target.city === null && (source.street !== null || source.city !== null))
    values.country = source.country;
  if (source.notes.trim()) values.notes = [target.notes.trim(), source.notes.trim()].filter(Boolean).join('\n\n');
  return values;
}

/**
 * Folds `sourceId` into `targetId` in one transaction: contacts, `cliente` accounts, document grants and every other
 * registered link move to the target, the target fills its blanks from the source, then the source is deleted.
 */
export async function mergeClients(
  db: Db,
  actor: Actor,
  targetId: string,
  sourceId: string,
  version: number,
): Promise<ClientMergeResult> {
  if (targetId === sourceId) throw badRequest(SALES_MESSAGES.mergeSelf, { source_id: [SALES_MESSAGES.mergeSelf] });
  const moved = await audited(
    db,
    actor,
    async (tx) => {
      const { target, source } = await lockClientPair(tx, actor, targetId, sourceId, version);
      if (target.archived_at !== null) throw conflict(SALES_MESSAGES.archived);
      const counts: Record<string, number> = {};
      // The target's primary contact stays primary; the source's becomes an ordinary contact.
      if (target.primary_contact)
        await tx.execute(sql`update sales_contacts set is_primary = false where client_company_id = ${sourceId}`);
      const contacts = await selectRows<{ id: string }>(
        tx,
        sql`update sales_contacts set client_company_id = ${targetId}, version = version + 1, updated_at = now()
          where client_company_id = ${sourceId} returning id`,
      );
      counts.contacts = contacts.length;
      for (const link of clientCompanyLinks()) counts[link.key] = await link.move(tx, sourceId, targetId);
      const identity = {
        vat_number: target.vat_number ?? source.vat_number,
        tax_code: target.tax_code ?? source.tax_code,
      };
      await tx.delete(clientCompanies).where(eq(clientCompanies.id, sourceId));
      await tx.update(clientCompanies).set(identity).where(eq(clientCompanies.id, targetId));
      await tx
        .insert(salesClients)
        .values({ client_company_id: targetId, status: target.status, ...mergedCrmValues(target, source), version: 2 })
        .onConflictDoUpdate({
          target: salesClients.client_company_id,
          set: {
            ...mergedCrmValues(target, source),
            version: sql`${salesClients.version} + 1`,
            updated_at: sql`now()`,
          },
        });
      const tags = [...new Map([...target.tags, ...source.tags].map((t) => [t.toLowerCase(), t])).values()];
      if (source.tags.length > 0) await setClientTags(tx, targetId, tags);
      return {
        counts,
        source: { id: source.id, name: source.name, vat_number: source.vat_number, tax_code: source.tax_code },
      };
    },
    (result) => ({
      action: 'client.merged',
      targetType: 'client',
      targetId,
      details: { source: result.source, moved: result.counts },
    }),
  );
  return { client: await getClient(db, actor, targetId), moved: moved.counts };
}
