import {
  type AutomaticErrorRecordInput,
  classifyErrorSeverity,
  type ErrorSeverity,
  redactDeep,
  redactSecrets,
  SUBMIT_LIMITS,
  sanitizeUrl,
} from '@portale/shared';
import { currentBrowserContext, currentPageContext } from './context';
import type { CollectorSession, PageSnapshot } from './session';

/** What a capture point knows about an error, before the page and browser context are added. */
export interface RawError {
  type: string;
  message: string;
  stack?: string | null;
  filename?: string | null;
  lineno?: number | null;
  colno?: number | null;
  /** Extra facts (component path, request method and status, resource tag). Never form values. */
  context?: Record<string, unknown> | null;
  /** When it happened (epoch ms), if recorded later than that; the time of recording otherwise. */
  at?: number;
  /** The page it happened on, if recorded later than that; the current page otherwise. */
  page?: PageSnapshot;
}

/** A queued record: the spec §3 automatic error record with its severity always set. */
export type QueuedRecord = AutomaticErrorRecordInput & { severity: ErrorSeverity };

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** "TypeError: x is undefined" for Error objects (the name feeds the §4 severity rules), else the text. */
export function describeThrown(value: unknown): { message: string; stack: string | null; isError: boolean } {
  if (value instanceof Error) {
    const name = value.name || 'Error';
    const text = value.message || '';
    const message = text.startsWith(`${name}:`) || !text ? text || name : `${name}: ${text}`;
    return { message, stack: typeof value.stack === 'string' ? value.stack : null, isError: true };
  }
  if (typeof value === 'string') return { message: value, stack: null, isError: false };
  let shown: string;
  try {
    shown = JSON.stringify(value) ?? String(value);
  } catch {
    shown = String(value);
  }
  return { message: shown, stack: null, isError: false };
}

/**
 * Spec §3 automatic error record. Messages, stacks and addresses go through the shared redaction, so tokens
 * in query strings, bearer headers or e-mail addresses never leave the browser.
 */
export function buildRecord(raw: RawError, session: CollectorSession, recordedAt = new Date()): QueuedRecord {
  const now = raw.at === undefined ? recordedAt : new Date(raw.at);
  const message = cut(redactSecrets(raw.message), SUBMIT_LIMITS.messageMaxChars);
  return {
    type: raw.type,
    message,
    filename: raw.filename ? sanitizeUrl(raw.filename) : null,
    lineno: raw.lineno ?? null,
    colno: raw.colno ?? null,
    stack: raw.stack ? cut(redactSecrets(raw.stack), SUBMIT_LIMITS.stackMaxChars) : null,
    timestamp: now.toISOString(),
    url: sanitizeUrl(raw.page?.href ?? window.location.href),
    user_agent: cut(navigator.userAgent, SUBMIT_LIMITS.userAgentMaxChars),
    automatic: true,
    manual_report: false,
    error_context: raw.context ? (redactDeep(raw.context) as Record<string, unknown>) : null,
    session_id: session.sessionId,
    page_context: currentPageContext(raw.page),
    browser_context: currentBrowserContext(now),
    severity: classifyErrorSeverity({ type: raw.type, message }),
  };
}
