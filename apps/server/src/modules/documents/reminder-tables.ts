import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documents } from './tables';

/**
 * The expiry and retention reminders already sent (reminders.ts): one row per document, threshold and date, so
 * a reminder never goes twice, and a changed expiry date gets its own reminders.
 */
export const documentRemindersSent = pgTable(
  'document_reminders_sent',
  {
    document_id: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** `expiry_30`, `expiry_7`, `expiry_0` or `retention`. */
    kind: text('kind').notNull(),
    /** The expiry or retention date the reminder was about. */
    due_on: date('due_on', { mode: 'string' }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.document_id, t.kind, t.due_on] })],
);
