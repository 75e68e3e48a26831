import {
  type KpiTemplate,
  type KpiTemplateInput,
  type KpiTemplateListQuery,
  type Pagination,
  paginationOf,
} from '@portale/shared';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { conflict, notFound } from '@/platform/http/errors';
import { kpiTemplates } from './tables';

const KPI_NOT_FOUND = 'Modello KPI non trovato';

const toTemplate = ({ created_at: _c, updated_at, ...row }: typeof kpiTemplates.$inferSelect): KpiTemplate => ({
  ...row,
  direction: row.direction as KpiTemplate['direction'],
  frequency: row.frequency as KpiTemplate['frequency'],
  updated_at: updated_at.toISOString(),
});

const SORT_COLUMNS = {
  name: [kpiTemplates.name],
  category: [kpiTemplates.category, kpiTemplates.name],
  frequency: [kpiTemplates.frequency, kpiTemplates.name],
  target: [kpiTemplates.target, kpiTemplates.name],
  updated_at: [kpiTemplates.updated_at],
} as const;

function orderOf(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const columns = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS] ?? SORT_COLUMNS.name;
  // Templates without a target go last whichever the direction; the id keeps pages stable.
  return [
    ...columns.map((c) => (descending ? sql`${c} desc nulls last` : sql`${c} asc nulls last`)),
    asc(kpiTemplates.id),
  ];
}

export async function listKpiTemplates(
  db: Db,
  _actor: Actor,
  query: KpiTemplateListQuery,
): Promise<{ items: KpiTemplate[]; pagination: Pagination }> {
  const filters: (SQL | undefined)[] = [query.category ? eq(kpiTemplates.category, query.category) : undefined];
  if (query.search) {
    const like = containsPattern(query.search);
    filters.push(or(ilike(kpiTemplates.name, like), ilike(kpiTemplates.description, like)));
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(kpiTemplates).where(where);
  const rows = await db
    .select()
    .from(kpiTemplates)
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { items: rows.map(toTemplate), pagination: paginationOf(query.page, query.per_page, total?.n ?? 0) };
}

/** The categories in use, for the list filter and the form's suggestions. */
export async function listKpiCategories(db: Db, _actor: Actor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: kpiTemplates.category })
    .from(kpiTemplates)
    .where(ne(kpiTemplates.category, ''))
    .orderBy(asc(kpiTemplates.category));
  return rows.map((row) => row.category);
}

async function assertNameFree(db: Db, name: string, id: string | null) {
  const [same] = await db
    .select({ id: kpiTemplates.id })
    .from(kpiTemplates)
    .where(eq(sql`lower(${kpiTemplates.name})`, name.toLowerCase()));
  if (same && same.id !== id)
    throw conflict('Esiste già un modello KPI con questo nome', { name: ['Nome già in uso'] });
}

export async function createKpiTemplate(
  db: Db,
  actor: Actor,
  input: KpiTemplateInput,
  ip: string,
): Promise<KpiTemplate> {
  await assertNameFree(db, input.name, null);
  const [row] = await db.insert(kpiTemplates).values(input).returning();
  await audit(db, actor, {
    action: 'kpi_template.created',
    targetType: 'kpi_template',
    targetId: row!.id,
    details: { name: input.name },
    ip,
  });
  return toTemplate(row!);
}

export async function updateKpiTemplate(
  db: Db,
  actor: Actor,
  id: string,
  input: Partial<KpiTemplateInput>,
  ip: string,
): Promise<KpiTemplate> {
  const [before] = await db.select().from(kpiTemplates).where(eq(kpiTemplates.id, id));
  if (!before) throw notFound(KPI_NOT_FOUND);
  if (input.name) await assertNameFree(db, input.name, id);
  const [row] = await db
    .update(kpiTemplates)
    .set({ ...input, updated_at: sql`now()` })
    .where(eq(kpiTemplates.id, id))
    .returning();
  if (!row) throw notFound(KPI_NOT_FOUND);
  const changes = Object.fromEntries(
    Object.entries(input)
      .filter(([key, value]) => value !== undefined && before[key as keyof typeof before] !== value)
      .map(([key, value]) => [key, { from: before[key as keyof typeof before], to: value }]),
  );
  await audit(db, actor, {
    action: 'kpi_template.updated',
    targetType: 'kpi_template',
    targetId: id,
    details: { name: row.name, changes },
    ip,
  });
  return toTemplate(row);
}

export async function deleteKpiTemplate(db: Db, actor: Actor, id: string, ip: string): Promise<void> {
  const [row] = await db.delete(kpiTemplates).where(eq(kpiTemplates.id, id)).returning();
  if (!row) throw notFound(KPI_NOT_FOUND);
  await audit(db, actor, {
    action: 'kpi_template.deleted',
    targetType: 'kpi_template',
    targetId: id,
    details: { name: row.name },
    ip,
  });
}
