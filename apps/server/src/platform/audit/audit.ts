import type { ActorOrSystem } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { auditLog } from './tables';

export interface AuditEntry {
  action: string;
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
    details: entry.details ?? {},
    ip: entry.ip ?? person?.ip ?? null,
  });
}
