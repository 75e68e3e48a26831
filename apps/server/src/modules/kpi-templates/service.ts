import {
  type KpiTemplate,
  type KpiTemplateInput,
  type KpiTemplateListQuery,
  type Pagination,
  paginationOf,
} from '@portale/shared';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { audited, changes } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { conflict, found } from '@/platform/http/errors';
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

export async function createKpiTemplate(db: Db, actor: Actor, input: KpiTemplateInput): Promise<KpiTemplate> {
  await assertNameFree(db, input.name, null);
  const [row] = await audited(
    db,
    actor,
    (tx) => tx.insert(kpiTemplates).values(input).returning(),
    ([created]) => ({
      action: 'kpi_template.created',
      targetType: 'kpi_template',
      targetId: created!.id,
      details: { name: input.name },
    }),
  );
  return toTemplate(row!);
}

export async function updateKpiTemplate(
  db: Db,
  actor: Actor,
  id: string,
  input: Partial<KpiTemplateInput>,
): Promise<KpiTemplate> {
  const [existing] = await db.select().from(kpiTemplates).where(eq(kpiTemplates.id, id));
  const before = found(existing, KPI_NOT_FOUND);
  if (input.name) await assertNameFree(db, input.name, id);
  const row = await audited(
    db,
    actor,
    async (tx) => {
      const [updated] = await tx
        .update(kpiTemplates)
        // updated_at also keeps an update with no known field from being an empty SET.
        .set({ ...input, updated_at: sql`now()` })
        .where(eq(kpiTemplates.id, id))
        .returning();
      return found(updated, KPI_NOT_FOUND);
    },
    (updated) => ({
      action: 'kpi_template.updated',
      targetType: 'kpi_template',
      targetId: id,
      details: { name: updated.name, changes: changes(before, input) },
    }),
  );
  return toTemplate(row);
}

export async function deleteKpiTemplate(db: Db, actor: Actor, id: string): Promise<void> {
  await audited(
    db,
    actor,
    async (tx) => {
      const [deleted] = await tx.delete(kpiTemplates).where(eq(kpiTemplates.id, id)).returning();
      return found(deleted, KPI_NOT_FOUND);
    },
    (deleted) => ({
      action: 'kpi_template.deleted',
      targetType: 'kpi_template',
      targetId: id,
      details: { name: deleted.name },
    }),
  );
}
