import { type AuditAction, isSecretAuditField } from '@portale/shared';
import type { ActorOrSystem } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { auditLog } from './tables';

export interface AuditEntry {
  /** A key of `AUDIT_ACTIONS` (packages/shared): an action without an Italian label does not compile. */
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  /** Only for anonymous events (a failed login): an actor carries its own address. */
  ip?: string | null;
}

/**
 * Records who did what. `actor` may be the system, or null for anonymous events (a failed login). The actor's
 * name is stored as it is now, so a later rename does not rewrite history. Inside a change, prefer `audited()`,
 * which writes the row in the change's own transaction.
 */
export async function audit(db: Db, actor: ActorOrSystem | null, entry: AuditEntry): Promise<void> {
  const person = actor && actor !== 'system' ? actor : null;
  await db.insert(auditLog).values({
    actor_user_id: person?.userId ?? null,
    actor_label: actor === 'system' ? 'system' : (person?.username ?? null),
    actor_name: person?.name ?? null,
    action: entry.action,
    target_type: entry.targetType ?? null,
    target_id: entry.targetId ?? null,
    details: withoutSecrets(entry.details ?? {}) as Record<string, unknown>,
    ip: entry.ip ?? person?.ip ?? null,
  });
}

/** Secret values (passwords, tokens, keys) never reach the log, at any depth of the details. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecretAuditField(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}
