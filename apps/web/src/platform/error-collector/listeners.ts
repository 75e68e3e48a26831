/** What the window's error events are handed to. */
export interface ErrorSink {
  error: (event: Event) => void;
  rejection: (event: PromiseRejectionEvent) => void;
  offline: () => void;
  online: () => void;
}

/**
 * Listens for window errors, resource load failures (capture phase: they do not bubble), unhandled rejections and
 * connection changes. Spec §8: unhandled rejections are suppressed from the browser's default handling (the console
 * report), here, at once, whether or not the recording code has loaded yet. Returns the uninstaller.
 */
export function listenForErrors(sink: ErrorSink, target: Window = window): () => void {
  const rejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    sink.rejection(event);
  };
  target.addEventListener('error', sink.error, true);
  target.addEventListener('unhandledrejection', rejection);
  target.addEventListener('offline', sink.offline);
  target.addEventListener('online', sink.online);
  return () => {
    target.removeEventListener('error', sink.error, true);
    target.removeEventListener('unhandledrejection', rejection);
    target.removeEventListener('offline', sink.offline);
    target.removeEventListener('online', sink.online);
  };
}
