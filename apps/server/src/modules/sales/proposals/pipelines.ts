import { PIPELINES_MAX, type Pipeline, type PipelineInput, type PipelineList, plural } from '@portale/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, conflict, found, notFound } from '@/platform/http/errors';
import { canSeeMoney } from '../access';
import { PROPOSAL_MESSAGES } from './messages';
import { salesPipelineStages, salesPipelines, salesProposals } from './tables';

// Pipelines and their ordered stages (docs/sales.md, "Pipeline e board"). The list of stages a PUT sends replaces
// the stored one; a stage or pipeline holding open proposals cannot be removed; exactly one pipeline is the default.

interface PipelineRow {
  id: string;
  name: string;
  position: number;
  is_default: boolean;
  version: number;
  stages: { id: string; name: string; position: number; probability: number; open_count: number; value: number }[];
}

async function pipelineRows(db: Db, where: ReturnType<typeof sql>): Promise<PipelineRow[]> {
  return selectRows<PipelineRow>(
    db,
    sql`select pl.id::text as id, pl.name, pl.position, pl.is_default, pl.version,
        coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'position', s.position,
            'probability', s.probability, 'open_count', coalesce(o.n, 0), 'value', coalesce(o.value, 0))
            order by s.position, s.created_at)
          from sales_pipeline_stages s
          left join (select stage_id, count(*)::int as n, sum(taxable_cents)::float8 as value from sales_proposals
            where pipeline_id = pl.id and status in ('bozza', 'inviata') group by stage_id) o on o.stage_id = s.id
          where s.pipeline_id = pl.id), '[]') as stages
      from sales_pipelines pl where pl.archived_at is null and ${where}
      order by pl.position, lower(pl.name)`,
  );
}

function toPipeline(row: PipelineRow, money: boolean): Pipeline {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    is_default: row.is_default,
    version: row.version,
    stages: row.stages.map((stage) => ({
      id: stage.id,
      name: stage.name,
      position: stage.position,
      probability: stage.probability,
      open_count: stage.open_count,
      ...(money ? { open_value_cents: Number(stage.value) } : {}),
    })),
  };
}

export async function listPipelines(db: Db, actor: Actor): Promise<PipelineList> {
  const money = canSeeMoney(actor);
  return { items: (await pipelineRows(db, sql`true`)).map((row) => toPipeline(row, money)) };
}

export async function getPipeline(db: Db, actor: Actor, id: string): Promise<Pipeline> {
  const [row] = await pipelineRows(db, sql`pl.id = ${id}`);
  return toPipeline(found(row, PROPOSAL_MESSAGES.pipelineNotFound), canSeeMoney(actor));
}

async function refuseTakenName(tx: Db, name: string, exceptId: string | null): Promise<void> {
  const [other] = await selectRows<{ id: string }>(
    tx,
    sql`select id from sales_pipelines where lower(name) = lower(${name})
      and id <> coalesce(${exceptId}::uuid, '00000000-0000-0000-0000-000000000000'::uuid)`,
  );
  if (other) {
    const message = 'Esiste già una pipeline con questo nome';
    throw conflict(message, { name: [message] });
  }
}

/** The new default: every other pipeline stops being one first (the unique index allows one). */
async function takeDefault(tx: Db, id: string): Promise<void> {
  await tx
    .update(salesPipelines)
    .set({ is_default: false })
    .where(and(eq(salesPipelines.is_default, true), ne(salesPipelines.id, id)));
  await tx.update(salesPipelines).set({ is_default: true }).where(eq(salesPipelines.id, id));
}

export async function createPipeline(db: Db, actor: Actor, input: PipelineInput): Promise<Pipeline> {
  const id = await audited(
    db,
    actor,
    async (tx) => {
      await tx.execute(sql`lock table sales_pipelines in share row exclusive mode`);
      const [count] = await selectRows<{ n: number; last: number | null; defaults: number }>(
        tx,
        sql`select count(*)::int as n, max(position) as last, count(*) filter (where is_default)::int as defaults
          from sales_pipelines where archived_at is null`,
      );
      if ((count?.n ?? 0) >= PIPELINES_MAX) throw badRequest(`Al massimo ${PIPELINES_MAX} pipeline`);
      await refuseTakenName(tx, input.name, null);
      const [row] = await tx
        .insert(salesPipelines)
        .values({ name: input.name, position: (count?.last ?? -1) + 1 })
        .returning({ id: salesPipelines.id });
      await tx
        .insert(salesPipelineStages)
        .values(input.stages.map((stage, position) => ({ pipeline_id: row!.id, position, ...stageValues(stage) })));
      if (input.is_default || count?.defaults === 0) await takeDefault(tx, row!.id);
      return row!.id;
    },
    (newId) => ({
      action: 'pipeline.created',
      targetType: 'pipeline',
      targetId: newId,
      details: { name: input.name, stages: input.stages.map((stage) => stage.name) },
    }),
  );
  return getPipeline(db, actor, id);
}

const stageValues = (stage: PipelineInput['stages'][number]) => ({ name: stage.name, probability: stage.probability });

async function openProposalsByStage(tx: Db, pipelineId: string): Promise<Map<string, number>> {
  const rows = await selectRows<{ stage_id: string; n: number }>(
    tx,
    sql`select stage_id::text as stage_id, count(*)::int as n from sales_proposals
      where pipeline_id = ${pipelineId} and status in ('bozza', 'inviata') group by stage_id`,
  );
  return new Map(rows.map((row) => [row.stage_id, row.n]));
}

async function lockPipeline(tx: Db, actor: Actor, id: string, version: number | undefined) {
  const [row] = await tx
    .select()
    .from(salesPipelines)
    .where(and(eq(salesPipelines.id, id), sql`${salesPipelines.archived_at} is null`))
    .for('update');
  if (!row) throw notFound(PROPOSAL_MESSAGES.pipelineNotFound);
  if (version !== undefined && row.version !== version)
    throw conflict(PROPOSAL_MESSAGES.stalePipeline, undefined, { current: await getPipeline(tx, actor, id) });
  return row;
}

const openCount = (n: number) => plural(n, { one: "un'offerta aperta", other: '{n} offerte aperte' });

export async function updatePipeline(db: Db, actor: Actor, id: string, input: PipelineInput): Promise<Pipeline> {
  await audited(
    db,
    actor,
    async (tx) => {
      const before = await lockPipeline(tx, actor, id, input.version);
      await refuseTakenName(tx, input.name, id);
      if (before.is_default && !input.is_default) {
        const message = "Serve una pipeline predefinita: rendi predefinita un'altra pipeline invece di questa";
        throw badRequest(message, { is_default: [message] });
      }
      const stored = await tx.select().from(salesPipelineStages).where(eq(salesPipelineStages.pipeline_id, id));
      const storedIds = new Set(stored.map((stage) => stage.id));
      const fields: Record<string, string[]> = {};
      input.stages.forEach((stage, index) => {
        if (stage.id && !storedIds.has(stage.id)) fields[`stages.${index}.id`] = ['Fase non valida'];
      });
      if (Object.keys(fields).length > 0) throw badRequest('Alcune fasi non sono valide', fields);
      const kept = new Set(input.stages.flatMap((stage) => (stage.id ? [stage.id] : [])));
      const removed = stored.filter((stage) => !kept.has(stage.id));
      const open = await openProposalsByStage(tx, id);
      const busy = removed.filter((stage) => (open.get(stage.id) ?? 0) > 0);
      if (busy.length > 0) {
        const message = busy
          .map(
            (stage) =>
              `La fase «${stage.name}» contiene ${openCount(open.get(stage.id)!)}: spostale prima di toglierla`,
          )
          .join('; ');
        throw badRequest(message, { stages: [message] });
      }
      // Stages get their final positions; new ones are inserted, then the removed ones' decided proposals move to
      // the first stage (a decided proposal still names a stage of its pipeline) and the removed ones go.
      const ids: string[] = [];
      for (const [position, stage] of input.stages.entries()) {
        if (stage.id) {
          await tx
            .update(salesPipelineStages)
            .set({ ...stageValues(stage), position, updated_at: sql`now()` })
            .where(eq(salesPipelineStages.id, stage.id));
          ids.push(stage.id);
        } else {
          const [row] = await tx
            .insert(salesPipelineStages)
            .values({ pipeline_id: id, position, ...stageValues(stage) })
            .returning({ id: salesPipelineStages.id });
          ids.push(row!.id);
        }
      }
      for (const stage of removed) {
        await tx.update(salesProposals).set({ stage_id: ids[0]! }).where(eq(salesProposals.stage_id, stage.id));
        await tx.delete(salesPipelineStages).where(eq(salesPipelineStages.id, stage.id));
      }
      await tx
        .update(salesPipelines)
        .set({ name: input.name, version: sql`${salesPipelines.version} + 1`, updated_at: sql`now()` })
        .where(eq(salesPipelines.id, id));
      if (input.is_default && !before.is_default) await takeDefault(tx, id);
      return { before, stored, removed };
    },
    ({ before, stored, removed }) => ({
      action: 'pipeline.updated',
      targetType: 'pipeline',
      targetId: id,
      details: {
        name: input.name,
        ...(before.name !== input.name ? { from_name: before.name } : {}),
        stages: { from: stored.map((stage) => stage.name), to: input.stages.map((stage) => stage.name) },
        removed: removed.map((stage) => stage.name),
        ...(input.is_default && !before.is_default ? { is_default: true } : {}),
      },
    }),
  );
  return getPipeline(db, actor, id);
}

/**
 * Removes a pipeline: refused while it holds open proposals or is the default; one with decided proposals is
 * archived (they keep naming it), an empty one deleted.
 */
export async function removePipeline(db: Db, actor: Actor, id: string): Promise<{ outcome: 'deleted' | 'archived' }> {
  return audited(
    db,
    actor,
    async (tx) => {
      const row = await lockPipeline(tx, actor, id, undefined);
      if (row.is_default)
        throw badRequest(
          `«${row.name}» è la pipeline predefinita: rendi predefinita un'altra pipeline prima di eliminarla`,
        );
      const open = [...(await openProposalsByStage(tx, id)).values()].reduce((sum, n) => sum + n, 0);
      if (open > 0)
        throw badRequest(`La pipeline «${row.name}» contiene ${openCount(open)}: spostale prima di eliminarla`);
      const [any] = await selectRows<{ id: string }>(
        tx,
        sql`select id from sales_proposals where pipeline_id = ${id} limit 1`,
      );
      if (any) {
        await tx
          .update(salesPipelines)
          .set({ archived_at: sql`now()`, version: sql`${salesPipelines.version} + 1` })
          .where(eq(salesPipelines.id, id));
        return { outcome: 'archived' as const, name: row.name };
      }
      await tx.delete(salesPipelines).where(eq(salesPipelines.id, id));
      return { outcome: 'deleted' as const, name: row.name };
    },
    (result) => ({
      action: result.outcome === 'deleted' ? 'pipeline.deleted' : 'pipeline.archived',
      targetType: 'pipeline',
      targetId: id,
      details: { name: result.name },
    }),
  ).then(({ outcome }) => ({ outcome }));
}
