import { z } from 'zod';
import { isCleanPersonName } from '../names';
import { PaginationQuery, paginated } from '../pagination';
import { clientRecordProblems } from './client-rules';
import {
  CLIENT_DEFAULT_SORT,
  CLIENT_NAME_MAX,
  CLIENT_NOTES_MAX,
  CLIENT_SORT_FIELDS,
  CLIENT_TAG_MAX,
  COUNTRY_ITALY,
} from './constants';
import {
  AtecoField,
  ClientKindSchema,
  ClientSizeSchema,
  ClientStatusSchema,
  CountryField,
  optionalText,
  PecField,
  PersonNamePart,
  PostalCodeField,
  ProvinceField,
  SdiCodeField,
  TagList,
  TaxCodeField,
  VatNumberField,
} from './fields';

// The CRM's clients (issue 18, docs/sales.md): create and update bodies, the read shapes, the list query.
// Duplicates, merge and import are in client-tools-schemas.ts, contacts in contact-schemas.ts.

/** Every field a client form sends, without defaults: the base of the create and update bodies. */
const ClientFields = z.object({
  kind: ClientKindSchema,
  /** Ragione sociale; for a private person the server writes "Nome Cognome" here. */
  name: optionalText(CLIENT_NAME_MAX, `Nome troppo lungo (max ${CLIENT_NAME_MAX} caratteri)`).refine(
    (value) => value === null || isCleanPersonName(value),
    'Il nome contiene caratteri non consentiti (controllo o direzione del testo)',
  ),
  first_name: PersonNamePart('Il nome'),
  last_name: PersonNamePart('Il cognome'),
  vat_number: VatNumberField,
  tax_code: TaxCodeField,
  sdi_code: SdiCodeField,
  pec: PecField,
  street: optionalText(200, 'Indirizzo troppo lungo'),
  postal_code: PostalCodeField,
  city: optionalText(100, 'Nome del comune troppo lungo'),
  province: ProvinceField,
  country: CountryField,
  ateco_code: AtecoField,
  size: ClientSizeSchema.nullable(),
  status: ClientStatusSchema,
  owner_id: z.uuid('Responsabile non valido').nullable(),
  tags: TagList,
  notes: z.string({ error: 'Note non valide' }).trim().max(CLIENT_NOTES_MAX, 'Note troppo lunghe'),
});

type ClientFieldsOut = z.infer<typeof ClientFields>;

function checkRecord(client: Partial<ClientFieldsOut>, ctx: z.RefinementCtx) {
  if (!client.kind) return;
  for (const problem of clientRecordProblems({ ...client, kind: client.kind }))
    ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
}

/** `POST /api/crm/clients`. */
export const ClientCreate = ClientFields.extend({
  kind: ClientKindSchema.default('company'),
  name: ClientFields.shape.name.default(null),
  first_name: ClientFields.shape.first_name.default(null),
  last_name: ClientFields.shape.last_name.default(null),
  vat_number: VatNumberField.default(null),
  tax_code: TaxCodeField.default(null),
  sdi_code: SdiCodeField.default(null),
  pec: PecField.default(null),
  street: ClientFields.shape.street.default(null),
  postal_code: ClientFields.shape.postal_code.default(null),
  city: ClientFields.shape.city.default(null),
  province: ClientFields.shape.province.default(null),
  country: CountryField.default(COUNTRY_ITALY),
  ateco_code: ClientFields.shape.ateco_code.default(null),
  size: ClientFields.shape.size.default(null),
  status: ClientStatusSchema.default('lead'),
  owner_id: ClientFields.shape.owner_id.default(null),
  tags: TagList.default([]),
  notes: ClientFields.shape.notes.default(''),
}).superRefine(checkRecord);
export type ClientCreate = z.infer<typeof ClientCreate>;
export type ClientFormInput = z.input<typeof ClientCreate>;

/**
 * `PATCH /api/crm/clients/:id`: only what changed, with the `version` the form was loaded with; a newer stored
 * version answers 409 with the current client in `details.current`. The cross-field rules run again on the stored
 * client with the patch applied.
 */
export const ClientUpdate = ClientFields.partial()
  .extend({ version: z.number({ error: 'Versione mancante' }).int().min(1, 'Versione non valida') })
  .superRefine(checkRecord);
export type ClientUpdate = z.infer<typeof ClientUpdate>;
export type ClientUpdateInput = z.input<typeof ClientUpdate>;

/** A user named on a client (its owner). */
export const SalesPerson = z.object({ id: z.string(), name: z.string() });
export type SalesPerson = z.infer<typeof SalesPerson>;

export const ContactSummary = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ContactSummary = z.infer<typeof ContactSummary>;

/** One row of the clients list. */
export const ClientListItem = z.object({
  id: z.string(),
  kind: ClientKindSchema,
  name: z.string(),
  vat_number: z.string().nullable(),
  tax_code: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
  status: ClientStatusSchema,
  owner: SalesPerson.nullable(),
  tags: z.array(z.string()),
  primary_contact: ContactSummary.nullable(),
  contacts_count: z.number(),
  archived_at: z.string().nullable(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClientListItem = z.infer<typeof ClientListItem>;

/** `GET /api/crm/clients/:id`. */
export const Client = ClientListItem.extend({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  sdi_code: z.string().nullable(),
  pec: z.string().nullable(),
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  ateco_code: z.string().nullable(),
  size: ClientSizeSchema.nullable(),
  notes: z.string(),
  /** `cliente` accounts of the portal linked to this client. */
  portal_users_count: z.number(),
  /** May this actor edit it (edit_project). */
  can_edit: z.boolean(),
});
export type Client = z.infer<typeof Client>;

/** `GET /api/crm/clients`: filters and sort run in SQL. */
export const ClientListQuery = PaginationQuery.extend({
  q: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
  status: ClientStatusSchema.optional(),
  kind: ClientKindSchema.optional(),
  owner: z.uuid('Responsabile non valido').optional(),
  tag: z.string().trim().max(CLIENT_TAG_MAX, 'Etichetta troppo lunga').optional(),
  /** true: only archived clients; absent or false: only live ones. */
  archived: z.stringbool({ error: 'Valore non valido' }).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${CLIENT_SORT_FIELDS.join('|')})$`), 'Ordinamento non valido')
    .default(CLIENT_DEFAULT_SORT),
});
export type ClientListQuery = z.infer<typeof ClientListQuery>;
export type ClientListSearch = z.input<typeof ClientListQuery>;
export const ClientList = paginated(ClientListItem);
export type ClientList = z.infer<typeof ClientList>;

/** The list's filter choices: tags and owners in use, and who may be made owner. */
export const ClientFilterOptions = z.object({
  tags: z.array(z.string()),
  owners: z.array(SalesPerson),
});
export type ClientFilterOptions = z.infer<typeof ClientFilterOptions>;

/** `POST /api/crm/clients/:id/archive` and `/restore`. */
export const ClientVersionBody = z.object({
  version: z.number({ error: 'Versione mancante' }).int().min(1, 'Versione non valida'),
});
export type ClientVersionBody = z.infer<typeof ClientVersionBody>;

/** `DELETE /api/crm/clients/:id`: a client other records point to is archived instead of deleted. */
export const ClientRemoval = z.object({ outcome: z.enum(['deleted', 'archived']) });
export type ClientRemoval = z.infer<typeof ClientRemoval>;
