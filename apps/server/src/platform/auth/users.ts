import type { FieldErrors, Role, User, UserStatus } from '@portale/shared';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { conflict } from '@/platform/http/errors';
import { users } from './tables';

type UserRow = typeof users.$inferSelect;

/** The public shape of a user (spec §3): never the password hash. */
export function toUser(
  row: Pick<
    UserRow,
    Exclude<
      keyof UserRow,
      'password_hash' | 'client_company_id' | 'created_at' | 'updated_at' | 'name_text' | 'search_vector'
    >
  >,
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

export const USER_UNIQUENESS_MESSAGES = {
  usernameTaken: 'Nome utente già in uso',
  emailTaken: 'Indirizzo e-mail già registrato',
} as const;

/** 409 with field errors when the username or the e-mail (case-insensitive) is already taken. */
export async function assertUniqueUser(db: Db, username: string, email: string): Promise<void> {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    );
  const fields: FieldErrors = {};
  if (taken.some((t) => t.username.toLowerCase() === username.toLowerCase())) {
    fields.username = [USER_UNIQUENESS_MESSAGES.usernameTaken];
  }
  if (taken.some((t) => t.email.toLowerCase() === email.toLowerCase())) {
    fields.email = [USER_UNIQUENESS_MESSAGES.emailTaken];
  }
  const first = Object.values(fields)[0]?.[0];
  if (first) throw conflict(first, fields);
}
