import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/platform/auth/sessions';

/** httpOnly, SameSite=Lax; Secure and `__Host-` prefixed when the request came over HTTPS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, absoluteHours: number) {
  const secure = request.protocol === 'https';
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: absoluteHours * 3600,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  const secure = request.protocol === 'https';
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  if (secure) reply.clearCookie(SECURE_SESSION_COOKIE, { path: '/', secure: true });
}
