import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useConfigStore } from '@/platform/config-store';
import { reloadCookieConsent } from '@/platform/cookie-consent/consent-store';
import { mockFetch } from '@/test/fetch-mock';
import { makeConfig, makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function useSite(overrides: Partial<ReturnType<typeof makeConfig>['public_site']> = {}) {
  const config = makeConfig();
  useConfigStore.getState().setConfig({ ...config, public_site: { ...config.public_site, ...overrides } });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Navigazione principale' });

beforeEach(() => {
  reloadCookieConsent();
  mockFetch({});
});

describe('public navigation', () => {
  it('builds the links from the configuration and marks the current page', async () => {
    useSite();
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chi siamo' })).toBeTruthy();
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Chi siamo',
      'Servizi',
      'Prodotti',
      'Lavora con noi',
      'Contatti',
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Chi siamo' }).getAttribute('aria-current')).toBe('page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Chi siamo | Demo S.r.l.'));
  });

  it('hides careers when the careers section is disabled', async () => {
    useSite({ features: { careers_section: { enabled: false } } });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Demo S.r.l.' });
    expect(within(mainNav()).queryByRole('link', { name: 'Lavora con noi' })).toBeNull();
  });

  it("offers 'Accedi' to visitors and 'Dashboard' when a user is stored locally", async () => {
    useSite();
    const first = renderApp('/services');
    expect((await screen.findByRole('link', { name: 'Accedi' })).getAttribute('href')).toBe('/auth/login');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    first.unmount();

    localStorage.setItem('user', JSON.stringify(makeSession().user));
    useAuthStore.setState({ user: makeSession().user });
    renderApp('/services');
    expect((await screen.findByRole('link', { name: 'Dashboard' })).getAttribute('href')).toBe('/app');
    expect(screen.queryByRole('link', { name: 'Accedi' })).toBeNull();
  });

  it('opens the mobile menu with the hamburger and closes it on navigation', async () => {
    useSite();
    const { router } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Apri il menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu?.hidden).toBe(false);
    fireEvent.click(within(menu!).getByRole('link', { name: 'Contatti' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Apri il menu' }).getAttribute('aria-expanded')).toBe('false'),
    );
  });
});

describe('footer', () => {
  it('shows the company, contacts, useful links, legal links and the current year', async () => {
    useSite();
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Una società di consulenza informatica.')).toBeTruthy();
    expect(
      within(footer)
        .getByRole('link', { name: /info@demo\.portale\.it/ })
        .getAttribute('href'),
    ).toBe('mailto:info@demo.portale.it');
    const useful = within(footer).getByRole('navigation', { name: 'Link Utili' });
    expect(within(useful).getAllByRole('link')).toHaveLength(6);
    const legal = within(footer).getByRole('navigation', { name: 'Informazioni Legali' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(within(legal).getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy');
    expect(within(legal).getByRole('link', { name: 'Dichiarazione di accessibilità' }).getAttribute('href')).toBe(
      '/dichiarazione-accessibilita',
    );
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Demo S.r.l. Tutti i diritti riservati.`),
    ).toBeTruthy();
  });

  it("'Gestisci Cookie' reopens the cookie preferences", async () => {
    useSite();
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Gestisci Cookie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preferenze cookie' });
    expect(within(dialog).getByRole('switch', { name: 'Necessari' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('switch', { name: 'Statistici' }).getAttribute('aria-checked')).toBe('false');
  });
});

describe('public site modes', () => {
  it("shows 'Accesso Riservato' instead of public pages in disabled mode", async () => {
    useSite({ mode: 'disabled' });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accesso Riservato' })).toBeTruthy();
    expect(screen.getByText(/riservato ai collaboratori dell'azienda/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accedi al Portale' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.queryByRole('heading', { name: 'Chi siamo' })).toBeNull();
  });

  it('keeps the legal pages readable in disabled mode', async () => {
    useSite({ mode: 'disabled' });
    renderApp('/cookie-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeTruthy();
  });

  it('in minimal mode shows the listed pages and restricts the others', async () => {
    useSite({ mode: 'minimal' });
    const first = renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contatti' })).toBeTruthy();
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Contatti']);
    first.unmount();
    renderApp('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accesso Riservato' })).toBeTruthy();
  });
});

describe('careers and legal pages', () => {
  it('serves the careers page at /posizioni-aperte too, with no open positions', async () => {
    useSite();
    renderApp('/posizioni-aperte');
    expect(await screen.findByText('Al momento non ci sono posizioni aperte.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scrivi a info@demo.portale.it' }).getAttribute('href')).toContain(
      'mailto:info@demo.portale.it',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Lavora con noi' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a custom legal text instead of the default one', async () => {
    const config = makeConfig();
    useConfigStore.getState().setConfig({
      ...config,
      content: {
        ...config.content,
        legal: { ...config.content.legal, privacy: 'Primo paragrafo.\n\nSecondo paragrafo.' },
      },
    });
    renderApp('/privacy');
    expect(await screen.findByText('Primo paragrafo.')).toBeTruthy();
    expect(screen.getByText('Secondo paragrafo.')).toBeTruthy();
    expect(screen.queryByText(/Titolare del trattamento/)).toBeNull();
  });

  it('fills the default privacy notice with the tenant data', async () => {
    useSite();
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: '1. Titolare del trattamento' })).toBeTruthy();
    expect(screen.getByText(/Il titolare del trattamento è Demo S\.r\.l\./)).toBeTruthy();
  });
});
