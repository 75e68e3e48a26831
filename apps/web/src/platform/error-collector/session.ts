// What start-up needs of the collector's context: the page session and a snapshot of the page. The rest of the
// context (redaction, browser facts) is in context.ts, loaded with the recorder.
import { ERROR_COLLECTOR_STORAGE_KEYS } from '@portale/shared';

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

/** The address and title of the page an error happened on. */
export interface PageSnapshot {
  href: string;
  title: string;
}

export function pageSnapshot(): PageSnapshot {
  return { href: window.location.href, title: document.title };
}
