import { z } from 'zod';
import { UserStatus } from '../auth/schemas';
import { PaginationQuery } from '../pagination';
import { PermissionSchema } from '../permissions';
import { Role } from '../roles';

export const RolePermissions = z.object({
  role: Role,
  label: z.string(),
  permissions: z.array(z.string()),
});
export type RolePermissions = z.infer<typeof RolePermissions>;

export const RolePermissionsUpdate = z.object({
  permissions: z.array(PermissionSchema).max(200),
});
export type RolePermissionsUpdate = z.infer<typeof RolePermissionsUpdate>;

export const AdminUserListQuery = PaginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  role: Role.optional(),
  status: UserStatus.optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

export const UserStatusUpdate = z.object({ status: UserStatus });
export type UserStatusUpdate = z.infer<typeof UserStatusUpdate>;

export const SessionsRevoked = z.object({ revoked: z.number() });
