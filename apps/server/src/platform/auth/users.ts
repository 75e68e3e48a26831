import type { Role, User, UserStatus } from '@portale/shared';
import type { users } from './tables';

type UserRow = typeof users.$inferSelect;

/** The public shape of a user (spec §3): never the password hash. */
export function toUser(
  row: Pick<UserRow, Exclude<keyof UserRow, 'password_hash' | 'created_at' | 'updated_at'>>,
): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    role: row.role as Role,
    avatar_url: row.avatar_url,
    status: row.status as UserStatus,
    last_login_at: row.last_login_at ? row.last_login_at.toISOString() : null,
  };
}
