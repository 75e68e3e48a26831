import { envelopeOf } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/platform/http/envelope';

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['embedded', 'server']),
    reachable: z.boolean(),
    latency_ms: z.number().nullable(),
  }),
  uptime_seconds: z.number(),
});

/** For load balancers: 200 when the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '',
    {
      access: 'public',
      schema: { tags: ['health'], response: { 200: envelopeOf(Health), 503: envelopeOf(Health) } },
    },
    async (_request, reply) => {
      const started = performance.now();
      const reachable = await app.database.query('select 1').then(
        () => true,
        () => false,
      );
      const body = {
        status: reachable ? ('ok' as const) : ('degraded' as const),
        database: {
          kind: app.database.kind,
          reachable,
          latency_ms: reachable ? Math.round((performance.now() - started) * 100) / 100 : null,
        },
        uptime_seconds: Math.round(process.uptime()),
      };
      return reply.status(reachable ? 200 : 503).send(ok(body, reachable ? 'OK' : 'Database non raggiungibile'));
    },
  );
}
