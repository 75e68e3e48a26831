import {
  REVIEW_STATUS_LABELS,
  type ReviewActions,
  type ReviewDetail,
  type ReviewStatus,
  type ReviewSummary,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { conflict, forbidden, found } from '@/platform/http/errors';

export const REVIEW_NOT_FOUND = 'Valutazione non trovata';
export const CYCLE_NOT_FOUND = 'Ciclo di valutazione non trovato';

/** HR = holders of manage_users (spec §6): they see every review and run the cycles. */
export const isHr = (actor: Actor) => actor.permissions.has('manage_users');

/** Reviews this actor may read, on the alias `r`: their own, those they review, every one for HR. */
export function visibleReviewSql(actor: Actor): SQL {
  if (isHr(actor)) return sql`true`;
  return sql`(r.employee_id = ${actor.userId} or r.reviewer_id = ${actor.userId})`;
}

/** Reviews waiting for this actor: the reviewer in bozza and valutazione_responsabile, the employee in autovalutazione. */
export function toActSql(actor: Actor): SQL {
  return sql`((r.status in ('bozza', 'valutazione_responsabile') and r.reviewer_id = ${actor.userId}
      and r.employee_id <> ${actor.userId})
    or (r.status = 'autovalutazione' and r.employee_id = ${actor.userId}))`;
}

export interface ReviewRow {
  id: string;
  cycle_id: string;
  cycle_name: string;
  year: number;
  employee_id: string;
  employee_name: string;
  reviewer_id: string | null;
  reviewer_name: string | null;
  status: ReviewStatus;
  final_rating: number | null;
  objectives_count: number;
  due_date: string | null;
  updated_at: Date | string;
  self_comment: string;
  manager_comment: string;
  self_review_due: string | null;
  manager_review_due: string | null;
  self_submitted_at: Date | string | null;
  completed_at: Date | string | null;
}

export const reviewSelect = sql`
  select r.id, r.cycle_id, c.name as cycle_name, c.year, r.employee_id,
    eu.first_name || ' ' || eu.last_name as employee_name, r.reviewer_id,
    case when ru.id is null then null else ru.first_name || ' ' || ru.last_name end as reviewer_name,
    r.status, r.final_rating::float8 as final_rating,
    (select count(*)::int from review_objectives o where o.review_id = r.id) as objectives_count,
    case when r.status = 'valutazione_responsabile' then c.manager_review_due::text
         when r.status = 'completata' then null else c.self_review_due::text end as due_date,
    r.updated_at, r.self_comment, r.manager_comment, c.self_review_due::text as self_review_due,
    c.manager_review_due::text as manager_review_due, r.self_submitted_at, r.completed_at
  from performance_reviews r
  join review_cycles c on c.id = r.cycle_id
  join users eu on eu.id = r.employee_id
  left join users ru on ru.id = r.reviewer_id`;

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The employee does not see the manager's ratings before the review is completed. */
export const hidesManagerPart = (actor: Actor, row: Pick<ReviewRow, 'employee_id' | 'status'>) =>
  row.employee_id === actor.userId && row.status !== 'completata';

/**
 * The self-review is the employee's draft until they submit it: the reviewer and HR see it only from
 * valutazione_responsabile on (a reopened review went through the submission, so it stays visible).
 */
export const hidesSelfPart = (actor: Actor, row: Pick<ReviewRow, 'employee_id' | 'status'>) =>
  row.employee_id !== actor.userId && (row.status === 'bozza' || row.status === 'autovalutazione');

export function toSummary(actor: Actor, row: ReviewRow): ReviewSummary {
  return {
    id: row.id,
    cycle_id: row.cycle_id,
    cycle_name: row.cycle_name,
    year: row.year,
    employee_id: row.employee_id,
    employee_name: row.employee_name,
    reviewer_id: row.reviewer_id,
    reviewer_name: row.reviewer_name,
    status: row.status,
    final_rating: hidesManagerPart(actor, row) ? null : row.final_rating,
    objectives_count: row.objectives_count,
    due_date: row.due_date,
    updated_at: iso(row.updated_at)!,
  };
}

/** What one actor is to one review, and what they may do on it now. */
export interface ReviewGrant {
  row: ReviewRow;
  viewer: ReviewDetail['viewer'];
  isEmployee: boolean;
  /** The reviewer or HR, never the employee: nobody reviews themselves. */
  isAssessor: boolean;
  isHr: boolean;
}

/** Loads a review the actor may see, or 404 (never 403: others must not learn it exists). */
export async function reviewGrant(db: Db, actor: Actor, id: string): Promise<ReviewGrant> {
  const [rowRow] = await selectRows<ReviewRow>(
    db,
    sql`${reviewSelect} where r.id = ${id} and ${visibleReviewSql(actor)}`,
  );
  const row = found(rowRow, REVIEW_NOT_FOUND);
  const isEmployee = row.employee_id === actor.userId;
  const hr = isHr(actor);
  const isReviewer = row.reviewer_id === actor.userId;
  return {
    row,
    viewer: isEmployee ? 'employee' : isReviewer ? 'reviewer' : 'hr',
    isEmployee,
    isAssessor: !isEmployee && (isReviewer || hr),
    isHr: hr && !isEmployee,
  };
}

export function actionsOf(grant: ReviewGrant): ReviewActions {
  const { status } = grant.row;
  return {
    edit_objectives: grant.isAssessor && status === 'bozza',
    start_self_review: grant.isAssessor && status === 'bozza',
    edit_self_review: grant.isEmployee && status === 'autovalutazione',
    submit_self_review: grant.isEmployee && status === 'autovalutazione',
    edit_manager_review: grant.isAssessor && status === 'valutazione_responsabile',
    complete: grant.isAssessor && status === 'valutazione_responsabile',
    reopen: grant.isHr && status === 'completata',
    remove: grant.isHr && status === 'bozza',
  };
}

/** 403 with an Italian message when the actor has no role for this step. */
export function allow(condition: boolean, message: string): void {
  if (!condition) throw forbidden(message);
}

/** 409 when the review is not in the state the action needs. */
export function requireStatus(row: Pick<ReviewRow, 'status'>, expected: ReviewStatus, action: string): void {
  if (row.status !== expected) {
    throw conflict(
      `Impossibile ${action}: la valutazione è in stato «${REVIEW_STATUS_LABELS[row.status]}», serve «${REVIEW_STATUS_LABELS[expected]}»`,
    );
  }
}

export const reviewPath = (id: string) => `/app/personnel/performance/reviews/${id}`;
