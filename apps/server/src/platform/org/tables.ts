import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../auth/tables';

/** Company sites. The patron saint's day is a local holiday for everyone working there. */
export const workLocations = pgTable('work_locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  city: text('city').notNull().default(''),
  patron_name: text('patron_name').notNull().default(''),
  patron_month: integer('patron_month'),
  patron_day: integer('patron_day'),
  ...timestamps,
});
