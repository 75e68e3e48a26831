import {
  BillableClientList,
  BillableContractList,
  BillableMilestoneList,
  BillableProjectList,
  envelopeOf,
  HoursPreview,
  HoursPreviewQuery,
  PreInvoice,
  PreInvoiceCreate,
  PreInvoiceFromHours,
  PreInvoiceFromMilestones,
  PreInvoiceList,
  PreInvoiceListQuery,
  PreInvoiceRemoval,
  PreInvoiceTransitionBody,
  PreInvoiceUpdate,
  SourceQuery,
} from '@portale/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import { ok } from '@/platform/http/envelope';
import { conflict } from '@/platform/http/errors';
import { IdParams } from '@/platform/http/params';
import { registerSearchProvider } from '@/platform/search/search';
import { PRE_INVOICE_EDITORS, PRE_INVOICE_READERS } from '../access';
import { type ExportFile, type ExportFormat, fileStem, preInvoiceFile, preInvoiceListFile } from './exports';
import { buildFatturaPa, FatturaPaInputError } from './fatturapa/build';
import { createFromHours, hoursPreview } from './from-hours';
import { createFromMilestones } from './from-milestones';
import { registerPreInvoiceLinks } from './links';
import { getPreInvoice, listPreInvoices, preInvoiceRow } from './queries';
import { preInvoiceSearchProvider } from './search';
import { createPreInvoice, deletePreInvoice, transitionPreInvoice, updatePreInvoice } from './service';
import { billableClients, billableContracts, billableProjects, contractMilestones } from './sources';
import { fatturaPaInputOf } from './xml-input';

const ListExportQuery = PreInvoiceListQuery.omit({ page: true, per_page: true });

function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** `/api/invoicing/pre-invoices` (docs/sales.md): list, the three ways to create one, edits, moves and exports. */
export async function preInvoiceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoicing'];
  registerSearchProvider(preInvoiceSearchProvider);
  registerPreInvoiceLinks();

  /** The pre-invoice's data leave the system: whoever took them, in which format, is recorded. */
  const exported = (actor: Actor, id: string, number: string, clientId: string, format: string) =>
    audit(app.db, actor, {
      action: 'pre_invoice.exported',
      targetType: 'pre_invoice',
      targetId: id,
      details: { number, client_id: clientId, format },
    });

  r.get(
    '',
    {
      access: PRE_INVOICE_READERS,
      schema: { tags, querystring: PreInvoiceListQuery, response: { 200: envelopeOf(PreInvoiceList) } },
    },
    async (request) => ok(await listPreInvoices(app.db, request.query)),
  );
  r.post(
    '',
    {
      access: PRE_INVOICE_EDITORS,
      schema: { tags, body: PreInvoiceCreate, response: { 201: envelopeOf(PreInvoice) } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createPreInvoice(app.db, requireActor(request), request.body), 'Pre-fattura creata')),
  );
  for (const format of ['csv', 'xlsx'] as const satisfies ExportFormat[]) {
    r.get(
      `/export.${format}`,
      { access: PRE_INVOICE_READERS, schema: { tags, querystring: ListExportQuery } },
      async (request, reply) => {
        const file = await preInvoiceListFile(app.db, request.query, format);
        await audit(app.db, requireActor(request), {
          action: 'pre_invoice.list_exported',
          targetType: 'pre_invoice',
          details: { format, filters: request.query },
        });
        return sendFile(reply, file);
      },
    );
  }
  r.post(
    '/from-milestones',
    {
      access: PRE_INVOICE_EDITORS,
      schema: { tags, body: PreInvoiceFromMilestones, response: { 201: envelopeOf(PreInvoice) } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createFromMilestones(app.db, requireActor(request), request.body), 'Pre-fattura creata')),
  );
  r.post(
    '/from-hours',
    {
      access: PRE_INVOICE_EDITORS,
      schema: { tags, body: PreInvoiceFromHours, response: { 201: envelopeOf(PreInvoice) } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createFromHours(app.db, requireActor(request), request.body), 'Pre-fattura creata')),
  );
  r.get(
    '/hours-preview',
    {
      access: PRE_INVOICE_EDITORS,
      schema: { tags, querystring: HoursPreviewQuery, response: { 200: envelopeOf(HoursPreview) } },
    },
    async (request) => ok(await hoursPreview(app.db, request.query)),
  );
  r.get(
    '/sources/clients',
    {
      access: PRE_INVOICE_EDITORS,
      schema: { tags, querystring: SourceQuery, response: { 200: envelopeOf(BillableClientList) } },
    },
    async (request) => ok(await billableClients(app.db, request.query)),
  );
  r.get(
    '/sources/contracts',
    {
      access: PRE_INVOICE_EDITORS,
      schema: { tags, querystring: SourceQuery, response: { 200: envelopeOf(BillableContractList) } },
    },
    async (request) => ok(await billableContracts(app.db, request.query)),
  );
  r.get(
    '/sources/contracts/:id/milestones',
    {
      access: PRE_INVOICE_EDITORS,
      schema: { tags, params: IdParams, response: { 200: envelopeOf(BillableMilestoneList) } },
    },
    async (request) => ok(await contractMilestones(app.db, request.params.id)),
  );
  r.get(
    '/sources/projects',
    {
      access: PRE_INVOICE_EDITORS,
      schema: { tags, querystring: SourceQuery, response: { 200: envelopeOf(BillableProjectList) } },
    },
    async (request) => ok(await billableProjects(app.db, request.query)),
  );
  r.get(
    '/:id',
    { access: PRE_INVOICE_READERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(PreInvoice) } } },
    async (request) => ok(await getPreInvoice(app.db, requireActor(request), request.params.id)),
  );
  r.patch(
    '/:id',
    {
      access: PRE_INVOICE_EDITORS,
      schema: { tags, params: IdParams, body: PreInvoiceUpdate, response: { 200: envelopeOf(PreInvoice) } },
    },
    async (request) =>
      ok(await updatePreInvoice(app.db, requireActor(request), request.params.id, request.body), 'Pre-fattura salvata'),
  );
  r.delete(
    '/:id',
    {
      access: PRE_INVOICE_EDITORS,
      schema: { tags, params: IdParams, response: { 200: envelopeOf(PreInvoiceRemoval) } },
    },
    async (request) =>
      ok(await deletePreInvoice(app.db, requireActor(request), request.params.id), 'Pre-fattura eliminata'),
  );
  r.post(
    '/:id/transition',
    {
      access: PRE_INVOICE_EDITORS,
      schema: { tags, params: IdParams, body: PreInvoiceTransitionBody, response: { 200: envelopeOf(PreInvoice) } },
    },
    async (request) => {
      const done = await transitionPreInvoice(app.db, requireActor(request), request.params.id, request.body);
      const message = {
        approve: 'Pre-fattura approvata',
        reopen: 'Pre-fattura riaperta',
        invoice: 'Pre-fattura segnata come fatturata',
      };
      return ok(done, message[request.body.action]);
    },
  );
  r.get(
    '/:id/fatturapa.xml',
    { access: PRE_INVOICE_READERS, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const actor = requireActor(request);
      const row = await preInvoiceRow(app.db, request.params.id);
      const { input, missing } = await fatturaPaInputOf(app.db, row);
      if (missing.length > 0)
        throw conflict(`Per scrivere l’XML FatturaPA mancano: ${missing.join('; ')}`, undefined, { missing });
      let xml: string;
      try {
        xml = buildFatturaPa(input).xml;
      } catch (error) {
        if (error instanceof FatturaPaInputError)
          throw conflict(`Per scrivere l’XML FatturaPA manca un dato: ${error.message}`, undefined, {
            missing: [error.message],
          });
        throw error;
      }
      await exported(actor, row.id, row.number, row.client_id, 'xml');
      return sendFile(reply, {
        filename: `pre-fattura-${fileStem(row.number)}.xml`,
        contentType: 'application/xml',
        body: xml,
      });
    },
  );
  for (const format of ['csv', 'xlsx'] as const satisfies ExportFormat[]) {
    r.get(
      `/:id/export.${format}`,
      { access: PRE_INVOICE_READERS, schema: { tags, params: IdParams } },
      async (request, reply) => {
        const row = await preInvoiceRow(app.db, request.params.id);
        await exported(requireActor(request), row.id, row.number, row.client_id, format);
        return sendFile(reply, preInvoiceFile(row, format));
      },
    );
  }
}
