import type { TimesheetApprovalsSummary } from '@portale/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { employees } from '@/platform/org/tables';
import { decidableUsers, decidesAnyone } from '../requests/approval';
import { leaveRequests, timesheetWeeks } from '../tables';
import { decidableCondition } from './approvers';

/**
 * How many weeks and leave requests wait for the caller's decision, by the same rules as the approval lists
 * (approvers.ts for weeks, requests/approval.ts for leave): two counts, no names, so the dashboard card is cheap.
 */
export async function approvalsSummary(db: Db, actor: Actor): Promise<TimesheetApprovalsSummary> {
  if (!(await decidesAnyone(db, actor))) return { approver: false, weeks: 0, leave: 0 };
  const [weeks] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(timesheetWeeks)
    .innerJoin(users, eq(users.id, timesheetWeeks.user_id))
    .leftJoin(employees, eq(employees.user_id, users.id))
    .where(and(eq(timesheetWeeks.status, 'inviato'), decidableCondition(actor)));
  const [leave] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.status, 'in_attesa'), decidableUsers(actor, leaveRequests.user_id)));
  return { approver: true, weeks: weeks?.n ?? 0, leave: leave?.n ?? 0 };
}
