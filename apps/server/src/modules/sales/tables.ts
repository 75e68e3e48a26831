import type { ClientSize, ClientStatus, ConsentSource, ContactEmail, ContactPhone } from '@portale/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from '@/platform/auth/tables';
import { clientCompanies } from '@/platform/org/client-companies';

// The sales module (issue 18, docs/sales.md). A CRM client IS a platform client company: the identity (kind, name,
// partita IVA, codice fiscale) lives in `client_companies`, shared with users and documents; what only the CRM needs
// lives here, keyed by the same id, so other modules never see it and the platform never depends on sales.

/** The CRM record of a client company: one row per client company. */
export const salesClients = pgTable(
  'sales_clients',
  {
    client_company_id: uuid('client_company_id')
      .primaryKey()
      .references(() => clientCompanies.id, { onDelete: 'cascade' }),
    status: text('status').$type<ClientStatus>().notNull().default('lead'),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Codice destinatario SDI (7 characters; 0000000 with a PEC or for a private person, XXXXXXX abroad). */
    sdi_code: text('sdi_code'),
    pec: text('pec'),
    street: text('street'),
    postal_code: text('postal_code'),
    /** Comune. */
    city: text('city'),
    /** Two-letter provincia, EE abroad. */
    province: text('province'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull().default('IT'),
    ateco_code: text('ateco_code'),
    size: text('size').$type<ClientSize>(),
    notes: text('notes').notNull().default(''),
    /** A client other records point to is archived, never deleted; archived clients leave lists and pickers. */
    archived_at: timestamp('archived_at', { withTimezone: true }),
    archived_by: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
    /** Optimistic concurrency: every change adds one; a write carrying an older number answers 409. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('sales_clients_status_idx').on(t.status),
    index('sales_clients_owner_idx').on(t.owner_id),
    index('sales_clients_archived_idx').on(t.archived_at),
  ],
);

/** People at a client: role, e-mails, phones and their marketing consent (GDPR: when and how it was given). */
export const salesContacts = pgTable(
  'sales_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    client_company_id: uuid('client_company_id')
      .notNull()
      .references(() => clientCompanies.id, { onDelete: 'restrict' }),
    first_name: text('first_name'),
    last_name: text('last_name'),
    role: text('role').notNull().default(''),
    emails: jsonb('emails').$type<ContactEmail[]>().notNull().default([]),
    phones: jsonb('phones').$type<ContactPhone[]>().notNull().default([]),
    is_primary: boolean('is_primary').notNull().default(false),
    marketing_consent: boolean('marketing_consent').notNull().default(false),
    marketing_consent_date: date('marketing_consent_date', { mode: 'string' }),
    marketing_consent_source: text('marketing_consent_source').$type<ConsentSource>(),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('sales_contacts_client_idx').on(t.client_company_id),
    // One primary contact per client.
    uniqueIndex('sales_contacts_primary_key').on(t.client_company_id).where(sql`${t.is_primary}`),
    index('sales_contacts_name_trgm_idx')
      .using('gin', sql`lower(coalesce(${t.first_name}, '') || ' ' || coalesce(${t.last_name}, '')) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** Tag names shared by every client; matched case-insensitively. */
export const salesTags = pgTable(
  'sales_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sales_tags_name_lower_key').on(sql`lower(${t.name})`)],
);

export const salesClientTags = pgTable(
  'sales_client_tags',
  {
    client_company_id: uuid('client_company_id')
      .notNull()
      .references(() => clientCompanies.id, { onDelete: 'cascade' }),
    tag_id: uuid('tag_id')
      .notNull()
      .references(() => salesTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.client_company_id, t.tag_id] }), index('sales_client_tags_tag_idx').on(t.tag_id)],
);
