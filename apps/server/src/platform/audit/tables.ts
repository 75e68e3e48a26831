import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '@/platform/auth/tables';

/** Who did what, when, from where. Rows are only ever inserted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actor_user_id: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor_label: text('actor_label'),
    /** The actor's full name when the entry was written: history is not rewritten by a later rename. */
    actor_name: text('actor_name'),
    action: text('action').notNull(),
    target_type: text('target_type'),
    target_id: text('target_id'),
    details: jsonb('details').notNull().default({}),
    ip: text('ip'),
    ...timestamps,
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at),
    index('audit_log_action_idx').on(t.action, t.created_at),
    // One record's history (a client's timeline reads its records' entries through it).
    index('audit_log_target_idx').on(t.target_type, t.target_id, t.created_at),
  ],
);
