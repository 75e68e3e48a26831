import {
  ClientProposal,
  ClientProposalList,
  envelopeOf,
  ProposalClientAcceptance,
  ProposalClientRefusal,
} from '@portale/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { CLIENT_PORTAL } from '../access';
import { renderProposalPdf } from './pdf';
import { proposalPdfData } from './pdf-data';
import { clientProposalRow, decideAsClient, getClientProposal, listClientProposals } from './portal';
import type { ProposalRow } from './rows';

/** Sends a proposal's PDF, shown in the browser (and saved under its number). */
export async function sendProposalPdf(app: FastifyInstance, reply: FastifyReply, row: ProposalRow) {
  const pdf = await renderProposalPdf(await proposalPdfData(app.db, app.storage, row));
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="offerta-${row.number.replace('/', '-')}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}

/**
 * `/api/client-portal/proposals` (docs/sales.md, "Portale clienti"): a `cliente` account's own company's proposals,
 * once sent; accept or refuse online. Behind the flag for every logged-in account; the service answers 404 to
 * anyone who is not a client linked to the proposal's company.
 */
export async function clientPortalProposalRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['client-portal'];

  r.get(
    '',
    { access: CLIENT_PORTAL, schema: { tags, response: { 200: envelopeOf(ClientProposalList) } } },
    async (request) => ok(await listClientProposals(app.db, requireActor(request))),
  );
  r.get(
    '/:id',
    { access: CLIENT_PORTAL, schema: { tags, params: IdParams, response: { 200: envelopeOf(ClientProposal) } } },
    async (request) => ok(await getClientProposal(app.db, requireActor(request), request.params.id)),
  );
  r.get('/:id/pdf', { access: CLIENT_PORTAL, schema: { tags, params: IdParams } }, async (request, reply) =>
    sendProposalPdf(app, reply, await clientProposalRow(app.db, requireActor(request), request.params.id)),
  );
  r.post(
    '/:id/accept',
    {
      access: CLIENT_PORTAL,
      schema: { tags, params: IdParams, body: ProposalClientAcceptance, response: { 200: envelopeOf(ClientProposal) } },
    },
    async (request) =>
      ok(
        await decideAsClient(app.db, requireActor(request), request.params.id, {
          status: 'accettata',
          body: request.body,
        }),
        'Offerta accettata: grazie, il tuo referente è stato avvisato',
      ),
  );
  r.post(
    '/:id/refuse',
    {
      access: CLIENT_PORTAL,
      schema: { tags, params: IdParams, body: ProposalClientRefusal, response: { 200: envelopeOf(ClientProposal) } },
    },
    async (request) =>
      ok(
        await decideAsClient(app.db, requireActor(request), request.params.id, {
          status: 'rifiutata',
          body: request.body,
        }),
        'Offerta rifiutata: il tuo referente è stato avvisato',
      ),
  );
}
