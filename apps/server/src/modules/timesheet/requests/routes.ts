import {
  envelopeOf,
  LeaveApprovalContext,
  LeaveBalance,
  LeaveBalanceQuery,
  LeaveRequest,
  LeaveRequestCreate,
  LeaveRequestDecision,
  LeaveRequestDecisionResult,
  LeaveRequestList,
  LeaveRequestListQuery,
  LeaveRequestPreview,
  LeaveRequestPreviewQuery,
  LeaveRequestsContext,
  plural,
  TeamAbsences,
  TeamAbsencesQuery,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { teamAbsences } from './absences';
import { approvalContext } from './approval-context';
import { activeLeaveTypes, balancesOf, todayIso } from './balances';
import { cancelRequest, decideRequests } from './decisions';
import { createRequest, listRequests, previewRequest, requestsContext } from './service';

const tags = ['timesheet-requests'];
const access = { permission: 'manage_timesheets', feature: 'timesheet_module' } as const;
// The timesheet dashboard (view_all_projects) lists and decides requests and shows today's absences too.
const deciders = { permission: ['manage_timesheets', 'view_all_projects'], feature: 'timesheet_module' } as const;

/** `/api/timesheet/requests` (/app/timesheet/requests): leave and permission requests, their approval, balances. */
export async function requestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      access: deciders,
      schema: { tags, querystring: LeaveRequestListQuery, response: { 200: envelopeOf(LeaveRequestList) } },
    },
    async (request) => ok(await listRequests(app.db, requireActor(request), request.query)),
  );
  r.get(
    '/context',
    { access, schema: { tags, response: { 200: envelopeOf(LeaveRequestsContext) } } },
    async (request) => ok(await requestsContext(app.db, requireActor(request))),
  );
  r.get(
    '/preview',
    {
      access,
      schema: { tags, querystring: LeaveRequestPreviewQuery, response: { 200: envelopeOf(LeaveRequestPreview) } },
    },
    async (request) => ok(await previewRequest(app.db, requireActor(request), request.query)),
  );
  r.get(
    '/balances',
    {
      access,
      schema: { tags, querystring: LeaveBalanceQuery, response: { 200: envelopeOf(z.array(LeaveBalance)) } },
    },
    async (request) => {
      const actor = requireActor(request);
      const year = request.query.year ?? Number(todayIso().slice(0, 4));
      return ok(await balancesOf(app.db, actor.userId, year, await activeLeaveTypes(app.db)));
    },
  );
  r.post(
    '',
    { access, schema: { tags, body: LeaveRequestCreate, response: { 201: envelopeOf(LeaveRequest) } } },
    async (request, reply) => {
      const created = await createRequest(app.db, requireActor(request), request.body);
      const message = created.status === 'approvata' ? 'Assenza registrata' : 'Richiesta inviata';
      return reply.status(201).send(ok(created, message));
    },
  );
  r.get(
    '/:id/approval',
    { access: deciders, schema: { tags, params: IdParams, response: { 200: envelopeOf(LeaveApprovalContext) } } },
    async (request) => ok(await approvalContext(app.db, requireActor(request), request.params.id)),
  );
  r.post(
    '/:id/cancel',
    { access, schema: { tags, params: IdParams, response: { 200: envelopeOf(LeaveRequest) } } },
    async (request) => ok(await cancelRequest(app.db, requireActor(request), request.params.id), 'Richiesta annullata'),
  );
  r.post(
    '/decide',
    {
      access: deciders,
      schema: { tags, body: LeaveRequestDecision, response: { 200: envelopeOf(LeaveRequestDecisionResult) } },
    },
    async (request) => {
      const updated = await decideRequests(app.db, requireActor(request), request.body);
      const verb = request.body.decision === 'approve' ? 'approvat' : 'rifiutat';
      return ok({ updated }, plural(updated, { one: `Richiesta ${verb}a`, other: `{n} richieste ${verb}e` }));
    },
  );
}

/** `/api/timesheet/absences`: who is away, for the team calendar and the dashboard. */
export async function absenceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '',
    { access: deciders, schema: { tags, querystring: TeamAbsencesQuery, response: { 200: envelopeOf(TeamAbsences) } } },
    async (request) => ok(await teamAbsences(app.db, requireActor(request), request.query)),
  );
}
