import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '@/platform/auth/tables';

/**
 * One row per upload (docs/storage.md); the bytes live in the FileStorage as a blob named by their SHA-256
 * (`storage_key`). Identical uploads share one blob, so the key is not unique: a blob is deleted only when no live
 * row points at it (`releaseBlobs`, and the housekeeping sweep).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_user_id: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    /** Sanitised original name, shown and sent back in Content-Disposition. */
    original_name: text('original_name').notNull(),
    /** Detected from the bytes, never taken from the client. */
    mime_type: text('mime_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    /** The SHA-256 of the bytes, 64 lower-case hex digits (older rows are converted at start-up). */
    storage_key: text('storage_key').notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('files_owner_idx').on(t.owner_user_id, t.purpose), index('files_storage_key_idx').on(t.storage_key)],
);
