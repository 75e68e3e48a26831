import { PERMISSIONS, ROLE_LABELS, ROLES, type Role, type RolePermissions } from '@portale/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import { rolePermissions } from '@/platform/access/tables';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { forbidden } from '@/platform/http/errors';

export async function listRolePermissions(db: Db, _actor: Actor): Promise<RolePermissions[]> {
  const rows = await db
    .select({ role: rolePermissions.role, permission: rolePermissions.permission })
    .from(rolePermissions);
  return ROLES.map((role) => ({
    role,
    label: ROLE_LABELS[role],
    permissions: rows
      .filter((r) => r.role === role)
      .map((r) => r.permission)
      .sort(),
  }));
}

/**
 * Replaces a role's permissions. The admin role can never lose admin_access, and an administrator cannot
 * take it from their own role (another role that was granted it): either would lock administrators out.
 * Since the actor then keeps admin_access through a different role, an active administrator always
 * remains. Takes effect on the next request of every user with that role.
 */
export async function setRolePermissions(
  db: Db,
  actor: Actor,
  role: Role,
  permissions: readonly string[],
): Promise<RolePermissions> {
  const wanted = [...new Set(permissions)].filter((p) => (PERMISSIONS as readonly string[]).includes(p));
  if (role === 'admin' && !wanted.includes('admin_access')) {
    throw forbidden('Il ruolo Amministratore non può perdere il permesso admin_access');
  }
  const before = (await listRolePermissions(db, actor)).find((r) => r.role === role)!.permissions;
  if (actor.role === role && before.includes('admin_access') && !wanted.includes('admin_access')) {
    throw forbidden('Non puoi rimuovere a te stesso il permesso admin_access');
  }
  await audited(
    db,
    actor,
    async (tx) => {
      await tx
        .delete(rolePermissions)
        .where(
          and(
            eq(rolePermissions.role, role),
            wanted.length ? notInArray(rolePermissions.permission, wanted) : undefined,
          ),
        );
      const missing = wanted.filter((p) => !before.includes(p));
      if (missing.length) await tx.insert(rolePermissions).values(missing.map((permission) => ({ role, permission })));
    },
    {
      action: 'role.permissions_updated',
      targetType: 'role',
      targetId: role,
      details: {
        added: wanted.filter((p) => !before.includes(p)),
        removed: before.filter((p) => !wanted.includes(p)),
      },
    },
  );
  return { role, label: ROLE_LABELS[role], permissions: [...wanted].sort() };
}
