import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { isApiPath, METRICS_PATH } from '@/platform/access/access';
import type { Database } from '@/platform/db/database';
import type { JobRun, Scheduler } from '@/platform/jobs/scheduler';
import type { RealtimeHub } from '@/platform/realtime/hub';

export interface MetricsSources {
  database: Database;
  /** DATABASE_POOL_MAX; the embedded database is one in-process connection. */
  poolMax: number;
  realtime: RealtimeHub;
  scheduler: Scheduler;
}

/**
 * The `route` label: the route's pattern (`/api/personnel/employees/:id`), never the URL, so the number of series
 * stays bounded whatever clients request. Files of the SPA are one `static` label, the SPA's own client-side routes
 * (answered with index.html) one `spa`, and everything unmatched one `unmatched`.
 */
export function routeLabel(request: FastifyRequest, status: number): string {
  const pattern = request.routeOptions.url;
  if (!pattern || request.is404) return status < 400 && request.method === 'GET' ? 'spa' : 'unmatched';
  return isApiPath(pattern) || pattern === METRICS_PATH ? pattern : 'static';
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * The Prometheus metrics of one server (docs/operations.md, "Prometheus metrics"). A registry per app, not
 * prom-client's global one, so tests can build several apps in one process.
 */
export function createMetrics(sources: MetricsSources): {
  registry: Registry;
  observeRequest(request: FastifyRequest, status: number, ms: number): void;
} {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'portale_http_requests_total',
    help: 'Richieste HTTP completate, per metodo, rotta e classe di stato',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'portale_http_request_duration_seconds',
    help: 'Durata delle richieste HTTP in secondi, per metodo, rotta e classe di stato',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const { database, poolMax, realtime, scheduler } = sources;
  new Gauge({
    name: 'portale_db_pool_connections',
    help: 'Connessioni al database per stato (total, idle, waiting); PGlite: una connessione nel processo',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = database.pool;
      // PGlite runs in this process on one connection and queues queries inside itself: only the total is known.
      if (!pool) return void this.set({ state: 'total' }, 1);
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'portale_db_pool_max',
    help: 'Connessioni massime del pool (DATABASE_POOL_MAX; 1 con PGlite)',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      this.set({ kind: database.kind }, database.pool ? poolMax : 1);
    },
  });
  new Gauge({
    name: 'portale_sse_clients',
    help: 'Flussi di eventi (SSE) aperti su questa istanza',
    registers,
    collect() {
      this.set(realtime.connections);
    },
  });

  const jobRuns = new Counter({
    name: 'portale_job_runs_total',
    help: 'Esecuzioni dei job pianificati',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'portale_job_failures_total',
    help: 'Esecuzioni fallite dei job pianificati',
    labelNames: ['job'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'portale_job_duration_seconds',
    help: 'Durata delle esecuzioni dei job pianificati in secondi',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });
  scheduler.onRun((run: JobRun) => {
    jobRuns.inc({ job: run.name });
    if (run.failed) jobFailures.inc({ job: run.name });
    jobDuration.observe({ job: run.name }, run.durationMs / 1000);
  });

  return {
    registry,
    observeRequest(request, status, ms) {
      const labels = { method: request.method, route: routeLabel(request, status), status_class: statusClass(status) };
      requests.inc(labels);
      duration.observe(labels, ms / 1000);
    },
  };
}

/** `GET /metrics` in the Prometheus text format, and the hook that counts every request. */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): void {
  const metrics = createMetrics(sources);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request, reply.statusCode, reply.elapsedTime);
  });
  app.get(METRICS_PATH, { access: 'metrics', schema: { hide: true } }, async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
  app.addHook('onClose', async () => metrics.registry.clear());
}
