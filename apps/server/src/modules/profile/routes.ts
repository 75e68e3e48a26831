import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  envelopeOf,
  ProfileUpdate,
  User,
  UserPreferences,
  UserPreferencesUpdate,
} from '@portale/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { badRequest, notFound } from '@/platform/http/errors';
import { readSingleUpload } from '@/platform/http/uploads';
import {
  avatarTooLarge,
  avatarTypeOf,
  getPreferences,
  PROFILE_MESSAGES,
  readFile,
  removeAvatar,
  replaceAvatar,
  updateOwnProfile,
  updatePreferences,
} from './service';

const FileParams = z.object({ id: z.string() });
const UUID = z.uuid();
const FILE_CACHE_CONTROL = 'private, max-age=3600';

/** Reads the one uploaded file, stopping at the avatar limit instead of the global 10 MB upload cap. */
async function readAvatarUpload(request: FastifyRequest) {
  const upload = await readSingleUpload(request, { maxBytes: AVATAR_MAX_BYTES, tooLarge: AVATAR_MESSAGES.tooLarge });
  if (!upload || upload.data.length === 0) throw badRequest(PROFILE_MESSAGES.noFile);
  if (upload.truncated) throw avatarTooLarge(AVATAR_MESSAGES.tooLarge);
  const mimeType = avatarTypeOf(upload.data);
  if (!mimeType) throw badRequest(AVATAR_MESSAGES.notImage, { file: [AVATAR_MESSAGES.notImage] });
  return { data: upload.data, mimeType, originalName: upload.filename };
}

const tags = ['profile'];

/** `/api/profile`: the actor's own name, avatar and preferences. */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '',
    { access: 'login', schema: { tags, body: ProfileUpdate, response: { 200: envelopeOf(User) } } },
    async (request) =>
      ok(await updateOwnProfile(app.db, requireActor(request), request.body), PROFILE_MESSAGES.profileUpdated),
  );

  r.post(
    '/avatar',
    {
      access: 'login',
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelopeOf(User) } },
    },
    async (request) => {
      const actor = requireActor(request);
      const upload = await readAvatarUpload(request);
      return ok(await replaceAvatar(app.db, app.storage, actor, upload), PROFILE_MESSAGES.avatarUpdated);
    },
  );

  r.delete('/avatar', { access: 'login', schema: { tags, response: { 200: envelopeOf(User) } } }, async (request) =>
    ok(await removeAvatar(app.db, app.storage, requireActor(request)), PROFILE_MESSAGES.avatarRemoved),
  );

  r.get(
    '/preferences',
    { access: 'login', schema: { tags, response: { 200: envelopeOf(UserPreferences) } } },
    async (request) => ok(await getPreferences(app.db, requireActor(request))),
  );

  r.put(
    '/preferences',
    { access: 'login', schema: { tags, body: UserPreferencesUpdate, response: { 200: envelopeOf(UserPreferences) } } },
    async (request) =>
      ok(await updatePreferences(app.db, requireActor(request), request.body), PROFILE_MESSAGES.preferencesUpdated),
  );
}

/** `/api/files`: stored files, read through their own access rule. */
export async function fileRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:id',
    {
      access: 'login',
      schema: { tags, params: FileParams },
      // The platform marks every API answer no-store; route-level onSend runs after it, so files may be cached
      // privately (never by shared proxies: they are only for logged-in users).
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) reply.header('cache-control', FILE_CACHE_CONTROL);
        return payload;
      },
    },
    async (request, reply) => {
      // A malformed id is just an unknown file, not a validation error worth explaining.
      if (!UUID.safeParse(request.params.id).success) throw notFound(PROFILE_MESSAGES.fileNotFound);
      const file = await readFile(app.db, app.storage, requireActor(request), request.params.id);
      return reply
        .type(file.mimeType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
}
