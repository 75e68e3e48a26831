import { type AbsentColleague, type LeaveApprovalContext, REDACTED_ABSENCE } from '@portale/shared';
import { aliasedTable, and, asc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { notFound } from '@/platform/http/errors';
import { employees, leaveTypes } from '@/platform/org/tables';
import { leaveRequests } from '../tables';
import { mayDecide } from './approval';
import { overlaps, round2 } from './balance';
import { amountOf, balancesOf } from './balances';

const colleague = aliasedTable(employees, 'colleague');

/**
 * What the approver weighs before deciding one request: the requester's balance of that type once it is
 * approved, and who else of the requester's team (same manager or same department) is away on those days.
 * Only someone who may decide the request gets it (404 otherwise, as for a request that does not exist), so the
 * requester's colleagues never read other people's absences through it.
 */
export async function approvalContext(db: Db, actor: Actor, id: string): Promise<LeaveApprovalContext> {
  const [row] = await db
    .select({ request: leaveRequests, type: leaveTypes })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leave_type_id))
    .where(eq(leaveRequests.id, id));
  if (!row || !(await mayDecide(db, actor, row.request.user_id))) throw notFound('Richiesta non trovata');
  const { request, type } = row;
  const amount = amountOf(type.unit, request);
  const [balance] = await balancesOf(db, request.user_id, Number(request.start_date.slice(0, 4)), [type]);
  // A pending request is already reserved in the balance: approving it moves it to "approved" and leaves the
  // available amount as it is. Any other status is not counted yet.
  const available =
    balance?.available == null
      ? null
      : request.status === 'in_attesa' || request.status === 'approvata'
        ? balance.available
        : round2(balance.available - amount);
  return {
    request_id: request.id,
    unit: type.unit as LeaveApprovalContext['unit'],
    amount,
    counted: balance?.counted ?? false,
    available_after: available,
    absent_colleagues: await absentColleagues(db, actor, request),
  };
}

async function absentColleagues(
  db: Db,
  actor: Actor,
  request: typeof leaveRequests.$inferSelect,
): Promise<AbsentColleague[]> {
  const [me] = await db
    .select({ manager: employees.manager_id, department: employees.department_id })
    .from(employees)
    .where(eq(employees.user_id, request.user_id));
  const team: SQL[] = [];
  if (me?.manager) team.push(eq(colleague.manager_id, me.manager));
  if (me?.department) team.push(eq(colleague.department_id, me.department));
  if (team.length === 0) return [];
  const rows = await db
    .select({
      request: leaveRequests,
      type: leaveTypes,
      name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
    })
    .from(leaveRequests)
    .innerJoin(colleague, eq(colleague.user_id, leaveRequests.user_id))
    .innerJoin(users, eq(users.id, leaveRequests.user_id))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leave_type_id))
    .where(
      and(
        ne(leaveRequests.user_id, request.user_id),
        ne(users.status, 'disabled'),
        or(...team),
        inArray(leaveRequests.status, ['approvata', 'in_attesa']),
        lte(leaveRequests.start_date, request.end_date),
        gte(leaveRequests.end_date, request.start_date),
      ),
    )
    .orderBy(asc(leaveRequests.start_date), asc(users.last_name))
    .limit(200);
  const decidable = new Map<string, boolean>();
  const result: AbsentColleague[] = [];
  for (const { request: other, type, name } of rows) {
    const range = (r: typeof other) => ({
      start_date: r.start_date,
      end_date: r.end_date,
      start_time: r.start_time,
      end_time: r.end_time,
    });
    // Two hour permits on the same day that do not meet in time leave the team covered: not a clash.
    if (!overlaps(range(request), range(other))) continue;
    let redacted = false;
    if (type.requires_protocol) {
      if (!decidable.has(other.user_id)) decidable.set(other.user_id, await mayDecide(db, actor, other.user_id));
      redacted = !decidable.get(other.user_id);
    }
    result.push({
      user: { id: other.user_id, name },
      leave_type: redacted ? { ...REDACTED_ABSENCE } : { code: type.code, name: type.name, color: type.color },
      start_date: other.start_date,
      end_date: other.end_date,
      start_time: other.start_time?.slice(0, 5) ?? null,
      end_time: other.end_time?.slice(0, 5) ?? null,
      status: other.status as AbsentColleague['status'],
    });
  }
  return result;
}
