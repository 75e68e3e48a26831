import {
  AdminUserCreate,
  AdminUserListQuery,
  envelopeOf,
  OneTimeLinkResult,
  paginated,
  plural,
  SessionsRevoked,
  User,
  UserRoleUpdate,
  UserStatusUpdate,
} from '@portale/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { createUser, issuePasswordReset, type LinkContext } from '@/platform/auth/invitations';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { endUserSessions, listUsers, setUserRole, setUserStatus } from './service';

/** `/api/admin/users`: the administrators' list of accounts. */
export async function userRoutes(app: FastifyInstance) {
  const linkContext = (request: FastifyRequest): LinkContext => ({
    baseUrl: app.serverConfig.publicUrl ?? `${request.protocol}://${request.host}`,
    mailer: app.mailer,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const admin = { permission: 'admin_access' } as const;

  r.get(
    '',
    {
      access: admin,
      schema: { tags, querystring: AdminUserListQuery, response: { 200: envelopeOf(paginated(User)) } },
    },
    async (request) => ok(await listUsers(app.db, requireActor(request), request.query)),
  );

  r.put(
    '/:id/status',
    { access: admin, schema: { tags, params: IdParams, body: UserStatusUpdate, response: { 200: envelopeOf(User) } } },
    async (request) =>
      ok(
        await setUserStatus(app.db, requireActor(request), request.params.id, request.body.status),
        'Stato utente aggiornato',
      ),
  );

  r.post(
    '',
    { access: admin, schema: { tags, body: AdminUserCreate, response: { 201: envelopeOf(OneTimeLinkResult) } } },
    async (request, reply) => {
      const result = await createUser(app.db, requireActor(request), request.body, linkContext(request));
      const message = result.email_sent
        ? "Utente creato: gli abbiamo inviato un'e-mail per attivare l'account"
        : "Utente creato: consegna il link di attivazione all'interessato";
      return reply.status(201).send(ok(result, message));
    },
  );

  r.put(
    '/:id/role',
    { access: admin, schema: { tags, params: IdParams, body: UserRoleUpdate, response: { 200: envelopeOf(User) } } },
    async (request) =>
      ok(await setUserRole(app.db, requireActor(request), request.params.id, request.body.role), 'Ruolo aggiornato'),
  );

  r.post(
    '/:id/password-reset',
    { access: admin, schema: { tags, params: IdParams, response: { 200: envelopeOf(OneTimeLinkResult) } } },
    async (request) => {
      const result = await issuePasswordReset(app.db, requireActor(request), request.params.id, linkContext(request));
      return ok(result, result.email_sent ? 'Link di ripristino inviato per e-mail' : 'Link di ripristino generato');
    },
  );

  r.delete(
    '/:id/sessions',
    { access: admin, schema: { tags, params: IdParams, response: { 200: envelopeOf(SessionsRevoked) } } },
    async (request) => {
      const revoked = await endUserSessions(app.db, requireActor(request), request.params.id);
      return ok({ revoked }, plural(revoked, { one: '{n} sessione chiusa', other: '{n} sessioni chiuse' }));
    },
  );
}
