import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientCompanies } from '@/platform/org/client-companies';

/** A stored tsvector, so ranking reads it instead of re-parsing the text of every match. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    password_hash: text('password_hash').notNull(),
    role: text('role').notNull(),
    avatar_url: text('avatar_url'),
    status: text('status').notNull().default('pending'),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    /** The client company a `client` account belongs to (documents shared with that company); null for staff. */
    client_company_id: uuid('client_company_id').references(() => clientCompanies.id, { onDelete: 'set null' }),
    /** Lower-cased, accent-free full name: trigram matching for typos (functions from migration 0005). */
    name_text: text('name_text').generatedAlwaysAs(sql`portale_unaccent(lower(first_name || ' ' || last_name))`),
    /** Name, username and e-mail for Italian full-text search. */
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('portale_it', portale_unaccent(lower(first_name || ' ' || last_name || ' ' || username || ' ' || email)))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_client_company_idx').on(t.client_company_id),
    index('users_name_trgm_idx').using('gin', sql`${t.name_text} gin_trgm_ops`).with({ fastupdate: false }),
    index('users_search_fts_idx').using('gin', t.search_vector).with({ fastupdate: false }),
  ],
);

/** Only a SHA-256 hash of the 128-bit session id is stored, so a database leak yields no usable cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrf_token: text('csrf_token').notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_reason: text('revoked_reason'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Login attempts, kept in the database so brute-force limits hold across several server instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ip: text('ip').notNull(),
    account_key: text('account_key').notNull(),
    success: boolean('success').notNull(),
    ...timestamps,
  },
  (t) => [
    index('login_attempts_ip_idx').on(t.ip, t.created_at),
    index('login_attempts_account_idx').on(t.account_key, t.created_at),
  ],
);

export { timestamps };

/** One-time links (account activation, password reset): only a hash of the 256-bit token is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('user_tokens_user_idx').on(t.user_id, t.purpose)],
);
