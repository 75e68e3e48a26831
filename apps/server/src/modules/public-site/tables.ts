import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/platform/auth/tables';

/** Messages from the public contact form. `ip` is kept only for rate limiting and abuse handling. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    privacy_accepted_at: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('new'),
    ip: text('ip'),
    ...timestamps,
  },
  (t) => [
    index('contact_messages_created_idx').on(t.created_at),
    index('contact_messages_ip_idx').on(t.ip, t.created_at),
  ],
);

/** Proof of cookie consent, anonymous by design: no IP, no user, only the browser's random consent id. */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consent_id: uuid('consent_id').notNull(),
    necessary: boolean('necessary').notNull().default(true),
    preferences: boolean('preferences').notNull(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    method: text('method').notNull(),
    policy_version: text('policy_version').notNull(),
    decided_at: timestamp('decided_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('cookie_consents_consent_idx').on(t.consent_id)],
);
