import type { KpiTemplate, KpiTemplateInput } from '@portale/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/errors';
import { kpiTemplates } from './tables';

const toTemplate = ({ created_at: _c, updated_at, ...row }: typeof kpiTemplates.$inferSelect): KpiTemplate => ({
  ...row,
  direction: row.direction as KpiTemplate['direction'],
  frequency: row.frequency as KpiTemplate['frequency'],
  updated_at: updated_at.toISOString(),
});

export async function listKpiTemplates(db: Db, _actor: Actor): Promise<KpiTemplate[]> {
  return (await db.select().from(kpiTemplates).orderBy(asc(kpiTemplates.category), asc(kpiTemplates.name))).map(
    toTemplate,
  );
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
  if (input.name) await assertNameFree(db, input.name, id);
  const [row] = await db
    .update(kpiTemplates)
    .set({ ...input, updated_at: sql`now()` })
    .where(eq(kpiTemplates.id, id))
    .returning();
  if (!row) throw notFound('Modello KPI non trovato');
  await audit(db, actor, {
    action: 'kpi_template.updated',
    targetType: 'kpi_template',
    targetId: id,
    details: { fields: Object.keys(input) },
    ip,
  });
  return toTemplate(row);
}

export async function deleteKpiTemplate(db: Db, actor: Actor, id: string, ip: string): Promise<void> {
  const [row] = await db.delete(kpiTemplates).where(eq(kpiTemplates.id, id)).returning();
  if (!row) throw notFound('Modello KPI non trovato');
  await audit(db, actor, {
    action: 'kpi_template.deleted',
    targetType: 'kpi_template',
    targetId: id,
    details: { name: row.name },
    ip,
  });
}
