import type { WorkLocation, WorkLocationInput } from '@portale/shared';
import { asc, eq } from 'drizzle-orm';
import { audited, changes } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { conflict, found } from '@/platform/http/errors';
import { workLocations } from '@/platform/org/tables';

const LOCATION_NOT_FOUND = 'Sede non trovata';

const toLocation = ({ created_at: _c, updated_at: _u, ...row }: typeof workLocations.$inferSelect): WorkLocation => row;

export async function listWorkLocations(db: Db, _actor: Actor): Promise<WorkLocation[]> {
  return (await db.select().from(workLocations).orderBy(asc(workLocations.name))).map(toLocation);
}

export async function saveWorkLocation(
  db: Db,
  actor: Actor,
  id: string | null,
  input: WorkLocationInput,
): Promise<WorkLocation> {
  const [sameName] = await db
    .select({ id: workLocations.id })
    .from(workLocations)
    .where(eq(workLocations.name, input.name));
  if (sameName && sameName.id !== id)
    throw conflict('Esiste già una sede con questo nome', { name: ['Nome già in uso'] });
  const row = await audited(
    db,
    actor,
    async (tx) => {
      const [before] = id ? await tx.select().from(workLocations).where(eq(workLocations.id, id)) : [];
      const [saved] = id
        ? await tx.update(workLocations).set(input).where(eq(workLocations.id, id)).returning()
        : await tx.insert(workLocations).values(input).returning();
      return { before, saved: found(saved, LOCATION_NOT_FOUND) };
    },
    ({ before, saved }) =>
      before
        ? {
            action: 'work_location.updated',
            targetType: 'work_location',
            targetId: saved.id,
            details: { name: saved.name, changes: changes(before, input) },
          }
        : { action: 'work_location.created', targetType: 'work_location', targetId: saved.id, details: { ...input } },
  );
  return toLocation(row.saved);
}

export async function deleteWorkLocation(db: Db, actor: Actor, id: string): Promise<void> {
  await audited(
    db,
    actor,
    async (tx) => {
      const [deleted] = await tx.delete(workLocations).where(eq(workLocations.id, id)).returning();
      return found(deleted, LOCATION_NOT_FOUND);
    },
    (deleted) => ({
      action: 'work_location.deleted',
      targetType: 'work_location',
      targetId: id,
      details: { name: deleted.name },
    }),
  );
}
