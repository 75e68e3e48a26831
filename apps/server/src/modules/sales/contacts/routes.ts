import { Contact, ContactList, ContactListQuery, ContactUpdate, Empty, envelopeOf } from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { registerAuditTargetNames } from '@/platform/audit/targets';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { CRM_EDITORS, CRM_READERS } from '../access';
import { deleteContact, getContact, listContacts, updateContact } from './service';

/** `/api/crm/contacts`: every client's contacts in one list, and one contact; creation is under its client. */
export async function crmContactRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm'];
  registerAuditTargetNames(
    'contact',
    (ids) => sql`select id::text as id, trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) as name
      from sales_contacts where id::text in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );

  r.get(
    '',
    {
      access: CRM_READERS,
      schema: { tags, querystring: ContactListQuery, response: { 200: envelopeOf(ContactList) } },
    },
    async (request) => ok(await listContacts(app.db, requireActor(request), request.query)),
  );
  r.get(
    '/:id',
    { access: CRM_READERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Contact) } } },
    async (request) => ok(await getContact(app.db, requireActor(request), request.params.id)),
  );
  r.patch(
    '/:id',
    {
      access: CRM_EDITORS,
      schema: { tags, params: IdParams, body: ContactUpdate, response: { 200: envelopeOf(Contact) } },
    },
    async (request) =>
      ok(await updateContact(app.db, requireActor(request), request.params.id, request.body), 'Contatto aggiornato'),
  );
  r.delete(
    '/:id',
    { access: CRM_EDITORS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteContact(app.db, requireActor(request), request.params.id);
      return ok(null, 'Contatto eliminato');
    },
  );
}
