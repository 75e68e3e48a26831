import { envelopeOf } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationFiles, pendingMigrations } from '@/platform/db/migrate';
import { MIGRATIONS_DIR } from '@/platform/db/migrations-dir';
import { ok } from '@/platform/http/envelope';

const Liveness = z.object({ status: z.literal('ok'), uptime_seconds: z.number() });

/**
 * Liveness, for the orchestrator's restart decision: the process answers, so its event loop turns. No database
 * round-trip: a slow or unreachable database must not get a healthy process killed (that is readiness's job).
 */
export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('', { access: 'public', schema: { tags: ['health'], response: { 200: envelopeOf(Liveness) } } }, async () =>
      ok({ status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) }),
    );
}

const Readiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.object({
    kind: z.enum(['embedded', 'server']),
    reachable: z.boolean(),
    latency_ms: z.number().nullable(),
  }),
  migrations: z.object({ expected: z.number(), pending: z.array(z.string()) }),
});

/** Past this the database counts as not answering: a load balancer waits on readiness, it must get an answer. */
export const READINESS_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness, for the load balancer: 200 when the database answers and every migration shipped with this build
 * is applied; 503 with the Italian reason otherwise, so traffic goes to the instances that can serve it.
 */
export async function readinessRoutes(app: FastifyInstance) {
  // The files ship with the build and never change while it runs: read once.
  const expected = migrationFiles(MIGRATIONS_DIR);
  app.withTypeProvider<ZodTypeProvider>().get(
    '',
    {
      access: 'public',
      schema: { tags: ['health'], response: { 200: envelopeOf(Readiness), 503: envelopeOf(Readiness) } },
    },
    async (_request, reply) => {
      const started = performance.now();
      const pending = await withTimeout(pendingMigrations(app.database, expected), READINESS_TIMEOUT_MS).catch(
        () => null,
      );
      const reachable = pending !== null;
      const ready = reachable && pending.length === 0;
      const body = {
        status: ready ? ('ready' as const) : ('not_ready' as const),
        database: {
          kind: app.database.kind,
          reachable,
          latency_ms: reachable ? Math.round((performance.now() - started) * 100) / 100 : null,
        },
        migrations: { expected: expected.length, pending: pending ?? [] },
      };
      const message = !reachable
        ? 'Database non raggiungibile'
        : pending.length > 0
          ? `Migrazioni del database non applicate: ${pending.join(', ')}`
          : 'Pronto';
      return reply.status(ready ? 200 : 503).send(ok(body, message));
    },
  );
}
