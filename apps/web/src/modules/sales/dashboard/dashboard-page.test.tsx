import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { crmDashboard, withoutMoney } from '../test/dashboard-fixtures';
import { listItem, page } from '../test/fixtures';

function signIn() {
  useAuthStore.getState().setSession(makeSession({ role: 'manager', username: 'manager' }));
}

const section = (name: string) => screen.getByRole('region', { name });

describe('CRM dashboard', { timeout: 20_000 }, () => {
  it('shows the pipeline, win rate and revenue figures, the follow-ups and the expiring contracts with links', async () => {
    signIn();
    mockFetch({ 'GET /api/crm/dashboard': ok(crmDashboard()), 'GET /api/crm/clients': ok(page([listItem()])) });
    renderApp('/app/crm/dashboard');
    const figures = await screen.findByRole('region', { name: 'Indicatori di vendita' }, { timeout: 5000 });
    expect(within(figures).getByText(/12\.500\s€/)).toBeTruthy();
    expect(within(figures).getByText(/3 offerte aperte · 6\.200\s€ ponderato/)).toBeTruthy();
    expect(within(figures).getByText('50%')).toBeTruthy();
    expect(within(figures).getByText('4 accettate su 8 decise')).toBeTruthy();
    expect(within(figures).getByText(/22\.500\s€/)).toBeTruthy();

    const followUp = section('Offerte da seguire');
    const offer = within(followUp).getByRole('link', { name: /Nuovo e-commerce/ });
    expect(offer.getAttribute('href')).toBe('/app/crm/proposals/o-1');
    expect(within(followUp).getByText('scade tra 5 giorni')).toBeTruthy();
    expect(within(followUp).getByText('inviata il 30 ott, senza risposta')).toBeTruthy();
    expect(
      within(followUp)
        .getByRole('link', { name: /Vedi tutte/ })
        .getAttribute('href'),
    ).toBe('/app/crm/proposals?status=inviata&sort=valid_until');

    const expiring = section('Contratti in scadenza');
    expect(
      within(expiring)
        .getByRole('link', { name: /Assistenza gestionale/ })
        .getAttribute('href'),
    ).toBe('/app/crm/contracts/k-1');
    expect(within(expiring).getByText('disdetta entro il 15 dic (tra 21 giorni)')).toBeTruthy();

    const top = section('Migliori clienti (12 mesi)');
    expect(within(top).getByRole('link', { name: /Mobilificio Brianzolo/ })).toBeTruthy();
    expect(within(top).getByText(/18\.000\s€/)).toBeTruthy();
    expect(section('Fatturato per mese')).toBeTruthy();
    expect(
      within(section('Fatturato per mese')).getByText(/1 scadenza già passata da fatturare \(3\.000\s€\)/),
    ).toBeTruthy();
    // The clients' part stays.
    expect(section('Clienti per stato')).toBeTruthy();
  });

  it('switches a chart to its table and back', async () => {
    signIn();
    mockFetch({ 'GET /api/crm/dashboard': ok(crmDashboard()), 'GET /api/crm/clients': ok(page([listItem()])) });
    renderApp('/app/crm/dashboard');
    const pipeline = await screen.findByRole('region', { name: 'Pipeline per fase' }, { timeout: 5000 });
    const chartButton = within(pipeline).getByRole('button', { name: 'Grafico' });
    expect(chartButton.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(pipeline).getByRole('button', { name: 'Tabella' }));
    const table = within(pipeline).getByRole('table', { name: 'Pipeline per fase: Vendite' });
    const row = within(table)
      .getByRole('rowheader', { name: /In trattativa/ })
      .closest('tr') as HTMLElement;
    expect(row.textContent).toMatch(/70%.*1.*7\.500\s€.*4\.800\s€/);
    expect(within(pipeline).getByRole('button', { name: 'Tabella' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(pipeline).getByRole('button', { name: 'Grafico' }));
    expect(within(pipeline).getByRole('figure', { name: 'Pipeline per fase: Vendite' })).toBeTruthy();
  });

  it('shows counts and no amount to a reader without view_all_invoices', async () => {
    signIn();
    mockFetch({
      'GET /api/crm/dashboard': ok(withoutMoney(crmDashboard())),
      'GET /api/crm/clients': ok(page([listItem()])),
    });
    renderApp('/app/crm/dashboard');
    const figures = await screen.findByRole('region', { name: 'Indicatori di vendita' }, { timeout: 5000 });
    expect(within(figures).getByText('Offerte aperte')).toBeTruthy();
    expect(within(figures).queryByText(/Fatturato/)).toBeNull();
    for (const name of ['Indicatori di vendita', 'Offerte da seguire', 'Contratti in scadenza', 'Pipeline per fase'])
      expect(section(name).textContent).not.toContain('€');
    expect(section('Pre-fatture per mese')).toBeTruthy();
    expect(within(section('Migliori clienti (12 mesi)')).getByText('2 pre-fatture')).toBeTruthy();
  });
});
