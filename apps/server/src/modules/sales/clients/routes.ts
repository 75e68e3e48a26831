import {
  Client,
  ClientCreate,
  ClientDuplicates,
  ClientDuplicatesQuery,
  ClientFilterOptions,
  ClientImportBody,
  ClientImportPreview,
  ClientImportResult,
  ClientList,
  ClientListQuery,
  ClientMerge,
  ClientMergeResult,
  ClientRemoval,
  ClientUpdate,
  ClientVersionBody,
  Contact,
  ContactCreate,
  ContactList,
  ContactListQuery,
  envelopeOf,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { audit } from '@/platform/audit/audit';
import { namedById, registerAuditTargetNames } from '@/platform/audit/targets';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { clientCompanies } from '@/platform/org/client-companies';
import { registerClientCompanyArchive } from '@/platform/org/client-company-archive';
import { registerSearchProvider } from '@/platform/search/search';
import { CRM_EDITORS, CRM_READERS } from '../access';
import { client360Routes } from '../client-360/routes';
import { createContact, listContacts } from '../contacts/service';
import { clientSearchProvider, contactSearchProvider } from '../search';
import { commitClientImport, exportClientsCsv, previewClientImport } from './csv';
import { duplicatesOfClient, findDuplicates, mergeClients } from './duplicates';
import { getClient, listClients } from './queries';
import { archiveClient, clientFilterOptions, createClient, removeClient, restoreClient, updateClient } from './service';

/** CSV of up to CLIENT_IMPORT_MAX_CHARS characters, some of them multi-byte, in a JSON body. */
const IMPORT_BODY_LIMIT = 8_000_000;

/** `/api/crm/clients` (docs/sales.md): list, CRUD with archive, duplicates and merge, CSV import and export. */
export async function clientRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm'];
  registerAuditTargetNames('client', namedById(clientCompanies));
  registerSearchProvider(clientSearchProvider);
  registerSearchProvider(contactSearchProvider);
  // Other modules' pickers (a project's client) leave out the clients the CRM archived.
  registerClientCompanyArchive({
    archivedSql: (id) =>
      sql`exists (select 1 from sales_clients sc where sc.client_company_id = ${id} and sc.archived_at is not null)`,
  });
  // The 360° page's summary, projects and timeline share the prefix.
  await app.register(client360Routes);

  r.get(
    '',
    { access: CRM_READERS, schema: { tags, querystring: ClientListQuery, response: { 200: envelopeOf(ClientList) } } },
    async (request) => ok(await listClients(app.db, request.query)),
  );
  r.post(
    '',
    { access: CRM_EDITORS, schema: { tags, body: ClientCreate, response: { 201: envelopeOf(Client) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await createClient(app.db, requireActor(request), request.body), 'Cliente creato')),
  );
  r.get(
    '/filters',
    { access: CRM_READERS, schema: { tags, response: { 200: envelopeOf(ClientFilterOptions) } } },
    async () => ok(await clientFilterOptions(app.db)),
  );
  r.get(
    '/duplicates',
    {
      access: CRM_READERS,
      schema: { tags, querystring: ClientDuplicatesQuery, response: { 200: envelopeOf(ClientDuplicates) } },
    },
    async (request) => ok({ items: await findDuplicates(app.db, request.query) }),
  );
  r.get(
    '/export.csv',
    { access: CRM_READERS, schema: { tags, querystring: ClientListQuery } },
    async (request, reply) => {
      const actor = requireActor(request);
      const csv = await exportClientsCsv(app.db, request.query);
      // Clients' fiscal data leave the system: who took them is worth keeping.
      await audit(app.db, actor, {
        action: 'client.exported',
        targetType: 'client',
        details: { filters: { ...request.query, page: undefined, per_page: undefined } },
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="clienti.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  r.post(
    '/import/preview',
    {
      access: CRM_EDITORS,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, body: ClientImportBody, response: { 200: envelopeOf(ClientImportPreview) } },
    },
    async (request) => ok(await previewClientImport(app.db, request.body.csv)),
  );
  r.post(
    '/import',
    {
      access: CRM_EDITORS,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, body: ClientImportBody, response: { 200: envelopeOf(ClientImportResult) } },
    },
    async (request) => {
      const result = await commitClientImport(app.db, requireActor(request), request.body.csv);
      return ok(result, `${result.created} clienti importati, ${result.skipped} righe scartate`);
    },
  );
  r.get(
    '/:id',
    { access: CRM_READERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Client) } } },
    async (request) => ok(await getClient(app.db, requireActor(request), request.params.id)),
  );
  r.patch(
    '/:id',
    {
      access: CRM_EDITORS,
      schema: { tags, params: IdParams, body: ClientUpdate, response: { 200: envelopeOf(Client) } },
    },
    async (request) =>
      ok(await updateClient(app.db, requireActor(request), request.params.id, request.body), 'Cliente aggiornato'),
  );
  r.delete(
    '/:id',
    { access: CRM_EDITORS, schema: { tags, params: IdParams, response: { 200: envelopeOf(ClientRemoval) } } },
    async (request) => {
      const result = await removeClient(app.db, requireActor(request), request.params.id);
      return ok(
        result,
        result.outcome === 'deleted'
          ? 'Cliente eliminato'
          : 'Il cliente è collegato ad altri dati: è stato archiviato invece che eliminato',
      );
    },
  );
  r.post(
    '/:id/archive',
    {
      access: CRM_EDITORS,
      schema: { tags, params: IdParams, body: ClientVersionBody, response: { 200: envelopeOf(Client) } },
    },
    async (request) =>
      ok(
        await archiveClient(app.db, requireActor(request), request.params.id, request.body.version),
        'Cliente archiviato',
      ),
  );
  r.post(
    '/:id/restore',
    {
      access: CRM_EDITORS,
      schema: { tags, params: IdParams, body: ClientVersionBody, response: { 200: envelopeOf(Client) } },
    },
    async (request) =>
      ok(
        await restoreClient(app.db, requireActor(request), request.params.id, request.body.version),
        'Cliente ripristinato',
      ),
  );
  r.get(
    '/:id/duplicates',
    { access: CRM_READERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(ClientDuplicates) } } },
    async (request) => ok({ items: await duplicatesOfClient(app.db, request.params.id) }),
  );
  r.post(
    '/:id/merge',
    {
      access: CRM_EDITORS,
      schema: { tags, params: IdParams, body: ClientMerge, response: { 200: envelopeOf(ClientMergeResult) } },
    },
    async (request) =>
      ok(
        await mergeClients(
          app.db,
          requireActor(request),
          request.params.id,
          request.body.source_id,
          request.body.version,
        ),
        'Clienti uniti',
      ),
  );
  r.get(
    '/:id/contacts',
    {
      access: CRM_READERS,
      schema: {
        tags,
        params: IdParams,
        querystring: ContactListQuery.omit({ client_id: true }),
        response: { 200: envelopeOf(ContactList) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await getClient(app.db, actor, request.params.id);
      return ok(await listContacts(app.db, actor, { ...request.query, client_id: request.params.id }));
    },
  );
  r.post(
    '/:id/contacts',
    {
      access: CRM_EDITORS,
      schema: { tags, params: IdParams, body: ContactCreate, response: { 201: envelopeOf(Contact) } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(await createContact(app.db, requireActor(request), request.params.id, request.body), 'Contatto creato'),
        ),
  );
}
