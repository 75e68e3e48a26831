import {
  EMPLOYEE_CONTRACT_FIELDS,
  EMPLOYEE_PERSONAL_FIELDS,
  type PersonAccess,
  type PersonAccessLevel,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';

// Who sees what of a colleague (issue 15, GDPR): directory data for every colleague; contract data for HR, the
// person and their direct manager; personal data (hourly cost, full birth date) for HR and the person. Every
// personnel query that returns a person's record asks this file, so the rule is written once.

/** HR: holders of manage_users (spec §6); admin_access holders administer the records in 'Gestione'. */
export const isHr = (actor: Actor) => actor.permissions.has('manage_users') || actor.permissions.has('admin_access');

/** The reserved data (/private): the person, or manage_users (each such read is audited). */
export const canViewPrivate = (actor: Actor, id: string) =>
  actor.userId === id || actor.permissions.has('manage_users');

/** How the actor stands to one person, from the person's id and manager: no query, so lists decide per row. */
export function personAccessLevel(actor: Actor, person: { id: string; manager_id: string | null }): PersonAccessLevel {
  if (person.id === actor.userId) return 'self';
  if (isHr(actor)) return 'hr';
  // The direct manager plans the person's hours, approves their leave (whose allowance follows the CCNL) and
  // prepares the renewal of a fixed-term contract, so they see the contract, but not the cost nor the birth date.
  if (person.manager_id !== null && person.manager_id === actor.userId) return 'manager';
  return 'colleague';
}

export const seesContract = (level: PersonAccessLevel) => level !== 'colleague';
export const seesPersonal = (level: PersonAccessLevel) => level === 'hr' || level === 'self';

export interface PersonFacts {
  id: string;
  manager_id: string | null;
  /** The actor has run a review of this person (their past manager, say). */
  reviewed_by_actor: boolean;
}

/** Everything the actor may see of one person, including which tabs of the person page they may open. */
export function personAccess(actor: Actor, person: PersonFacts): PersonAccess {
  const level = personAccessLevel(actor, person);
  const self = level === 'self';
  const manager = person.manager_id !== null && person.manager_id === actor.userId;
  return {
    level,
    contract: seesContract(level),
    personal: seesPersonal(level),
    reserved: canViewPrivate(actor, person.id),
    tabs: {
      skills: true,
      // Allocation shows capacity (the part-time %): staffing holders plan it across people.
      allocation: self || manager || actor.permissions.has('view_recruiting'),
      // Review history: the person, HR (manage_users), the current manager and whoever reviewed them.
      performance: self || actor.permissions.has('manage_users') || manager || person.reviewed_by_actor,
      // Leave balances: the person, whoever decides their requests (their manager) and HR, as the timesheet's
      // GET /api/timesheet/people/{id}/leave answers.
      leave: self || manager || actor.permissions.has('manage_users'),
      documents: self || isHr(actor),
    },
  };
}

/** SQL (a boolean) telling whether the actor has reviewed the user whose id is `userIdColumn`. */
export const reviewedByActorSql = (actor: Actor, userIdColumn: ReturnType<typeof sql>) =>
  sql`exists (select 1 from performance_reviews pr where pr.employee_id = ${userIdColumn}
    and pr.reviewer_id = ${actor.userId})`;

/** The access of the actor to one person, or null when there is no such colleague (unknown id, a client account). */
export async function loadPersonAccess(db: Db, actor: Actor, userId: string): Promise<PersonAccess | null> {
  const [person] = await selectRows<PersonFacts>(
    db,
    sql`select u.id, e.manager_id, ${reviewedByActorSql(actor, sql`u.id`)} as reviewed_by_actor
      from users u left join employees e on e.user_id = u.id
      where u.id = ${userId} and u.role <> 'client'`,
  );
  return person ? personAccess(actor, person) : null;
}

/** The record without the fields this access may not see: they are left out, never sent as null. */
export function withoutHiddenFields<T extends object>(
  record: T,
  access: Pick<PersonAccess, 'contract' | 'personal'>,
): T {
  const copy = { ...record } as Record<string, unknown>;
  if (!access.contract) for (const field of EMPLOYEE_CONTRACT_FIELDS) delete copy[field];
  if (!access.personal) for (const field of EMPLOYEE_PERSONAL_FIELDS) delete copy[field];
  return copy as T;
}
