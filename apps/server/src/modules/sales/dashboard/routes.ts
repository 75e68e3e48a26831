import { CrmDashboard, envelopeOf } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { CRM_READERS } from '../access';
import { getCrmDashboard } from './service';

/** `/api/crm/dashboard` (docs/sales.md, "Dashboard"): the CRM's figures, money only for view_all_invoices. */
export async function crmDashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '',
    { access: CRM_READERS, schema: { tags: ['crm'], response: { 200: envelopeOf(CrmDashboard) } } },
    async (request) => ok(await getCrmDashboard(app.db, requireActor(request))),
  );
}
