import { holdsPermission } from '@portale/shared';
import { type AnyColumn, and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { employees } from '@/platform/org/tables';

// The approval rule: a person's requests are decided by their manager (employees.manager_id);
// admin_access decides anyone's; a person without a manager is decided by anyone with view_all_projects.
// Nobody decides their own.

const isAdmin = (actor: Actor) => holdsPermission(actor.permissions, 'admin_access');
const seesAll = (actor: Actor) => holdsPermission(actor.permissions, 'view_all_projects');

/** A SQL condition on a user id column: the users whose requests this actor may decide. */
export function decidableUsers(actor: Actor, userIdColumn: AnyColumn): SQL {
  const notSelf = sql`${userIdColumn} <> ${actor.userId}`;
  if (isAdmin(actor)) return notSelf;
  const managed = sql`exists (select 1 from ${employees} where ${employees.user_id} = ${userIdColumn} and ${employees.manager_id} = ${actor.userId})`;
  if (!seesAll(actor)) return and(notSelf, managed)!;
  const unmanaged = sql`not exists (select 1 from ${employees} where ${employees.user_id} = ${userIdColumn} and ${employees.manager_id} is not null)`;
  return and(notSelf, or(managed, unmanaged))!;
}

export async function mayDecide(db: Db, actor: Actor, userId: string): Promise<boolean> {
  if (userId === actor.userId) return false;
  if (isAdmin(actor)) return true;
  const [row] = await db.select({ manager: employees.manager_id }).from(employees).where(eq(employees.user_id, userId));
  if (row?.manager === actor.userId) return true;
  return seesAll(actor) && !row?.manager;
}

/** Whether the actor could decide anybody's requests at all: shows the "Da approvare" tab. */
export async function decidesAnyone(db: Db, actor: Actor): Promise<boolean> {
  if (isAdmin(actor)) return true;
  const [reports] = await db
    .select({ id: employees.user_id })
    .from(employees)
    .where(eq(employees.manager_id, actor.userId))
    .limit(1);
  if (reports) return true;
  if (!seesAll(actor)) return false;
  const [unmanaged] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(employees, eq(employees.user_id, users.id))
    .where(and(ne(users.id, actor.userId), isNull(employees.manager_id), ne(users.status, 'disabled')))
    .limit(1);
  return Boolean(unmanaged);
}

/** Who is notified about a person's request: their manager, or the admins when they have none. */
export async function approversOf(db: Db, userId: string): Promise<string[]> {
  const [row] = await db.select({ manager: employees.manager_id }).from(employees).where(eq(employees.user_id, userId));
  if (row?.manager) return [row.manager];
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, userId), ne(users.status, 'disabled')));
  return admins.map((a) => a.id);
}
