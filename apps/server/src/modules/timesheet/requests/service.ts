import type {
  LeaveRequest,
  LeaveRequestCreate,
  LeaveRequestList,
  LeaveRequestListQuery,
  LeaveRequestPreview,
  LeaveRequestPreviewQuery,
  LeaveRequestStatus,
  LeaveRequestsContext,
} from '@portale/shared';
import { paginationOf } from '@portale/shared';
import { aliasedTable, and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { badRequest, conflict } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { employmentOf, workingCalendar } from '@/platform/org/calendar';
import { leaveTypes } from '@/platform/org/tables';
import { leaveRequests } from '../tables';
import { approversOf, decidableUsers, decidesAnyone } from './approval';
import { formatAmount, type Measure, measureRequest, overlaps, unitWord } from './balance';
import { activeLeaveTypes, amountOf, balancesOf, typeRef } from './balances';

export const REQUESTS_LINK = '/app/timesheet/requests';

const owner = aliasedTable(users, 'owner');
const approver = aliasedTable(users, 'approver');
const fullName = (u: typeof users) => sql<string>`${u.first_name} || ' ' || ${u.last_name}`;

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);
export const itDate = (iso: string) => iso.split('-').reverse().join('/');

/** The list query joined with owner, type and approver, in the contract's shape. */
function selectRequests(db: Db) {
  return db
    .select({
      request: leaveRequests,
      type: leaveTypes,
      owner_name: fullName(owner),
      approver_name: sql<string | null>`case when ${approver.id} is null then null else ${fullName(approver)} end`,
    })
    .from(leaveRequests)
    .innerJoin(owner, eq(owner.id, leaveRequests.user_id))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leave_type_id))
    .leftJoin(approver, eq(approver.id, leaveRequests.approver_id));
}
interface JoinedRow {
  request: typeof leaveRequests.$inferSelect;
  type: typeof leaveTypes.$inferSelect;
  owner_name: string;
  approver_name: string | null;
}

function toLeaveRequest({ request: r, type, owner_name, approver_name }: JoinedRow): LeaveRequest {
  return {
    id: r.id,
    user: { id: r.user_id, name: owner_name },
    leave_type: typeRef(type),
    start_date: r.start_date,
    end_date: r.end_date,
    start_time: hhmm(r.start_time),
    end_time: hhmm(r.end_time),
    hours: r.hours,
    days: r.days,
    status: r.status as LeaveRequestStatus,
    note: r.note,
    protocol_number: r.protocol_number,
    approver: r.approver_id && approver_name ? { id: r.approver_id, name: approver_name } : null,
    decided_at: r.decided_at?.toISOString() ?? null,
    decision_comment: r.decision_comment,
    created_at: r.created_at.toISOString(),
  };
}

export async function listRequests(db: Db, actor: Actor, query: LeaveRequestListQuery): Promise<LeaveRequestList> {
  const conditions: SQL[] = [
    query.scope === 'team' ? decidableUsers(actor, leaveRequests.user_id) : eq(leaveRequests.user_id, actor.userId),
  ];
  if (query.status) conditions.push(eq(leaveRequests.status, query.status));
  if (query.year)
    conditions.push(
      gte(leaveRequests.start_date, `${query.year}-01-01`),
      lte(leaveRequests.start_date, `${query.year}-12-31`),
    );
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(leaveRequests).where(where);
  // Pending requests wait for someone: the team view shows the oldest first, the own view the newest.
  const order =
    query.scope === 'team' && query.status === 'in_attesa'
      ? [leaveRequests.start_date, leaveRequests.created_at]
      : [desc(leaveRequests.start_date), desc(leaveRequests.created_at)];
  const rows = await selectRequests(db)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { items: rows.map(toLeaveRequest), pagination: paginationOf(query.page, query.per_page, total) };
}

export async function getRequest(db: Db, id: string): Promise<LeaveRequest | null> {
  const [row] = await selectRequests(db).where(eq(leaveRequests.id, id));
  return row ? toLeaveRequest(row) : null;
}

export async function requestsContext(db: Db, actor: Actor): Promise<LeaveRequestsContext> {
  const employment = await employmentOf(db, actor.userId);
  const types = await activeLeaveTypes(db);
  return {
    can_decide: await decidesAnyone(db, actor),
    daily_hours: employment.weeklyHours / 5,
    leave_types: types.map((t) => ({
      ...typeRef(t),
      requires_protocol: t.requires_protocol,
      requires_approval: t.requires_approval,
    })),
  };
}

type RangeInput = LeaveRequestPreviewQuery;

interface Evaluation {
  type: typeof leaveTypes.$inferSelect;
  range: { start_date: string; end_date: string; start_time: string | null; end_time: string | null };
  measure: Measure;
  amount: number;
  preview: LeaveRequestPreview;
}

/**
 * Measures a request against the user's calendar and balance. Input errors throw (400); a request that
 * is well formed but cannot be granted as is (overlap, balance) is described in `preview.problem`.
 */
async function evaluate(db: Db, userId: string, input: RangeInput): Promise<Evaluation> {
  const [type] = await db.select().from(leaveTypes).where(eq(leaveTypes.id, input.leave_type_id));
  if (!type?.active)
    throw badRequest('Tipo di assenza non valido', { leave_type_id: ['Scegli un tipo di assenza attivo'] });
  const hourly = type.unit === 'hours';
  const end = hourly ? input.start_date : (input.end_date ?? input.start_date);
  if (hourly && input.end_date && input.end_date !== input.start_date)
    throw badRequest('I permessi orari si chiedono per un solo giorno', { end_date: ['Indica un solo giorno'] });
  if (end.slice(0, 4) !== input.start_date.slice(0, 4))
    throw badRequest('Una richiesta non può attraversare due anni: dividila in due richieste', {
      end_date: ['Dividi la richiesta per anno'],
    });
  const range = {
    start_date: input.start_date,
    end_date: end,
    start_time: hourly ? (input.start_time ?? null) : null,
    end_time: hourly ? (input.end_time ?? null) : null,
  };
  const employment = await employmentOf(db, userId);
  const calendar = await workingCalendar(db, userId, range.start_date, range.end_date);
  const measure = measureRequest(
    hourly ? 'hours' : 'days',
    calendar,
    { start: range.start_time, end: range.end_time },
    employment.weeklyHours / 5,
  );
  const amount = amountOf(type.unit, measure);
  const [balance] = await balancesOf(db, userId, Number(range.start_date.slice(0, 4)), [type]);
  const availableAfter = balance!.available === null ? null : Math.round((balance!.available - amount) * 100) / 100;
  let problem: string | null = null;
  const clash = await overlapping(db, userId, range);
  if (clash) problem = clash;
  else if (availableAfter !== null && availableAfter < 0)
    problem = `Saldo insufficiente: disponibili ${formatAmount(balance!.available!)} ${unitWord(type.unit as 'days', balance!.available!)}`;
  return {
    type,
    range,
    measure,
    amount,
    preview: {
      unit: type.unit as 'days' | 'hours',
      days: measure.days,
      hours: measure.hours,
      amount,
      excluded: measure.excluded,
      balance: balance!,
      available_after: availableAfter,
      problem,
    },
  };
}

/** The message for the first pending or approved request of the user that overlaps the range, if any. */
async function overlapping(db: Db, userId: string, range: Evaluation['range']): Promise<string | null> {
  const candidates = await selectRequests(db).where(
    and(
      eq(leaveRequests.user_id, userId),
      inArray(leaveRequests.status, ['in_attesa', 'approvata']),
      lte(leaveRequests.start_date, range.end_date),
      gte(leaveRequests.end_date, range.start_date),
    ),
  );
  const clash = candidates.map(toLeaveRequest).find((other) => overlaps(range, other));
  if (!clash) return null;
  const when =
    clash.start_date === clash.end_date
      ? `del ${itDate(clash.start_date)}${clash.start_time ? ` (${clash.start_time}–${clash.end_time})` : ''}`
      : `dal ${itDate(clash.start_date)} al ${itDate(clash.end_date)}`;
  return `Si sovrappone a una richiesta già presente: ${clash.leave_type.name} ${when} (${clash.status === 'approvata' ? 'approvata' : 'in attesa'})`;
}

export async function previewRequest(db: Db, actor: Actor, input: RangeInput): Promise<LeaveRequestPreview> {
  return (await evaluate(db, actor.userId, input)).preview;
}

export async function createRequest(
  db: Db,
  actor: Actor,
  input: LeaveRequestCreate & { note: string; protocol_number: string | null },
): Promise<LeaveRequest> {
  const id = await db.transaction(async (tx) => {
    // One user's requests are checked and written one at a time, so two at once cannot both fit the balance.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`leave_request:${actor.userId}`}))`);
    const { type, range, measure, preview } = await evaluate(tx, actor.userId, input);
    if (type.requires_protocol && !input.protocol_number)
      throw badRequest(`Il numero di protocollo del certificato INPS è obbligatorio per ${type.name.toLowerCase()}`, {
        protocol_number: ['Indica il numero di protocollo del certificato'],
      });
    if (preview.problem) throw conflict(preview.problem);
    const approvers = await approversOf(tx, actor.userId);
    const automatic = !type.requires_approval;
    const [row] = await tx
      .insert(leaveRequests)
      .values({
        user_id: actor.userId,
        leave_type_id: type.id,
        ...range,
        days: measure.days,
        hours: measure.hours,
        note: input.note,
        protocol_number: type.requires_protocol ? input.protocol_number : null,
        status: automatic ? 'approvata' : 'in_attesa',
        approver_id: automatic ? null : (approvers[0] ?? null),
        decided_at: automatic ? new Date() : null,
      })
      .returning({ id: leaveRequests.id });
    await audit(tx, actor, {
      action: 'leave_request.created',
      targetType: 'leave_request',
      targetId: row!.id,
      details: { type: type.code, ...range, days: measure.days, hours: measure.hours },
    });
    const period =
      range.start_date === range.end_date
        ? `il ${itDate(range.start_date)}`
        : `dal ${itDate(range.start_date)} al ${itDate(range.end_date)}`;
    await notify(tx, approvers, {
      title: automatic
        ? `${type.name}: ${actor.name} sarà assente ${period}`
        : `Nuova richiesta di ${type.name.toLowerCase()} da ${actor.name}`,
      message: automatic ? '' : `${period[0]!.toUpperCase()}${period.slice(1)}. La richiesta attende la tua decisione.`,
      type: automatic ? 'info' : 'task',
      link: `${REQUESTS_LINK}?tab=approvare`,
    });
    return row!.id;
  });
  return (await getRequest(db, id))!;
}
