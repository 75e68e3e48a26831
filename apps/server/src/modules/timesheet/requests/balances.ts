import type { LeaveBalance, LeaveTypeRef } from '@portale/shared';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { employees, leaveTypes } from '@/platform/org/tables';
import { leaveBalanceAdjustments, leaveRequests } from '../tables';
import { allowanceFor, carryOverExpiry, carryOverInto, computeBalance, round2 } from './balance';

type LeaveTypeRow = typeof leaveTypes.$inferSelect;

export const typeRef = (t: LeaveTypeRow): LeaveTypeRef => ({
  id: t.id,
  code: t.code,
  name: t.name,
  unit: t.unit as LeaveTypeRef['unit'],
  color: t.color,
});

/** A request's size in its type's unit. */
export const amountOf = (unit: string, r: { days: number; hours: number }) => (unit === 'hours' ? r.hours : r.days);

/** How many earlier years feed the carry-over chain (leave carried over lasts one more year at most). */
const CHAIN_YEARS = 2;

/** Today in Europe/Rome (the company's calendar) as YYYY-MM-DD. */
export const todayIso = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);

/**
 * The user's balance of each given type for a year: allowance per contract, carried over from the years
 * before (from the hire year or the year the type was configured, at most two back), approved and pending
 * requests.
 */
export async function balancesOf(db: Db, userId: string, year: number, types: LeaveTypeRow[]): Promise<LeaveBalance[]> {
  if (types.length === 0) return [];
  const [employee] = await db.select().from(employees).where(eq(employees.user_id, userId));
  const hireYear = employee?.hire_date ? Number(employee.hire_date.slice(0, 4)) : year;
  // The history starts at the hire year, at most two years back, and never before the type was configured.
  const configured = Math.min(...types.map((t) => t.created_at.getFullYear()));
  const firstYear = Math.min(year, Math.max(hireYear, year - CHAIN_YEARS, configured));
  const requests = await db
    .select({
      leave_type_id: leaveRequests.leave_type_id,
      start_date: leaveRequests.start_date,
      status: leaveRequests.status,
      days: leaveRequests.days,
      hours: leaveRequests.hours,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.user_id, userId),
        inArray(
          leaveRequests.leave_type_id,
          types.map((t) => t.id),
        ),
        inArray(leaveRequests.status, ['approvata', 'in_attesa']),
        gte(leaveRequests.start_date, `${firstYear}-01-01`),
        lte(leaveRequests.start_date, `${year}-12-31`),
      ),
    );
  const adjustments = await db
    .select({
      leave_type_id: leaveBalanceAdjustments.leave_type_id,
      year: leaveBalanceAdjustments.year,
      amount: leaveBalanceAdjustments.amount,
    })
    .from(leaveBalanceAdjustments)
    .where(
      and(
        eq(leaveBalanceAdjustments.user_id, userId),
        inArray(
          leaveBalanceAdjustments.leave_type_id,
          types.map((t) => t.id),
        ),
        gte(leaveBalanceAdjustments.year, firstYear),
        lte(leaveBalanceAdjustments.year, year),
      ),
    );
  const today = todayIso();
  return types.map((type) => {
    const mine = requests.filter((r) => r.leave_type_id === type.id);
    // HR's opening balances and corrections count as part of that year's own allowance, so what is left of
    // them carries over under the type's rule like the rest.
    const adjustedIn = (y: number) =>
      round2(adjustments.filter((a) => a.leave_type_id === type.id && a.year === y).reduce((t, a) => t + a.amount, 0));
    const sum = (rows: typeof mine) => round2(rows.reduce((total, r) => total + amountOf(type.unit, r), 0));
    const approvedIn = (y: number) =>
      sum(mine.filter((r) => r.status === 'approvata' && r.start_date.startsWith(`${y}-`)));
    const allowanceOf = () => allowanceFor(type.allowances, employee?.contract_type ?? null, employee?.ccnl ?? null);
    const allowance = allowanceOf();
    let carriedIn = 0;
    if (allowance !== null) {
      for (let y = Math.max(firstYear, type.created_at.getFullYear()); y < year; y++)
        carriedIn = carryOverInto(type.carry_over, {
          allowance: allowance + adjustedIn(y),
          carriedIn,
          approved: approvedIn(y),
        });
    }
    const expiresOn = carriedIn > 0 ? carryOverExpiry(type.carry_over, year) : null;
    const figures = computeBalance({
      allowance,
      carriedIn,
      adjusted: allowance === null ? 0 : adjustedIn(year),
      carryExpiresOn: expiresOn,
      approved: approvedIn(year),
      approvedUntilExpiry: expiresOn
        ? sum(
            mine.filter(
              (r) => r.status === 'approvata' && r.start_date.startsWith(`${year}-`) && r.start_date <= expiresOn,
            ),
          )
        : 0,
      pending: sum(mine.filter((r) => r.status === 'in_attesa' && r.start_date.startsWith(`${year}-`))),
      today,
    });
    return { leave_type: typeRef(type), year, carry_over_expires_on: expiresOn, ...figures };
  });
}

/** Active leave types, by name. */
export function activeLeaveTypes(db: Db): Promise<LeaveTypeRow[]> {
  return db.select().from(leaveTypes).where(eq(leaveTypes.active, true)).orderBy(asc(leaveTypes.name));
}
