import {
  Empty,
  envelopeOf,
  TimesheetApproval,
  TimesheetApprovalsSummary,
  TimesheetCopyPrevious,
  TimesheetDashboard,
  TimesheetDecide,
  TimesheetDecideResult,
  TimesheetReopen,
  TimesheetRow,
  TimesheetWeek,
  TimesheetWeekQuery,
  TimesheetWeekSave,
  TimesheetWeekStartParam,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { decideWeeks, listApprovals, reopenWeek, submitWeek } from './approvals';
import { approvalsSummary } from './approvals-summary';
import { timesheetDashboard } from './dashboard';
import { copyPreviousWeek, getWeek, saveWeek } from './week-service';

const feature = 'timesheet_module';

/** `/api/timesheet`: the weekly grid (`/app/timesheet/entry`), its approval and the timesheet dashboard. */
export async function entryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['timesheet'];
  const own = { permission: 'manage_timesheets', feature } as const;
  // Anyone may be someone's manager (employees.manager_id): the record-level rule is in approvers.ts.
  const approver = { permission: ['manage_timesheets', 'view_all_projects', 'admin_access'], feature } as const;

  r.get(
    '/weeks/:weekStart',
    {
      access: { permission: ['manage_timesheets', 'view_all_projects', 'admin_access'], feature },
      schema: {
        tags,
        params: TimesheetWeekStartParam,
        querystring: TimesheetWeekQuery,
        response: { 200: envelopeOf(TimesheetWeek) },
      },
    },
    async (request) =>
      ok(await getWeek(app.db, requireActor(request), request.params.weekStart, request.query.user_id)),
  );
  r.put(
    '/weeks/:weekStart',
    {
      access: own,
      schema: {
        tags,
        params: TimesheetWeekStartParam,
        body: TimesheetWeekSave,
        response: { 200: envelopeOf(TimesheetWeek) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await saveWeek(app.db, actor, request.params.weekStart, request.body);
      return ok(await getWeek(app.db, actor, request.params.weekStart), 'Bozza salvata');
    },
  );
  r.post(
    '/weeks/:weekStart/submit',
    { access: own, schema: { tags, params: TimesheetWeekStartParam, response: { 200: envelopeOf(TimesheetWeek) } } },
    async (request) => {
      const actor = requireActor(request);
      await submitWeek(app.db, actor, request.params.weekStart);
      return ok(await getWeek(app.db, actor, request.params.weekStart), 'Settimana inviata per approvazione');
    },
  );
  r.post(
    '/weeks/:weekStart/copy-previous',
    {
      access: own,
      schema: {
        tags,
        params: TimesheetWeekStartParam,
        body: TimesheetCopyPrevious,
        response: { 200: envelopeOf(z.object({ rows: z.array(TimesheetRow) })) },
      },
    },
    async (request) => {
      const rows = await copyPreviousWeek(
        app.db,
        requireActor(request),
        request.params.weekStart,
        request.body.include_hours,
      );
      return ok({ rows }, 'Righe della settimana precedente copiate: controlla e salva');
    },
  );
  r.post(
    '/weeks/:weekStart/reopen',
    {
      access: { permission: 'admin_access', feature },
      schema: { tags, params: TimesheetWeekStartParam, body: TimesheetReopen, response: { 200: envelopeOf(Empty) } },
    },
    async (request) => {
      await reopenWeek(app.db, requireActor(request), request.params.weekStart, request.body);
      return ok(null, 'Settimana riaperta');
    },
  );

  r.get(
    '/approvals',
    { access: approver, schema: { tags, response: { 200: envelopeOf(z.array(TimesheetApproval)) } } },
    async (request) => ok(await listApprovals(app.db, requireActor(request))),
  );
  r.get(
    '/approvals/summary',
    { access: approver, schema: { tags, response: { 200: envelopeOf(TimesheetApprovalsSummary) } } },
    async (request) => ok(await approvalsSummary(app.db, requireActor(request))),
  );
  r.post(
    '/approvals/decide',
    { access: approver, schema: { tags, body: TimesheetDecide, response: { 200: envelopeOf(TimesheetDecideResult) } } },
    async (request) => {
      const decided = await decideWeeks(app.db, requireActor(request), request.body);
      const approve = request.body.decision === 'approve';
      const one = decided === 1;
      return ok(
        { decided },
        approve
          ? one
            ? 'Settimana approvata'
            : `${decided} settimane approvate`
          : one
            ? 'Settimana rifiutata'
            : `${decided} settimane rifiutate`,
      );
    },
  );

  r.get(
    '/dashboard',
    {
      access: { permission: 'view_all_projects', feature },
      schema: { tags, response: { 200: envelopeOf(TimesheetDashboard) } },
    },
    async (request) => ok(await timesheetDashboard(app.db, requireActor(request))),
  );
}
