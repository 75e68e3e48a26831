import type { CompanyClosure, CompanyClosureInput, LeaveType, LeaveTypeCreate, LeaveTypeUpdate } from '@portale/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { conflict, notFound } from '@/platform/http/errors';
import { companyClosures, leaveTypes } from '@/platform/org/tables';
import { DEFAULT_LEAVE_TYPES } from './defaults';

type LeaveTypeRow = typeof leaveTypes.$inferSelect;
const toLeaveType = ({ created_at: _created, updated_at, ...row }: LeaveTypeRow): LeaveType => ({
  ...row,
  unit: row.unit as LeaveType['unit'],
  updated_at: updated_at.toISOString(),
});

export async function listLeaveTypes(db: Db, _actor: Actor): Promise<LeaveType[]> {
  return (await db.select().from(leaveTypes).orderBy(asc(leaveTypes.name))).map(toLeaveType);
}

export async function createLeaveType(db: Db, actor: Actor, input: LeaveTypeCreate, ip: string): Promise<LeaveType> {
  const [existing] = await db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, input.code));
  if (existing) throw conflict('Esiste già un tipo di assenza con questo codice', { code: ['Codice già in uso'] });
  const [row] = await db.insert(leaveTypes).values(input).returning();
  await audit(db, actor, {
    action: 'leave_type.created',
    targetType: 'leave_type',
    targetId: row!.id,
    details: { code: input.code },
    ip,
  });
  return toLeaveType(row!);
}

export async function updateLeaveType(
  db: Db,
  actor: Actor,
  id: string,
  input: LeaveTypeUpdate,
  ip: string,
): Promise<LeaveType> {
  const [row] = await db
    .update(leaveTypes)
    .set({ ...input, updated_at: sql`now()` })
    .where(eq(leaveTypes.id, id))
    .returning();
  if (!row) throw notFound('Tipo di assenza non trovato');
  await audit(db, actor, {
    action: 'leave_type.updated',
    targetType: 'leave_type',
    targetId: id,
    details: { code: row.code, fields: Object.keys(input) },
    ip,
  });
  return toLeaveType(row);
}

export async function deleteLeaveType(db: Db, actor: Actor, id: string, ip: string): Promise<void> {
  const [row] = await db.delete(leaveTypes).where(eq(leaveTypes.id, id)).returning();
  if (!row) throw notFound('Tipo di assenza non trovato');
  await audit(db, actor, {
    action: 'leave_type.deleted',
    targetType: 'leave_type',
    targetId: id,
    details: { code: row.code },
    ip,
  });
}

/** Adds the default leave types that are missing (by code); never changes existing ones. */
export async function loadDefaultLeaveTypes(db: Db, actor: Actor | 'system', ip: string | null): Promise<number> {
  const added = await db
    .insert(leaveTypes)
    .values(DEFAULT_LEAVE_TYPES)
    .onConflictDoNothing({ target: leaveTypes.code })
    .returning();
  if (added.length) {
    await audit(db, actor, { action: 'leave_type.defaults_loaded', details: { codes: added.map((r) => r.code) }, ip });
  }
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
  ip: string,
): Promise<CompanyClosure> {
  const [row] = id
    ? await db
        .update(companyClosures)
        .set({ ...input, updated_at: sql`now()` })
        .where(eq(companyClosures.id, id))
        .returning()
    : await db.insert(companyClosures).values(input).returning();
  if (!row) throw notFound('Chiusura non trovata');
  await audit(db, actor, {
    action: id ? 'closure.updated' : 'closure.created',
    targetType: 'closure',
    targetId: row.id,
    details: input,
    ip,
  });
  return toClosure(row);
}

export async function deleteClosure(db: Db, actor: Actor, id: string, ip: string): Promise<void> {
  const [row] = await db.delete(companyClosures).where(eq(companyClosures.id, id)).returning();
  if (!row) throw notFound('Chiusura non trovata');
  await audit(db, actor, {
    action: 'closure.deleted',
    targetType: 'closure',
    targetId: id,
    details: { name: row.name },
    ip,
  });
}
