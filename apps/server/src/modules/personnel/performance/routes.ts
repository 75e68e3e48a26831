import type { FastifyInstance } from 'fastify';

/** Personnel: performance (issue 7). */
export async function performanceRoutes(_app: FastifyInstance): Promise<void> {}
