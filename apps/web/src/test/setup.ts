import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetAuthStore } from '../platform/auth-store';
import { useConfigStore } from '../platform/config-store';
import { useFlagsStore } from '../platform/flags-store';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  resetAuthStore();
  useConfigStore.setState({ config: null, loaded: false });
  useFlagsStore.setState({ flags: {}, initialized: false, failed: false });
  window.history.replaceState(null, '', '/');
});
