import { KNOWN_FLAGS, type Role } from '@portale/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { mockFetch } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ALL_ON = Object.fromEntries(Object.keys(KNOWN_FLAGS).map((flag) => [flag, true]));
const PROJECT = '/app/projects/7d0c5a3e-1f2b-4c6d-8e9f-0a1b2c3d4e5f';

async function trailAt(path: string, role: Role, permissions?: string[]) {
  const session = makeSession({ role });
  useAuthStore.getState().setSession(permissions ? { ...session, permissions } : session);
  useFlagsStore.getState().setFlags(ALL_ON);
  mockFetch({});
  renderApp(path);
  return within(await screen.findByRole('navigation', { name: 'Percorso' }));
}

describe('the header trail links only to pages the user may open', () => {
  it("shows a project's list as a link to a manager, who may open it", async () => {
    const trail = await trailAt(PROJECT, 'manager');
    expect(trail.getByRole('link', { name: 'Progetti' }).getAttribute('href')).toBe('/app/projects');
    expect(trail.getByText('Progetto').getAttribute('aria-current')).toBe('page');
    expect(trail.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/app/dashboard');
  });

  it("shows a project's list as plain text to an employee, who may not open it", async () => {
    const trail = await trailAt(PROJECT, 'employee');
    expect(trail.getByText('Progetti').closest('a')).toBeNull();
    expect(trail.queryByRole('link', { name: 'Progetti' })).toBeNull();
    expect(trail.getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('leaves the house icon out for whoever may not open the dashboard', async () => {
    const trail = await trailAt('/app/profile', 'client', ['view_documents']);
    expect(trail.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(trail.getByText('Profilo')).toBeTruthy();
  });
});
