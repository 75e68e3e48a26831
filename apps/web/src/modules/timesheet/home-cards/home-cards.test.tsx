import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Tuesday 24 November 2026 in Rome: the week starts on Monday the 23rd.
const NOW = new Date('2026-11-24T10:00:00Z');
const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

const week = {
  user: { id: '0b6f3f4e-8a55-4c7e-9d0e-3c1f2a9b7d11', name: 'Giulia Rossi' },
  week_start: '2026-11-23',
  week_end: '2026-11-29',
  status: 'bozza',
  locked: false,
  editable: true,
  can_decide: false,
  can_reopen: false,
  submitted_at: null,
  decided_at: null,
  decided_by: null,
  comment: '',
  days: days.map((date, i) => ({ date, working: i < 5, hours: i < 5 ? 8 : 0, holiday: null, leave: [] })),
  rows: [],
  totals: { days: [480, 450, 0, 0, 0, 0, 0], week: 930, expected: 2400, leave: 0 },
  available_projects: [],
};
const balance = (name: string, available: number, pending = 0, unit: 'days' | 'hours' = 'days') => ({
  leave_type: { id: `${name}-id`, name, code: name.slice(0, 3).toUpperCase(), color: '#0ea5e9', unit },
  year: 2026,
  counted: true,
  allowance: 26,
  carried_over: 0,
  carry_over_expires_on: null,
  expired: 0,
  approved: 26 - available - pending,
  pending,
  available,
});

const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('section')!;

function routes(summary: { approver: boolean; weeks: number; leave: number }) {
  return mockFetch({
    'GET /api/timesheet/weeks/2026-11-23': ok(week),
    'GET /api/timesheet/requests/balances': ok([
      balance('Ferie', 12.5, 2),
      balance('ROL', 1, 0, 'hours'),
      { ...balance('Malattia', 0), counted: false, available: null },
    ]),
    'GET /api/timesheet/approvals/summary': ok(summary),
  });
}

describe('the timesheet cards on the dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    useFlagsStore.getState().setFlags({ dashboard_module: true, timesheet_module: true });
  });
  afterEach(() => vi.useRealTimers());

  it('shows an employee their hours this week and what is left of their leave, and no approvals card', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    routes({ approver: false, weeks: 0, leave: 0 });
    renderApp('/app/dashboard');

    const hours = await card('Le mie ore questa settimana');
    expect(within(hours).getByText('15,5')).toBeTruthy();
    expect(within(hours).getByText('h su 40 h previste')).toBeTruthy();
    expect(within(hours).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('39');
    expect(within(hours).getByText('Bozza')).toBeTruthy();
    expect(within(hours).getByRole('link', { name: 'Apri il foglio ore' }).getAttribute('href')).toBe(
      '/app/timesheet/entry',
    );

    const balances = await card('I miei saldi ferie e permessi');
    expect(within(balances).getByText('12,5 giorni')).toBeTruthy();
    expect(within(balances).getByText('2 giorni in attesa di approvazione')).toBeTruthy();
    expect(within(balances).getByText('1 ora')).toBeTruthy();
    // A type that is not counted (malattia) has no balance to show.
    expect(within(balances).queryByText('Malattia')).toBeNull();

    expect(screen.queryByRole('heading', { name: 'Da approvare' })).toBeNull();
  });

  it('shows a manager what waits for their decision, each count leading to its list', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'manager', username: 'manager' }));
    routes({ approver: true, weeks: 3, leave: 1 });
    renderApp('/app/dashboard');

    const approvals = await card('Da approvare');
    expect(within(approvals).getByText('3 timesheet')).toBeTruthy();
    expect(within(approvals).getByText('1 richiesta')).toBeTruthy();
    const links = within(approvals)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/app/timesheet/dashboard', '/app/timesheet/requests?tab=approvare']);
  });

  it('tells an approver with nothing waiting that they are up to date', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'manager', username: 'manager' }));
    routes({ approver: true, weeks: 0, leave: 0 });
    renderApp('/app/dashboard');
    expect(within(await card('Da approvare')).getByText('Niente da approvare: sei in pari.')).toBeTruthy();
  });
});
