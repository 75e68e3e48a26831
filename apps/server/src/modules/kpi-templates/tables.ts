import { doublePrecision, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/platform/auth/tables';

/** Reusable KPI definitions for performance reviews and the CEO area. */
export const kpiTemplates = pgTable('kpi_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  unit: text('unit').notNull().default(''),
  direction: text('direction').notNull(),
  target: doublePrecision('target'),
  frequency: text('frequency').notNull(),
  category: text('category').notNull().default(''),
  data_source: text('data_source').notNull().default('manual'),
  ...timestamps,
});
