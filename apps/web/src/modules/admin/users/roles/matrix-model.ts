import type { PermissionInfo, Role, RolePermissions } from '@portale/shared';

export type PermissionGroup = { module: string; permissions: PermissionInfo[] };

/** Permissions grouped by module, in catalog order. */
export function groupByModule(catalog: readonly PermissionInfo[]): PermissionGroup[] {
  const groups = new Map<string, PermissionInfo[]>();
  for (const permission of catalog) {
    const list = groups.get(permission.module) ?? [];
    list.push(permission);
    groups.set(permission.module, list);
  }
  return [...groups].map(([module, permissions]) => ({ module, permissions }));
}

/** Unsaved edits: the full permission list of each role the admin touched. */
export type Draft = Partial<Record<Role, readonly string[]>>;

export const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((p) => b.includes(p));

export function toggle(draft: Draft, saved: RolePermissions, permission: string): Draft {
  const current = draft[saved.role] ?? saved.permissions;
  const next = current.includes(permission) ? current.filter((p) => p !== permission) : [...current, permission];
  const { [saved.role]: _, ...rest } = draft;
  // Back to what is saved: no longer an edit.
  return sameSet(next, saved.permissions) ? rest : { ...rest, [saved.role]: next };
}

/** Roles whose edits would take admin_access away (confirmed before saving). */
export function rolesLosingAdminAccess(draft: Draft, roles: readonly RolePermissions[]): RolePermissions[] {
  return roles.filter(
    (r) => draft[r.role] && r.permissions.includes('admin_access') && !draft[r.role]!.includes('admin_access'),
  );
}
