import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useConfigStore } from '@/platform/config-store';
import { calls, mockFetch, ok } from '@/test/fetch-mock';
import { makeConfig, makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { reloadCookieConsent, useCookieConsentStore } from './consent-store';

const banner = () => screen.findByRole('region', { name: 'Rispettiamo la tua privacy' });

beforeEach(() => {
  reloadCookieConsent();
  useConfigStore.getState().setConfig(makeConfig());
});

describe('cookie banner', () => {
  it('offers the three choices with the same look and no decision until one is made', async () => {
    mockFetch({});
    renderApp('/');
    const region = await banner();
    const buttons = ['Accetta tutti', 'Solo necessari', 'Personalizza'].map((name) =>
      within(region).getByRole('button', { name }),
    );
    expect(new Set(buttons.map((button) => button.className)).size).toBe(1);
    expect(within(region).getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy');
    expect(localStorage.getItem('cookie-consent')).toBeNull();
  });

  it('closing with the X saves necessary only and hides the banner', async () => {
    const fetchMock = mockFetch({ 'POST /api/consents': ok({ id: 'x' }, 201) });
    renderApp('/');
    fireEvent.click(
      within(await banner()).getByRole('button', { name: 'Chiudi e continua con i soli cookie necessari' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('cookie-consent') ?? '{}')).toMatchObject({
      necessary: true,
      preferences: false,
      analytics: false,
      marketing: false,
    });
    expect(calls(fetchMock)).toContain('POST /api/consents');
  });

  it('shows on the login page', async () => {
    mockFetch({});
    renderApp('/auth/login');
    expect(await banner()).toBeTruthy();
  });

  it('Personalizza opens the dialog; saving a custom choice stores exactly it', async () => {
    mockFetch({ 'POST /api/consents': ok({ id: 'x' }, 201) });
    renderApp('/');
    fireEvent.click(within(await banner()).getByRole('button', { name: 'Personalizza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preferenze cookie' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva preferenze' }));
    await waitFor(() => expect(useCookieConsentStore.getState().consent).not.toBeNull());
    expect(useCookieConsentStore.getState().consent).toMatchObject({
      preferences: false,
      analytics: false,
      marketing: true,
    });
  });

  it('stays out of the logged-in app', async () => {
    useAuthStore.getState().setSession(makeSession());
    mockFetch({});
    renderApp('/app/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeNull();
  });
});
