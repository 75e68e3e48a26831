import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { auditLog } from '@/platform/audit/tables';
import { users } from '@/platform/auth/tables';
import { type Db, selectRows } from '@/platform/db/database';
import { clientCompanies } from '@/platform/org/client-companies';
import { departments } from '@/platform/org/tables';
import { detectType } from '@/platform/storage/file-types';
import type { FileStorage } from '@/platform/storage/storage';
import { files } from '@/platform/storage/tables';
import { ensureTags, initialThumbnailState, refreshDocumentSearch } from '../document-rows';
import { documentAccessGrants, documentFolders, documents, documentTagLinks, documentVersions } from '../tables';
import { DOCUMENT_FILE_PURPOSE } from '../uploads';
import { DEMO_DOCUMENTS, type DemoFolderKey } from './content';
import { demoPdf } from './pdf';

const FOLDERS: readonly {
  key: DemoFolderKey | 'clienti';
  name: string;
  parent?: 'clienti';
}[] = [
  { key: 'amm', name: 'Amministrazione' },
  { key: 'com', name: 'Commerciale' },
  { key: 'hr', name: 'HR' },
  { key: 'qua', name: 'Qualità' },
  { key: 'pro', name: 'Progetti' },
  { key: 'clienti', name: 'Clienti' },
  { key: 'cli', name: 'Arredi Ferrari S.r.l.', parent: 'clienti' },
];

const addDays = (today: string, days: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** When the demo history happened, minutes before the seed: uploads over the last days, the price list earlier. */
const uploadedAgo = (d: (typeof DEMO_DOCUMENTS)[number], i: number) =>
  d.previous ? 60 * 24 * 20 : 60 * 24 * 3 + i * 7;
const VERSION_AGO = 60 * 24 * 2;
const CHECKOUT_AGO = 45;

/**
 * The demo archive (issue 17, docs/documents.md "Dati demo"): a folder tree, the HR folder granted only to the HR
 * department, the client's folder shared with Arredi Ferrari, ~20 small Italian documents (text files and a few
 * one-page PDFs) stored through the platform storage with their text already extracted, so that content search
 * finds them right after the start; the PDFs' thumbnails follow from the extraction queue.
 * Runs in the demo company's transaction; the blobs are written first (an orphan left by a failed seed is swept).
 */
export async function seedDemoDocuments(db: Db, storage: FileStorage, today: string): Promise<void> {
  const everyone = await db
    .select({ id: users.id, username: users.username, first: users.first_name, last: users.last_name })
    .from(users);
  const people = new Map(everyone.map((u) => [u.username, u.id]));
  const names = new Map(everyone.map((u) => [u.id, `${u.first} ${u.last}`.trim()]));
  const person = (username: string) => people.get(username) ?? people.get('admin')!;
  const [hr] = await db.select({ id: departments.id }).from(departments).where(eq(departments.code, 'HR'));
  const [client] = await db
    .select({ id: clientCompanies.id })
    .from(clientCompanies)
    .where(eq(clientCompanies.name, 'Arredi Ferrari S.r.l.'));

  const folderIds = new Map<string, string>();
  for (const folder of FOLDERS) {
    const [row] = await db
      .insert(documentFolders)
      .values({
        name: folder.name,
        parent_id: folder.parent ? folderIds.get(folder.parent)! : null,
        created_by: person(folder.key === 'hr' ? 'monica.pellegrini' : 'admin'),
        inherits_access: !((folder.key === 'hr' && hr) || (folder.key === 'cli' && client)),
      })
      .returning({ id: documentFolders.id });
    folderIds.set(folder.key, row!.id);
  }
  const grants: (typeof documentAccessGrants.$inferInsert)[] = [];
  if (hr)
    grants.push({
      folder_id: folderIds.get('hr')!,
      principal_type: 'department',
      principal_id: hr.id,
      level: 'write',
    });
  if (client) {
    // Internal staff keep reading the client's folder: its own grants replace the default rule.
    grants.push(
      {
        folder_id: folderIds.get('cli')!,
        principal_type: 'client_company',
        principal_id: client.id,
        level: 'read',
      },
      {
        folder_id: folderIds.get('cli')!,
        principal_type: 'role',
        principal_id: 'manager',
        level: 'write',
      },
      {
        folder_id: folderIds.get('cli')!,
        principal_type: 'role',
        principal_id: 'employee',
        level: 'read',
      },
    );
  }
  if (grants.length > 0) await db.insert(documentAccessGrants).values(grants);

  // The bytes of every version, stored once each (identical files share a blob anyway).
  const bytesOf = (file: string, text: string) => (file.endsWith('.pdf') ? demoPdf(text) : Buffer.from(text, 'utf8'));
  const blobs = new Map<string, { key: string; size: number; bytes: Buffer }>();
  for (const d of DEMO_DOCUMENTS) {
    for (const text of d.previous ? [d.previous, d.text] : [d.text]) {
      const bytes = bytesOf(d.file, text);
      blobs.set(`${d.file}\n${text}`, { ...(await storage.put(Readable.from([bytes]))), bytes });
    }
  }

  await ensureTags(db, [...new Set(DEMO_DOCUMENTS.flatMap((d) => d.tags))]);
  const tagRows = await selectRows<{ id: string; name: string }>(db, sql`select id, name from document_tags`);
  const tagId = new Map(tagRows.map((t) => [t.name.toLowerCase(), t.id]));

  const now = Date.now();
  const ago = (minutes: number) => new Date(now - minutes * 60_000);
  const docs = await db
    .insert(documents)
    .values(
      DEMO_DOCUMENTS.map((d, i) => ({
        folder_id: folderIds.get(d.folder)!,
        title: d.title,
        description: d.description,
        type: d.type,
        owner_id: person(d.owner),
        confidential: d.confidential ?? false,
        expires_on: d.expiresIn === undefined ? null : addDays(today, d.expiresIn),
        current_version: d.previous ? 2 : 1,
        checked_out_by: d.checkedOutBy ? person(d.checkedOutBy) : null,
        checked_out_at: d.checkedOutBy ? ago(CHECKOUT_AGO) : null,
        created_at: ago(uploadedAgo(d, i)),
        updated_at: ago(d.previous ? VERSION_AGO : uploadedAgo(d, i)),
      })),
    )
    .returning({ id: documents.id });

  const fileRows: (typeof files.$inferInsert)[] = [];
  const versionRows: Omit<typeof documentVersions.$inferInsert, 'file_id'>[] = [];
  DEMO_DOCUMENTS.forEach((d, i) => {
    const versions = d.previous ? [d.previous, d.text] : [d.text];
    versions.forEach((text, v) => {
      const blob = blobs.get(`${d.file}\n${text}`)!;
      const mime = detectType(blob.bytes, d.file)?.mime ?? 'text/plain';
      fileRows.push({
        owner_user_id: person(d.owner),
        purpose: DOCUMENT_FILE_PURPOSE,
        original_name: d.file,
        mime_type: mime,
        size_bytes: blob.size,
        storage_key: blob.key,
      });
      versionRows.push({
        document_id: docs[i]!.id,
        number: v + 1,
        uploaded_by: person(d.owner),
        note: d.previous && text === d.text ? 'Tariffe aggiornate' : '',
        extraction_state: 'done',
        extracted_text: text,
        // The PDFs' thumbnails are drawn by the extraction queue once the server is up.
        thumbnail_state: initialThumbnailState(mime),
        created_at: ago(v === 0 ? uploadedAgo(d, i) : VERSION_AGO),
      });
    });
  });
  const fileIds = await db.insert(files).values(fileRows).returning({ id: files.id });
  await db.insert(documentVersions).values(versionRows.map((row, i) => ({ ...row, file_id: fileIds[i]!.id })));
  await db.insert(documentTagLinks).values(
    DEMO_DOCUMENTS.flatMap((d, i) =>
      d.tags.map((tag) => ({
        document_id: docs[i]!.id,
        tag_id: tagId.get(tag.toLowerCase())!,
      })),
    ),
  );
  await refreshDocumentSearch(
    db,
    docs.map((d) => d.id),
  );
  await db.insert(auditLog).values(demoHistory(docs, person, names, ago));
}

/**
 * Each document's history in the audit log, as the app writes it, so its "Attività" tab tells how it came to be:
 * the upload, the second version of a document that has one, the check-out of the one that is checked out; a few
 * minutes apart, in that order.
 */
function demoHistory(
  docs: readonly { id: string }[],
  person: (username: string) => string,
  names: Map<string, string>,
  ago: (minutes: number) => Date,
): (typeof auditLog.$inferInsert)[] {
  const row = (
    username: string,
    minutesAgo: number,
    entry: Pick<typeof auditLog.$inferInsert, 'action'> & {
      id: string;
      details: Record<string, unknown>;
    },
  ) => {
    const actor = person(username);
    return {
      actor_user_id: actor,
      actor_label: username,
      actor_name: names.get(actor) ?? username,
      action: entry.action,
      target_type: 'document',
      target_id: entry.id,
      details: entry.details,
      created_at: ago(minutesAgo),
    };
  };
  return DEMO_DOCUMENTS.flatMap((d, i) => {
    const id = docs[i]!.id;
    return [
      row(d.owner, uploadedAgo(d, i), {
        action: 'document.created',
        id,
        details: { title: d.title, file_name: d.file },
      }),
      ...(d.previous
        ? [
            row(d.owner, VERSION_AGO, {
              action: 'document.version_added',
              id,
              details: { title: d.title, version: 2, file_name: d.file },
            }),
          ]
        : []),
      ...(d.checkedOutBy
        ? [row(d.checkedOutBy, CHECKOUT_AGO, { action: 'document.checked_out', id, details: { title: d.title } })]
        : []),
    ];
  });
}
