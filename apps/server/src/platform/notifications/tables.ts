import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '@/platform/auth/tables';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    type: text('type').notNull().default('info'),
    link: text('link'),
    is_read: boolean('is_read').notNull().default(false),
    read_at: timestamp('read_at', { withTimezone: true }),
    ...timestamps,
  },
  // The list (newest first) and the unread count both read this index only.
  (t) => [index('notifications_user_idx').on(t.user_id, t.is_read, t.created_at)],
);
