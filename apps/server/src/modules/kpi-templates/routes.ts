import {
  Empty,
  envelopeOf,
  KpiTemplate,
  KpiTemplateInput,
  KpiTemplateListQuery,
  KpiTemplateUpdate,
  paginated,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { namedById, registerAuditTargetNames } from '@/platform/audit/targets';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import {
  createKpiTemplate,
  deleteKpiTemplate,
  listKpiCategories,
  listKpiTemplates,
  updateKpiTemplate,
} from './service';
import { kpiTemplates } from './tables';

/** `/api/admin/kpi-templates`: the catalogue of KPI templates. */
export async function kpiTemplateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerAuditTargetNames('kpi_template', namedById(kpiTemplates));
  const tags = ['kpi-templates'];
  const admin = { permission: 'admin_access' } as const;

  r.get(
    '',
    {
      access: admin,
      schema: { tags, querystring: KpiTemplateListQuery, response: { 200: envelopeOf(paginated(KpiTemplate)) } },
    },
    async (request) => ok(await listKpiTemplates(app.db, requireActor(request), request.query)),
  );
  r.get(
    '/categories',
    { access: admin, schema: { tags, response: { 200: envelopeOf(z.array(z.string())) } } },
    async (request) => ok(await listKpiCategories(app.db, requireActor(request))),
  );
  r.post(
    '',
    { access: admin, schema: { tags, body: KpiTemplateInput, response: { 201: envelopeOf(KpiTemplate) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createKpiTemplate(app.db, requireActor(request), request.body), 'Modello KPI creato')),
  );
  r.put(
    '/:id',
    {
      access: admin,
      schema: { tags, params: IdParams, body: KpiTemplateUpdate, response: { 200: envelopeOf(KpiTemplate) } },
    },
    async (request) =>
      ok(
        await updateKpiTemplate(app.db, requireActor(request), request.params.id, request.body),
        'Modello KPI aggiornato',
      ),
  );
  r.delete(
    '/:id',
    { access: admin, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteKpiTemplate(app.db, requireActor(request), request.params.id);
      return ok(null, 'Modello KPI eliminato');
    },
  );
}
