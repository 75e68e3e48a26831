import { and, eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { rolePermissions } from './tables';

export async function roleHasPermission(db: Db, role: string, permission: string): Promise<boolean> {
  const rows = await db
    .select({ id: rolePermissions.id })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.role, role), eq(rolePermissions.permission, permission)))
    .limit(1);
  return rows.length > 0;
}
