import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
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
    // Strictly after the project's previous entry: two entries of one transaction keep their order even where
    // the clock is coarse (PGlite's is in milliseconds).
    created_at: sql`greatest(clock_timestamp(), (select max(a.created_at) + interval '1 microsecond' from project_activity a where a.project_id = ${projectId}))`,
  });
}
