import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '@/platform/auth/tables';
import { files } from '@/platform/storage/tables';

/**
 * A stored file attached to one record of a module (docs/attachments.md): `record_type` is the key the module
 * registered (`project_task`, `person`…) and `record_id` the record's id. No foreign key to the record: the
 * platform knows no module's tables. A delete sets `deleted_at` (undo restores it); the housekeeping removes the
 * row and releases its bytes after ATTACHMENT_RESTORE_DAYS.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    record_type: text('record_type').notNull(),
    record_id: uuid('record_id').notNull(),
    /** The name shown: the upload's sanitised file name. */
    name: text('name').notNull(),
    uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // A record's list, newest first.
    index('attachments_record_idx').on(t.record_type, t.record_id, t.created_at),
    index('attachments_file_idx').on(t.file_id),
    index('attachments_deleted_idx').on(t.deleted_at),
  ],
);
