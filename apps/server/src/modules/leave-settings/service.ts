import type { CompanyClosure, CompanyClosureInput, LeaveType, LeaveTypeCreate, LeaveTypeUpdate } from '@portale/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { audited, changes } from '@/platform/audit/audited';
import type { Actor, ActorOrSystem } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { conflict, found } from '@/platform/http/errors';
import { companyClosures, leaveTypes } from '@/platform/org/tables';
import { DEFAULT_LEAVE_TYPES } from './defaults';

const LEAVE_TYPE_NOT_FOUND = 'Tipo di assenza non trovato';
const CLOSURE_NOT_FOUND = 'Chiusura non trovata';

type LeaveTypeRow = typeof leaveTypes.$inferSelect;
const toLeaveType = ({ created_at: _created, updated_at, ...row }: LeaveTypeRow): LeaveType => ({
  ...row,
  unit: row.unit as LeaveType['unit'],
  updated_at: updated_at.toISOString(),
});

export async function listLeaveTypes(db: Db, _actor: Actor): Promise<LeaveType[]> {
  return (await db.select().from(leaveTypes).orderBy(asc(leaveTypes.name))).map(toLeaveType);
}

export async function createLeaveType(db: Db, actor: Actor, input: LeaveTypeCreate): Promise<LeaveType> {
  const [existing] = await db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, input.code));
  if (existing) throw conflict('Esiste già un tipo di assenza con questo codice', { code: ['Codice già in uso'] });
  const [row] = await audited(
    db,
    actor,
    (tx) => tx.insert(leaveTypes).values(input).returning(),
    ([created]) => ({
      action: 'leave_type.created',
      targetType: 'leave_type',
      targetId: created!.id,
      details: { code: input.code },
    }),
  );
  return toLeaveType(row!);
}

export async function updateLeaveType(db: Db, actor: Actor, id: string, input: LeaveTypeUpdate): Promise<LeaveType> {
  const row = await audited(
    db,
    actor,
    async (tx) => {
      const [before] = await tx.select().from(leaveTypes).where(eq(leaveTypes.id, id));
      const [updated] = await tx
        .update(leaveTypes)
        // updated_at also keeps an update with no known field from being an empty SET.
        .set({ ...input, updated_at: sql`now()` })
        .where(eq(leaveTypes.id, id))
        .returning();
      return { before: found(before, LEAVE_TYPE_NOT_FOUND), updated: found(updated, LEAVE_TYPE_NOT_FOUND) };
    },
    ({ before, updated }) => ({
      action: 'leave_type.updated',
      targetType: 'leave_type',
      targetId: id,
      details: { code: updated.code, changes: changes(before, input) },
    }),
  );
  return toLeaveType(row.updated);
}

export async function deleteLeaveType(db: Db, actor: Actor, id: string): Promise<void> {
  await audited(
    db,
    actor,
    async (tx) => {
      const [deleted] = await tx.delete(leaveTypes).where(eq(leaveTypes.id, id)).returning();
      return found(deleted, LEAVE_TYPE_NOT_FOUND);
    },
    (deleted) => ({
      action: 'leave_type.deleted',
      targetType: 'leave_type',
      targetId: id,
      details: { code: deleted.code },
    }),
  );
}

/** Adds the default leave types that are missing (by code); never changes existing ones. */
export async function loadDefaultLeaveTypes(db: Db, actor: ActorOrSystem): Promise<number> {
  const added = await audited(
    db,
    actor,
    (tx) =>
      tx.insert(leaveTypes).values(DEFAULT_LEAVE_TYPES).onConflictDoNothing({ target: leaveTypes.code }).returning(),
    (rows) =>
      rows.length ? { action: 'leave_type.defaults_loaded', details: { codes: rows.map((r) => r.code) } } : null,
  );
  return added.length;
}

const toClosure = (row: typeof companyClosures.$inferSelect): CompanyClosure => ({
  id: row.id,
  name: row.name,
  start_date: row.start_date,
  end_date: row.end_date,
});

export async function listClosures(db: Db, _actor: Actor, year?: number): Promise<CompanyClosure[]> {
  const inYear = year
    ? and(lte(companyClosures.start_date, `${year}-12-31`), gte(companyClosures.end_date, `${year}-01-01`))
    : undefined;
  return (await db.select().from(companyClosures).where(inYear).orderBy(asc(companyClosures.start_date))).map(
    toClosure,
  );
}

export async function saveClosure(
  db: Db,
  actor: Actor,
  id: string | null,
  input: CompanyClosureInput,
): Promise<CompanyClosure> {
  const row = await audited(
    db,
    actor,
    async (tx) => {
      const [before] = id ? await tx.select().from(companyClosures).where(eq(companyClosures.id, id)) : [];
      const [saved] = id
        ? await tx.update(companyClosures).set(input).where(eq(companyClosures.id, id)).returning()
        : await tx.insert(companyClosures).values(input).returning();
      return { before, saved: found(saved, CLOSURE_NOT_FOUND) };
    },
    ({ before, saved }) =>
      before
        ? {
            action: 'closure.updated',
            targetType: 'closure',
            targetId: saved.id,
            details: { name: saved.name, changes: changes(before, input) },
          }
        : { action: 'closure.created', targetType: 'closure', targetId: saved.id, details: { ...input } },
  );
  return toClosure(row.saved);
}

export async function deleteClosure(db: Db, actor: Actor, id: string): Promise<void> {
  await audited(
    db,
    actor,
    async (tx) => {
      const [deleted] = await tx.delete(companyClosures).where(eq(companyClosures.id, id)).returning();
      return found(deleted, CLOSURE_NOT_FOUND);
    },
    (deleted) => ({ action: 'closure.deleted', targetType: 'closure', targetId: id, details: { name: deleted.name } }),
  );
}
