import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './tables';

/** One row per user who changed a preference; absent means DEFAULT_USER_PREFERENCES. */
export const userPreferences = pgTable('user_preferences', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme').notNull().default('system'),
  notification_types: jsonb('notification_types').$type<string[]>().notNull(),
  email_notifications: boolean('email_notifications').notNull().default(true),
  ...timestamps,
});
