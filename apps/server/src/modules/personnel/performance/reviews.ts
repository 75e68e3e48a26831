import {
  type ManagerReviewInput,
  type Pagination,
  type PerformanceOverview,
  type PersonPerformance,
  type PersonPerformanceYear,
  paginationOf,
  type ReviewDetail,
  type ReviewListQuery,
  type ReviewObjective,
  type ReviewObjectivesInput,
  type ReviewSummary,
  type SelfReviewInput,
} from '@portale/shared';
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, found, notFound } from '@/platform/http/errors';
import { loadPersonAccess } from '../person-access';
import { performanceReviews, reviewObjectives } from '../tables';
import {
  actionsOf,
  allow,
  hidesManagerPart,
  hidesSelfPart,
  isHr,
  type ReviewGrant,
  type ReviewRow,
  requireStatus,
  reviewGrant,
  reviewSelect,
  toActSql,
  toSummary,
  visibleReviewSql,
} from './access';
import { listCycles } from './cycles';

const ORDER = sql`order by c.year desc, c.name, eu.last_name, eu.first_name`;

export async function listReviews(
  db: Db,
  actor: Actor,
  query: ReviewListQuery,
): Promise<{ items: ReviewSummary[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  const filters: SQL[] = [visibleReviewSql(actor)];
  if (query.cycle_id) filters.push(sql`r.cycle_id = ${query.cycle_id}`);
  if (query.year) filters.push(sql`c.year = ${query.year}`);
  if (query.status) filters.push(sql`r.status = ${query.status}`);
  if (query.person_id) filters.push(sql`r.employee_id = ${query.person_id}`);
  if (query.to_act) filters.push(toActSql(actor));
  const where = sql.join(filters, sql` and `);
  const [total] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from performance_reviews r join review_cycles c on c.id = r.cycle_id where ${where}`,
  );
  const rows = await selectRows<ReviewRow>(
    db,
    sql`${reviewSelect} where ${where} ${ORDER} limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  return { items: rows.map((r) => toSummary(actor, r)), pagination: paginationOf(page, perPage, total?.n ?? 0) };
}

async function objectivesOf(db: Db, reviewId: string) {
  return db
    .select()
    .from(reviewObjectives)
    .where(eq(reviewObjectives.review_id, reviewId))
    .orderBy(reviewObjectives.sort_order, reviewObjectives.created_at);
}

async function detailOf(db: Db, actor: Actor, grant: ReviewGrant): Promise<ReviewDetail> {
  const { row } = grant;
  const hide = hidesManagerPart(actor, row);
  const hideSelf = hidesSelfPart(actor, row);
  const objectives: ReviewObjective[] = (await objectivesOf(db, row.id)).map((o) => ({
    id: o.id,
    title: o.title,
    description: o.description,
    weight: o.weight,
    self_rating: hideSelf ? null : o.self_rating,
    self_comment: hideSelf ? '' : o.self_comment,
    manager_rating: hide ? null : o.manager_rating,
    manager_comment: hide ? '' : o.manager_comment,
  }));
  return {
    ...toSummary(actor, row),
    self_comment: hideSelf ? '' : row.self_comment,
    manager_comment: hide ? '' : row.manager_comment,
    self_review_due: row.self_review_due,
    manager_review_due: row.manager_review_due,
    self_submitted_at: row.self_submitted_at ? new Date(row.self_submitted_at).toISOString() : null,
    completed_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    objectives,
    viewer: grant.viewer,
    actions: actionsOf(grant),
  };
}

export async function getReview(db: Db, actor: Actor, id: string): Promise<ReviewDetail> {
  return detailOf(db, actor, await reviewGrant(db, actor, id));
}

// A touch names updated_at by hand: drizzle refuses an update with nothing to set, $onUpdate or not.
const touch = (db: Db, id: string) =>
  db.update(performanceReviews).set({ updated_at: new Date() }).where(eq(performanceReviews.id, id));

/** Replaces the objectives of a draft review: the reviewer or HR, never the employee. */
export async function saveObjectives(
  db: Db,
  actor: Actor,
  id: string,
  input: ReviewObjectivesInput,
): Promise<ReviewDetail> {
  const grant = await reviewGrant(db, actor, id);
  allow(grant.isAssessor, 'Solo il responsabile della valutazione o le Risorse Umane definiscono gli obiettivi');
  requireStatus(grant.row, 'bozza', 'modificare gli obiettivi');
  const current = await objectivesOf(db, id);
  const known = new Set(current.map((o) => o.id));
  const unknown = input.objectives.find((o) => o.id && !known.has(o.id));
  if (unknown) throw badRequest('Un obiettivo non appartiene a questa valutazione');
  await db.transaction(async (tx) => {
    const kept = input.objectives.map((o) => o.id).filter((v): v is string => Boolean(v));
    await tx
      .delete(reviewObjectives)
      .where(
        kept.length > 0
          ? and(eq(reviewObjectives.review_id, id), notInArray(reviewObjectives.id, kept))
          : eq(reviewObjectives.review_id, id),
      );
    for (const [index, o] of input.objectives.entries()) {
      const values = { title: o.title, description: o.description ?? '', weight: o.weight, sort_order: index };
      if (o.id) {
        await tx
          .update(reviewObjectives)
          .set({ ...values })
          .where(eq(reviewObjectives.id, o.id));
      } else await tx.insert(reviewObjectives).values({ ...values, review_id: id });
    }
    await touch(tx, id);
  });
  return getReview(db, actor, id);
}

/** Checks that every listed objective belongs to the review. */
async function assertObjectivesOf(db: Db, reviewId: string, ids: string[]) {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: reviewObjectives.id })
    .from(reviewObjectives)
    .where(and(eq(reviewObjectives.review_id, reviewId), inArray(reviewObjectives.id, ids)));
  if (rows.length !== new Set(ids).size) throw badRequest('Un obiettivo non appartiene a questa valutazione');
}

/** One side's ratings and comments on the review's own objectives, and its general comment, in one transaction. */
async function saveRatings(
  db: Db,
  reviewId: string,
  objectives: { id: string; values: Partial<typeof reviewObjectives.$inferInsert> }[],
  review: Partial<typeof performanceReviews.$inferInsert>,
) {
  await assertObjectivesOf(
    db,
    reviewId,
    objectives.map((o) => o.id),
  );
  await db.transaction(async (tx) => {
    for (const o of objectives) {
      await tx
        .update(reviewObjectives)
        .set({ ...o.values })
        .where(eq(reviewObjectives.id, o.id));
    }
    await tx
      .update(performanceReviews)
      .set({ ...review })
      .where(eq(performanceReviews.id, reviewId));
  });
}

/** The employee's self-assessment, saved as a draft while the review is in autovalutazione. */
export async function saveSelfReview(db: Db, actor: Actor, id: string, input: SelfReviewInput): Promise<ReviewDetail> {
  const grant = await reviewGrant(db, actor, id);
  allow(grant.isEmployee, "Solo il dipendente valutato compila l'autovalutazione");
  requireStatus(grant.row, 'autovalutazione', "modificare l'autovalutazione");
  await saveRatings(
    db,
    id,
    input.objectives.map((o) => ({
      id: o.id,
      values: { self_rating: o.self_rating, self_comment: o.self_comment ?? '' },
    })),
    { self_comment: input.self_comment ?? '' },
  );
  return getReview(db, actor, id);
}

/** The reviewer's (or HR's) ratings, saved as a draft while the review is in valutazione_responsabile. */
export async function saveManagerReview(
  db: Db,
  actor: Actor,
  id: string,
  input: ManagerReviewInput,
): Promise<ReviewDetail> {
  const grant = await reviewGrant(db, actor, id);
  allow(grant.isAssessor, 'Solo il responsabile della valutazione o le Risorse Umane assegnano i voti');
  requireStatus(grant.row, 'valutazione_responsabile', 'modificare la valutazione del responsabile');
  await saveRatings(
    db,
    id,
    input.objectives.map((o) => ({
      id: o.id,
      values: { manager_rating: o.manager_rating, manager_comment: o.manager_comment ?? '' },
    })),
    { manager_comment: input.manager_comment ?? '' },
  );
  return getReview(db, actor, id);
}

export async function performanceOverview(db: Db, actor: Actor): Promise<PerformanceOverview> {
  const mine = await selectRows<ReviewRow>(db, sql`${reviewSelect} where r.employee_id = ${actor.userId} ${ORDER}`);
  const toAct = await selectRows<ReviewRow>(
    db,
    sql`${reviewSelect} where ${toActSql(actor)} and r.employee_id <> ${actor.userId} ${ORDER}`,
  );
  const hr = isHr(actor);
  return {
    my_reviews: mine.map((r) => toSummary(actor, r)),
    to_act: toAct.map((r) => toSummary(actor, r)),
    cycles: hr ? await listCycles(db, actor) : [],
    can_manage_cycles: hr,
  };
}

/**
 * A person's review history is open to the person, HR, their current manager and whoever reviewed them;
 * each review is still filtered by who may read it.
 */
async function personOf(db: Db, actor: Actor, userId: string) {
  // The same rule that shows or hides the tab on the person page; others must not learn the history exists.
  const access = await loadPersonAccess(db, actor, userId);
  if (!access?.tabs.performance) throw notFound('Persona non trovata');
  const [person] = await selectRows<{ id: string; name: string }>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name from users u where u.id = ${userId}`,
  );
  return found(person, 'Persona non trovata');
}

export async function personPerformance(db: Db, actor: Actor, userId: string): Promise<PersonPerformance> {
  const person = await personOf(db, actor, userId);
  const rows = await selectRows<ReviewRow>(
    db,
    sql`${reviewSelect} where r.employee_id = ${userId} and ${visibleReviewSql(actor)} ${ORDER}`,
  );
  return { person, reviews: rows.map((r) => toSummary(actor, r)) };
}

export async function personPerformanceYear(
  db: Db,
  actor: Actor,
  userId: string,
  year: number,
): Promise<PersonPerformanceYear> {
  const person = await personOf(db, actor, userId);
  const rows = await selectRows<ReviewRow>(
    db,
    sql`${reviewSelect} where r.employee_id = ${userId} and ${visibleReviewSql(actor)} ${ORDER}`,
  );
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a);
  const reviews: ReviewDetail[] = [];
  for (const row of rows.filter((r) => r.year === year)) reviews.push(await getReview(db, actor, row.id));
  return { person, year, years, reviews };
}
