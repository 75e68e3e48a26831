import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The companies the portal's clients (role `client`) belong to: documents shares folders with a company, so its
 * `cliente` accounts see them. Minimal until the CRM (issue 18) builds on it; in the platform because modules may
 * not import each other. Its own file, without auth/tables, because `users.client_company_id` points here.
 */
export const clientCompanies = pgTable(
  'client_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Partita IVA; null when unknown. */
    vat_number: text('vat_number'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    uniqueIndex('client_companies_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('client_companies_vat_key').on(t.vat_number),
  ],
);
