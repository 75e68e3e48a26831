import { type BrowserContext, type PageContext, redactSecrets, sanitizeUrl } from '@portale/shared';
import type { PageSnapshot } from './session';

/**
 * Spec §3 page context: title, pathname, search, hash, referrer; secrets in the query and referrer masked. Of the
 * current page, or of the page an error was seen on.
 */
export function currentPageContext(page?: PageSnapshot): PageContext {
  const { pathname, search, hash } = page ? new URL(page.href) : window.location;
  return {
    title: (page ? page.title : document.title) || null,
    pathname,
    search: search ? sanitizeUrl(search) : null,
    hash: hash ? redactSecrets(hash) : null,
    referrer: document.referrer ? sanitizeUrl(document.referrer) : null,
  };
}

type NavigatorExtras = Navigator & {
  connection?: { effectiveType?: string; downlink?: number; rtt?: number; saveData?: boolean };
};
type PerformanceExtras = Performance & {
  memory?: { usedJSHeapSize?: number; totalJSHeapSize?: number; jsHeapSizeLimit?: number };
};

/** Spec §3 browser context: viewport, memory, connection, local time (what the browser exposes). */
export function currentBrowserContext(now = new Date()): BrowserContext {
  const connection = (navigator as NavigatorExtras).connection;
  const memory = (performance as PerformanceExtras).memory;
  return {
    viewport: { width: window.innerWidth, height: window.innerHeight },
    memory: memory
      ? {
          used_js_heap_size: memory.usedJSHeapSize ?? null,
          total_js_heap_size: memory.totalJSHeapSize ?? null,
          js_heap_size_limit: memory.jsHeapSizeLimit ?? null,
        }
      : null,
    connection: connection
      ? {
          effective_type: connection.effectiveType ?? null,
          downlink: connection.downlink ?? null,
          rtt: connection.rtt ?? null,
          save_data: connection.saveData ?? null,
        }
      : null,
    local_time: now.toString().slice(0, 64),
  };
}
