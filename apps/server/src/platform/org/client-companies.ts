import type { ClientKind } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The portal's clients: the identity every module shares. `users.client_company_id` ties `cliente` accounts to
 * one, documents shares folders with one, the sales module's CRM record (`sales_clients`, same id) holds what only
 * the CRM needs. Identity only here (kind, name, partita IVA, codice fiscale), in the platform because modules may
 * not import each other; its own file, without auth/tables, because `users.client_company_id` points here.
 *
 * Names and codes are not unique: homonyms exist and imports bring duplicates, which the CRM finds and merges.
 */
export const clientCompanies = pgTable(
  'client_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ClientKind>().notNull().default('company'),
    /** Ragione sociale, or "Nome Cognome" of a private person. */
    name: text('name').notNull(),
    /** A private person's name and surname (FatturaPA wants them apart); null for a company. */
    first_name: text('first_name'),
    last_name: text('last_name'),
    /** Partita IVA: 11 digits for an Italian one, with the country prefix for a foreign one; null when unknown. */
    vat_number: text('vat_number'),
    /** Codice fiscale: 16 characters for a person, 11 digits for a company; null when unknown. */
    tax_code: text('tax_code'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    index('client_companies_vat_idx').on(t.vat_number),
    index('client_companies_tax_code_idx').on(t.tax_code),
    // Similar names (duplicate detection, list search) through pg_trgm.
    index('client_companies_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
