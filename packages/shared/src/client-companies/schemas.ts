import { z } from 'zod';
import { isCleanPersonName } from '../names';
import { CLIENT_NAME_MAX } from '../sales/constants';

// The portal's client companies as other modules pick them (a project's client): the platform-level lookup
// `GET /api/client-companies?q=` and the quick creation by name of `POST /api/client-companies` (docs/timesheet.md).
// The CRM's own shapes, with its fiscal and address data, are in ../sales/client-schemas.ts.

export const CLIENT_COMPANY_TEXT = {
  notFound: 'Cliente non trovato',
  archived: 'Il cliente è archiviato nel CRM: ripristinalo o scegline un altro',
  invalid: 'Cliente non valido',
  nameRequired: 'Il nome del cliente è obbligatorio',
  nameTooLong: `Nome troppo lungo (max ${CLIENT_NAME_MAX} caratteri)`,
  nameInvalid: 'Il nome contiene caratteri non consentiti (controllo o direzione del testo)',
  searchTooLong: 'Ricerca troppo lunga',
  crmActive: 'Con il CRM attivo i nuovi clienti si creano dalla sua anagrafica (Vendite › Clienti)',
} as const;

/** A client company named on another record: its id and name (ragione sociale, or "Nome Cognome"). */
export const ClientCompanyRef = z.object({ id: z.string(), name: z.string() });
export type ClientCompanyRef = z.infer<typeof ClientCompanyRef>;

/** The most companies one lookup answers: a picker shows a handful and asks for more letters. */
export const CLIENT_COMPANY_LOOKUP_LIMIT = 20;

export const ClientCompanyLookupQuery = z.object({
  q: z.string().trim().max(100, CLIENT_COMPANY_TEXT.searchTooLong).optional(),
});
export type ClientCompanyLookupQuery = z.infer<typeof ClientCompanyLookupQuery>;

/** One live (not archived) client company for a picker: the partita IVA or codice fiscale tells homonyms apart. */
export const ClientCompanyOption = ClientCompanyRef.extend({ detail: z.string() });
export type ClientCompanyOption = z.infer<typeof ClientCompanyOption>;

export const ClientCompanyLookup = z.object({ items: z.array(ClientCompanyOption) });
export type ClientCompanyLookup = z.infer<typeof ClientCompanyLookup>;

/** A new client company by name only, from a picker while the CRM is off. */
export const ClientCompanyQuickCreate = z.object({
  name: z
    .string({ error: CLIENT_COMPANY_TEXT.nameRequired })
    .trim()
    .min(1, CLIENT_COMPANY_TEXT.nameRequired)
    .max(CLIENT_NAME_MAX, CLIENT_COMPANY_TEXT.nameTooLong)
    .refine(isCleanPersonName, CLIENT_COMPANY_TEXT.nameInvalid),
});
export type ClientCompanyQuickCreate = z.infer<typeof ClientCompanyQuickCreate>;

/** The company created, or the live one that already had that name (`created: false`), so no homonym is added. */
export const ClientCompanyQuickCreated = z.object({ client: ClientCompanyRef, created: z.boolean() });
export type ClientCompanyQuickCreated = z.infer<typeof ClientCompanyQuickCreated>;
