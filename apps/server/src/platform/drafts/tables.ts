import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '@/platform/auth/tables';

/**
 * Autosaved, unsubmitted form content (issue 15): private to its owner, one row per form key. The portal serves one
 * company per installation, so the owner alone scopes a draft.
 */
export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module_key: text('module_key').notNull(),
    draft_key: text('draft_key').notNull(),
    title: text('title').notNull(),
    route: text('route').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('drafts_user_key_key').on(t.user_id, t.draft_key),
    // The list, newest first, for all modules or one.
    index('drafts_user_module_idx').on(t.user_id, t.module_key, t.updated_at),
    index('drafts_updated_idx').on(t.updated_at),
  ],
);
