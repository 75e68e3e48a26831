import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useConfigStore } from '@/platform/config-store';
import { reloadCookieConsent } from '@/platform/cookie-consent/consent-store';
import { mockFetch } from '@/test/fetch-mock';
import { makeConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

beforeEach(() => {
  reloadCookieConsent();
  mockFetch({});
});

function withCompany(company: Partial<ReturnType<typeof makeConfig>['company']>) {
  const config = makeConfig();
  useConfigStore.getState().setConfig({ ...config, company: { ...config.company, ...company } });
}

describe('public footer', () => {
  it('shows the legal data Italian law asks of a company website, and the PEC', async () => {
    withCompany({
      address: 'Via Roma 1, 20121 Milano (MI)',
      vat_number: '12345678903',
      rea: 'MI-1234567',
      share_capital: { amount_cents: 5_000_000, fully_paid: true },
      pec: 'demo@pec.esempio.it',
    });
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer).getByText(
        'Demo S.r.l. · Sede legale: Via Roma 1, 20121 Milano (MI) · P. IVA 12345678903 · REA MI-1234567 · Capitale sociale 50.000,00 € i.v.',
      ),
    ).toBeTruthy();
    expect(
      within(footer)
        .getByRole('link', { name: /demo@pec\.esempio\.it/ })
        .getAttribute('href'),
    ).toBe('mailto:demo@pec.esempio.it');
  });

  it('leaves out what is missing without empty separators', async () => {
    withCompany({
      address: '',
      vat_number: '12345678903',
      rea: '',
      share_capital: { amount_cents: 1_000_000, fully_paid: false },
    });
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Demo S.r.l. · P. IVA 12345678903 · Capitale sociale 10.000,00 €')).toBeTruthy();
    expect(within(footer).queryByText(/REA/)).toBeNull();
    expect(within(footer).queryByText(/PEC/)).toBeNull();
  });
});
