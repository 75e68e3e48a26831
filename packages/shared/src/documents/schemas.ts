import { z } from 'zod';
import { isoDate } from '../dates';
import { cappedPaginated, PaginationQuery, paginated } from '../pagination';
import {
  ACCESS_LEVELS,
  ACCESS_PRINCIPAL_TYPES,
  DOCUMENT_ACTIVITY_KINDS,
  DOCUMENT_DEFAULT_SORT,
  DOCUMENT_FOLDER_NAME_MAX,
  DOCUMENT_SORT_FIELDS,
  DOCUMENT_TAG_MAX,
  DOCUMENT_TAGS_MAX,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_TYPES,
  EXTRACTION_STATES,
} from './constants';

// The document manager's API shapes (issue 17, spec §2 "Documents"): folders, access grants, documents and their
// versions. The plain values and labels are in constants.ts.

export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES, { error: 'Tipo di documento non valido' });
export const ExtractionStateSchema = z.enum(EXTRACTION_STATES);
export const AccessPrincipalTypeSchema = z.enum(ACCESS_PRINCIPAL_TYPES, { error: 'Tipo di destinatario non valido' });
export const AccessLevelSchema = z.enum(ACCESS_LEVELS, { error: 'Livello di accesso non valido' });

/** A person named on a document (owner, uploader, check-out holder). */
export const DocumentPerson = z.object({ id: z.string(), name: z.string() });
export type DocumentPerson = z.infer<typeof DocumentPerson>;

const IsoDate = isoDate();

export const DocumentTagName = z
  .string({ error: 'Etichetta non valida' })
  .trim()
  .min(1, 'Etichetta vuota')
  .max(DOCUMENT_TAG_MAX, `Etichetta troppo lunga (max ${DOCUMENT_TAG_MAX} caratteri)`);
const TagList = z
  .array(DocumentTagName)
  .max(DOCUMENT_TAGS_MAX, `Al massimo ${DOCUMENT_TAGS_MAX} etichette`)
  .transform((tags) => [...new Map(tags.map((tag) => [tag.toLowerCase(), tag])).values()]);

const Title = z
  .string({ error: 'Il titolo è obbligatorio' })
  .trim()
  .min(1, 'Il titolo è obbligatorio')
  .max(DOCUMENT_TITLE_MAX, `Titolo troppo lungo (max ${DOCUMENT_TITLE_MAX} caratteri)`);
const Description = z.string().trim().max(10_000, 'Descrizione troppo lunga');

// ---- folders -------------------------------------------------------------------------------------------------

export const FolderCrumb = z.object({ id: z.string(), name: z.string() });
export type FolderCrumb = z.infer<typeof FolderCrumb>;

export const FolderRights = z.object({
  /** Upload documents into it (a `write` grant, the creator, admin). */
  can_upload: z.boolean(),
  /** Rename, create subfolders (same as upload). */
  can_edit: z.boolean(),
  /**
   * Move it to another parent: `can_edit`, and when it inherits its access (a move changes who reads it) only its
   * creator or an admin.
   */
  can_move: z.boolean(),
  /** Change who may read and write it (admin or the folder's creator). */
  can_manage_access: z.boolean(),
  can_delete: z.boolean(),
});
export type FolderRights = z.infer<typeof FolderRights>;

export const DocumentFolder = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  name: z.string(),
  /** From the top-level folder down to this one, itself included. */
  path: z.array(FolderCrumb),
  /** True while it has no grants of its own and takes its parent's (or, at the top, the default rule). */
  inherits_access: z.boolean(),
  created_by: DocumentPerson.nullable(),
  /** Live documents directly inside that this actor may read. */
  document_count: z.number(),
  my_rights: FolderRights,
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentFolder = z.infer<typeof DocumentFolder>;

/** `GET /api/document-folders`: every folder this actor may read, flat and in path order (parents first). */
export const DocumentFolderTree = z.object({
  folders: z.array(DocumentFolder),
  /** May this actor create top-level folders and upload outside any folder (internal users). */
  can_use_root: z.boolean(),
});
export type DocumentFolderTree = z.infer<typeof DocumentFolderTree>;

const FolderName = z
  .string({ error: 'Il nome è obbligatorio' })
  .trim()
  .min(1, 'Il nome è obbligatorio')
  .max(DOCUMENT_FOLDER_NAME_MAX, `Nome troppo lungo (max ${DOCUMENT_FOLDER_NAME_MAX} caratteri)`)
  .refine((name) => !/[/\\]/.test(name), 'Il nome non può contenere barre');

export const DocumentFolderCreate = z.object({
  name: FolderName,
  parent_id: z.uuid('Cartella non valida').nullable().default(null),
});
export type DocumentFolderCreate = z.input<typeof DocumentFolderCreate>;

/** Rename and/or move (parent_id null = to the top level). */
export const DocumentFolderUpdate = z
  .object({ name: FolderName, parent_id: z.uuid('Cartella non valida').nullable() })
  .partial()
  .refine((patch) => patch.name !== undefined || patch.parent_id !== undefined, 'Nessuna modifica indicata');
export type DocumentFolderUpdate = z.infer<typeof DocumentFolderUpdate>;

// ---- access --------------------------------------------------------------------------------------------------

export const AccessGrant = z.object({
  principal_type: AccessPrincipalTypeSchema,
  principal_id: z.string(),
  principal_name: z.string(),
  level: AccessLevelSchema,
});
export type AccessGrant = z.infer<typeof AccessGrant>;

export const AccessGrantInput = z.object({
  principal_type: AccessPrincipalTypeSchema,
  /** A role key (`employee`…) for roles, otherwise the id of the department, user or client company. */
  principal_id: z.string().trim().min(1, 'Destinatario mancante').max(64, 'Destinatario non valido'),
  level: AccessLevelSchema,
});
export type AccessGrantInput = z.infer<typeof AccessGrantInput>;

/** `PUT …/access`: either inherit from the parent, or replace the grants of one's own. */
export const AccessUpdate = z
  .object({
    inherits_access: z.boolean({ error: 'Indica se l’accesso è ereditato' }),
    grants: z.array(AccessGrantInput).max(100, 'Al massimo 100 permessi').default([]),
  })
  .refine((body) => !body.inherits_access || body.grants.length === 0, {
    message: 'Con l’accesso ereditato non si indicano permessi propri',
    path: ['grants'],
  })
  .refine(
    (body) => new Set(body.grants.map((g) => `${g.principal_type}:${g.principal_id}`)).size === body.grants.length,
    { message: 'Un destinatario compare due volte', path: ['grants'] },
  );
export type AccessUpdate = z.input<typeof AccessUpdate>;

export const AccessView = z.object({
  inherits_access: z.boolean(),
  /** The grants of its own (empty while inheriting). */
  grants: z.array(AccessGrant),
  /** What applies while inheriting: the nearest ancestor's own grants. */
  inherited: z.array(AccessGrant),
  /** The folder those come from; null with `default_rule` when nothing above has grants. */
  inherited_from: FolderCrumb.nullable(),
  /** True when the default applies: every internal user with access to documents reads it, clients do not. */
  default_rule: z.boolean(),
  can_manage: z.boolean(),
});
export type AccessView = z.infer<typeof AccessView>;

/**
 * `GET /api/documents/principals`: whom the access editor may name; only for those who may change some grants
 * (admins, owners of a document, creators of a folder), 403 for others.
 */
export const AccessPrincipal = z.object({
  principal_type: AccessPrincipalTypeSchema,
  principal_id: z.string(),
  principal_name: z.string(),
  /** People: the e-mail for HR and admins, the department for others. Client companies: the VAT number. */
  detail: z.string(),
});
export type AccessPrincipal = z.infer<typeof AccessPrincipal>;
export const AccessPrincipalQuery = z.object({
  q: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
  type: AccessPrincipalTypeSchema.optional(),
});
export const AccessPrincipalList = z.object({ items: z.array(AccessPrincipal) });

/**
 * `GET /api/documents/owners`: the people who own documents this user may read, for the owner filter; `q` a few
 * letters of the name, `id` one person to include first (the filter's current value).
 */
export const DocumentOwnersQuery = z.object({
  q: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
  id: z.uuid('Proprietario non valido').optional(),
});
export const DocumentOwnerList = z.object({ items: z.array(DocumentPerson) });
export type DocumentOwnerList = z.infer<typeof DocumentOwnerList>;

// ---- documents -----------------------------------------------------------------------------------------------

export const DocumentRights = z.object({
  /** Metadata, new versions, check-out (owner, `write`, admin). */
  can_edit: z.boolean(),
  /**
   * Move it to another folder: `can_edit`, and when it inherits its access (a move changes who reads it) only the
   * owner or an admin. The target folder must also accept uploads.
   */
  can_move: z.boolean(),
  /** Access grants (admin or the owner). */
  can_manage_access: z.boolean(),
  /** To the trash and back (admin or the owner). */
  can_delete: z.boolean(),
});
export type DocumentRights = z.infer<typeof DocumentRights>;

export const DocumentListItem = z.object({
  id: z.string(),
  title: z.string(),
  type: DocumentTypeSchema,
  folder_id: z.string().nullable(),
  folder_name: z.string().nullable(),
  owner: DocumentPerson.nullable(),
  tags: z.array(z.string()),
  confidential: z.boolean(),
  expires_on: z.string().nullable(),
  current_version: z.number(),
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number(),
  checked_out_by: DocumentPerson.nullable(),
  my_rights: DocumentRights,
  /**
   * A small WebP of the current version's first page (PDF) or image, served with the download's access rule;
   * null while it is being drawn, for other types, for confidential documents and when drawing failed.
   */
  thumbnail_url: z.string().nullable(),
  /** The thumbnail is still being drawn (pages ask again until it is there). */
  thumbnail_pending: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentListItem = z.infer<typeof DocumentListItem>;
export const DocumentList = cappedPaginated(DocumentListItem);
export type DocumentList = z.infer<typeof DocumentList>;

export const DocumentListQuery = PaginationQuery.extend({
  /** A folder's id; absent = every readable document. */
  folder_id: z.uuid('Cartella non valida').optional(),
  include_subfolders: z.stringbool({ error: 'Valore non valido' }).default(false),
  q: z.string().trim().max(200, 'Ricerca troppo lunga').optional(),
  type: DocumentTypeSchema.optional(),
  tag: DocumentTagName.optional(),
  owner_id: z.uuid('Proprietario non valido').optional(),
  updated_from: IsoDate.optional(),
  updated_to: IsoDate.optional(),
  /** Expired or expiring within DOCUMENT_EXPIRING_DAYS. */
  expiring: z.stringbool({ error: 'Valore non valido' }).default(false),
  /** Shared with this client company: a grant to it applies (its own, or its folder's) — the client's 360° page. */
  shared_with_client: z.uuid('Azienda cliente non valida').optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${DOCUMENT_SORT_FIELDS.join('|')})$`), 'Ordinamento non valido')
    .default(DOCUMENT_DEFAULT_SORT),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuery>;

export const DocumentVersion = z.object({
  number: z.number(),
  file_id: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number(),
  uploaded_by: DocumentPerson.nullable(),
  note: z.string(),
  extraction_state: ExtractionStateSchema,
  is_current: z.boolean(),
  created_at: z.string(),
});
export type DocumentVersion = z.infer<typeof DocumentVersion>;

export const DocumentDetail = DocumentListItem.extend({
  description: z.string(),
  retention_until: z.string().nullable(),
  inherits_access: z.boolean(),
  /** The folder's breadcrumb, top level first; empty outside any folder. */
  folder_path: z.array(FolderCrumb),
  checked_out_at: z.string().nullable(),
  /** Newest first. */
  versions: z.array(DocumentVersion),
  deleted_at: z.string().nullable(),
});
export type DocumentDetail = z.infer<typeof DocumentDetail>;

/** `POST /api/documents` answers the new document with its first version's number. */
export const DocumentCreated = DocumentDetail.extend({ version: z.number() });
export type DocumentCreated = z.infer<typeof DocumentCreated>;

/**
 * The text fields of `POST /api/documents` (multipart, sent before the `file` part). Tags may be repeated fields
 * or one comma-separated value.
 */
export const DocumentUploadFields = z.object({
  folder_id: z.uuid('Cartella non valida').nullable().default(null),
  title: Title.optional(),
  type: DocumentTypeSchema.default('altro'),
  description: Description.default(''),
  tags: TagList.default([]),
  confidential: z.stringbool({ error: 'Valore non valido' }).default(false),
  expires_on: IsoDate.nullable().default(null),
  retention_until: IsoDate.nullable().default(null),
});
export type DocumentUploadFields = z.infer<typeof DocumentUploadFields>;

/** The text fields of `POST /api/documents/:id/versions`. */
export const DocumentVersionFields = z.object({
  note: z.string().trim().max(500, 'Nota troppo lunga (max 500 caratteri)').default(''),
});

export const DocumentUpdate = z
  .object({
    title: Title,
    description: Description,
    type: DocumentTypeSchema,
    folder_id: z.uuid('Cartella non valida').nullable(),
    tags: TagList,
    confidential: z.boolean(),
    expires_on: IsoDate.nullable(),
    retention_until: IsoDate.nullable(),
    owner_id: z.uuid('Proprietario non valido'),
  })
  .partial();
export type DocumentUpdate = z.input<typeof DocumentUpdate>;

export const DocumentTrashItem = DocumentListItem.extend({
  deleted_at: z.string(),
  deleted_by: DocumentPerson.nullable(),
  /** When the purge job removes it for good. */
  purge_on: z.string(),
});
export type DocumentTrashItem = z.infer<typeof DocumentTrashItem>;
export const DocumentTrashList = cappedPaginated(DocumentTrashItem);
export const DocumentTrashQuery = PaginationQuery;

/** `GET /api/documents/{id}/activity`: what happened to the document, newest first, from the audit log. */
export const DocumentActivityQuery = PaginationQuery;
export const DocumentActivityItem = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_ACTIVITY_KINDS),
  /** DOCUMENT_ACTIVITY_LABELS[kind]. */
  label: z.string(),
  /** What changed, in Italian ("Versione 3 · offerta.pdf", "Titolo, scadenza"), when there is more to say. */
  detail: z.string().nullable(),
  /** Who did it, by the name recorded then (`id` null once the account is deleted); null for the system. */
  actor: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  at: z.string(),
});
export type DocumentActivityItem = z.infer<typeof DocumentActivityItem>;
export const DocumentActivityList = paginated(DocumentActivityItem);
export type DocumentActivityList = z.infer<typeof DocumentActivityList>;

const BulkIds = z
  .array(z.uuid('Documento non valido'))
  .min(1, 'Scegli almeno un documento')
  .max(200, 'Al massimo 200 documenti per volta')
  .transform((ids) => [...new Set(ids)]);

/** `POST /api/documents/bulk`: all or nothing, each document checked. */
export const DocumentBulkAction = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('move'), ids: BulkIds, folder_id: z.uuid('Cartella non valida').nullable() }),
    z.object({ action: z.literal('add_tag'), ids: BulkIds, tag: DocumentTagName }),
    z.object({ action: z.literal('remove_tag'), ids: BulkIds, tag: DocumentTagName }),
  ],
  { error: 'Azione non valida' },
);
export type DocumentBulkAction = z.input<typeof DocumentBulkAction>;
export const DocumentBulkResult = z.object({ updated: z.number() });

export const DocumentTag = z.object({ name: z.string(), document_count: z.number() });
export type DocumentTag = z.infer<typeof DocumentTag>;
export const DocumentTagList = z.object({ items: z.array(DocumentTag) });

export const DocumentCheckout = z.object({
  checked_out_by: DocumentPerson.nullable(),
  checked_out_at: z.string().nullable(),
});
export type DocumentCheckout = z.infer<typeof DocumentCheckout>;
