import type { FastifyInstance } from 'fastify';

/** Personnel: skills (issue 7). */
export async function skillRoutes(_app: FastifyInstance): Promise<void> {}
