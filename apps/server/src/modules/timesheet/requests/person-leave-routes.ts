import { envelopeOf, LeaveAdjustment, LeaveAdjustmentCreate, PersonLeave, PersonLeaveQuery } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { formatAmount, unitWord } from './balance';
import { ADJUST_BALANCES, adjustBalance, personLeave } from './person-leave';

const tags = ['timesheet-requests'];
// The person (manage_timesheets), their manager and HR reach the route; the service lets in only those three.
const readers = {
  permission: ['manage_timesheets', 'view_all_projects', ADJUST_BALANCES],
  feature: 'timesheet_module',
} as const;
const hr = { permission: ADJUST_BALANCES, feature: 'timesheet_module' } as const;

/** `/api/timesheet/people`: one person's leave balances and HR's adjustments to them (issue 15). */
export async function personLeaveRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/:id/leave',
    {
      access: readers,
      schema: { tags, params: IdParams, querystring: PersonLeaveQuery, response: { 200: envelopeOf(PersonLeave) } },
    },
    async (request) => ok(await personLeave(app.db, requireActor(request), request.params.id, request.query.year)),
  );
  r.post(
    '/:id/leave-adjustments',
    {
      access: hr,
      schema: { tags, params: IdParams, body: LeaveAdjustmentCreate, response: { 201: envelopeOf(LeaveAdjustment) } },
    },
    async (request, reply) => {
      const { adjustment, available } = await adjustBalance(
        app.db,
        requireActor(request),
        request.params.id,
        request.body,
      );
      const { name, unit } = adjustment.leave_type;
      const message =
        available !== null && available < 0
          ? `Saldo rettificato. Attenzione: il saldo ${adjustment.year} di ${name.toLowerCase()} è negativo (${formatAmount(available)} ${unitWord(unit, Math.abs(available))})`
          : 'Saldo rettificato';
      return reply.status(201).send(ok(adjustment, message));
    },
  );
}
