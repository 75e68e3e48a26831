import {
  type BrowserContext,
  ERROR_COLLECTOR_STORAGE_KEYS,
  type PageContext,
  redactSecrets,
  sanitizeUrl,
} from '@portale/shared';

/** Spec §9: the session id, the page-load count and the page start time live in session storage. */
export interface CollectorSession {
  sessionId: string;
  pageLoads: number;
  /** Epoch ms of this page load. */
  pageStart: number;
}

function newSessionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Called once per page load: keeps the tab's session id, counts the load and stamps its start. Storage may be
 * unavailable (privacy modes): the collector then works with values held in memory.
 */
export function beginPageSession(storage: Storage | null, now = Date.now()): CollectorSession {
  const keys = ERROR_COLLECTOR_STORAGE_KEYS;
  let sessionId = '';
  let pageLoads = 0;
  try {
    sessionId = storage?.getItem(keys.sessionId) ?? '';
    pageLoads = Number(storage?.getItem(keys.pageLoads) ?? 0) || 0;
  } catch {
    // Storage blocked: fall through to fresh values.
  }
  const session = { sessionId: sessionId || newSessionId(), pageLoads: pageLoads + 1, pageStart: now };
  try {
    storage?.setItem(keys.sessionId, session.sessionId);
    storage?.setItem(keys.pageLoads, String(session.pageLoads));
    storage?.setItem(keys.pageStart, String(session.pageStart));
  } catch {
    // Same as above: the in-memory session is enough.
  }
  return session;
}

export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Spec §3 page context: title, pathname, search, hash, referrer; secrets in the query and referrer masked. */
export function currentPageContext(): PageContext {
  const { pathname, search, hash } = window.location;
  return {
    title: document.title || null,
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
