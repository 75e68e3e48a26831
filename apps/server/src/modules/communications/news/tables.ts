import type { NewsAudience, NewsCategory, NewsStatus } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tsvector, users } from '@/platform/auth/tables';

// News and announcements (issue 19, docs/communications.md).

export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised on the server (an allow-list) before it is stored: never the HTML as sent. */
    body_html: text('body_html').notNull(),
    /** The text of the body without tags, for the search. */
    body_text: text('body_text').notNull().default(''),
    category: text('category').$type<NewsCategory>().notNull(),
    audience: jsonb('audience').$type<NewsAudience>().notNull(),
    status: text('status').$type<NewsStatus>().notNull().default('bozza'),
    pinned: boolean('pinned').notNull().default(false),
    /** Each reader in the audience is asked to confirm having read it. */
    mandatory: boolean('mandatory').notNull().default(false),
    /** When a scheduled item goes out. */
    publish_at: timestamp('publish_at', { withTimezone: true }),
    published_at: timestamp('published_at', { withTimezone: true }),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    last_reminded_at: timestamp('last_reminded_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('portale_it', portale_unaccent(lower(title || ' ' || summary || ' ' || body_text)))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('news_items_published_idx').on(t.status, t.published_at),
    index('news_items_scheduled_idx').on(t.publish_at).where(sql`${t.status} = 'programmata'`),
    index('news_items_search_idx').using('gin', t.search_vector),
  ],
);

/** Who confirmed reading a mandatory announcement, and when. */
export const newsConfirmations = pgTable(
  'news_confirmations',
  {
    news_id: uuid('news_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.news_id, t.user_id] })],
);
