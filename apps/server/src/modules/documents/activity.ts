import {
  DOCUMENT_ACTIVITY_LABELS,
  type DocumentActivityItem,
  type DocumentActivityKind,
  type DocumentActivityList,
  paginationOf,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { notFound } from '@/platform/http/errors';
import { documentLevelSql, folderLevelsSql, READ, readableDocumentsSql, WRITE } from './access';
import { DOCUMENT_MESSAGES } from './messages';
import { iso } from './queries';

// A document's activity (docs/documents.md, "Attività"): its rows of the audit log, which every write of the module
// records in its own transaction, told in Italian. Read like the document itself (404 otherwise). The downloads of
// a confidential document say who read it: only those who may write it (who also see its access list) get them.

/** The audit actions of one document, as its page tells them. */
const ACTIONS = [
  'document.created',
  'document.version_added',
  'document.version_restored',
  'document.checked_out',
  'document.checked_in',
  'document.updated',
  'document.bulk_updated',
  'document.access_updated',
  'document.downloaded',
  'document.deleted',
  'document.restored',
] as const;

/** The metadata a `document.updated` row may name, as the page says them. */
const FIELD_LABELS: Record<string, string> = {
  title: 'titolo',
  description: 'descrizione',
  type: 'tipo',
  folder_id: 'cartella',
  confidential: 'riservato',
  expires_on: 'scadenza',
  retention_until: 'conservazione',
  owner_id: 'proprietario',
  tags: 'etichette',
};

interface Row {
  id: string;
  action: (typeof ACTIONS)[number];
  details: Record<string, unknown>;
  actor_user_id: string | null;
  actor_name: string | null;
  created_at: Date | string;
}

type Told = { kind: DocumentActivityKind; detail: string | null };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The folder a move went to, as the actor may see it: by name, "outside any folder", or not named. */
function movedTo(folderId: unknown, folders: Map<string, string>): string | null {
  if (folderId === null) return 'Fuori da ogni cartella';
  const name = typeof folderId === 'string' ? folders.get(folderId) : undefined;
  return name ? `In «${name}»` : null;
}

/** One audit row as the page tells it; null for a row that says nothing to show. */
function tell(row: Row, folders: Map<string, string>): Told | null {
  const d = row.details;
  switch (row.action) {
    case 'document.created':
      return { kind: 'uploaded', detail: text(d.file_name) };
    case 'document.version_added':
      return {
        kind: 'version_added',
        detail: [`Versione ${d.version}`, text(d.file_name)].filter(Boolean).join(' · '),
      };
    case 'document.version_restored':
      return { kind: 'version_restored', detail: `La versione ${d.restored} è ora la versione ${d.version}` };
    case 'document.checked_out':
      return { kind: 'checked_out', detail: null };
    case 'document.checked_in':
      return { kind: 'checked_in', detail: null };
    case 'document.updated': {
      const fields = Object.keys((d.changes as Record<string, { to: unknown }> | undefined) ?? {});
      const to = (d.changes as Record<string, { to: unknown }> | undefined)?.folder_id?.to;
      if (fields.length === 1 && fields[0] === 'folder_id') return { kind: 'moved', detail: movedTo(to, folders) };
      const named = fields.map((f) => FIELD_LABELS[f]).filter(Boolean);
      return { kind: 'edited', detail: named.length > 0 ? capitalised(named.join(', ')) : null };
    }
    case 'document.bulk_updated':
      if (d.bulk_action === 'move') return { kind: 'moved', detail: movedTo(d.folder_id ?? null, folders) };
      return { kind: d.bulk_action === 'add_tag' ? 'tag_added' : 'tag_removed', detail: text(d.tag) };
    case 'document.access_updated':
      return {
        kind: 'access_changed',
        detail: d.inherits_access ? 'Ora eredita l’accesso della cartella' : 'Accesso proprio del documento',
      };
    case 'document.downloaded':
      return { kind: 'downloaded', detail: d.version ? `Versione ${d.version}` : null };
    case 'document.deleted':
      return { kind: 'trashed', detail: null };
    case 'document.restored':
      return { kind: 'restored', detail: null };
    default:
      return null;
  }
}

/** The folders rows of a page moved documents to (ids as recorded), named only where the actor may read them. */
async function folderNames(db: Db, actor: Actor, rows: Row[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const { action, details } of rows) {
    const to =
      action === 'document.bulk_updated'
        ? details.folder_id
        : (details.changes as Record<string, { to: unknown }> | undefined)?.folder_id?.to;
    if (typeof to === 'string' && /^[0-9a-f-]{36}$/i.test(to)) ids.add(to);
  }
  if (ids.size === 0) return new Map();
  const found = await selectRows<{ id: string; name: string }>(
    db,
    sql`select fl.id, fl.name from ${folderLevelsSql(actor)} fl
      where fl.level >= ${READ} and fl.id in (${sql.join(
        [...ids].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
  return new Map(found.map((f) => [f.id, f.name]));
}

/**
 * `GET /api/documents/:id/activity`: the audit rows of a document this actor may read, newest first: those naming
 * it as their target and the bulk changes that listed it. 404 for a document the actor may not read.
 */
export async function documentActivity(
  db: Db,
  actor: Actor,
  id: string,
  query: { page: number; per_page: number },
): Promise<DocumentActivityList> {
  const [doc] = await selectRows<{ level: number }>(
    db,
    sql`select ${documentLevelSql(actor)} as level from documents d where d.id = ${id} and ${readableDocumentsSql(actor)}`,
  );
  if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
  const actions = Number(doc.level) >= WRITE ? ACTIONS : ACTIONS.filter((a) => a !== 'document.downloaded');
  const where = sql`((a.target_type = 'document' and a.target_id = ${id})
      or (a.action = 'document.bulk_updated' and a.details -> 'ids' @> jsonb_build_array(${id}::text)))
    and a.action in (${sql.join(
      actions.map((a) => sql`${a}`),
      sql`, `,
    )})`;
  const [counted] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from audit_log a where ${where}`);
  const rows = await selectRows<Row>(
    db,
    sql`select a.id, a.action, a.details, a.actor_user_id, coalesce(a.actor_name, a.actor_label) as actor_name,
        a.created_at
      from audit_log a where ${where}
      order by a.created_at desc, a.id desc
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  const folders = await folderNames(db, actor, rows);
  const items: DocumentActivityItem[] = [];
  for (const row of rows) {
    const told = tell(row, folders);
    if (!told) continue;
    items.push({
      id: row.id,
      kind: told.kind,
      label: DOCUMENT_ACTIVITY_LABELS[told.kind],
      detail: told.detail,
      actor: row.actor_name && row.actor_name !== 'system' ? { id: row.actor_user_id, name: row.actor_name } : null,
      at: iso(row.created_at),
    });
  }
  return { items, pagination: paginationOf(query.page, query.per_page, Number(counted?.n ?? 0)) };
}
