import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '@/platform/access/access';

/** Security headers (docs/security.md): strict CSP with no inline scripts, HSTS only over HTTPS, no caching of API data. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // <style> elements stay allowed: Radix's dialogs lock the page scroll with one (react-remove-scroll).
        // Style attributes in markup are refused (docs/security.md, "Content-Security-Policy"); React's style
        // props go through the CSSOM, which CSP does not restrict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        styleSrcAttr: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Sent below, only when the request really came over HTTPS: HSTS over plain HTTP is meaningless.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none': no one may frame the portal, not even itself.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // A route that chose its own caching (a logo, a thumbnail whose URL names its hash) keeps it, unless it failed
    // after choosing: an error is never kept.
    if (isApiPath(request.url.split('?')[0] ?? '') && (reply.statusCode >= 400 || !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    reply.header('x-request-id', request.id);
    return payload;
  });
}
