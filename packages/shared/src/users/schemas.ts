import { z } from 'zod';
import { Email, User, Username, UserStatus } from '../auth/schemas';
import { personName } from '../names';
import { PaginationQuery } from '../pagination';
import { PERMISSIONS, type Permission } from '../permissions';
import { Role } from '../roles';

// Here, not in ../permissions: the web app's route guard reads the permissions on every page without loading zod.
export const PermissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]], {
  error: 'Permesso sconosciuto',
});

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

export const USER_SORT_FIELDS = ['name', 'username', 'email', 'role', 'status', 'last_login_at', 'created_at'] as const;

export const AdminUserListQuery = PaginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  /** A field of USER_SORT_FIELDS, with a leading '-' for descending order. */
  sort: z
    .string()
    .regex(new RegExp(`^-?(${USER_SORT_FIELDS.join('|')})$`), 'Ordinamento non valido')
    .default('name'),
  role: Role.optional(),
  status: UserStatus.optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

export const UserStatusUpdate = z.object({ status: UserStatus });
export type UserStatusUpdate = z.infer<typeof UserStatusUpdate>;

export const SessionsRevoked = z.object({ revoked: z.number() });

/** An administrator creates an account; the person sets their own password through a one-time link. */
export const AdminUserCreate = z.object({
  first_name: personName('Il nome'),
  last_name: personName('Il cognome'),
  username: Username,
  email: Email,
  role: Role,
});
export type AdminUserCreate = z.infer<typeof AdminUserCreate>;

export const UserRoleUpdate = z.object({ role: Role });

/** The link is shown to the admin only when no e-mail could be sent, and only this once. */
export const OneTimeLinkResult = z.object({
  user: User,
  link: z.string().nullable(),
  email_sent: z.boolean(),
  expires_at: z.string(),
});
export type OneTimeLinkResult = z.infer<typeof OneTimeLinkResult>;

export const PermissionInfo = z.object({ key: z.string(), module: z.string(), description: z.string() });
export type PermissionInfo = z.infer<typeof PermissionInfo>;
