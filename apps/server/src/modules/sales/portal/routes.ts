import {
  ClientPortalContract,
  ClientPortalContractList,
  ClientPortalOverview,
  ClientPortalPreInvoice,
  ClientPortalPreInvoiceList,
  ClientPortalProjectList,
  envelopeOf,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { CLIENT_PORTAL } from '../access';
import { getPortalContract, listPortalContracts } from './contracts';
import { portalOverview } from './overview';
import { getPortalPreInvoice, listPortalPreInvoices } from './pre-invoices';
import { listPortalProjects } from './projects';

/**
 * `/api/client-portal`: a `cliente` account's own company — overview, projects, contracts, pre-invoices (the
 * proposals' endpoints are the proposals'). The rule lets any logged-in account through the flag; every service
 * answers 404 to anyone but a client account with a company. Reads are not audited: they are the client's own data.
 */
export async function clientPortalRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['client-portal'];

  r.get(
    '/overview',
    { access: CLIENT_PORTAL, schema: { tags, response: { 200: envelopeOf(ClientPortalOverview) } } },
    async (request) => ok(await portalOverview(app.db, requireActor(request))),
  );
  r.get(
    '/projects',
    { access: CLIENT_PORTAL, schema: { tags, response: { 200: envelopeOf(ClientPortalProjectList) } } },
    async (request) => ok(await listPortalProjects(app.db, requireActor(request))),
  );
  r.get(
    '/contracts',
    { access: CLIENT_PORTAL, schema: { tags, response: { 200: envelopeOf(ClientPortalContractList) } } },
    async (request) => ok(await listPortalContracts(app.db, requireActor(request))),
  );
  r.get(
    '/contracts/:id',
    {
      access: CLIENT_PORTAL,
      schema: { tags, params: IdParams, response: { 200: envelopeOf(ClientPortalContract) } },
    },
    async (request) => ok(await getPortalContract(app.db, requireActor(request), request.params.id)),
  );
  r.get(
    '/pre-invoices',
    { access: CLIENT_PORTAL, schema: { tags, response: { 200: envelopeOf(ClientPortalPreInvoiceList) } } },
    async (request) => ok(await listPortalPreInvoices(app.db, requireActor(request))),
  );
  r.get(
    '/pre-invoices/:id',
    {
      access: CLIENT_PORTAL,
      schema: { tags, params: IdParams, response: { 200: envelopeOf(ClientPortalPreInvoice) } },
    },
    async (request) => ok(await getPortalPreInvoice(app.db, requireActor(request), request.params.id)),
  );
}
