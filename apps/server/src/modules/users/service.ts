import {
  type AdminUserListQuery,
  type Pagination,
  paginationOf,
  type Role,
  type User,
  type UserStatus,
} from '@portale/shared';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { roleHasPermission } from '@/platform/access/role-permissions';
import { rolePermissions } from '@/platform/access/tables';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { revokeUserSessions } from '@/platform/auth/sessions';
import { users } from '@/platform/auth/tables';
import { toUser } from '@/platform/auth/users';
import type { Db } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { forbidden, found } from '@/platform/http/errors';

const USER_NOT_FOUND = 'Utente non trovato';

const SORT_COLUMNS = {
  name: [users.last_name, users.first_name],
  username: [users.username],
  email: [users.email],
  role: [users.role, users.last_name],
  status: [users.status, users.last_name],
  last_login_at: [users.last_login_at],
  created_at: [users.created_at],
} as const;

function orderOf(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const columns = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS] ?? SORT_COLUMNS.name;
  // Never-logged-in users go last whichever the direction; the id keeps pages stable.
  return [...columns.map((c) => (descending ? sql`${c} desc nulls last` : sql`${c} asc nulls last`)), asc(users.id)];
}

export async function listUsers(
  db: Db,
  _actor: Actor,
  query: AdminUserListQuery,
): Promise<{ items: User[]; pagination: Pagination }> {
  const filters: (SQL | undefined)[] = [
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
  ];
  if (query.search) {
    const like = containsPattern(query.search);
    filters.push(
      or(
        ilike(users.username, like),
        ilike(users.email, like),
        ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, like),
      ),
    );
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { items: rows.map(toUser), pagination: paginationOf(query.page, query.per_page, total?.n ?? 0) };
}

async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return found(row, USER_NOT_FOUND);
}

/** Active users other than `exceptUserId` whose role holds admin_access. */
async function otherActiveAdmins(db: Db, exceptUserId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.role, users.role), eq(rolePermissions.permission, 'admin_access')),
    )
    .where(and(eq(users.status, 'active'), ne(users.id, exceptUserId)));
  return row?.n ?? 0;
}

/** Activates a pending registration, or disables/re-enables an account. Disabling ends every session. */
export async function setUserStatus(db: Db, actor: Actor, id: string, status: UserStatus): Promise<User> {
  const user = await findUser(db, id);
  if (status !== 'active') {
    if (id === actor.userId) throw forbidden('Non puoi disattivare il tuo account');
    if ((await otherActiveAdmins(db, id)) === 0) {
      throw forbidden("Non è possibile disattivare l'ultimo amministratore attivo");
    }
  }
  const updated = await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx.update(users).set({ status }).where(eq(users.id, id)).returning();
      if (status !== 'active') await revokeUserSessions(tx, id, `status_${status}`);
      return row!;
    },
    {
      action: 'user.status_changed',
      targetType: 'user',
      targetId: id,
      details: { username: user.username, from: user.status, to: status },
    },
  );
  return toUser(updated);
}

/** The last active holder of admin_access can neither be demoted nor demote themselves. */
export async function setUserRole(db: Db, actor: Actor, id: string, role: Role): Promise<User> {
  const user = await findUser(db, id);
  if (user.role === role) return toUser(user);
  const keepsAdminAccess = await roleHasPermission(db, role, 'admin_access');
  if (!keepsAdminAccess && (await roleHasPermission(db, user.role, 'admin_access'))) {
    if (id === actor.userId) throw forbidden('Non puoi rimuovere a te stesso il permesso admin_access');
    if (user.status === 'active' && (await otherActiveAdmins(db, id)) === 0) {
      throw forbidden("Non è possibile cambiare il ruolo dell'ultimo amministratore attivo");
    }
  }
  const [updated] = await audited(
    db,
    actor,
    (tx) => tx.update(users).set({ role }).where(eq(users.id, id)).returning(),
    {
      action: 'user.role_changed',
      targetType: 'user',
      targetId: id,
      details: { username: user.username, from: user.role, to: role },
    },
  );
  return toUser(updated!);
}

export async function endUserSessions(db: Db, actor: Actor, id: string): Promise<number> {
  const user = await findUser(db, id);
  // An admin ending their own sessions keeps the one they are using.
  return audited(
    db,
    actor,
    (tx) => revokeUserSessions(tx, id, 'admin_revoke', id === actor.userId ? actor.sessionId : undefined),
    (revoked) => ({
      action: 'user.sessions_revoked',
      targetType: 'user',
      targetId: id,
      details: { username: user.username, revoked },
    }),
  );
}
