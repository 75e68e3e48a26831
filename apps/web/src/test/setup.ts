import { PROGRESS_BAR } from '@portale/shared';
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
  // nprogress removes its bar on two timers (2 × speed) after done(); if they fired after the test
  // environment is torn down they would touch a missing `document`. Let them run first.
  if (NProgress.status !== null) await new Promise((resolve) => setTimeout(resolve, PROGRESS_BAR.speed * 2 + 100));
});
