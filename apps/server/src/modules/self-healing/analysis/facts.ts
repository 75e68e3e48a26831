import type { ErrorPattern, ErrorSample } from '@portale/shared';

/** Everything the analysers and the prompt know about a pattern. */
export interface PatternFacts {
  pattern: ErrorPattern;
  topFrames: string[];
  samples: ErrorSample[];
}

const MAX_SUSPECTS = 8;

/** The path of a URL or of a path-like string, without origin, query and hash. */
export function pathOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  return path.startsWith('/') ? path : null;
}

/** Segments that are record ids in a URL: numbers, UUIDs, long hex. */
const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8}-[0-9a-f-]{27}|[0-9a-f]{12,})$/i;

/** The pages where the pattern was seen, most recent first. */
export function pagesOf(facts: PatternFacts): string[] {
  const pages = new Set<string>();
  for (const sample of facts.samples) {
    const pathname = sample.page_context?.pathname;
    const path = typeof pathname === 'string' ? pathOf(pathname) : pathOf(sample.url);
    if (path) pages.add(path);
  }
  const last = pathOf(facts.pattern.last_url);
  if (last) pages.add(last);
  return [...pages];
}

/** API paths named in the messages of the pattern ("GET /api/leave/requests failed …"). */
export function apiPathsOf(facts: PatternFacts): string[] {
  const found = new Set<string>();
  for (const text of [facts.pattern.message, ...facts.samples.map((s) => s.message)]) {
    for (const match of text.matchAll(/\/api\/[\w\-/<>]+/g)) found.add(match[0]);
  }
  return [...found];
}

/** Component names from React component errors (error_context.component_path). */
export function componentsOf(facts: PatternFacts): string[] {
  for (const sample of facts.samples) {
    const path = sample.error_context?.component_path;
    if (Array.isArray(path)) return path.filter((p): p is string => typeof p === 'string');
  }
  return [];
}

/**
 * Files worth opening first, guessed from where the error was seen: the route and module of the page, the
 * server module of an API path, and source files in dev-server stack frames. Guesses, and said to be.
 */
export function suspectedFiles(facts: PatternFacts): string[] {
  const files = new Set<string>();
  for (const frame of facts.topFrames) {
    const file = frame.split('@')[1] ?? '';
    const source = /(?:^|\/)(src\/[\w\-/.]+\.(?:tsx?|jsx?))$/.exec(file);
    if (source) files.add(`apps/web/${source[1]}`);
  }
  for (const api of apiPathsOf(facts)) {
    const [, first, second] = api.split('/').filter(Boolean);
    if (!first) continue;
    const module = first === 'admin' && second ? second : first;
    files.add(`apps/server/src/modules/${module}/routes.ts`);
    files.add(`apps/server/src/modules/${module}/service.ts`);
  }
  for (const page of pagesOf(facts)) {
    const segments = page.split('/').filter(Boolean);
    if (segments[0] !== 'app' || segments.length < 2) continue;
    const routed = segments.map((s) => (ID_SEGMENT.test(s) ? '$id' : s));
    files.add(`apps/web/src/routes/${routed.join('/')}.tsx`);
    const module = segments[1] === 'admin' && segments[2] ? `admin/${segments[2]}` : segments[1];
    files.add(`apps/web/src/modules/${module}/`);
  }
  return [...files].slice(0, MAX_SUSPECTS);
}

/** "Modulo admin/users (pagina /app/admin/users)", or the API, or the public site. */
export function affectedAreaOf(facts: PatternFacts): string {
  const parts: string[] = [];
  const page = pagesOf(facts)[0];
  if (page) {
    const segments = page.split('/').filter(Boolean);
    if (segments[0] === 'app' && segments[1]) {
      const module = segments[1] === 'admin' && segments[2] ? `admin/${segments[2]}` : segments[1];
      parts.push(`modulo ${module} (pagina ${page})`);
    } else {
      parts.push(`sito pubblico (pagina ${page})`);
    }
  }
  const api = apiPathsOf(facts)[0];
  if (api) parts.push(`API ${api}`);
  const components = componentsOf(facts);
  if (components.length) parts.push(`componente ${components.slice(0, 3).join(' › ')}`);
  else if (facts.topFrames[0]) parts.push(`codice ${facts.topFrames[0]}`);
  return parts.length ? parts.join('; ') : 'Area non determinabile dai dati raccolti';
}
