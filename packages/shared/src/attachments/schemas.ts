import { z } from 'zod';

// Files attached to any module's record (issue 17, docs/attachments.md): a task, a person's documents, later CRM,
// recruiting, funding and certifications. The record is named by a type key its module registers on the server
// and by its id; the server decides who reads and who writes, and answers 404 for a record it will not show.

export const ATTACHMENT_MESSAGES = {
  notFound: 'Allegato non trovato',
  recordNotFound: 'Elemento non trovato',
  badRecordType: 'Tipo di elemento non valido',
  badId: 'Identificativo non valido',
  cannotUpload: 'Non puoi aggiungere allegati a questo elemento',
  cannotDelete: 'Puoi eliminare solo gli allegati che hai caricato tu',
  tooMany: (max: number) => `Questo elemento ha già ${max} allegati: eliminane qualcuno prima di aggiungerne altri.`,
  uploaded: 'Allegato caricato',
  deleted: 'Allegato eliminato',
  restored: 'Allegato ripristinato',
  alreadyLive: 'L’allegato non è eliminato',
} as const;

/** More than this on one record is a misuse (or a loop in a script), not a need. */
export const MAX_ATTACHMENTS_PER_RECORD = 200;

/** A deleted attachment can be restored (undo) this long; then the housekeeping removes it and its bytes. */
export const ATTACHMENT_RESTORE_DAYS = 30;

/** The key a module registers its records under: `project_task`, `person`, `crm_deal`… */
export const AttachmentRecordType = z.string().regex(/^[a-z][a-z0-9_]{1,40}$/, ATTACHMENT_MESSAGES.badRecordType);

export const AttachmentRecordParams = z.object({
  recordType: AttachmentRecordType,
  recordId: z.uuid(ATTACHMENT_MESSAGES.badId),
});
export type AttachmentRecordParams = z.infer<typeof AttachmentRecordParams>;

export const Attachment = z.object({
  id: z.uuid(),
  record_type: z.string(),
  record_id: z.uuid(),
  name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by_id: z.uuid().nullable(),
  uploaded_by_name: z.string().nullable(),
  created_at: z.string(),
  /** The actor may delete it: whoever may delete any attachment of the record, or its uploader. */
  can_delete: z.boolean(),
});
export type Attachment = z.infer<typeof Attachment>;

/** One record's attachments, newest first, and what the actor may do there. */
export const AttachmentList = z.object({
  items: z.array(Attachment),
  can_upload: z.boolean(),
  /** The largest file the server takes, for the message before a useless upload. */
  max_bytes: z.number().int(),
  /** File extensions the record takes, for the file chooser's `accept` (the server judges the bytes anyway). */
  accept: z.array(z.string()),
});
export type AttachmentList = z.infer<typeof AttachmentList>;

/** The download address of an attachment; `?download=1` asks for a download even of a PDF or an image. */
export const attachmentFileUrl = (id: string, download = false) =>
  `/api/attachments/file/${id}${download ? '?download=1' : ''}`;
