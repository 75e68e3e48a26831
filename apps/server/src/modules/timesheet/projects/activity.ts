import { sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/auth/actor';
import type { Db } from '../../../platform/db/database';
import { projectActivity } from '../tables';

/** One line of the project's "Registro attività"; details carry names so old entries still read well. */
export async function logActivity(
  db: Db,
  actor: Actor | null,
  projectId: string,
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(projectActivity).values({
    project_id: projectId,
    actor_id: actor?.userId ?? null,
    action,
    details,
    created_at: sql`clock_timestamp()`,
  });
}
