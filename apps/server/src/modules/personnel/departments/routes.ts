import type { FastifyInstance } from 'fastify';

/** Personnel: departments (issue 7). */
export async function departmentRoutes(_app: FastifyInstance): Promise<void> {}
