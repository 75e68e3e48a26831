import { holdsPermission, type NewsAudience } from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';

// Who reads a news item (docs/communications.md, "Chi legge una notizia"): its audience among the colleagues who may
// open the communications. A department's audience includes its sub-departments, as an org chart reads.

export const NEWS_READERS = { permission: 'view_communications', feature: 'communications_module' } as const;
export const NEWS_PUBLISHERS = { permission: 'publish_news', feature: 'communications_module' } as const;

export const canPublishNews = (actor: Actor) => holdsPermission(actor.permissions, 'publish_news');

/** The actor's department and every department above it: a news item for any of them is for the actor. */
const departmentLine = (actor: Actor) => sql`with recursive line as (
    select d.id, d.parent_id from departments d
      join employees e on e.department_id = d.id where e.user_id = ${actor.userId}
    union
    select d.id, d.parent_id from departments d join line on d.id = line.parent_id)
  select id::text from line`;

/** The news items (`n`) whose audience holds the actor. */
export function inAudience(actor: Actor): SQL {
  return sql`(n.audience ->> 'kind' = 'all'
    or (n.audience ->> 'kind' = 'roles' and jsonb_exists(n.audience -> 'roles', ${actor.role}))
    or (n.audience ->> 'kind' = 'departments' and exists (
      select 1 from jsonb_array_elements_text(n.audience -> 'department_ids') as a(id)
      where a.id in (${departmentLine(actor)}))))`;
}

/**
 * The news items the actor may read: published ones in the actor's audience; a publisher reads every item, drafts
 * and scheduled ones included, to manage them.
 */
export function readable(actor: Actor): SQL {
  if (canPublishNews(actor)) return sql`true`;
  return sql`(n.status = 'pubblicata' and ${inAudience(actor)})`;
}

export type AudienceMember = { id: string; name: string };

/**
 * The active colleagues an audience reaches: those whose role may open the communications and who are in it (for
 * departments, members of one of them or of a department below).
 */
export async function audienceMembers(db: Db, audience: NewsAudience): Promise<AudienceMember[]> {
  let condition: SQL = sql`true`;
  if (audience.kind === 'roles') {
    condition = sql`u.role in (${sql.join(
      audience.roles.map((role) => sql`${role}`),
      sql`, `,
    )})`;
  } else if (audience.kind === 'departments') {
    condition = sql`exists (
      with recursive tree as (
        select d.id from departments d where d.id::text in (${sql.join(
          audience.department_ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        union
        select d.id from departments d join tree on d.parent_id = tree.id)
      select 1 from employees e join tree on tree.id = e.department_id where e.user_id = u.id)`;
  }
  return selectRows<AudienceMember>(
    db,
    sql`select u.id::text as id, trim(u.first_name || ' ' || u.last_name) as name from users u
      where u.status = 'active'
        and exists (select 1 from role_permissions rp where rp.role = u.role and rp.permission = 'view_communications')
        and ${condition}
      order by u.last_name, u.first_name`,
  );
}

/** The ids among `ids` that are no department (a department deleted while the form was open). */
export async function unknownDepartments(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const known = await selectRows<{ id: string }>(
    db,
    sql`select id::text as id from departments where id::text in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const found = new Set(known.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}
