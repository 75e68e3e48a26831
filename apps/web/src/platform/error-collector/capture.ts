import { AUTOMATIC_ERROR_TYPES, sanitizeUrl } from '@portale/shared';
import type { ErrorCollector } from './collector';
import { listenForErrors } from './listeners';
import { describeThrown } from './records';

type Collector = Pick<ErrorCollector, 'record' | 'flush'>;

const RESOURCE_TAGS = new Set(['IMG', 'SCRIPT', 'LINK', 'VIDEO', 'AUDIO', 'SOURCE', 'IFRAME']);

/** The address a failed element tried to load. */
function resourceUrl(element: Element): string {
  const media = element as Partial<HTMLImageElement & HTMLLinkElement>;
  return media.currentSrc || media.src || media.href || '';
}

/** Errors are already recorded by the API hook when they are API failures; the others are new. */
function isApiFailure(value: unknown): boolean {
  return value instanceof Error && value.name === 'ApiError';
}

/** Records a window error or a resource load failure. */
export function captureError(collector: Collector, event: Event): void {
  const target = event.target;
  // Resource failures do not bubble: the capture-phase listener sees them with the element as target.
  if (target instanceof Element && RESOURCE_TAGS.has(target.tagName)) {
    const url = sanitizeUrl(resourceUrl(target));
    const tag = target.tagName.toLowerCase();
    collector.record({
      type: AUTOMATIC_ERROR_TYPES.resource,
      message: `Failed to load ${tag}: ${url}`,
      filename: url || null,
      context: { tag, url },
    });
    return;
  }
  if (!(event instanceof ErrorEvent)) return;
  if (isApiFailure(event.error)) return;
  // Cross-origin scripts give no error object, only "Script error." (ignored by spec §8).
  const described = event.error ? describeThrown(event.error) : null;
  collector.record({
    type: AUTOMATIC_ERROR_TYPES.javascript,
    message: described?.message || event.message || 'Errore sconosciuto',
    stack: described?.stack ?? null,
    filename: event.filename || null,
    lineno: event.lineno || null,
    colno: event.colno || null,
  });
}

/** Records an unhandled rejection (the listener has already suppressed the browser's default handling). */
export function captureRejection(collector: Collector, reason: unknown): void {
  if (isApiFailure(reason)) return;
  const described = describeThrown(reason);
  collector.record({
    type: AUTOMATIC_ERROR_TYPES.unhandledRejection,
    // Rejections with a value that is not an Error say so; spec §8 ignores them.
    message: described.isError ? described.message : `Non-Error promise rejection: ${described.message}`,
    stack: described.stack,
  });
}

/** Spec §4: going offline records a network error. */
export function captureOffline(collector: Collector): void {
  collector.record({
    type: AUTOMATIC_ERROR_TYPES.network,
    message: 'Network error: connessione a internet persa (offline)',
    context: { online: false },
  });
}

/**
 * Listens for window errors, resource load failures, unhandled rejections and connection changes (spec §4:
 * going offline records a network error, coming online sends the queue). Returns the uninstaller.
 */
export function installErrorCapture(collector: Collector, target: Window = window): () => void {
  return listenForErrors(
    {
      error: (event) => captureError(collector, event),
      rejection: (event) => captureRejection(collector, event.reason),
      offline: () => captureOffline(collector),
      online: () => void collector.flush('all'),
    },
    target,
  );
}
