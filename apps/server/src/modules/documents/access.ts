import type { DocumentRights, FolderRights } from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';

// Who may read and write what (docs/documents.md, "Chi vede cosa"), decided in SQL so that every list, detail,
// download and search filters rows before they leave the database. Levels: 0 none, 1 read, 2 write.
//
// - A folder or document without grants of its own (`inherits_access`) takes the grants of the nearest folder
//   above it that has some; with none up to the top, the default applies: internal users read, clients do not.
// - Grants match the actor's role, department (direct members), user or client company. A client (role `client`)
//   is matched only by grants to their company or to them as a person.
// - Admins (`admin_access`) write everything; a document's owner and a folder's creator always write it.

export const READ = 1;
export const WRITE = 2;

export const isDocumentAdmin = (actor: Actor) => actor.permissions.has('admin_access');
/** Clients see only what is shared with their company or with them: never the default rule. */
export const isClientActor = (actor: Actor) => actor.role === 'client';

const bool = (value: boolean) => sql.raw(value ? 'true' : 'false');

/** True for the grants (alias `g`) that name this actor. */
export function grantMatches(actor: Actor): SQL {
  const company = sql`(g.principal_type = 'client_company'
    and g.principal_id = (select u.client_company_id::text from users u where u.id = ${actor.userId}))`;
  const person = sql`(g.principal_type = 'user' and g.principal_id = ${actor.userId}::text)`;
  if (isClientActor(actor)) return sql`(${person} or ${company})`;
  return sql`(${person} or ${company}
    or (g.principal_type = 'role' and g.principal_id = ${actor.role})
    or (g.principal_type = 'department'
      and g.principal_id = (select e.department_id::text from employees e where e.user_id = ${actor.userId})))`;
}

/** The best level the grants of one folder or document give this actor (0 without a match). */
function grantLevel(actor: Actor, target: SQL): SQL {
  return sql`coalesce((select max(case g.level when 'write' then 2 else 1 end) from document_access_grants g
    where ${target} and ${grantMatches(actor)}), 0)`;
}

/**
 * Every live folder with this actor's level on it: `(id, parent_id, name, source, level)`, where `source` is the
 * folder whose grants apply (null: the default rule). A subquery without outer references, so PostgreSQL runs it
 * once per statement.
 */
export function folderLevelsSql(actor: Actor): SQL {
  const defaultLevel = isClientActor(actor) ? 0 : READ;
  return sql`(with recursive tree as (
      select f.id, f.parent_id, f.name, f.created_by,
        case when f.inherits_access then null::uuid else f.id end as source
      from document_folders f where f.parent_id is null and f.deleted_at is null
      union all
      select c.id, c.parent_id, c.name, c.created_by, case when c.inherits_access then tree.source else c.id end
      from document_folders c join tree on c.parent_id = tree.id where c.deleted_at is null
    )
    select tree.id, tree.parent_id, tree.name, tree.source, tree.created_by,
      case
        when ${bool(isDocumentAdmin(actor))} or tree.created_by = ${actor.userId} then 2
        when tree.source is null then ${defaultLevel}
        else ${grantLevel(actor, sql`g.folder_id = tree.source`)}
      end as level
    from tree)`;
}

const foldersAtLeast = (actor: Actor, level: number) =>
  sql`(select fl.id from ${folderLevelsSql(actor)} fl where fl.level >= ${level})`;

/**
 * The documents whose own grants give this actor at least `level`. Uncorrelated, like the folders' levels: a
 * per-row subquery here made PostgreSQL's cost estimate of a 100,000-document list large enough to JIT-compile it
 * (≈190 ms) on every request.
 */
const documentsGranted = (actor: Actor, level: 'read' | 'write') =>
  sql`(select g.document_id from document_access_grants g where g.document_id is not null
    ${level === 'write' ? sql`and g.level = 'write'` : sql``} and ${grantMatches(actor)})`;

/**
 * This actor's level (0, 1, 2) on the document of alias `d`, trashed or not. Use it in a select list for the rows
 * of a page; to filter, use `readableDocumentsSql`.
 */
export function documentLevelSql(actor: Actor, d: SQL = sql`d`): SQL {
  const rootLevel = isClientActor(actor) ? 0 : READ;
  return sql`(case
    when ${bool(isDocumentAdmin(actor))} or ${d}.owner_id = ${actor.userId} then 2
    when not ${d}.inherits_access then (case
      when ${d}.id in ${documentsGranted(actor, 'write')} then 2
      when ${d}.id in ${documentsGranted(actor, 'read')} then 1
      else 0 end)
    when ${d}.folder_id is null then ${rootLevel}
    when ${d}.folder_id in ${foldersAtLeast(actor, WRITE)} then 2
    when ${d}.folder_id in ${foldersAtLeast(actor, READ)} then 1
    else 0 end)`;
}

/**
 * Level ≥ READ on the document of alias `d`, written as an OR of the ways to reach it instead of comparing
 * `documentLevelSql` (same rows: owner, own grants, the top level's default, a readable folder): one folder set
 * and one grant set instead of two of each, so the statements that filter on it plan in less time and PostgreSQL
 * can walk an index in the list's order while it tests each row.
 */
function mayReadSql(actor: Actor, d: SQL): SQL {
  if (isDocumentAdmin(actor)) return sql`true`;
  const ways = [
    sql`${d}.owner_id = ${actor.userId}`,
    sql`(not ${d}.inherits_access and ${d}.id in ${documentsGranted(actor, 'read')})`,
    sql`(${d}.inherits_access and ${d}.folder_id in ${foldersAtLeast(actor, READ)})`,
  ];
  if (!isClientActor(actor)) ways.push(sql`(${d}.inherits_access and ${d}.folder_id is null)`);
  return sql`(${sql.join(ways, sql` or `)})`;
}

/**
 * The documents (alias `d`, default `documents`' own name) this actor may read and that are not in the trash: a
 * WHERE condition for every list, detail, download and search of documents. docs-more's search provider reuses it.
 */
export function readableDocumentsSql(actor: Actor, d: SQL = sql`d`): SQL {
  return sql`(${d}.deleted_at is null and ${mayReadSql(actor, d)})`;
}

/** The same, for documents in the trash (restore and the trash list). */
export function readableTrashedDocumentsSql(actor: Actor, d: SQL = sql`d`): SQL {
  return sql`(${d}.deleted_at is not null and ${mayReadSql(actor, d)})`;
}

/** HR and admins: the people search of the access editor shows them e-mails (others see the department). */
export const seesPeopleEmails = (actor: Actor) =>
  actor.permissions.has('manage_users') || actor.permissions.has('admin_access');

/** May this actor use the top level (create folders and upload outside any folder)? Internal users may. */
export const mayUseRoot = (actor: Actor) => !isClientActor(actor);

/**
 * The actor's rights on a document, from its level (decided in SQL), owner and whether it inherits its access.
 * Moving one that inherits changes who reads it, so it needs the owner or an admin (as `assertMayMove`).
 */
export function documentRights(
  actor: Actor,
  level: number,
  ownerId: string | null,
  inheritsAccess: boolean,
): DocumentRights {
  const manager = isDocumentAdmin(actor) || ownerId === actor.userId;
  return {
    can_edit: level >= WRITE,
    can_move: level >= WRITE && (manager || !inheritsAccess),
    can_manage_access: manager,
    can_delete: manager,
  };
}

/** A folder's creator or an admin: its grants, deleting it. */
export const managesFolder = (actor: Actor, createdBy: string | null) =>
  isDocumentAdmin(actor) || createdBy === actor.userId;

export function folderRights(
  actor: Actor,
  level: number,
  createdBy: string | null,
  inheritsAccess: boolean,
): FolderRights {
  const manager = managesFolder(actor, createdBy);
  return {
    can_upload: level >= WRITE,
    can_edit: level >= WRITE,
    can_move: level >= WRITE && (manager || !inheritsAccess),
    can_manage_access: manager,
    can_delete: manager,
  };
}
