import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '@/platform/auth/tables';

/** Metadata of every uploaded file; the bytes live in the FileStorage under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_user_id: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    original_name: text('original_name').notNull(),
    mime_type: text('mime_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    storage_key: text('storage_key').notNull().unique(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('files_owner_idx').on(t.owner_user_id, t.purpose)],
);
