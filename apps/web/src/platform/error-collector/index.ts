// What start-up installs: the listeners and a queue. The recording code (redaction, ignore rules, severity, the
// batches) is recorder.ts, loaded with the first error; errors seen meanwhile wait in the queue with their time and
// page (docs/benchmarks.md, "Public site").
import { onApiFailure } from '@/platform/api-client';
import type { ErrorCollector } from './collector';
import { listenForErrors } from './listeners';
import type { Recorder, SeenError } from './recorder';
import { beginPageSession, type CollectorSession, pageSnapshot, sessionStorageOrNull } from './session';
import { SUBMIT_ERROR_PATH } from './submit-path';

export { SUBMIT_ERROR_PATH } from './submit-path';

/** This page load's session, once started. */
let session: CollectorSession | null = null;
let recorder: Recorder | null = null;
let loading: Promise<Recorder> | null = null;
const waiting: ((recorder: Recorder) => void)[] = [];

/**
 * Loads the recorder once. Should the download fail (offline, a new deployment), the queue stays and the next error
 * or the connection coming back tries again.
 */
function loadRecorder(session: CollectorSession): Promise<Recorder> {
  loading ??= import('./recorder').then(
    ({ createRecorder }) => {
      recorder = createRecorder(session);
      for (const task of waiting.splice(0)) task(recorder);
      return recorder;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Hands the recorder a task now, or once it has loaded. */
function withRecorder(task: (recorder: Recorder) => void): void {
  if (recorder) {
    task(recorder);
    return;
  }
  waiting.push(task);
  if (session) void loadRecorder(session).catch(() => undefined);
}

/** Records what was seen, stamped with the time and page of now. */
function seen(error: SeenError): void {
  if (!session) return;
  const at = Date.now();
  const page = pageSnapshot();
  withRecorder((loaded) => loaded.record(error, at, page));
}

/**
 * An error caught by a React error boundary (a ui ErrorBoundary, a route's error component) or uncaught by
 * any: recorded with the component path (spec §9, depth max 10). API failures and router redirects thrown
 * through rendering are left out: the API hook already has the former, the latter are not errors.
 */
export function reportComponentError(error: unknown, componentStack?: string | null, caught = true): void {
  if (!(error instanceof Error) || error.name === 'ApiError') return;
  seen({ kind: 'component', error, componentStack, caught });
}

/**
 * Starts error collection once, at start-up, before the configuration arrives: the session's page-load count and
 * start time are kept at once; the listeners queue what they see until the recorder has loaded.
 */
export function startErrorCollector(): void {
  if (session) return;
  session = beginPageSession(sessionStorageOrNull());
  listenForErrors({
    error: (event) => seen({ kind: 'error', event }),
    rejection: (event) => seen({ kind: 'rejection', reason: event.reason }),
    offline: () => seen({ kind: 'offline' }),
    // Coming back online sends the queue; with nothing recorded yet there is nothing to send (or load).
    online: () => {
      if (recorder || waiting.length > 0) withRecorder((loaded) => void loaded.collector.flush('all'));
    },
  });
  onApiFailure((failure) => {
    // A 401 is the session ending; the collector's own submissions are not reported to itself.
    if (failure.error.status === 401 || failure.path.startsWith(SUBMIT_ERROR_PATH)) return;
    seen({ kind: 'api', failure });
  });
}

/** The page's collector, loading the recorder if no error has loaded it yet (for tests). */
export async function loadErrorCollector(): Promise<ErrorCollector> {
  if (!session) throw new Error('startErrorCollector() has not run');
  return (await loadRecorder(session)).collector;
}
