import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getTenantConfig } from '@/platform/tenant/tenant-config';
import { withFirstScreen } from './first-screen';

/**
 * `GET /`: the built index.html with the home page's first screen in it (first-screen.ts). Compressed on the fly
 * (register it after the compression plugin), revalidated on every visit (`no-cache`) with an ETag of the page.
 */
export function registerHomePage(app: FastifyInstance, webDist: string): void {
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const html = withFirstScreen(indexHtml, await getTenantConfig(app.db));
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag).type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(html);
  });
}
