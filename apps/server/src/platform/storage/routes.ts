import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import type { Actor } from '@/platform/auth/actor';
import { sendStoredFile } from '@/platform/http/downloads';
import { notFound } from '@/platform/http/errors';
import { type FileRow, findFile, STORAGE_MESSAGES } from './files';

/** Who, besides a file's owner, may read the files of one purpose through `GET /api/files/{id}`. */
export type FileReadRule = (actor: Actor, file: FileRow) => boolean;

const readRules = new Map<string, FileReadRule>();

/**
 * A module opens the files of its purpose to more readers than their owner (profile: avatars to every logged-in
 * colleague). Without a rule a file stays private to its owner. Registered once, at start-up.
 */
export function registerFileReadRule(purpose: string, rule: FileReadRule): void {
  readRules.set(purpose, rule);
}

export function mayReadFile(actor: Actor, file: FileRow): boolean {
  return file.owner_user_id === actor.userId || (readRules.get(file.purpose)?.(actor, file) ?? false);
}

const FileParams = z.object({ id: z.string() });
const UUID = z.uuid();
const FILE_CACHE_CONTROL = 'private, max-age=3600';

/** `/api/files`: stored files, streamed, each read through its purpose's rule. */
export async function fileRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:id',
    {
      access: 'login',
      schema: { tags: ['files'], params: FileParams },
      // The platform marks every API answer no-store; route-level onSend runs after it, so files may be cached
      // privately (never by shared proxies: they are only for logged-in users).
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200 || reply.statusCode === 206) reply.header('cache-control', FILE_CACHE_CONTROL);
        return payload;
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      // A malformed id is just an unknown file, not a validation error worth explaining; so is one not for you.
      const file = UUID.safeParse(request.params.id).success ? await findFile(app.db, request.params.id) : null;
      if (!file || !mayReadFile(actor, file)) throw notFound(STORAGE_MESSAGES.fileNotFound);
      return sendStoredFile(request, reply, app.storage, file);
    },
  );
}
