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
import { sendStoredFile } from '@/platform/http/downloads';
import { ok } from '@/platform/http/envelope';
import { receiveUpload } from '@/platform/http/uploads';
import { currentLogo, LOGO_NOT_FOUND, removeLogo, uploadLogo } from './logos';
import { adminConfig, publicConfig, updateConfig } from './service';

const tags = ['settings'];
const admin = { permission: 'admin_access' } as const;
const VariantParams = z.object({ variant: LogoVariant });
/** Logos: raster images only (an SVG from our origin could carry script), at most 2 MB. */
const LOGO_UPLOAD = {
  maxBytes: LOGO_MAX_BYTES,
  kinds: ['image'],
  messages: { tooLarge: LOGO_MESSAGES.tooLarge, wrongType: LOGO_MESSAGES.notImage, noFile: 'Nessun file ricevuto' },
} as const;

/** `/api/config`: what every page reads at start-up, and the logos. */
export async function configRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The start-up "configuration load" call (spec §4, §7).
  r.get('', { access: 'public', schema: { tags, response: { 200: envelopeOf(PublicConfig) } } }, async () =>
    ok(await publicConfig(app.db, app.serverConfig.demoMode)),
  );

  r.get('/logo/:variant', { access: 'public', schema: { tags, params: VariantParams } }, async (request, reply) => {
    const logo = await currentLogo(app.db, request.params.variant);
    // The URL changes with every upload (?v=file id), so the bytes behind one URL never change.
    reply.header('cache-control', 'public, max-age=86400');
    return sendStoredFile(request, reply, app.storage, logo, { notFoundMessage: LOGO_NOT_FOUND });
  });
}

/** `/api/admin/config`: the administrators' settings. */
export async function adminConfigRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('', { access: admin, schema: { tags, response: { 200: envelopeOf(TenantConfig) } } }, async (request) =>
    ok(await adminConfig(app.db, requireActor(request))),
  );

  r.post(
    '/logo/:variant',
    { access: admin, schema: { tags, params: VariantParams, response: { 200: envelopeOf(TenantConfig) } } },
    async (request) => {
      const upload = await receiveUpload(request, app.storage, LOGO_UPLOAD);
      const config = await uploadLogo(app.db, app.storage, requireActor(request), request.params.variant, upload);
      return ok(config, 'Logo aggiornato');
    },
  );

  r.delete(
    '/logo/:variant',
    { access: admin, schema: { tags, params: VariantParams, response: { 200: envelopeOf(TenantConfig) } } },
    async (request) =>
      ok(await removeLogo(app.db, app.storage, requireActor(request), request.params.variant), 'Logo rimosso'),
  );

  r.put(
    '',
    { access: admin, schema: { tags, body: TenantConfigUpdate, response: { 200: envelopeOf(TenantConfig) } } },
    async (request) => ok(await updateConfig(app.db, requireActor(request), request.body), 'Configurazione salvata'),
  );
}
