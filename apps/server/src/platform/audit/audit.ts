import type { ActorOrSystem } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { auditLog } from './tables';

export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Records who did what. `actor` may be the system, or null for anonymous events (a failed login). */
export async function audit(db: Db, actor: ActorOrSystem | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor_user_id: actor && actor !== 'system' ? actor.userId : null,
    actor_label: actor === 'system' ? 'system' : (actor?.username ?? null),
    action: entry.action,
    target_type: entry.targetType ?? null,
    target_id: entry.targetId ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}
