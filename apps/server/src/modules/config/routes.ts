import { envelopeOf, PublicConfig, TenantConfig, TenantConfigUpdate } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/access/access';
import { ok } from '../../platform/http/envelope';
import { adminConfig, publicConfig, updateConfig } from './service';

export async function configRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['config'];
  const admin = { permission: 'admin_access' } as const;

  // The start-up "configuration load" call (spec §4, §7).
  r.get('/api/config', { access: 'public', schema: { tags, response: { 200: envelopeOf(PublicConfig) } } }, async () =>
    ok(await publicConfig(app.db, app.serverConfig.demoMode)),
  );

  r.get(
    '/api/admin/config',
    { access: admin, schema: { tags, response: { 200: envelopeOf(TenantConfig) } } },
    async (request) => ok(await adminConfig(app.db, requireActor(request))),
  );

  r.put(
    '/api/admin/config',
    { access: admin, schema: { tags, body: TenantConfigUpdate, response: { 200: envelopeOf(TenantConfig) } } },
    async (request) =>
      ok(await updateConfig(app.db, requireActor(request), request.body, request.ip), 'Configurazione salvata'),
  );
}
