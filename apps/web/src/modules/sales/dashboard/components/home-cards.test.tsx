import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { crmDashboard } from '../../test/dashboard-fixtures';

const card = async (name: string) =>
  (await screen.findByRole('heading', { name }, { timeout: 5000 })).closest('section') as HTMLElement;

describe('the sales cards on the home dashboard', { timeout: 20_000 }, () => {
  it('show the proposals to follow up and the contracts expiring to a CRM reader, with the lists one click away', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'manager', username: 'manager' }));
    useFlagsStore.getState().setFlags({ dashboard_module: true, sales_module: true });
    mockFetch({ 'GET /api/crm/dashboard': ok(crmDashboard()) });
    renderApp('/app/dashboard');

    const followUp = await card('Offerte da seguire');
    expect(
      within(followUp)
        .getByRole('link', { name: /Nuovo e-commerce/ })
        .getAttribute('href'),
    ).toBe('/app/crm/proposals/o-1');
    expect(within(followUp).getByText('scade tra 5 giorni')).toBeTruthy();
    expect(
      within(followUp)
        .getByRole('link', { name: /Vedi tutte/ })
        .getAttribute('href'),
    ).toContain('status=inviata');

    const expiring = await card('Contratti in scadenza');
    expect(within(expiring).getByRole('link', { name: /Assistenza gestionale/ })).toBeTruthy();
    expect(within(expiring).getByText('disdetta entro il 15 dic (tra 21 giorni)')).toBeTruthy();
  });

  it('are not there for an employee, nor with the sales module off', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    useFlagsStore.getState().setFlags({ dashboard_module: true, sales_module: true });
    mockFetch({ 'GET /api/crm/dashboard': ok(crmDashboard()) });
    const first = renderApp('/app/dashboard');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Offerte da seguire' })).toBeNull();
    first.unmount();

    useAuthStore.getState().setSession(makeSession({ role: 'manager', username: 'manager' }));
    useFlagsStore.getState().setFlags({ dashboard_module: true, sales_module: false });
    renderApp('/app/dashboard');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Contratti in scadenza' })).toBeNull();
  });
});
