import { envelopeOf, IntegrationsStatus, SmtpTestBody, SystemStatus } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { sendTestEmail, systemStatus } from './service';

/** `/api/admin/system`: the server's health and integrations, for administrators. */
export async function vmStatusRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['vm-status'];
  const admin = { permission: 'admin_access' } as const;

  // `/app/admin/vm-status`: the server's own health, refreshed by the page every few seconds.
  r.get('/status', { access: admin, schema: { tags, response: { 200: envelopeOf(SystemStatus) } } }, async (request) =>
    ok(
      await systemStatus(app.database, requireActor(request), {
        dataDir: app.serverConfig.databaseUrl ? app.serverConfig.filesDir : app.serverConfig.dataDir,
        jobs: await app.scheduler.status(),
        poolMax: app.serverConfig.databasePoolMax,
      }),
    ),
  );

  // Configured by environment variables; secrets are never returned.
  r.get(
    '/integrations',
    { access: admin, schema: { tags, response: { 200: envelopeOf(IntegrationsStatus) } } },
    async () => {
      const { ai, mailFrom } = app.serverConfig;
      return ok({
        smtp: { configured: app.mailer.enabled, server: app.mailer.describe(), from: mailFrom },
        ai: { configured: Boolean(ai.provider), provider: ai.provider, model: ai.model, base_url: ai.baseUrl },
      });
    },
  );

  r.post(
    '/smtp/test',
    {
      access: admin,
      schema: { tags, body: SmtpTestBody, response: { 200: envelopeOf(z.object({ to: z.string() })) } },
    },
    async (request) => {
      const actor = requireActor(request);
      const to = await sendTestEmail(app.db, app.mailer, actor, request.body.to ?? actor.user.email);
      return ok({ to }, `E-mail di prova inviata a ${to}`);
    },
  );
}
