import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import {
  FLAG_REFRESH_INTERVAL_MS,
  FLAG_REFRESH_MIN_GAP_MS,
  initFlags,
  isFeatureEnabled,
  refreshFlags,
  resetFlagRefreshClock,
  startFlagRefresh,
  useFlagsStore,
} from './flags-store';

const FLAGS_PATH = 'GET /api/feature-flags/public';

/** The server's flags, changeable between calls; counts how often they were asked for. */
function serverFlags(initial: Record<string, boolean>) {
  let current = initial;
  let failing = false;
  const fetchMock = mockFetch({
    [FLAGS_PATH]: () => (failing ? fail(503, 'SERVICE_UNAVAILABLE', 'Servizio non disponibile') : ok(current)),
  });
  return {
    set: (next: Record<string, boolean>) => {
      current = next;
    },
    fail: (value: boolean) => {
      failing = value;
    },
    calls: () => fetchMock.mock.calls.length,
  };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let stop: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  resetFlagRefreshClock();
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('feature flag refresh', () => {
  it('re-fetches when the window regains focus, at most once per 30 seconds', async () => {
    const server = serverFlags({ dashboard_module: true });
    await initFlags();
    stop = startFlagRefresh();
    server.set({ dashboard_module: false });

    // Just loaded: a focus right away does not ask again.
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(server.calls()).toBe(1));
    expect(isFeatureEnabled('dashboard_module')).toBe(true);

    vi.advanceTimersByTime(FLAG_REFRESH_MIN_GAP_MS);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(isFeatureEnabled('dashboard_module')).toBe(false));
    expect(server.calls()).toBe(2);

    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    await Promise.resolve();
    expect(server.calls()).toBe(2);
  });

  it('re-fetches when the tab becomes visible again, not when it is hidden', async () => {
    const server = serverFlags({ recruiting_module: true });
    await initFlags();
    stop = startFlagRefresh();
    vi.advanceTimersByTime(FLAG_REFRESH_MIN_GAP_MS);

    setVisibility('hidden');
    expect(server.calls()).toBe(1);
    server.set({ recruiting_module: false });
    setVisibility('visible');
    await vi.waitFor(() => expect(isFeatureEnabled('recruiting_module')).toBe(false));
    expect(server.calls()).toBe(2);
  });

  it('re-fetches every 5 minutes while the tab is visible, and skips while it is hidden', async () => {
    const server = serverFlags({ help_module: true });
    await initFlags();
    stop = startFlagRefresh();

    server.set({ help_module: false });
    vi.advanceTimersByTime(FLAG_REFRESH_INTERVAL_MS - 1);
    expect(server.calls()).toBe(1);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(isFeatureEnabled('help_module')).toBe(false));
    expect(server.calls()).toBe(2);

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    vi.advanceTimersByTime(FLAG_REFRESH_INTERVAL_MS);
    expect(server.calls()).toBe(2);
  });

  it('a forced refresh (the admin just changed a flag) skips the throttle', async () => {
    const server = serverFlags({ beta_features: false });
    await initFlags();
    server.set({ beta_features: true });
    await refreshFlags({ force: true });
    expect(server.calls()).toBe(2);
    expect(isFeatureEnabled('beta_features')).toBe(true);
  });

  it('keeps the known flags when a refresh fails, and keeps the same object when nothing changed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = serverFlags({ ceo_module: true });
    await initFlags();
    const before = useFlagsStore.getState().flags;

    await refreshFlags({ force: true });
    expect(useFlagsStore.getState().flags).toBe(before);

    server.fail(true);
    await refreshFlags({ force: true });
    expect(warn).toHaveBeenCalledOnce();
    expect(useFlagsStore.getState()).toMatchObject({ flags: { ceo_module: true }, failed: false });
  });

  it('recovers flags that failed to load at start-up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = serverFlags({ funding_module: true });
    server.fail(true);
    await expect(initFlags()).rejects.toThrow();
    expect(useFlagsStore.getState().failed).toBe(true);

    server.fail(false);
    await refreshFlags({ force: true });
    expect(useFlagsStore.getState()).toMatchObject({ failed: false, flags: { funding_module: true } });
  });

  it('starts once however often it is called, and stops listening when stopped', async () => {
    const server = serverFlags({ dashboard_module: true });
    stop = startFlagRefresh();
    expect(startFlagRefresh()).toBe(stop);
    stop();
    stop = null;
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(FLAG_REFRESH_INTERVAL_MS);
    await Promise.resolve();
    expect(server.calls()).toBe(0);
  });
});
