import { KNOWN_FLAGS } from '@portale/shared';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { landingPath } from '@/platform/navigation/landing';
import { mockFetch } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { createAppRouter } from './router';
import { sidebarModules } from './sidebar-modules';

const ALL_ON = Object.fromEntries(Object.keys(KNOWN_FLAGS).map((flag) => [flag, true]));

function landingFor(role: 'admin' | 'employee' | 'client', flags: Record<string, boolean>) {
  useAuthStore.getState().setSession(makeSession({ role }));
  useFlagsStore.getState().setFlags(flags);
  return landingPath(createAppRouter(), sidebarModules);
}

describe('where a login lands', () => {
  it('lands on the dashboard when the user may open it', () => {
    expect(landingFor('employee', ALL_ON)).toBe('/app/dashboard');
  });

  it('lands on the first page of the sidebar when the dashboard module is off', () => {
    expect(landingFor('employee', { ...ALL_ON, dashboard_module: false })).toBe('/app/personnel/job-levels');
    expect(landingFor('employee', { ...ALL_ON, dashboard_module: false, personnel_module: false })).toBe(
      '/app/timesheet/entry',
    );
  });

  it('lands the client on the client area when the dashboard module is off, never on the design system', () => {
    expect(landingFor('client', { ...ALL_ON, dashboard_module: false })).toBe('/app/portal');
    expect(landingFor('client', { ...ALL_ON, dashboard_module: false, sales_module: false })).toBe('/app/documents');
    expect(
      landingFor('client', {
        ...ALL_ON,
        dashboard_module: false,
        sales_module: false,
        document_manager_module: false,
      }),
    ).toBe('/app/profile');
  });

  it('lands on the profile when no sidebar page is open to the user', () => {
    useAuthStore.getState().setSession({ ...makeSession({ role: 'client' }), permissions: [] });
    useFlagsStore.getState().setFlags({ ...ALL_ON, sales_module: false });
    expect(landingPath(createAppRouter(), sidebarModules)).toBe('/app/profile');
  });
});

describe('opening /app', () => {
  it('goes to the dashboard when the user may open it', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    useFlagsStore.getState().setFlags(ALL_ON);
    mockFetch({});
    const { router } = renderApp('/app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
  });

  it('lands where a login would when the dashboard is off, never on a 403', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    useFlagsStore.getState().setFlags({ ...ALL_ON, dashboard_module: false, personnel_module: false });
    mockFetch({});
    const { router } = renderApp('/app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/timesheet/entry'));
  });
});
