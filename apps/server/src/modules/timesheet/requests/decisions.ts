import type { LeaveRequest } from '@portale/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { leaveTypes } from '@/platform/org/tables';
import { leaveRequests } from '../tables';
import { mayDecide } from './approval';
import { todayIso } from './balances';
import { getRequest, itDate, REQUESTS_LINK } from './service';

const periodOf = (r: { start_date: string; end_date: string }) =>
  r.start_date === r.end_date ? `del ${itDate(r.start_date)}` : `dal ${itDate(r.start_date)} al ${itDate(r.end_date)}`;

/**
 * The owner withdraws a request: a pending one at any time, an approved one only before it starts (the
 * approver is told, since the absence was planned around).
 */
export async function cancelRequest(db: Db, actor: Actor, id: string): Promise<LeaveRequest> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ request: leaveRequests, type_name: leaveTypes.name })
      .from(leaveRequests)
      .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leave_type_id))
      .where(eq(leaveRequests.id, id))
      .for('update', { of: leaveRequests });
    if (!row || row.request.user_id !== actor.userId) throw notFound('Richiesta non trovata');
    const r = row.request;
    if (r.status === 'approvata' && r.start_date <= todayIso())
      throw conflict('Una richiesta approvata si può annullare solo prima che inizi');
    if (r.status !== 'in_attesa' && r.status !== 'approvata')
      throw conflict('La richiesta è già stata rifiutata o annullata');
    await tx.update(leaveRequests).set({ status: 'annullata' }).where(eq(leaveRequests.id, id));
    await audit(tx, actor, {
      action: 'leave_request.cancelled',
      targetType: 'leave_request',
      targetId: id,
      details: { previous_status: r.status },
    });
    if (r.approver_id && r.approver_id !== actor.userId)
      await notify(tx, [r.approver_id], {
        title: `${actor.name} ha annullato la richiesta di ${row.type_name.toLowerCase()} ${periodOf(r)}`,
        message: r.status === 'approvata' ? 'La richiesta era già stata approvata.' : '',
        type: 'info',
        link: `${REQUESTS_LINK}?tab=calendario`,
      });
  });
  return (await getRequest(db, id))!;
}

/**
 * Approves or rejects pending requests in bulk: all or nothing. Each one must be pending and decidable by
 * the actor under the approval rule; otherwise nothing changes and the first reason is reported.
 */
export async function decideRequests(
  db: Db,
  actor: Actor,
  input: { ids: string[]; decision: 'approve' | 'reject'; comment: string },
): Promise<number> {
  const ids = [...new Set(input.ids)];
  const approve = input.decision === 'approve';
  if (!approve && !input.comment) throw badRequest('Indica il motivo del rifiuto', { comment: ['Obbligatorio'] });
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ request: leaveRequests, type_name: leaveTypes.name })
      .from(leaveRequests)
      .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leave_type_id))
      .where(inArray(leaveRequests.id, ids))
      .for('update', { of: leaveRequests });
    if (rows.length !== ids.length) throw notFound('Una o più richieste non esistono');
    for (const { request } of rows) {
      if (request.user_id === actor.userId) throw forbidden('Non puoi decidere le tue richieste');
      if (!(await mayDecide(tx, actor, request.user_id)))
        throw forbidden('Puoi decidere solo le richieste delle persone di cui sei responsabile');
      if (request.status !== 'in_attesa') throw conflict('Una o più richieste sono già state decise o annullate');
    }
    const status = approve ? 'approvata' : 'rifiutata';
    await tx
      .update(leaveRequests)
      .set({
        status,
        approver_id: actor.userId,
        decided_at: sql`now()`,
        decision_comment: input.comment,
      })
      .where(and(inArray(leaveRequests.id, ids), eq(leaveRequests.status, 'in_attesa')));
    for (const { request, type_name } of rows) {
      await audit(tx, actor, {
        action: approve ? 'leave_request.approved' : 'leave_request.rejected',
        targetType: 'leave_request',
        targetId: request.id,
        details: { user_id: request.user_id, comment: input.comment },
      });
      await notify(tx, [request.user_id], {
        title: `La tua richiesta di ${type_name.toLowerCase()} ${periodOf(request)} è stata ${approve ? 'approvata' : 'rifiutata'}`,
        message: input.comment ? `${actor.name}: ${input.comment}` : `Decisa da ${actor.name}.`,
        type: 'info',
        link: REQUESTS_LINK,
      });
    }
    return rows.length;
  });
}
