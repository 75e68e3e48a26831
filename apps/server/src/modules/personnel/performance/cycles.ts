import type {
  ReviewCandidates,
  ReviewCycle,
  ReviewCycleInput,
  ReviewParticipantsInput,
  ReviewParticipantsResult,
} from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import { audited, changes } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, conflict, found } from '@/platform/http/errors';
import { performanceReviews, reviewCycles } from '../tables';
import { CYCLE_NOT_FOUND, iso } from './access';

interface CycleRow {
  id: string;
  year: number;
  name: string;
  self_review_due: string | null;
  manager_review_due: string | null;
  created_at: Date | string;
  bozza: number;
  autovalutazione: number;
  valutazione_responsabile: number;
  completata: number;
}

const cycleSelect = sql`
  select c.id, c.year, c.name, c.self_review_due::text as self_review_due,
    c.manager_review_due::text as manager_review_due, c.created_at,
    (count(r.id) filter (where r.status = 'bozza'))::int as bozza,
    (count(r.id) filter (where r.status = 'autovalutazione'))::int as autovalutazione,
    (count(r.id) filter (where r.status = 'valutazione_responsabile'))::int as valutazione_responsabile,
    (count(r.id) filter (where r.status = 'completata'))::int as completata
  from review_cycles c left join performance_reviews r on r.cycle_id = c.id`;

function toCycle(row: CycleRow): ReviewCycle {
  const counts = {
    bozza: row.bozza,
    autovalutazione: row.autovalutazione,
    valutazione_responsabile: row.valutazione_responsabile,
    completata: row.completata,
  };
  return {
    id: row.id,
    year: row.year,
    name: row.name,
    self_review_due: row.self_review_due,
    manager_review_due: row.manager_review_due,
    counts,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    created_at: iso(row.created_at)!,
  };
}

export async function listCycles(db: Db, _actor: Actor): Promise<ReviewCycle[]> {
  const rows = await selectRows<CycleRow>(
    db,
    sql`${cycleSelect} group by c.id order by c.year desc, c.created_at desc`,
  );
  return rows.map(toCycle);
}

export async function getCycle(db: Db, _actor: Actor, id: string): Promise<ReviewCycle> {
  const [row] = await selectRows<CycleRow>(db, sql`${cycleSelect} where c.id = ${id} group by c.id`);
  return toCycle(found(row, CYCLE_NOT_FOUND));
}

async function assertNameFree(db: Db, input: { year: number; name: string }, id: string | null) {
  const [same] = await selectRows<{ id: string }>(
    db,
    sql`select id from review_cycles where year = ${input.year} and lower(name) = lower(${input.name})`,
  );
  if (same && same.id !== id) {
    throw conflict(`Esiste già un ciclo «${input.name}» per il ${input.year}`, { name: ['Nome già in uso'] });
  }
}

export async function createCycle(db: Db, actor: Actor, input: ReviewCycleInput): Promise<ReviewCycle> {
  const values = {
    ...input,
    self_review_due: input.self_review_due ?? null,
    manager_review_due: input.manager_review_due ?? null,
  };
  await assertNameFree(db, values, null);
  const id = await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .insert(reviewCycles)
        .values({ ...values, created_by: actor.userId })
        .returning({ id: reviewCycles.id });
      return row!.id;
    },
    (id) => ({
      action: 'performance.cycle_created',
      targetType: 'review_cycle',
      targetId: id,
      details: { year: input.year, name: input.name },
    }),
  );
  return getCycle(db, actor, id);
}

export async function updateCycle(db: Db, actor: Actor, id: string, input: ReviewCycleInput): Promise<ReviewCycle> {
  const before = await getCycle(db, actor, id);
  const values = {
    ...input,
    self_review_due: input.self_review_due ?? null,
    manager_review_due: input.manager_review_due ?? null,
  };
  await assertNameFree(db, values, id);
  await audited(db, actor, (tx) => tx.update(reviewCycles).set(values).where(eq(reviewCycles.id, id)), {
    action: 'performance.cycle_updated',
    targetType: 'review_cycle',
    targetId: id,
    details: { changes: changes(before, values) },
  });
  return getCycle(db, actor, id);
}

/** A cycle can be deleted while all of its reviews are still drafts: started reviews are history. */
export async function deleteCycle(db: Db, actor: Actor, id: string): Promise<void> {
  const cycle = await getCycle(db, actor, id);
  if (cycle.total !== cycle.counts.bozza) {
    throw conflict('Il ciclo ha valutazioni già avviate: non può essere eliminato');
  }
  await db.transaction(async (tx) => {
    await tx.delete(reviewCycles).where(eq(reviewCycles.id, id));
    await audit(tx, actor, {
      action: 'performance.cycle_deleted',
      targetType: 'review_cycle',
      targetId: id,
      details: { name: cycle.name, year: cycle.year },
    });
  });
}

interface CandidateRow {
  id: string;
  name: string;
  manager_id: string | null;
  manager_active: boolean;
  department_id: string | null;
  department_name: string | null;
}

/** Active employees (not clients, not terminated), with their manager: the people a cycle can include. */
function candidateRows(db: Db) {
  return selectRows<CandidateRow>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name, e.manager_id,
          coalesce(mu.status = 'active', false) as manager_active, e.department_id, d.name as department_name
        from users u
        join employees e on e.user_id = u.id
        left join users mu on mu.id = e.manager_id
        left join departments d on d.id = e.department_id
        where u.status = 'active' and u.role <> 'client'
          and (e.termination_date is null or e.termination_date >= current_date)
        order by u.last_name, u.first_name`,
  );
}

export async function reviewCandidates(db: Db, _actor: Actor): Promise<ReviewCandidates> {
  const people = await candidateRows(db);
  const departments = await selectRows<{ id: string; name: string }>(
    db,
    sql`select id, name from departments order by lower(name)`,
  );
  return {
    people: people.map((p) => ({
      id: p.id,
      name: p.name,
      department_name: p.department_name,
      has_manager: p.manager_id !== null && p.manager_active,
    })),
    departments,
  };
}

/**
 * Creates one review per chosen person, reviewed by their manager. People without an active manager are refused
 * (listed with the reason) rather than silently given to HR: the reporting line must be fixed in their record.
 */
export async function addParticipants(
  db: Db,
  actor: Actor,
  cycleId: string,
  input: ReviewParticipantsInput,
): Promise<ReviewParticipantsResult> {
  await getCycle(db, actor, cycleId);
  const all = await candidateRows(db);
  let chosen: CandidateRow[];
  const skipped: ReviewParticipantsResult['skipped'] = [];
  if (input.scope === 'all') chosen = all;
  else if (input.scope === 'department') chosen = all.filter((p) => p.department_id === input.department_id);
  else {
    const wanted = [...new Set(input.user_ids ?? [])];
    chosen = all.filter((p) => wanted.includes(p.id));
    for (const id of wanted.filter((w) => !chosen.some((p) => p.id === w))) {
      skipped.push({ user_id: id, name: '', reason: 'Non è un dipendente attivo' });
    }
  }
  const existing = new Set(
    (
      await db
        .select({ id: performanceReviews.employee_id })
        .from(performanceReviews)
        .where(eq(performanceReviews.cycle_id, cycleId))
    ).map((r) => r.id),
  );
  const rows: { cycle_id: string; employee_id: string; reviewer_id: string }[] = [];
  let already = 0;
  for (const person of chosen) {
    if (existing.has(person.id)) already += 1;
    else if (!person.manager_id || !person.manager_active || person.manager_id === person.id) {
      skipped.push({
        user_id: person.id,
        name: person.name,
        reason: 'Nessun responsabile attivo: assegnane uno nella scheda dipendente',
      });
    } else rows.push({ cycle_id: cycleId, employee_id: person.id, reviewer_id: person.manager_id });
  }
  if (rows.length === 0 && already === 0) {
    const first = skipped[0];
    throw badRequest(
      first
        ? `Nessuna valutazione creata: ${first.name ? `${first.name} — ` : ''}${first.reason.toLowerCase()}`
        : 'Nessun dipendente attivo corrisponde alla scelta',
    );
  }
  // A concurrent request (double click) may have added some of them since: the unique index skips those.
  const created = await db.transaction(async (tx) => {
    const inserted =
      rows.length > 0
        ? await tx
            .insert(performanceReviews)
            .values(rows)
            .onConflictDoNothing()
            .returning({ id: performanceReviews.id })
        : [];
    await audit(tx, actor, {
      action: 'performance.participants_added',
      targetType: 'review_cycle',
      targetId: cycleId,
      details: { scope: input.scope, created: inserted.length, skipped: skipped.length },
    });
    return inserted.length;
  });
  return { created, already: already + rows.length - created, skipped };
}
