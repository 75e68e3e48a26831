// The error collector's recording and sending: loaded by index.ts with the first error, so a visitor whose page has
// none does not download it (docs/benchmarks.md, "Public site").
import { AUTOMATIC_ERROR_TYPES, type ErrorBatchPayloadInput, sanitizeUrl } from '@portale/shared';
import { type ApiFailure, apiPost } from '@/platform/api-client';
import { useConfigStore } from '@/platform/config-store';
import { captureError, captureOffline, captureRejection } from './capture';
import { ErrorCollector } from './collector';
import { componentPath } from './component-path';
import { describeThrown, type RawError } from './records';
import type { CollectorSession, PageSnapshot } from './session';
import { SUBMIT_ERROR_PATH } from './submit-path';

type Collector = Pick<ErrorCollector, 'record' | 'flush'>;

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

/** An error caught by a React error boundary, or uncaught by any, with its component path (spec §9, depth max 10). */
export function recordComponentError(
  collector: Pick<ErrorCollector, 'record'>,
  error: Error,
  componentStack: string | null | undefined,
  caught: boolean,
): void {
  const described = describeThrown(error);
  const path = componentPath(componentStack);
  collector.record({
    type: AUTOMATIC_ERROR_TYPES.component,
    message: described.message,
    stack: described.stack,
    context: { component_path: path, component_depth: path.length, caught_by_boundary: caught },
  });
}

/** What happened before the recorder loaded, with when and where it happened. */
export type SeenError =
  | { kind: 'error'; event: Event }
  | { kind: 'rejection'; reason: unknown }
  | { kind: 'offline' }
  | { kind: 'api'; failure: ApiFailure }
  | { kind: 'component'; error: Error; componentStack: string | null | undefined; caught: boolean };

export interface Recorder {
  collector: ErrorCollector;
  record: (seen: SeenError, at: number, page: PageSnapshot) => void;
}

/**
 * The page's collector. Sending follows the admin's auto-submit setting from the public configuration, live;
 * critical errors recorded while sending was off go as soon as an admin turns it on.
 */
export function createRecorder(session: CollectorSession): Recorder {
  const isEnabled = () => useConfigStore.getState().config?.auto_error_submission === true;
  const collector = new ErrorCollector({
    session,
    isOnline: () => navigator.onLine !== false,
    isAutoSubmitEnabled: isEnabled,
    send: (payload: ErrorBatchPayloadInput) => apiPost(SUBMIT_ERROR_PATH, payload, { redirectOnUnauthorized: false }),
  });
  let wasEnabled = isEnabled();
  useConfigStore.subscribe(() => {
    const enabled = isEnabled();
    if (enabled && !wasEnabled) void collector.flush('critical');
    wasEnabled = enabled;
  });
  collector.start();
  const record = (seen: SeenError, at: number, page: PageSnapshot) => {
    // The time and page of the error, not of the moment the recorder got to it.
    const stamped: Collector = {
      record: (raw: RawError) => collector.record({ ...raw, at, page }),
      flush: (scope) => collector.flush(scope),
    };
    if (seen.kind === 'error') captureError(stamped, seen.event);
    else if (seen.kind === 'rejection') captureRejection(stamped, seen.reason);
    else if (seen.kind === 'offline') captureOffline(stamped);
    else if (seen.kind === 'api') recordApiFailure(stamped, seen.failure);
    else recordComponentError(stamped, seen.error, seen.componentStack, seen.caught);
  };
  return { collector, record };
}
