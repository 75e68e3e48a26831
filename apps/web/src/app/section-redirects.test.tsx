import { KNOWN_FLAGS, type Role } from '@portale/shared';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { mockFetch } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ALL_ON = Object.fromEntries(Object.keys(KNOWN_FLAGS).map((flag) => [flag, true]));

async function landingOf(path: string, role: Role, permissions?: string[]) {
  const session = makeSession({ role });
  useAuthStore.getState().setSession(permissions ? { ...session, permissions } : session);
  useFlagsStore.getState().setFlags(ALL_ON);
  mockFetch({});
  const { router } = renderApp(path);
  await waitFor(() => expect(router.state.location.pathname).not.toBe(path));
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router.state.location.pathname;
}

describe('a section address sends the user to the first of its pages they may open', () => {
  const cases: { path: string; role: Role; lands: string }[] = [
    { path: '/app/personnel', role: 'admin', lands: '/app/personnel/admin' },
    { path: '/app/personnel', role: 'manager', lands: '/app/personnel/orgchart' },
    { path: '/app/personnel', role: 'employee', lands: '/app/personnel/orgchart' },
    { path: '/app/personnel', role: 'client', lands: '/app/dashboard' },
    { path: '/app/personnel/departments', role: 'employee', lands: '/app/personnel/orgchart' },
    { path: '/app/personnel/inquadramenti', role: 'employee', lands: '/app/personnel/job-levels' },
    { path: '/app/personnel/inquadramenti', role: 'client', lands: '/app/dashboard' },
    { path: '/app/admin', role: 'admin', lands: '/app/admin/users' },
    { path: '/app/admin', role: 'employee', lands: '/app/dashboard' },
    { path: '/app/timesheet', role: 'employee', lands: '/app/timesheet/entry' },
    { path: '/app/timesheet', role: 'client', lands: '/app/dashboard' },
  ];
  for (const { path, role, lands } of cases) {
    it(`${role} opening ${path} lands on ${lands}`, async () => {
      expect(await landingOf(path, role)).toBe(lands);
    });
  }

  it('sends whoever holds only view_system_health from /app/admin to self-healing, not to a 403', async () => {
    expect(await landingOf('/app/admin', 'employee', ['view_dashboard', 'view_system_health'])).toBe(
      '/app/admin/self-healing',
    );
  });

  it('sends a manager without manage_timesheets from /app/timesheet to the timesheet dashboard', async () => {
    expect(await landingOf('/app/timesheet', 'manager', ['view_dashboard', 'view_all_projects'])).toBe(
      '/app/timesheet/dashboard',
    );
  });

  it('falls back to the profile when not even the dashboard is open', async () => {
    expect(await landingOf('/app/personnel', 'client', [])).toBe('/app/profile');
  });
});
