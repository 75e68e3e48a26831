import { envelopeOf, SystemStatus } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/access/access';
import { ok } from '../../platform/http/envelope';
import { systemStatus } from './service';

/** `/app/admin/vm-status`: the server's own health, refreshed by the page every few seconds. */
export async function systemRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/system/status',
      {
        access: { permission: 'admin_access' },
        schema: { tags: ['system'], response: { 200: envelopeOf(SystemStatus) } },
      },
      async (request) =>
        ok(
          await systemStatus(app.database, requireActor(request), {
            dataDir: app.serverConfig.databaseUrl ? app.serverConfig.filesDir : app.serverConfig.dataDir,
            jobs: app.scheduler.status(),
          }),
        ),
    );
}
