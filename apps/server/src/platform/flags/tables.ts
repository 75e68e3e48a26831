import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '@/platform/auth/tables';

export const featureFlags = pgTable('feature_flags', {
  id: uuid('id').primaryKey().defaultRandom(),
  feature_key: text('feature_key').notNull().unique(),
  display_name: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  is_enabled: boolean('is_enabled').notNull().default(false),
  category: text('category').notNull(),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
