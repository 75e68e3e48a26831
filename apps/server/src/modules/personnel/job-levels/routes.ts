import type { FastifyInstance } from 'fastify';

/** Personnel: job-levels (issue 7). */
export async function jobLevelRoutes(_app: FastifyInstance): Promise<void> {}
