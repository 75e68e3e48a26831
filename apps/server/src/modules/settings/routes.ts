import {
  envelopeOf,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  LogoVariant,
  PublicConfig,
  TenantConfig,
  TenantConfigUpdate,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { badRequest } from '@/platform/http/errors';
import { readSingleUpload } from '@/platform/http/uploads';
import { readLogo, removeLogo, uploadLogo } from './logos';
import { adminConfig, publicConfig, updateConfig } from './service';

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
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

  const VariantParams = z.object({ variant: LogoVariant });

  r.get(
    '/api/config/logo/:variant',
    { access: 'public', schema: { tags, params: VariantParams } },
    async (request, reply) => {
      const logo = await readLogo(app.db, app.storage, request.params.variant);
      // The URL changes with every upload (?v=file id), so the bytes behind one URL never change.
      return reply
        .header('content-type', logo.mimeType)
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', 'inline')
        .send(logo.data);
    },
  );

  r.post(
    '/api/admin/config/logo/:variant',
    { access: admin, schema: { tags, params: VariantParams, response: { 200: envelopeOf(TenantConfig) } } },
    async (request) => {
      const upload = await readSingleUpload(request, { maxBytes: LOGO_MAX_BYTES, tooLarge: LOGO_MESSAGES.tooLarge });
      if (!upload) throw badRequest('Nessun file ricevuto', { file: ['Seleziona un file'] });
      const config = await uploadLogo(
        app.db,
        app.storage,
        requireActor(request),
        request.params.variant,
        upload,
        request.ip,
      );
      return ok(config, 'Logo aggiornato');
    },
  );

  r.delete(
    '/api/admin/config/logo/:variant',
    { access: admin, schema: { tags, params: VariantParams, response: { 200: envelopeOf(TenantConfig) } } },
    async (request) =>
      ok(
        await removeLogo(app.db, app.storage, requireActor(request), request.params.variant, request.ip),
        'Logo rimosso',
      ),
  );

  r.put(
    '/api/admin/config',
    { access: admin, schema: { tags, body: TenantConfigUpdate, response: { 200: envelopeOf(TenantConfig) } } },
    async (request) =>
      ok(await updateConfig(app.db, requireActor(request), request.body, request.ip), 'Configurazione salvata'),
  );
}
