import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Boxes, Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import type { NavGroup } from '@/platform/navigation/navigation';
import { makeSession } from '@/test/fixtures';
import { openRadixMenu } from '@/test/ui-events';
import { Sidebar } from './sidebar';
import { SIDEBAR_STORAGE_KEY, useSidebarStore } from './sidebar-store';

const GROUPS = [
  {
    id: 'personnel',
    label: 'Personale',
    icon: Users,
    entries: [
      { label: 'Organigramma', to: '/app/personnel/orgchart' },
      { label: 'Competenze', to: '/app/personnel/skills' },
    ],
  },
  {
    id: 'projects',
    label: 'Progetti',
    icon: Boxes,
    entries: [
      { label: 'Elenco', to: '/app/projects' },
      { label: 'Analisi', to: '/app/projects/analytics' },
    ],
  },
] as unknown as NavGroup[];

/** A tiny router whose every page renders the sidebar, so links, active state and auto-expansion are real. */
function renderSidebar(path: string) {
  const root = createRootRoute({ staticData: { title: '' }, component: () => <Outlet /> });
  const page = createRoute({
    getParentRoute: () => root,
    path: '$',
    staticData: { title: '' },
    component: () => <Sidebar groups={GROUPS} collapsed={useSidebarStore((s) => s.collapsed)} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router as never} />);
  return router;
}

describe('sidebar', () => {
  it('shows name, role label and version 1.0.0 in the footer', async () => {
    useAuthStore.getState().setSession(makeSession({ first_name: 'Giulia', last_name: 'Rossi', role: 'employee' }));
    renderSidebar('/app/other');
    expect(await screen.findByText('Giulia Rossi')).toBeTruthy();
    expect(screen.getByText('Dipendente')).toBeTruthy();
    expect(screen.getByText('Versione 1.0.0')).toBeTruthy();
  });

  it('expands the group holding the current page by itself', async () => {
    renderSidebar('/app/projects/analytics');
    const projects = await screen.findByRole('button', { name: 'Progetti' });
    expect(projects.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Personale' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Analisi' }).getAttribute('aria-current')).toBe('page');
  });

  it('toggles a group and remembers it across reloads, but not the mobile drawer', async () => {
    renderSidebar('/app/other');
    const personnel = await screen.findByRole('button', { name: 'Personale' });
    fireEvent.click(personnel);
    expect(personnel.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Organigramma' }).getAttribute('href')).toBe('/app/personnel/orgchart');
    act(() => useSidebarStore.getState().setMobileOpen(true));
    const stored = JSON.parse(localStorage.getItem(SIDEBAR_STORAGE_KEY) ?? '{}');
    expect(stored.state).toEqual({ collapsed: false, openGroups: { personnel: true } });
  });

  it('ignores group toggles while collapsed and shows icons with names', async () => {
    renderSidebar('/app/other');
    fireEvent.click(await screen.findByRole('button', { name: 'Comprimi menu laterale' }));
    expect(useSidebarStore.getState().collapsed).toBe(true);
    act(() => useSidebarStore.getState().toggleGroup('personnel'));
    expect(useSidebarStore.getState().openGroups).toEqual({});

    const trigger = screen.getByRole('button', { name: 'Personale' });
    expect(trigger.getAttribute('title')).toBe('Personale');
    expect(screen.queryByText('Personale')).toBeNull();
    openRadixMenu(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Competenze' })).toBeTruthy();
  });
});
