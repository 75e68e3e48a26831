import { AUTOMATIC_ERROR_TYPES, type ErrorBatchPayloadInput, sanitizeUrl } from '@portale/shared';
import { type ApiFailure, apiPost, onApiFailure } from '@/platform/api-client';
import { useConfigStore } from '@/platform/config-store';
import { installErrorCapture } from './capture';
import { ErrorCollector } from './collector';
import { componentPath } from './component-path';
import { beginPageSession, sessionStorageOrNull } from './context';
import { describeThrown } from './records';

export { ErrorCollector } from './collector';

/** Spec §7: where manual reports, quick reports and automatic batches go. */
export const SUBMIT_ERROR_PATH = '/api/self-healing/submit-error';

let active: ErrorCollector | null = null;

/** Failed API calls, for the error collector. A 401 is the session ending, handled by the login redirect, not a fault. */
export function recordApiFailure(collector: Pick<ErrorCollector, 'record'>, { method, path, error }: ApiFailure) {
  if (error.status === 401 || path.startsWith(SUBMIT_ERROR_PATH)) return;
  const url = sanitizeUrl(path);
  const message =
    error.status === 0
      ? `Network error: ${error.originalMessage || 'Failed to fetch'} (${method} ${url})`
      : `Request failed with status code ${error.status}: ${method} ${url}`;
  collector.record({
    type: AUTOMATIC_ERROR_TYPES.api,
    message,
    context: {
      method,
      url,
      status: error.status,
      code: error.code,
      request_id: error.requestId,
      server_message: error.message,
    },
  });
}

/**
 * An error caught by a React error boundary (a ui ErrorBoundary, a route's error component) or uncaught by
 * any: recorded with the component path (spec §9, depth max 10). API failures and router redirects thrown
 * through rendering are left out: the API hook already has the former, the latter are not errors.
 */
export function reportComponentError(error: unknown, componentStack?: string | null, caught = true): void {
  if (!active || !(error instanceof Error) || error.name === 'ApiError') return;
  const described = describeThrown(error);
  const path = componentPath(componentStack);
  active.record({
    type: AUTOMATIC_ERROR_TYPES.component,
    message: described.message,
    stack: described.stack,
    context: { component_path: path, component_depth: path.length, caught_by_boundary: caught },
  });
}

/**
 * Starts error collection once, at start-up, before the configuration arrives (errors before that wait in
 * the queue). Sending follows the admin's auto-submit setting from the public configuration, live.
 */
export function startErrorCollector(): ErrorCollector {
  if (active) return active;
  const isEnabled = () => useConfigStore.getState().config?.auto_error_submission === true;
  const collector = new ErrorCollector({
    session: beginPageSession(sessionStorageOrNull()),
    isOnline: () => navigator.onLine !== false,
    isAutoSubmitEnabled: isEnabled,
    send: (payload: ErrorBatchPayloadInput) => apiPost(SUBMIT_ERROR_PATH, payload, { redirectOnUnauthorized: false }),
  });
  installErrorCapture(collector);
  onApiFailure((failure) => recordApiFailure(collector, failure));
  // Critical errors recorded while sending was off go as soon as an admin turns it on.
  let wasEnabled = isEnabled();
  useConfigStore.subscribe(() => {
    const enabled = isEnabled();
    if (enabled && !wasEnabled) void collector.flush('critical');
    wasEnabled = enabled;
  });
  collector.start();
  active = collector;
  return collector;
}
