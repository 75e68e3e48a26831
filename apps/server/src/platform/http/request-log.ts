import type { FastifyInstance } from 'fastify';
import { isApiPath, METRICS_PATH } from '@/platform/access/access';

/** Probes that hit the server every few seconds: their lines would drown the rest at info. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready', METRICS_PATH]);

/** Long paths are cut in the log: the line stays readable and bounded. */
const MAX_LOGGED_PATH = 512;

/**
 * One log line per request, when its response has finished (docs/operations.md, "Logs"): method, path without the
 * query string (which may carry tokens or search terms), route pattern, status, time, the request id (pino's
 * `reqId`) and the user's id when logged in. Never headers, cookies or bodies. Health probes, the metrics scrape
 * and the SPA's files (requests outside /api) are logged at debug when they succeed, everything else at info.
 * Fastify's own two lines per request are off (`disableRequestLogging` in app.ts).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = (request.url.split('?')[0] ?? '/').slice(0, MAX_LOGGED_PATH);
    const status = reply.statusCode;
    const quiet = status < 400 && (PROBE_PATHS.has(path) || !isApiPath(path));
    const line = {
      method: request.method,
      path,
      route: request.is404 ? null : (request.routeOptions.url ?? null),
      status,
      response_time_ms: Math.round(reply.elapsedTime * 10) / 10,
      user_id: request.actor?.userId ?? null,
    };
    if (quiet) request.log.debug(line, 'request completed');
    else request.log.info(line, 'request completed');
  });
}
