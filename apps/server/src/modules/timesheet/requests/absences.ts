import { holdsPermission, REDACTED_ABSENCE, type TeamAbsences } from '@portale/shared';
import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { employmentOf, holidaysOf } from '@/platform/org/calendar';
import { employees, leaveTypes } from '@/platform/org/tables';
import { leaveRequests } from '../tables';
import { mayDecide } from './approval';

/**
 * The team calendar: approved (and, on request, pending) absences of the caller's team — the caller, people
 * with the same manager, the caller's own manager and the people the caller manages; everyone for view_all_projects. Sick leave (types
 * with a protocol number) shows as a generic "Assenza" to colleagues who are neither the person nor their
 * approver, and no note or protocol number is ever included.
 */
export async function teamAbsences(
  db: Db,
  actor: Actor,
  query: { from: string; to: string; include_pending: boolean },
): Promise<TeamAbsences> {
  const employment = await employmentOf(db, actor.userId);
  const conditions: SQL[] = [
    lte(leaveRequests.start_date, query.to),
    gte(leaveRequests.end_date, query.from),
    inArray(leaveRequests.status, query.include_pending ? ['approvata', 'in_attesa'] : ['approvata']),
  ];
  if (!holdsPermission(actor.permissions, 'view_all_projects')) {
    const team = [
      eq(leaveRequests.user_id, actor.userId),
      sql`exists (select 1 from ${employees} where ${employees.user_id} = ${leaveRequests.user_id} and ${employees.manager_id} = ${actor.userId})`,
    ];
    if (employment.managerId)
      team.push(
        eq(leaveRequests.user_id, employment.managerId),
        sql`exists (select 1 from ${employees} where ${employees.user_id} = ${leaveRequests.user_id} and ${employees.manager_id} = ${employment.managerId})`,
      );
    conditions.push(or(...team)!);
  }
  const rows = await db
    .select({
      request: leaveRequests,
      type: leaveTypes,
      name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.user_id))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leave_type_id))
    .where(and(...conditions))
    .orderBy(asc(leaveRequests.start_date), asc(users.last_name))
    .limit(2000);

  const decidable = new Map<string, boolean>();
  const absences = [];
  for (const { request: r, type, name } of rows) {
    let redacted = false;
    if (type.requires_protocol && r.user_id !== actor.userId) {
      if (!decidable.has(r.user_id)) decidable.set(r.user_id, await mayDecide(db, actor, r.user_id));
      redacted = !decidable.get(r.user_id);
    }
    absences.push({
      id: r.id,
      user: { id: r.user_id, name },
      leave_type: redacted ? { ...REDACTED_ABSENCE } : { code: type.code, name: type.name, color: type.color },
      start_date: r.start_date,
      end_date: r.end_date,
      start_time: r.start_time?.slice(0, 5) ?? null,
      end_time: r.end_time?.slice(0, 5) ?? null,
      status: r.status as 'approvata' | 'in_attesa',
    });
  }

  const holidays = [];
  for (let year = Number(query.from.slice(0, 4)); year <= Number(query.to.slice(0, 4)); year++)
    for (const day of await holidaysOf(db, year, employment.workLocationId))
      if (day.date >= query.from && day.date <= query.to) holidays.push(day);
  return { absences, holidays };
}
