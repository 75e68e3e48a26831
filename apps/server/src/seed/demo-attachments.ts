import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { demoPdf } from '@/modules/documents/demo/pdf';
import { attachments } from '@/platform/attachments/tables';
import { ATTACHMENT_PURPOSE } from '@/platform/attachments/writes';
import { auditLog } from '@/platform/audit/tables';
import { type Db, selectRows } from '@/platform/db/database';
import type { FileStorage } from '@/platform/storage/storage';
import { files } from '@/platform/storage/tables';

/** The records' names in the audit log, as their modules register them (AttachmentTarget.label). */
const TARGET_LABELS = { person: 'Scheda del dipendente', project_task: 'Task', contract: 'Contratto' } as const;

/** Where a demo file hangs: a record found by a query on the demo data. */
interface DemoAttachment {
  recordType: keyof typeof TARGET_LABELS;
  /** One row `{ id }`; a file whose record the demo lacks is skipped. */
  record: ReturnType<typeof sql>;
  name: string;
  uploadedBy: string;
  daysAgo: number;
  text: string;
}

const personRecord = (username: string) => sql`select id from users where username = ${username}`;
const taskRecord = (title: string) =>
  sql`select id from project_tasks where title = ${title} and deleted_at is null limit 1`;

const DEMO_ATTACHMENTS: readonly DemoAttachment[] = [
  {
    recordType: 'person',
    record: personRecord('dipendente'),
    name: 'Contratto di assunzione.pdf',
    uploadedBy: 'monica.pellegrini',
    daysAgo: 120,
    text: 'Contratto di lavoro subordinato a tempo indeterminato\nCCNL Commercio e terziario, livello 3. Orario di lavoro: 40 ore settimanali dal lunedì al venerdì. Periodo di prova: 60 giorni di effettivo lavoro. Sede di lavoro: Milano.',
  },
  {
    recordType: 'person',
    record: personRecord('dipendente'),
    name: 'Attestato formazione sicurezza.pdf',
    uploadedBy: 'monica.pellegrini',
    daysAgo: 40,
    text: 'Attestato di frequenza\nCorso di formazione generale e specifica dei lavoratori (art. 37 D.Lgs. 81/2008, Accordo Stato-Regioni), rischio basso, 8 ore. Superato con verifica finale. Validità: 5 anni.',
  },
  {
    recordType: 'project_task',
    record: taskRecord('Integrazione con il sistema di fatturazione elettronica'),
    name: 'Tracciato FatturaPA - note di integrazione.pdf',
    uploadedBy: 'simone.ricci',
    daysAgo: 6,
    text: 'Note di integrazione FatturaPA\nFormato FPR12, versione 1.2.2. Codice destinatario del cliente dal gestionale; natura N2.2 per le righe esenti con bollo virtuale oltre 77,47 euro. Invio allo SDI a cura del sistema contabile.',
  },
  {
    recordType: 'project_task',
    record: taskRecord('Prototipo navigabile dell’area riservata'),
    name: 'Feedback del cliente sul prototipo.pdf',
    uploadedBy: 'elena.bruno',
    daysAgo: 95,
    text: 'Feedback sul prototipo dell’area riservata\nIl cliente approva la navigazione per polizze e sinistri; chiede un accesso più evidente con SPID e CIE e una pagina dei documenti scaricabili.',
  },
  {
    recordType: 'contract',
    record: sql`select id from sales_contracts where type = 'a_corpo' and status <> 'bozza' order by created_at limit 1`,
    name: 'Contratto firmato.pdf',
    uploadedBy: 'admin',
    daysAgo: 20,
    text: 'Contratto di fornitura a corpo\nSottoscritto dalle parti. Corrispettivo e scadenze di fatturazione come da offerta accettata; pagamento a 30 giorni data fattura mediante bonifico bancario.',
  },
];

/**
 * A few files on the demo records that take attachments (docs/attachments.md, "Dati demo"): the demo employee's
 * employment contract and safety certificate filed by HR, two tasks' documents, a signed contract. Real PDFs
 * stored through the platform storage, with the upload in the audit log as the app writes it. Runs in the demo
 * company's transaction, after the modules' demo data.
 */
export async function seedDemoAttachments(db: Db, storage: FileStorage): Promise<void> {
  const people = await selectRows<{ id: string; username: string; name: string }>(
    db,
    sql`select id, username, trim(first_name || ' ' || last_name) as name from users`,
  );
  const byUsername = new Map(people.map((p) => [p.username, p]));
  const now = Date.now();
  for (const item of DEMO_ATTACHMENTS) {
    const [record] = await selectRows<{ id: string }>(db, item.record);
    const uploader = byUsername.get(item.uploadedBy) ?? byUsername.get('admin');
    if (!record || !uploader) continue;
    const bytes = demoPdf(item.text);
    const stored = await storage.put(Readable.from([bytes]));
    const at = new Date(now - item.daysAgo * 86_400_000);
    const [file] = await db
      .insert(files)
      .values({
        owner_user_id: null,
        purpose: ATTACHMENT_PURPOSE,
        original_name: item.name,
        mime_type: 'application/pdf',
        size_bytes: stored.size,
        storage_key: stored.key,
        created_at: at,
      })
      .returning({ id: files.id });
    const [row] = await db
      .insert(attachments)
      .values({
        file_id: file!.id,
        record_type: item.recordType,
        record_id: record.id,
        name: item.name,
        uploaded_by: uploader.id,
        created_at: at,
        updated_at: at,
      })
      .returning({ id: attachments.id });
    await db.insert(auditLog).values({
      actor_user_id: uploader.id,
      actor_label: uploader.username,
      actor_name: uploader.name,
      action: 'attachment.uploaded',
      target_type: 'attachment',
      target_id: row!.id,
      details: {
        name: item.name,
        record_type: item.recordType,
        record_id: record.id,
        record_label: TARGET_LABELS[item.recordType],
        size_bytes: stored.size,
        mime_type: 'application/pdf',
      },
      created_at: at,
    });
  }
}
