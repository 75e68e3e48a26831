import { type AuditAction, REVIEW_STATUS_LABELS, type ReviewDetail, type ReviewStatus } from '@portale/shared';
import { and, eq } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { badRequest, conflict } from '@/platform/http/errors';
import { type NotifyInput, notify } from '@/platform/notifications/notify';
import { performanceReviews, reviewObjectives } from '../tables';
import { allow, type ReviewGrant, requireStatus, reviewGrant, reviewPath } from './access';
import { getReview } from './reviews';

type ReviewUpdate = Partial<typeof performanceReviews.$inferInsert>;

/**
 * Moves a review from one state to the next in one statement guarded by the current state, so two people
 * clicking at once cannot both win; audits the step and notifies inside the same transaction.
 */
async function transition(
  db: Db,
  actor: Actor,
  grant: ReviewGrant,
  step: { from: ReviewStatus; to: ReviewStatus; action: AuditAction; set?: ReviewUpdate },
  recipients: (string | null)[],
  message: NotifyInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(performanceReviews)
      .set({ ...step.set, status: step.to })
      .where(and(eq(performanceReviews.id, grant.row.id), eq(performanceReviews.status, step.from)))
      .returning({ id: performanceReviews.id });
    if (moved.length === 0) throw conflict('La valutazione è stata modificata nel frattempo: ricarica la pagina');
    await audit(tx, actor, {
      action: step.action,
      targetType: 'performance_review',
      targetId: grant.row.id,
      details: { from: step.from, to: step.to, employee_id: grant.row.employee_id, cycle: grant.row.cycle_name },
    });
    const to = recipients.filter((id): id is string => Boolean(id) && id !== actor.userId);
    await notify(tx, to, { link: reviewPath(grant.row.id), ...message });
  });
}

const objectivesOf = (db: Db, id: string) =>
  db.select().from(reviewObjectives).where(eq(reviewObjectives.review_id, id));

/** bozza → autovalutazione: at least one objective and weights adding up to exactly 100. */
export async function startSelfReview(db: Db, actor: Actor, id: string): Promise<ReviewDetail> {
  const grant = await reviewGrant(db, actor, id);
  allow(grant.isAssessor, "Solo il responsabile della valutazione o le Risorse Umane avviano l'autovalutazione");
  requireStatus(grant.row, 'bozza', "avviare l'autovalutazione");
  const objectives = await objectivesOf(db, id);
  if (objectives.length === 0) throw badRequest("Aggiungi almeno un obiettivo prima di avviare l'autovalutazione");
  const total = objectives.reduce((sum, o) => sum + o.weight, 0);
  if (total !== 100) {
    throw badRequest(`I pesi degli obiettivi devono sommare esattamente a 100 (ora ${total})`, {
      objectives: [`Somma dei pesi: ${total} su 100`],
    });
  }
  await transition(
    db,
    actor,
    grant,
    { from: 'bozza', to: 'autovalutazione', action: 'performance.self_review_started' },
    [grant.row.employee_id],
    {
      type: 'task',
      title: 'Autovalutazione da compilare',
      message: `${grant.row.cycle_name}: valuta i tuoi obiettivi${
        grant.row.self_review_due ? ` entro il ${italianDate(grant.row.self_review_due)}` : ''
      } e invia l'autovalutazione.`,
    },
  );
  return getReview(db, actor, id);
}

/** autovalutazione → valutazione_responsabile: the employee has rated every objective. */
export async function submitSelfReview(db: Db, actor: Actor, id: string): Promise<ReviewDetail> {
  const grant = await reviewGrant(db, actor, id);
  allow(grant.isEmployee, "Solo il dipendente valutato invia l'autovalutazione");
  requireStatus(grant.row, 'autovalutazione', "inviare l'autovalutazione");
  const missing = (await objectivesOf(db, id)).filter((o) => o.self_rating === null);
  if (missing.length > 0) {
    throw badRequest(`Assegna un voto a tutti gli obiettivi prima di inviare (mancano ${missing.length})`, {
      objectives: missing.map((o) => `Manca il voto per «${o.title}»`),
    });
  }
  await transition(
    db,
    actor,
    grant,
    {
      from: 'autovalutazione',
      to: 'valutazione_responsabile',
      action: 'performance.self_review_submitted',
      set: { self_submitted_at: new Date() },
    },
    [grant.row.reviewer_id],
    {
      type: 'task',
      title: 'Autovalutazione ricevuta',
      message: `${grant.row.employee_name} ha inviato l'autovalutazione (${grant.row.cycle_name}): tocca a te valutare.`,
    },
  );
  return getReview(db, actor, id);
}

/** Weighted average of the manager's ratings, two decimals. */
export function weightedRating(objectives: { weight: number; manager_rating: number | null }[]): number {
  const weights = objectives.reduce((sum, o) => sum + o.weight, 0);
  const total = objectives.reduce((sum, o) => sum + o.weight * (o.manager_rating ?? 0), 0);
  return weights === 0 ? 0 : Math.round((total / weights) * 100) / 100;
}

/** valutazione_responsabile → completata: every objective rated; the final rating is fixed here. */
export async function completeReview(db: Db, actor: Actor, id: string): Promise<ReviewDetail> {
  const grant = await reviewGrant(db, actor, id);
  allow(grant.isAssessor, 'Solo il responsabile della valutazione o le Risorse Umane completano la valutazione');
  requireStatus(grant.row, 'valutazione_responsabile', 'completare la valutazione');
  const objectives = await objectivesOf(db, id);
  const missing = objectives.filter((o) => o.manager_rating === null);
  if (missing.length > 0) {
    throw badRequest(`Assegna un voto a tutti gli obiettivi prima di completare (mancano ${missing.length})`, {
      objectives: missing.map((o) => `Manca il voto per «${o.title}»`),
    });
  }
  const finalRating = weightedRating(objectives);
  await transition(
    db,
    actor,
    grant,
    {
      from: 'valutazione_responsabile',
      to: 'completata',
      action: 'performance.review_completed',
      set: { final_rating: finalRating, completed_at: new Date() },
    },
    [grant.row.employee_id],
    {
      type: 'info',
      title: 'Valutazione completata',
      message: `La tua valutazione (${grant.row.cycle_name}) è completa: voto finale ${finalRating.toLocaleString('it-IT')} su 5.`,
    },
  );
  return getReview(db, actor, id);
}

/** completata → valutazione_responsabile, by HR only (e.g. to correct a rating). */
export async function reopenReview(db: Db, actor: Actor, id: string): Promise<ReviewDetail> {
  const grant = await reviewGrant(db, actor, id);
  allow(grant.isHr, 'Solo le Risorse Umane possono riaprire una valutazione completata');
  requireStatus(grant.row, 'completata', 'riaprire la valutazione');
  await transition(
    db,
    actor,
    grant,
    {
      from: 'completata',
      to: 'valutazione_responsabile',
      action: 'performance.review_reopened',
      set: { final_rating: null, completed_at: null },
    },
    [grant.row.employee_id, grant.row.reviewer_id],
    {
      type: 'info',
      title: 'Valutazione riaperta',
      message: `Le Risorse Umane hanno riaperto la valutazione di ${grant.row.employee_name} (${grant.row.cycle_name}), ora in «${REVIEW_STATUS_LABELS.valutazione_responsabile}».`,
    },
  );
  return getReview(db, actor, id);
}

/** HR removes a person from a cycle while their review is still a draft. */
export async function removeReview(db: Db, actor: Actor, id: string): Promise<void> {
  const grant = await reviewGrant(db, actor, id);
  allow(grant.isHr, 'Solo le Risorse Umane possono togliere una persona dal ciclo');
  requireStatus(grant.row, 'bozza', 'togliere la valutazione');
  await db.transaction(async (tx) => {
    await tx.delete(performanceReviews).where(eq(performanceReviews.id, id));
    await audit(tx, actor, {
      action: 'performance.review_removed',
      targetType: 'performance_review',
      targetId: id,
      details: { employee_id: grant.row.employee_id, cycle: grant.row.cycle_name },
    });
  });
}

const italianDate = (value: string) =>
  new Date(`${value}T12:00:00Z`).toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' });
