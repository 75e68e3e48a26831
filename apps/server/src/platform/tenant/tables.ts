import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/platform/auth/tables';

/** One row: the tenant configuration document, validated by the shared TenantConfig schema on write. */
export const tenantConfig = pgTable('tenant_config', {
  id: uuid('id').primaryKey().defaultRandom(),
  value: jsonb('value').notNull(),
  ...timestamps,
});
