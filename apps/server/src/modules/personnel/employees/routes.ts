import type { FastifyInstance } from 'fastify';

/** Personnel: employees (issue 7). */
export async function employeeRoutes(_app: FastifyInstance): Promise<void> {}
