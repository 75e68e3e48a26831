import {
  AnalyticsExportQuery,
  AnalyticsFilters,
  AnalyticsOptions,
  AnalyticsQuery,
  AnalyticsReport,
  BudgetReport,
  envelopeOf,
  UtilisationReport,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { audit } from '@/platform/audit/audit';
import { ok } from '@/platform/http/envelope';
import { budgetReport } from './budget';
import { exportReport } from './export';
import { hoursReport } from './hours';
import { analyticsOptions } from './options';
import { utilisationReport } from './utilisation';

/** `/app/timesheet/analytics` (admin_access): hours, utilisation, budgets and their exports. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['timesheet'];
  const access = { permission: 'admin_access', feature: 'timesheet_module' } as const;

  r.get(
    '',
    { access, schema: { tags, querystring: AnalyticsQuery, response: { 200: envelopeOf(AnalyticsReport) } } },
    async (request) => ok(await hoursReport(app.db, requireActor(request), request.query)),
  );
  r.get(
    '/utilisation',
    { access, schema: { tags, querystring: AnalyticsFilters, response: { 200: envelopeOf(UtilisationReport) } } },
    async (request) => ok(await utilisationReport(app.db, requireActor(request), request.query)),
  );
  r.get(
    '/budget',
    { access, schema: { tags, querystring: AnalyticsFilters, response: { 200: envelopeOf(BudgetReport) } } },
    async (request) => ok(await budgetReport(app.db, requireActor(request), request.query)),
  );
  r.get('/options', { access, schema: { tags, response: { 200: envelopeOf(AnalyticsOptions) } } }, async (request) =>
    ok(await analyticsOptions(app.db, requireActor(request))),
  );
  r.get('/export', { access, schema: { tags, querystring: AnalyticsExportQuery } }, async (request, reply) => {
    const actor = requireActor(request);
    const file = await exportReport(app.db, actor, request.query);
    // Hours and rates leave the system: who exported what is worth keeping.
    await audit(app.db, actor, {
      action: 'timesheet.analytics_exported',
      targetType: 'timesheet_analytics',
      details: { ...request.query, filename: file.filename },
    });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
}
