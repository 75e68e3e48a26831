import { cleanup } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterAll, afterEach, vi } from 'vitest';
import { useNavigationNotice } from '../app/navigation-notice';
import { resetSidebarStore } from '../app/shell/sidebar-store';
import { resetAuthStore } from '../platform/auth-store';
import { useConfigStore } from '../platform/config-store';
import { useFlagsStore } from '../platform/flags-store';
import { useToastStore } from '../platform/toast/toast-store';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  resetAuthStore();
  useConfigStore.setState({ config: null, loaded: false });
  useFlagsStore.setState({ flags: {}, initialized: false, failed: false });
  useToastStore.getState().clear();
  resetSidebarStore();
  useNavigationNotice.getState().clear();
  window.history.replaceState(null, '', '/');
});

afterAll(async () => {
  // nprogress removes its bar on two timers (2 × speed) after done(), and its `status` is already null by
  // then; only the element tells that removal is pending. If those timers fired after the test environment
  // is torn down they would touch a missing `document`, so let them run first.
  if (document.getElementById('nprogress')) NProgress.done();
  // Each queued step waits `speed` ms, and a loaded machine delays timers further: allow plenty.
  const deadline = Date.now() + 10_000;
  while (document.getElementById('nprogress') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
