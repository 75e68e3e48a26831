import { holdsPermission, type KnownFlag, type PermissionRequirement } from '@portale/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { Actor } from '@/platform/auth/actor';
import { loadSession, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/platform/auth/sessions';
import type { Db } from '@/platform/db/database';
import { isFeatureEnabled } from '@/platform/flags/flags';
import { AppError, featureDisabled, MESSAGES, permissionMissing, unauthenticated } from '@/platform/http/errors';
import { getTenantConfig } from '@/platform/tenant/tenant-config';
import { checkMetricsAccess } from './metrics-access';
import { sameToken } from './same-token';

/**
 * Every /api route declares who may call it (DESIGN.md §4.4):
 * - 'public': anyone;
 * - 'login': any logged-in user;
 * - { permission?, feature? }: logged in, the feature flag on (a list: all of them), and the permission
 *   (a list: any of them);
 * - 'metrics': a monitoring scraper, no session: the METRICS_TOKEN bearer token, or without one a client on a
 *   private network (platform/access/metrics-access.ts). `/metrics` declares it, as every /api route declares its own.
 */
export type AccessRule =
  | 'public'
  | 'login'
  | 'metrics'
  | { permission?: PermissionRequirement; feature?: KnownFlag | readonly KnownFlag[] };

declare module 'fastify' {
  interface RouteShorthandOptions<
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends import('fastify').FastifySchema = import('fastify').FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
  > {
    access?: AccessRule;
  }
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** The logged-in user, or null. Set before any handler runs. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every route registered, with its access rule: the route-access test walks this. */
    routeAccessTable: RouteAccessEntry[];
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: AccessRule | undefined;
}

/** Routes registered by plugins we do not write (API docs); declared here, in the same one place. */
const PLUGIN_ROUTE_ACCESS: { prefix: string; access: AccessRule }[] = [
  { prefix: '/api/docs', access: 'public' },
  { prefix: '/api/openapi.json', access: 'public' },
];

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url === '/search';

/** The Prometheus endpoint, outside /api (scrapers expect it there) and still declared like an /api route. */
export const METRICS_PATH = '/metrics';

/** Paths whose routes must declare an access rule: the API and the metrics. */
export const needsAccessRule = (url: string) => isApiPath(url) || url === METRICS_PATH;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A browser request from another site: CSRF on public endpoints such as login, which have no session token. */
function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

export function sessionTokenFrom(request: FastifyRequest): string | undefined {
  return request.cookies[SECURE_SESSION_COOKIE] ?? request.cookies[SESSION_COOKIE];
}

function describe(requirement: PermissionRequirement): string {
  return typeof requirement === 'string' ? requirement : requirement.join(' o ');
}

/** Registers the access machinery. Must be registered before any route. */
export function registerAccessControl(app: FastifyInstance, db: Db, options: { metricsToken: string | null }): void {
  app.decorate('routeAccessTable', [] as RouteAccessEntry[]);
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    const access = route.access ?? PLUGIN_ROUTE_ACCESS.find((p) => route.url.startsWith(p.prefix))?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeAccessTable.push({ method, url: route.url, access });
    if (needsAccessRule(route.url) && !access) {
      throw new Error(`La rotta ${methods.join(',')} ${route.url} non dichiara la propria regola di accesso`);
    }
    if (access) route.config = { ...route.config, access };
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    if (access === 'metrics') return checkMetricsAccess(request, options.metricsToken);

    const features = typeof access === 'object' ? [access.feature ?? []].flat() : [];
    // Read live with the session, in the same query: a module turned off closes its API at once.
    let enabledFeatures: ReadonlySet<string> | null = null;
    const token = sessionTokenFrom(request);
    if (token) {
      const { security } = await getTenantConfig(db);
      const session = await loadSession(db, token, security.session_idle_minutes, request.ip, features);
      request.actor = session?.actor ?? null;
      enabledFeatures = session?.enabledFeatures ?? null;
    }

    const changesState = STATE_CHANGING.has(request.method);
    if (changesState && isCrossSite(request)) throw new AppError(403, 'CSRF_INVALID', MESSAGES.crossOrigin);
    if (access === 'public') return;

    const actor = request.actor;
    if (!actor) throw unauthenticated();
    if (changesState) {
      const sent = request.headers['x-csrf-token'];
      if (typeof sent !== 'string' || !sameToken(sent, actor.csrfToken)) {
        throw new AppError(403, 'CSRF_INVALID', MESSAGES.csrf);
      }
    }
    if (access === 'login') return;
    // Spec §4/§8 guard order: authentication, then the feature, then the permission.
    for (const feature of features) {
      const on = enabledFeatures ? enabledFeatures.has(feature) : await isFeatureEnabled(db, feature);
      if (!on) throw featureDisabled(feature);
    }
    if (access.permission && !holdsPermission(actor.permissions, access.permission)) {
      request.log.info({ permission: describe(access.permission) }, 'permission missing');
      throw permissionMissing();
    }
  });
}

/** The actor of a route whose access rule guarantees a login. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}
