import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/platform/auth/tables';

/** The role → permission mapping; seeded from DEFAULT_ROLE_PERMISSIONS, edited by admins. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').notNull(),
    permission: text('permission').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('role_permissions_role_permission_key').on(t.role, t.permission)],
);
