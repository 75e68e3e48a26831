import { z } from 'zod';
import { isoDate } from '../dates';
import { PaginationQuery, paginated } from '../pagination';
import {
  CLIENT_NOTES_MAX,
  CONTACT_DEFAULT_SORT,
  CONTACT_EMAILS_MAX,
  CONTACT_PHONES_MAX,
  CONTACT_SORT_FIELDS,
} from './constants';
import { ConsentSourceSchema, PersonNamePart } from './fields';
import { validateEmail } from './fiscal';

// The CRM's contacts (issue 18, docs/sales.md): people at a client, with their GDPR marketing consent.

// ---- contacts ------------------------------------------------------------------------------------------------

const PHONE = /^\+?[0-9][0-9 ()./-]{4,24}$/;
const Label = z.string().trim().max(30, 'Etichetta troppo lunga (max 30 caratteri)').default('');

export const ContactEmail = z.object({
  address: z
    .string({ error: 'Indirizzo e-mail non valido' })
    .trim()
    .toLowerCase()
    .refine((v) => validateEmail(v) === null, 'Indirizzo e-mail non valido'),
  label: Label,
});
export type ContactEmail = z.infer<typeof ContactEmail>;
export const ContactPhone = z.object({
  number: z
    .string({ error: 'Numero di telefono non valido' })
    .trim()
    .regex(PHONE, 'Numero di telefono non valido (es. +39 02 1234567)'),
  label: Label,
});
export type ContactPhone = z.infer<typeof ContactPhone>;

const IsoDate = isoDate();

/** GDPR art. 7: a consent is proven by when and how it was given. */
export const MarketingConsent = z
  .object({
    given: z.boolean({ error: 'Indica se il consenso è stato dato' }),
    date: IsoDate.nullable().default(null),
    source: ConsentSourceSchema.nullable().default(null),
  })
  .superRefine((consent, ctx) => {
    if (!consent.given) return;
    if (!consent.date) ctx.addIssue({ code: 'custom', message: 'Indica la data del consenso', path: ['date'] });
    if (!consent.source) ctx.addIssue({ code: 'custom', message: 'Indica come è stato raccolto', path: ['source'] });
  });
export type MarketingConsent = z.infer<typeof MarketingConsent>;

const ContactFields = z.object({
  first_name: PersonNamePart('Il nome'),
  last_name: PersonNamePart('Il cognome'),
  role: z.string({ error: 'Ruolo non valido' }).trim().max(100, 'Ruolo troppo lungo'),
  emails: z.array(ContactEmail).max(CONTACT_EMAILS_MAX, `Al massimo ${CONTACT_EMAILS_MAX} indirizzi e-mail`),
  phones: z.array(ContactPhone).max(CONTACT_PHONES_MAX, `Al massimo ${CONTACT_PHONES_MAX} numeri di telefono`),
  is_primary: z.boolean({ error: 'Valore non valido' }),
  marketing_consent: MarketingConsent,
  notes: z.string({ error: 'Note non valide' }).trim().max(CLIENT_NOTES_MAX, 'Note troppo lunghe'),
});

const needsAName = (contact: { first_name?: string | null; last_name?: string | null }, ctx: z.RefinementCtx) => {
  if ('first_name' in contact && 'last_name' in contact && !contact.last_name && !contact.first_name)
    ctx.addIssue({ code: 'custom', message: 'Indica almeno il nome o il cognome', path: ['last_name'] });
};

/** `POST /api/crm/clients/:id/contacts`. */
export const ContactCreate = ContactFields.extend({
  first_name: ContactFields.shape.first_name.default(null),
  last_name: ContactFields.shape.last_name.default(null),
  role: ContactFields.shape.role.default(''),
  emails: ContactFields.shape.emails.default([]),
  phones: ContactFields.shape.phones.default([]),
  is_primary: ContactFields.shape.is_primary.default(false),
  marketing_consent: MarketingConsent.default({ given: false, date: null, source: null }),
  notes: ContactFields.shape.notes.default(''),
}).superRefine(needsAName);
export type ContactCreate = z.infer<typeof ContactCreate>;
export type ContactFormInput = z.input<typeof ContactCreate>;

/** `PATCH /api/crm/contacts/:id`: what changed, with the version; `client_id` moves the contact to another client. */
export const ContactUpdate = ContactFields.partial()
  .extend({
    client_id: z.uuid('Cliente non valido').optional(),
    version: z.number({ error: 'Versione mancante' }).int().min(1, 'Versione non valida'),
  })
  .superRefine(needsAName);
export type ContactUpdate = z.infer<typeof ContactUpdate>;

export const Contact = z.object({
  id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string(),
  role: z.string(),
  emails: z.array(ContactEmail),
  phones: z.array(ContactPhone),
  is_primary: z.boolean(),
  /** Absent for anyone outside sales (VIEW_MARKETING_CONSENT). */
  marketing_consent: z
    .object({ given: z.boolean(), date: z.string().nullable(), source: ConsentSourceSchema.nullable() })
    .optional(),
  notes: z.string(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Contact = z.infer<typeof Contact>;

/** `GET /api/crm/contacts` (every client) and `GET /api/crm/clients/:id/contacts`. */
export const ContactListQuery = PaginationQuery.extend({
  q: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
  client_id: z.uuid('Cliente non valido').optional(),
  /** Only contacts who gave (true) or did not give (false) marketing consent; sales staff only. */
  marketing_consent: z.stringbool({ error: 'Valore non valido' }).optional(),
  primary: z.stringbool({ error: 'Valore non valido' }).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${CONTACT_SORT_FIELDS.join('|')})$`), 'Ordinamento non valido')
    .default(CONTACT_DEFAULT_SORT),
});
export type ContactListQuery = z.infer<typeof ContactListQuery>;
export type ContactListSearch = z.input<typeof ContactListQuery>;
export const ContactList = paginated(Contact);
export type ContactList = z.infer<typeof ContactList>;
