import type { PublicFlags } from '@portale/shared';
import { create } from 'zustand';
import { apiGet } from './api-client';

interface FlagsState {
  flags: PublicFlags;
  initialized: boolean;
  /** Spec §8: if flag initialisation fails, navigation is still allowed; guards read this. */
  failed: boolean;
  setFlags: (flags: PublicFlags) => void;
  setFailed: () => void;
}

function sameFlags(a: PublicFlags, b: PublicFlags): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export const useFlagsStore = create<FlagsState>()((set) => ({
  flags: {},
  initialized: false,
  failed: false,
  // An unchanged answer keeps the same object: the sidebar does not re-render and the guard keeps its cache.
  setFlags: (flags) =>
    set((state) => ({ flags: sameFlags(state.flags, flags) ? state.flags : flags, initialized: true, failed: false })),
  setFailed: () => set({ initialized: true, failed: true }),
}));

/** When the flags were last asked for, and the request still running: the refresh throttle reads both. */
let lastRefreshAt = 0;
let inFlight: Promise<void> | null = null;

const fetchPublicFlags = () => apiGet<PublicFlags>('/api/feature-flags/public');

export async function initFlags(): Promise<PublicFlags> {
  try {
    const flags = await fetchPublicFlags();
    useFlagsStore.getState().setFlags(flags);
    lastRefreshAt = Date.now();
    return flags;
  } catch (error) {
    useFlagsStore.getState().setFailed();
    throw error;
  }
}

/** Unknown keys count as disabled. */
export function isFeatureEnabled(key: string): boolean {
  return useFlagsStore.getState().flags[key] === true;
}

export function useFeatureEnabled(key: string): boolean {
  return useFlagsStore((state) => state.flags[key] === true);
}

/**
 * Open apps pick up an admin's flag change without a reload: every 5 minutes, and when the tab
 * comes back into view, but at most once per 30 s so switching windows back and forth costs nothing.
 */
export const FLAG_REFRESH_INTERVAL_MS = 5 * 60_000;
export const FLAG_REFRESH_MIN_GAP_MS = 30_000;

/**
 * Re-fetches the public flags. `force` skips the throttle (the admin just changed one). A failure keeps the
 * flags already known: a module must not reappear or vanish because of a network blip.
 */
export function refreshFlags({ force = false }: { force?: boolean } = {}): Promise<void> {
  if (!force && Date.now() - lastRefreshAt < FLAG_REFRESH_MIN_GAP_MS) return Promise.resolve();
  if (inFlight && !force) return inFlight;
  lastRefreshAt = Date.now();
  const request = fetchPublicFlags()
    .then((flags) => useFlagsStore.getState().setFlags(flags))
    .catch((error: unknown) => console.warn('Aggiornamento delle funzionalità non riuscito.', error))
    .finally(() => {
      if (inFlight === request) inFlight = null;
    });
  inFlight = request;
  return request;
}

let stopRefresh: (() => void) | null = null;

/** Starts the periodic and on-focus refresh once; returns the function that stops it. */
export function startFlagRefresh(): () => void {
  if (stopRefresh) return stopRefresh;
  const onFocus = () => void refreshFlags();
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void refreshFlags();
  };
  const timer = window.setInterval(() => {
    // A hidden tab waits: the visibility change refreshes it as soon as it is looked at again.
    if (document.visibilityState !== 'hidden') void refreshFlags();
  }, FLAG_REFRESH_INTERVAL_MS);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisibility);
  stopRefresh = () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisibility);
    stopRefresh = null;
  };
  return stopRefresh;
}

/** For tests: forget when the flags were last fetched. */
export function resetFlagRefreshClock(): void {
  lastRefreshAt = 0;
  inFlight = null;
}
