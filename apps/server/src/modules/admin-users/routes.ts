import { AdminUserListQuery, envelopeOf, paginated, SessionsRevoked, User, UserStatusUpdate } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/access/access';
import { ok } from '../../platform/http/envelope';
import { endUserSessions, listUsers, setUserStatus } from './service';

const IdParams = z.object({ id: z.uuid('Identificativo non valido') });

export async function adminUserRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin-users'];
  const admin = { permission: 'admin_access' } as const;

  r.get(
    '/api/admin/users',
    {
      access: admin,
      schema: { tags, querystring: AdminUserListQuery, response: { 200: envelopeOf(paginated(User)) } },
    },
    async (request) => ok(await listUsers(app.db, requireActor(request), request.query)),
  );

  r.put(
    '/api/admin/users/:id/status',
    { access: admin, schema: { tags, params: IdParams, body: UserStatusUpdate, response: { 200: envelopeOf(User) } } },
    async (request) =>
      ok(
        await setUserStatus(app.db, requireActor(request), request.params.id, request.body.status, request.ip),
        'Stato utente aggiornato',
      ),
  );

  r.delete(
    '/api/admin/users/:id/sessions',
    { access: admin, schema: { tags, params: IdParams, response: { 200: envelopeOf(SessionsRevoked) } } },
    async (request) => {
      const revoked = await endUserSessions(app.db, requireActor(request), request.params.id, request.ip);
      return ok({ revoked }, revoked === 1 ? '1 sessione chiusa' : `${revoked} sessioni chiuse`);
    },
  );
}
