import { cleanup } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterAll, afterEach, vi } from 'vitest';
import { useNavigationNotice } from '@/app/navigation-notice';
import { resetSidebarStore } from '@/app/shell/sidebar-store';
import { resetAuthStore } from '@/platform/auth-store';
import { useConfigStore } from '@/platform/config-store';
import { useFlagsStore } from '@/platform/flags-store';
import { useToastStore } from '@/platform/toast/toast-store';

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

afterAll(() => {
  // nprogress finishes on its own timers (2 × speed after done(), later on a loaded machine; the trickle
  // every 150 ms while started), and those call NProgress.remove() / render(), which read the global
  // `document`. One firing after the environment is torn down throws 'document is not defined', so
  // remove the bar now, stop the trickle (it ends when status is null) and make late removals harmless.
  NProgress.remove();
  NProgress.status = null;
  NProgress.remove = () => {};
});
