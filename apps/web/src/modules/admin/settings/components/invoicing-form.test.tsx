import { EMPTY_INVOICING_SETTINGS, type TenantConfig } from '@portale/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useConfigStore } from '@/platform/config-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeConfig, makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function tenantConfig(): TenantConfig {
  const { company, public_site, content } = makeConfig();
  return {
    company: { ...company, vat_number: '12345678903', pec: '' },
    public_site,
    content,
    security: { registration_enabled: true, session_idle_minutes: 30, session_absolute_hours: 12 },
    monitoring: { auto_error_submission: false },
    invoicing: EMPTY_INVOICING_SETTINGS,
  };
}

function asAdmin() {
  useAuthStore.getState().setSession(makeSession({ role: 'admin', email: 'admin@demo.portale.it' }));
  useConfigStore.getState().setConfig(makeConfig());
}

configure({ asyncUtilTimeout: 5_000 });

async function openInvoicingTab() {
  renderApp('/app/admin/settings');
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Fatturazione' }));
  return screen.findByRole('tabpanel', { name: 'Fatturazione' });
}

describe('admin settings: invoicing data', { timeout: 20_000 }, () => {
  it('checks the IBAN in the browser, then saves the section with the IBAN compacted', async () => {
    asAdmin();
    const sent: unknown[] = [];
    let current = tenantConfig();
    const fetchMock = mockFetch({
      'GET /api/admin/config': () => ok(current),
      'GET /api/config': ok(makeConfig()),
      'PUT /api/admin/config': (init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { invoicing: TenantConfig['invoicing'] };
        sent.push(body);
        current = { ...current, invoicing: body.invoicing };
        return ok(current);
      },
    });
    const panel = await openInvoicingTab();
    // The public data the invoice needs, edited in the company tab: what is missing says so.
    const facts = within(panel).getByRole('region', { name: 'Dati dell’azienda nella fattura' });
    expect(within(facts).getByText('12345678903')).toBeTruthy();
    expect(within(facts).getAllByText('Da indicare').length).toBeGreaterThan(0);

    const iban = within(panel).getByLabelText('IBAN');
    fireEvent.change(iban, { target: { value: 'IT61X0542811101000000123456' } });
    fireEvent.change(within(panel).getByLabelText('Codice fiscale'), { target: { value: '12345678903' } });
    fireEvent.change(within(panel).getByLabelText('Regime fiscale'), { target: { value: 'RF19' } });
    fireEvent.change(within(panel).getByLabelText('Compagine sociale (REA)'), { target: { value: 'SU' } });
    fireEvent.change(within(panel).getByLabelText('Indirizzo (via, piazza…)'), { target: { value: 'Via Roma' } });
    fireEvent.change(within(panel).getByLabelText('CAP'), { target: { value: '2012' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Salva' }));
    expect(await within(panel).findByText("L'IBAN non è valido (cifre di controllo errate)")).toBeTruthy();
    expect(within(panel).getByText('Il CAP ha 5 cifre')).toBeTruthy();
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(calls(fetchMock).filter((c) => c.startsWith('PUT'))).toEqual([]);

    fireEvent.change(iban, { target: { value: 'it60 x054 2811 1010 0000 0123 456' } });
    fireEvent.change(within(panel).getByLabelText('CAP'), { target: { value: '20121' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Le prossime pre-fatture useranno i nuovi dati.')).toBeTruthy();
    expect(sent).toEqual([
      {
        invoicing: {
          ...EMPTY_INVOICING_SETTINGS,
          tax_code: '12345678903',
          regime_fiscale: 'RF19',
          socio_unico: 'SU',
          address: { ...EMPTY_INVOICING_SETTINGS.address, street: 'Via Roma', postal_code: '20121' },
          iban: 'IT60X0542811101000000123456',
        },
      },
    ]);
    expect(await within(panel).findByText('Tutte le modifiche sono salvate')).toBeTruthy();
  });

  it('opens on the tab the address names (?tab=invoicing), and keeps the tab chosen in the address', async () => {
    asAdmin();
    mockFetch({ 'GET /api/admin/config': ok(tenantConfig()), 'GET /api/config': ok(makeConfig()) });
    renderApp('/app/admin/settings?tab=invoicing');
    const tab = await screen.findByRole('tab', { name: 'Fatturazione' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tabpanel', { name: 'Fatturazione' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Azienda' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByRole('tab', { name: 'Azienda' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the server’s field errors next to their fields', async () => {
    asAdmin();
    mockFetch({
      'GET /api/admin/config': ok(tenantConfig()),
      'PUT /api/admin/config': fail(400, 'VALIDATION_ERROR', 'Alcuni campi non sono validi', {
        'invoicing.address.province': ['Sigla della provincia non valida (es. MI, RM)'],
      }),
    });
    const panel = await openInvoicingTab();
    fireEvent.change(within(panel).getByLabelText('Banca'), { target: { value: 'Banca Demo' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Salva' }));
    expect(await within(panel).findByText('Sigla della provincia non valida (es. MI, RM)')).toBeTruthy();
    expect(within(panel).getByLabelText('Provincia').getAttribute('aria-invalid')).toBe('true');
  });
});
