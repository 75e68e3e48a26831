import type { FastifyInstance } from 'fastify';
import { isApiPath, METRICS_PATH } from '@/platform/access/access';

/** Probes that hit the server every few seconds: their lines would drown the rest at info. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready', METRICS_PATH]);

/** Long paths are cut in the log: the line stays readable and bounded. */
const MAX_LOGGED_PATH = 512;

/** Path parameters that carry a secret (one-time links `/api/auth/tokens/:token`): masked in the logged path. */
const SECRET_PARAM = /token|secret|password|key/i;
const MASK = '[riservato]';

/** The path without its query string, with the values of secret path parameters masked. */
export function loggedPath(url: string, params: unknown): string {
  let path = url.split('?')[0] ?? '/';
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
      if (!SECRET_PARAM.test(name) || typeof value !== 'string' || value === '') continue;
      path = path.split(encodeURIComponent(value)).join(MASK).split(value).join(MASK);
    }
  }
  return path.slice(0, MAX_LOGGED_PATH);
}

/**
 * One log line per request, when its response has finished (docs/operations.md, "Logs"): method, path without the
 * query string (which may carry tokens or search terms) and with secret path parameters masked, route pattern, status, time, the request id (pino's
 * `reqId`) and the user's id when logged in. Never headers, cookies or bodies. Health probes, the metrics scrape
 * and the SPA's files (requests outside /api) are logged at debug when they succeed, everything else at info.
 * Fastify's own two lines per request are off (`disableRequestLogging` in app.ts).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = loggedPath(request.url, request.params);
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
