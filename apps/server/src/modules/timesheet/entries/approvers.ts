import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { rolePermissions } from '@/platform/access/tables';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { employees } from '@/platform/org/tables';

// The approval rule: a person's weeks are decided by their manager (employees.manager_id); users
// with admin_access decide anyone's; a person with no manager is decided by anyone with view_all_projects.
// Nobody decides their own.

export const isAdmin = (actor: Actor) => actor.permissions.has('admin_access');

/** Whether `actor` may approve, reject or inspect the weeks of `ownerId`. */
export async function mayDecideFor(db: Db, actor: Actor, ownerId: string): Promise<boolean> {
  if (ownerId === actor.userId) return false;
  if (isAdmin(actor)) return true;
  const [row] = await db
    .select({ manager_id: employees.manager_id })
    .from(employees)
    .where(eq(employees.user_id, ownerId));
  const managerId = row?.manager_id ?? null;
  if (managerId) return managerId === actor.userId;
  return actor.permissions.has('view_all_projects');
}

/**
 * A SQL condition on `users.id` (with `employees` left-joined) selecting the people `actor` decides for.
 * Used by the approvals list and the dashboard so the rule lives in one place.
 */
export function decidableCondition(actor: Actor): SQL {
  if (isAdmin(actor)) return ne(users.id, actor.userId);
  const managed = sql`${employees.manager_id} = ${actor.userId}`;
  const orphan = actor.permissions.has('view_all_projects') ? sql` or ${employees.manager_id} is null` : sql``;
  return sql`(${users.id} <> ${actor.userId} and (${managed}${orphan}))`;
}

/** Who gets the "week submitted" notification: the manager, or else every holder of view_all_projects. */
export async function approversOf(db: Db, ownerId: string): Promise<string[]> {
  const [row] = await db
    .select({ manager_id: employees.manager_id })
    .from(employees)
    .where(eq(employees.user_id, ownerId));
  if (row?.manager_id) return [row.manager_id];
  const holders = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(rolePermissions, eq(rolePermissions.role, users.role))
    .where(
      and(
        inArray(rolePermissions.permission, ['view_all_projects']),
        eq(users.status, 'active'),
        ne(users.id, ownerId),
      ),
    );
  return holders.map((h) => h.id);
}

/** "Nome Cognome" of users, by id. */
export async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, first: users.first_name, last: users.last_name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`.trim()]));
}
