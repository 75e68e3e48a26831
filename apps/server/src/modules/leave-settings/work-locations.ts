import type { WorkLocation, WorkLocationInput } from '@portale/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { conflict, notFound } from '@/platform/http/errors';
import { workLocations } from '@/platform/org/tables';

const toLocation = ({ created_at: _c, updated_at: _u, ...row }: typeof workLocations.$inferSelect): WorkLocation => row;

export async function listWorkLocations(db: Db, _actor: Actor): Promise<WorkLocation[]> {
  return (await db.select().from(workLocations).orderBy(asc(workLocations.name))).map(toLocation);
}

export async function saveWorkLocation(
  db: Db,
  actor: Actor,
  id: string | null,
  input: WorkLocationInput,
  ip: string,
): Promise<WorkLocation> {
  const [sameName] = await db
    .select({ id: workLocations.id })
    .from(workLocations)
    .where(eq(workLocations.name, input.name));
  if (sameName && sameName.id !== id)
    throw conflict('Esiste già una sede con questo nome', { name: ['Nome già in uso'] });
  const [row] = id
    ? await db
        .update(workLocations)
        .set({ ...input, updated_at: sql`now()` })
        .where(eq(workLocations.id, id))
        .returning()
    : await db.insert(workLocations).values(input).returning();
  if (!row) throw notFound('Sede non trovata');
  await audit(db, actor, {
    action: id ? 'work_location.updated' : 'work_location.created',
    targetType: 'work_location',
    targetId: row.id,
    details: { ...input },
    ip,
  });
  return toLocation(row);
}

export async function deleteWorkLocation(db: Db, actor: Actor, id: string, ip: string): Promise<void> {
  const [row] = await db.delete(workLocations).where(eq(workLocations.id, id)).returning();
  if (!row) throw notFound('Sede non trovata');
  await audit(db, actor, {
    action: 'work_location.deleted',
    targetType: 'work_location',
    targetId: id,
    details: { name: row.name },
    ip,
  });
}
