import {
  AdminSession,
  AdminSessionQuery,
  AuditEntry,
  AuditLogQuery,
  Empty,
  envelopeOf,
  LoginActivity,
  LoginActivityQuery,
  paginated,
  SecurityStatus,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { exportAuditLogCsv, listAuditLog } from './audit-log';
import { endSession, listActiveSessions, loginActivity, securityStatus } from './service';

const REPORTED_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'strict-transport-security',
];

// `/app/admin/security` reads these: admins, and only while the security_dashboard flag is on (spec §6).
const tags = ['security'];
const access = { permission: 'admin_access', feature: 'security_dashboard' } as const;

/** `/api/admin/security`: live sessions, failed logins and the security settings in force. */
export async function securityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/sessions',
    {
      access,
      schema: { tags, querystring: AdminSessionQuery, response: { 200: envelopeOf(paginated(AdminSession)) } },
    },
    async (request) => ok(await listActiveSessions(app.db, requireActor(request), request.query)),
  );

  r.delete(
    '/sessions/:id',
    {
      access,
      schema: {
        tags,
        params: IdParams,
        response: { 200: envelopeOf(Empty) },
      },
    },
    async (request) => {
      await endSession(app.db, requireActor(request), request.params.id);
      return ok(null, 'Sessione terminata');
    },
  );

  r.get(
    '/logins',
    {
      access,
      schema: { tags, querystring: LoginActivityQuery, response: { 200: envelopeOf(LoginActivity) } },
    },
    async (request) => ok(await loginActivity(app.db, requireActor(request), request.query)),
  );

  r.get(
    '/status',
    { access, schema: { tags, response: { 200: envelopeOf(SecurityStatus) } } },
    async (request, reply) => {
      // The security headers are already on this reply (set in onRequest), so report the real ones.
      const sent = reply.getHeaders();
      const headers = Object.fromEntries(
        REPORTED_HEADERS.map((name) => [name, sent[name] === undefined ? 'inviato solo su HTTPS' : String(sent[name])]),
      );
      return ok(await securityStatus(app.db, requireActor(request), headers));
    },
  );
}

/** `/api/admin/audit-log`: who did what, with its CSV export. */
export async function auditLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    { access, schema: { tags, querystring: AuditLogQuery, response: { 200: envelopeOf(paginated(AuditEntry)) } } },
    async (request) => ok(await listAuditLog(app.db, requireActor(request), request.query)),
  );

  r.get(
    '/export',
    { access, schema: { tags, querystring: AuditLogQuery.omit({ page: true, per_page: true }) } },
    async (request, reply) => {
      const csv = await exportAuditLogCsv(app.db, requireActor(request), request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="registro-attivita-${day}.csv"`)
        .send(csv);
    },
  );
}
