import type { FastifyInstance } from 'fastify';

/** Personnel: allocation (issue 7). */
export async function allocationRoutes(_app: FastifyInstance): Promise<void> {}
