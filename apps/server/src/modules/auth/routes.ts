import {
  AuthSession,
  Empty,
  envelopeOf,
  LoginBody,
  OneTimeTokenInfo,
  OneTimeTokenPasswordBody,
  PasswordChangeBody,
  RegisterBody,
  RegisterResult,
} from '@portale/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { revokeSession } from '@/platform/auth/sessions';
import { ok } from '@/platform/http/envelope';
import { clearSessionCookie, setSessionCookie } from './cookies';
import { describeToken, useToken } from './one-time-links';
import { REGISTRATION_MESSAGES, register } from './registration';
import { changePassword, currentSession, login, logout, type RequestContext } from './service';

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** `/api/auth`: login, logout, registration, activation and reset links, password change. */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/login',
    { access: 'public', schema: { tags, body: LoginBody, response: { 200: envelopeOf(AuthSession) } } },
    async (request, reply) => {
      const issued = await login(app.db, request.body, contextOf(request));
      // The session of the cookie this browser sent ends: a login never leaves an earlier one alive behind it.
      if (request.actor) await revokeSession(app.db, request.actor.sessionId, 'relogin');
      setSessionCookie(request, reply, issued.token, issued.absoluteHours);
      return ok(issued.session, 'Accesso effettuato');
    },
  );

  r.post(
    '/logout',
    { access: 'login', schema: { tags, response: { 200: envelopeOf(Empty) } } },
    async (request, reply) => {
      await logout(app.db, requireActor(request));
      clearSessionCookie(request, reply);
      return ok(null, 'Disconnessione effettuata');
    },
  );

  r.get('/me', { access: 'login', schema: { tags, response: { 200: envelopeOf(AuthSession) } } }, (request) =>
    ok(currentSession(requireActor(request))),
  );

  // docs/security.md § Accounts, sessions and requests: the browser asks this one, so a visitor gets 200 with no session, not a 401.
  r.get(
    '/session',
    { access: 'public', schema: { tags, response: { 200: envelopeOf(AuthSession.nullable()) } } },
    (request) => ok(request.actor ? currentSession(request.actor) : null),
  );

  r.post(
    '/register',
    { access: 'public', schema: { tags, body: RegisterBody, response: { 201: envelopeOf(RegisterResult) } } },
    async (request, reply) => {
      const result = await register(app.db, app.mailer, request.body, {
        ip: request.ip,
        limitPerHour: app.serverConfig.registrationLimitPerHour,
      });
      return reply.status(201).send(ok(result, REGISTRATION_MESSAGES.received));
    },
  );

  const TokenParams = z.object({ token: z.string().min(20).max(100) });

  r.get(
    '/tokens/:token',
    { access: 'public', schema: { tags, params: TokenParams, response: { 200: envelopeOf(OneTimeTokenInfo) } } },
    async (request) => ok(await describeToken(app.db, request.params.token)),
  );

  r.post(
    '/tokens/:token',
    {
      access: 'public',
      schema: {
        tags,
        params: TokenParams,
        body: OneTimeTokenPasswordBody,
        response: { 200: envelopeOf(z.object({ username: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await useToken(app.db, request.params.token, request.body.password, request.ip),
        'Password impostata: ora puoi accedere',
      ),
  );

  r.post(
    '/password',
    { access: 'login', schema: { tags, body: PasswordChangeBody, response: { 200: envelopeOf(AuthSession) } } },
    async (request, reply) => {
      const issued = await changePassword(app.db, requireActor(request), request.body, contextOf(request));
      setSessionCookie(request, reply, issued.token, issued.absoluteHours);
      return ok(issued.session, 'Password aggiornata: le altre sessioni sono state chiuse');
    },
  );
}
