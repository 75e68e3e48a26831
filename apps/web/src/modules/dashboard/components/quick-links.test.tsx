import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Calendar, KeyRound, Timer, Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { NavGroup } from '@/platform/navigation/navigation';
import { QuickLinks, quickLinksOf } from './quick-links';

const groups: NavGroup[] = [
  {
    id: 'timesheet',
    label: 'Timesheet e progetti',
    icon: Timer,
    entries: [
      { label: 'Dashboard ore', to: '/app/timesheet/dashboard' },
      { label: 'Inserimento ore', to: '/app/timesheet/entry' },
      { label: 'Ferie e permessi', to: '/app/timesheet/requests' },
    ],
  },
  { id: 'people', label: 'Personale', icon: Users, entries: [{ label: 'Dipendenti', to: '/app/personnel/employees' }] },
  { id: 'calendar', label: 'Calendario', icon: Calendar, entries: [{ label: 'Eventi', to: '/app/events' }] },
  {
    id: 'admin',
    label: 'Amministrazione',
    icon: KeyRound,
    entries: [
      { label: 'Impostazioni', to: '/app/admin/settings' },
      { label: 'Ferie e permessi', to: '/app/admin/leave-settings' },
    ],
  },
] as NavGroup[];

describe('quick links', () => {
  it('offers one card per module, so two modules’ pages with the same name never show twice', () => {
    const links = quickLinksOf(groups, '/app/dashboard');
    const labels = links.map((link) => link.label);
    expect(labels).toEqual([
      'Timesheet e progetti',
      'Dipendenti',
      'Eventi',
      'Amministrazione',
      'Profilo',
      'Impostazioni',
    ]);
    expect(new Set(labels).size).toBe(labels.length);
    expect(links[0]).toMatchObject({
      to: '/app/timesheet/dashboard',
      hint: 'Dashboard ore · Inserimento ore · Ferie e permessi',
    });
    expect(links[3]).toMatchObject({ to: '/app/admin/settings', hint: 'Impostazioni · Ferie e permessi' });
  });

  it('leads a module’s card past the page it is shown on', () => {
    expect(quickLinksOf(groups, '/app/timesheet/dashboard')[0]).toMatchObject({
      to: '/app/timesheet/entry',
      hint: 'Inserimento ore · Ferie e permessi',
    });
  });
});

describe('quick links on a phone', () => {
  it('folds all but the first four cards until "Mostra tutti" is pressed', async () => {
    const root = createRootRoute({
      staticData: { title: '' },
      component: () => <QuickLinks groups={groups} currentPath="/app/dashboard" />,
    });
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<RouterProvider router={router} />);
    const list = await screen.findByRole('list');
    const folded = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.className.split(' ').includes('max-sm:hidden'));
    expect(folded()).toHaveLength(2);
    const more = screen.getByRole('button', { name: 'Mostra tutti i collegamenti (6)' });
    expect(more.className).toContain('sm:hidden');
    fireEvent.click(more);
    expect(folded()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Mostra tutti/ })).toBeNull();
  });
});
