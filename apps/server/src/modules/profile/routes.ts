import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  envelopeOf,
  ProfileUpdate,
  User,
  UserPreferences,
  UserPreferencesUpdate,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { receiveUpload } from '@/platform/http/uploads';
import { registerFileReadRule } from '@/platform/storage/routes';
import {
  AVATAR_PURPOSE,
  getPreferences,
  PROFILE_MESSAGES,
  removeAvatar,
  replaceAvatar,
  updateOwnProfile,
  updatePreferences,
} from './service';

/** Avatars: images only, recognised by their bytes, at most 2 MB. */
const AVATAR_UPLOAD = {
  maxBytes: AVATAR_MAX_BYTES,
  kinds: ['image'],
  messages: {
    tooLarge: AVATAR_MESSAGES.tooLarge,
    wrongType: AVATAR_MESSAGES.notImage,
    noFile: PROFILE_MESSAGES.noFile,
  },
} as const;

const tags = ['profile'];

/** `/api/profile`: the actor's own name, avatar and preferences. */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Avatars are shown next to names everywhere: every logged-in colleague may read them.
  registerFileReadRule(AVATAR_PURPOSE, () => true);

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
      const upload = await receiveUpload(request, app.storage, AVATAR_UPLOAD);
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
