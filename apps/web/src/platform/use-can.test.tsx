import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '@/test/fixtures';
import { useAuthStore } from './auth-store';
import { can, useCan } from './use-can';

describe('useCan', () => {
  it('is true when the user holds any of the permissions', () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    expect(renderHook(() => useCan('view_dashboard')).result.current).toBe(true);
    expect(renderHook(() => useCan(['admin_access', 'manage_timesheets'])).result.current).toBe(true);
    expect(renderHook(() => useCan(['admin_access', 'view_ceo'])).result.current).toBe(false);
    expect(can('admin_access')).toBe(false);
  });

  it('is false for everything when nobody is logged in', () => {
    expect(renderHook(() => useCan('view_dashboard')).result.current).toBe(false);
  });
});
