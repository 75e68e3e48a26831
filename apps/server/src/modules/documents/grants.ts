import {
  type AccessGrant,
  type AccessLevel,
  type AccessPrincipal,
  type AccessPrincipalType,
  type AccessUpdate,
  type AccessView,
  ROLE_LABELS,
  ROLES,
  type Role,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { badRequest, forbidden, notFound } from '@/platform/http/errors';
import { isDocumentAdmin, managesFolder, mayUseRoot, seesPeopleEmails, WRITE } from './access';
import { folderLevel, lockDocument } from './document-rows';
import { DOCUMENT_MESSAGES } from './messages';

// Access grants of folders and documents: what the access editor shows and saves (docs/documents.md).

type Target = { kind: 'document'; id: string } | { kind: 'folder'; id: string };
const column = (target: Target) => sql.raw(target.kind === 'document' ? 'document_id' : 'folder_id');

const principalName = sql`case g.principal_type
    when 'user' then (select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where u.id::text = g.principal_id)
    when 'department' then (select dp.name from departments dp where dp.id::text = g.principal_id)
    when 'client_company' then (select cc.name from client_companies cc where cc.id::text = g.principal_id)
    else g.principal_id end`;

async function grantsWhere(db: Db, where: SQL): Promise<AccessGrant[]> {
  const rows = await selectRows<{
    principal_type: AccessPrincipalType;
    principal_id: string;
    level: AccessLevel;
    name: string | null;
  }>(
    db,
    sql`select g.principal_type, g.principal_id, g.level, ${principalName} as name
      from document_access_grants g where ${where} order by g.principal_type, g.principal_id`,
  );
  return rows.map((row) => ({
    principal_type: row.principal_type,
    principal_id: row.principal_id,
    level: row.level,
    principal_name:
      row.principal_type === 'role'
        ? (ROLE_LABELS[row.principal_id as Role] ?? row.principal_id)
        : (row.name ?? 'Destinatario eliminato'),
  }));
}

/** The nearest folder at or above `folderId` with grants of its own, or null (the default rule applies). */
async function accessSource(db: Db, folderId: string | null): Promise<{ id: string; name: string } | null> {
  if (!folderId) return null;
  const [row] = await selectRows<{ id: string; name: string }>(
    db,
    sql`with recursive up as (
        select id, parent_id, name, inherits_access, 0 as depth from document_folders where id = ${folderId}
        union all select p.id, p.parent_id, p.name, p.inherits_access, up.depth + 1
        from document_folders p join up on p.id = up.parent_id
      ) select id, name from up where not inherits_access order by depth limit 1`,
  );
  return row ?? null;
}

async function view(
  db: Db,
  target: Target,
  inherits: boolean,
  parentId: string | null,
  canManage: boolean,
): Promise<AccessView> {
  const own = await grantsWhere(db, sql`g.${column(target)} = ${target.id}`);
  const source = inherits ? await accessSource(db, parentId) : null;
  return {
    inherits_access: inherits,
    grants: inherits ? [] : own,
    inherited: source ? await grantsWhere(db, sql`g.folder_id = ${source.id}`) : [],
    inherited_from: source,
    default_rule: inherits && source === null,
    can_manage: canManage,
  };
}

/** `GET /api/documents/:id/access`: for those who may edit it (readers do not see who else has access). */
export async function documentAccess(db: Db, actor: Actor, id: string): Promise<AccessView> {
  return db.transaction(async (tx) => {
    const doc = await lockDocument(tx, actor, id);
    if (doc.level < WRITE) throw forbidden(DOCUMENT_MESSAGES.cannotEdit);
    const canManage = isDocumentAdmin(actor) || doc.owner_id === actor.userId;
    return view(tx, { kind: 'document', id }, doc.inherits_access, doc.folder_id, canManage);
  });
}

/** `GET /api/document-folders/:id/access`. */
export async function folderAccess(db: Db, actor: Actor, id: string): Promise<AccessView> {
  const folder = await folderLevel(db, actor, id);
  if (!folder) throw notFound(DOCUMENT_MESSAGES.folderNotFound);
  if (folder.level < WRITE) throw forbidden(DOCUMENT_MESSAGES.cannotEditFolder);
  const [row] = await selectRows<{ parent_id: string | null; inherits_access: boolean }>(
    db,
    sql`select parent_id, inherits_access from document_folders where id = ${id}`,
  );
  const canManage = managesFolder(actor, folder.createdBy);
  return view(db, { kind: 'folder', id }, row!.inherits_access, row!.parent_id, canManage);
}

/** Every grant names someone who exists: 400 naming the first that does not. */
async function assertPrincipals(db: Db, grants: AccessUpdateBody['grants']): Promise<void> {
  for (const grant of grants) {
    let exists = false;
    if (grant.principal_type === 'role') exists = (ROLES as readonly string[]).includes(grant.principal_id);
    else {
      const table = sql.raw(
        { user: 'users', department: 'departments', client_company: 'client_companies' }[grant.principal_type],
      );
      const [row] = await selectRows<{ id: string }>(
        db,
        sql`select id from ${table} where id::text = ${grant.principal_id}`,
      );
      exists = Boolean(row);
    }
    if (!exists) {
      const message = DOCUMENT_MESSAGES.principalNotFound(grant.principal_id);
      throw badRequest(message, { grants: [message] });
    }
  }
}

type AccessUpdateBody = z.output<typeof AccessUpdate>;

async function replaceGrants(tx: Db, target: Target, body: AccessUpdateBody): Promise<void> {
  const table = sql.raw(target.kind === 'document' ? 'documents' : 'document_folders');
  await tx.execute(
    sql`update ${table} set inherits_access = ${body.inherits_access}, updated_at = now() where id = ${target.id}`,
  );
  await tx.execute(sql`delete from document_access_grants where ${column(target)} = ${target.id}`);
  if (body.inherits_access || body.grants.length === 0) return;
  await tx.execute(
    sql`insert into document_access_grants (${column(target)}, principal_type, principal_id, level) values ${sql.join(
      body.grants.map((g) => sql`(${target.id}, ${g.principal_type}, ${g.principal_id}, ${g.level})`),
      sql`, `,
    )}`,
  );
}

/** `PUT /api/documents/:id/access`: the owner or an admin. */
export async function updateDocumentAccess(
  db: Db,
  actor: Actor,
  id: string,
  body: AccessUpdateBody,
): Promise<AccessView> {
  await assertPrincipals(db, body.grants);
  await audited(
    db,
    actor,
    async (tx) => {
      const doc = await lockDocument(tx, actor, id);
      if (!isDocumentAdmin(actor) && doc.owner_id !== actor.userId) throw forbidden(DOCUMENT_MESSAGES.cannotManage);
      await replaceGrants(tx, { kind: 'document', id }, body);
      return doc.title;
    },
    (title) => ({
      action: 'document.access_updated',
      targetType: 'document',
      targetId: id,
      details: { title, inherits_access: body.inherits_access, grants: body.grants },
    }),
  );
  return documentAccess(db, actor, id);
}

/** `PUT /api/document-folders/:id/access`: the folder's creator or an admin. */
export async function updateFolderAccess(
  db: Db,
  actor: Actor,
  id: string,
  body: AccessUpdateBody,
): Promise<AccessView> {
  const folder = await folderLevel(db, actor, id);
  if (!folder) throw notFound(DOCUMENT_MESSAGES.folderNotFound);
  if (!managesFolder(actor, folder.createdBy)) {
    throw forbidden(DOCUMENT_MESSAGES.cannotManageFolder);
  }
  await assertPrincipals(db, body.grants);
  await audited(db, actor, (tx) => replaceGrants(tx, { kind: 'folder', id }, body), {
    action: 'document.folder_access_updated',
    targetType: 'document_folder',
    targetId: id,
    details: { inherits_access: body.inherits_access, grants: body.grants },
  });
  return folderAccess(db, actor, id);
}

/**
 * May this actor change the grants of something: an admin, the owner of a live document, the creator of a live
 * folder (the access editor's own rule). Clients never: the list names internal staff.
 */
async function managesSomeAccess(db: Db, actor: Actor): Promise<boolean> {
  if (!mayUseRoot(actor)) return false;
  if (isDocumentAdmin(actor)) return true;
  const [row] = await selectRows<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from documents where owner_id = ${actor.userId} and deleted_at is null)
      or exists (select 1 from document_folders where created_by = ${actor.userId} and deleted_at is null) as yes`,
  );
  return Boolean(row?.yes);
}

/**
 * `GET /api/documents/principals`: roles, departments, people and client companies to grant access to, for those
 * who may grant it (403 otherwise). People come with their e-mail for HR and admins, with their department for the
 * others (enough to tell two namesakes apart), and only HR and admins find people by e-mail.
 */
export async function listPrincipals(
  db: Db,
  actor: Actor,
  query: { q?: string; type?: AccessPrincipalType },
): Promise<{ items: AccessPrincipal[] }> {
  if (!(await managesSomeAccess(db, actor))) throw forbidden(DOCUMENT_MESSAGES.cannotListPrincipals);
  const emails = seesPeopleEmails(actor);
  const wants = (type: AccessPrincipalType) => !query.type || query.type === type;
  const pattern = containsPattern((query.q ?? '').toLowerCase());
  const items: AccessPrincipal[] = [];
  if (wants('role')) {
    for (const role of ROLES) {
      const name = ROLE_LABELS[role];
      if (!query.q || name.toLowerCase().includes(query.q.toLowerCase()) || role.includes(query.q.toLowerCase())) {
        items.push({ principal_type: 'role', principal_id: role, principal_name: name, detail: '' });
      }
    }
  }
  const personDetail = emails
    ? sql`u.email`
    : sql`coalesce((select dp.name from employees e join departments dp on dp.id = e.department_id
        where e.user_id = u.id), '')`;
  const byEmail = emails ? sql`or lower(u.email) like ${pattern}` : sql``;
  const lookups: [AccessPrincipalType, SQL][] = [
    [
      'department',
      sql`select id::text as id, name, coalesce(code, '') as detail from departments
      where portale_unaccent(lower(name)) like portale_unaccent(${pattern}) order by lower(name) limit 20`,
    ],
    [
      'user',
      sql`select u.id::text as id, trim(u.first_name || ' ' || u.last_name) as name, ${personDetail} as detail
      from users u
      where u.status = 'active' and (u.name_text like portale_unaccent(${pattern}) ${byEmail})
      order by lower(u.last_name), lower(u.first_name) limit 20`,
    ],
    [
      'client_company',
      sql`select id::text as id, name, coalesce(vat_number, '') as detail from client_companies
      where portale_unaccent(lower(name)) like portale_unaccent(${pattern}) or vat_number like ${pattern}
      order by lower(name) limit 20`,
    ],
  ];
  for (const [type, query_] of lookups) {
    if (!wants(type)) continue;
    const rows = await selectRows<{ id: string; name: string; detail: string }>(db, query_);
    for (const row of rows)
      items.push({ principal_type: type, principal_id: row.id, principal_name: row.name, detail: row.detail });
  }
  return { items };
}
