import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useConfigStore } from '@/platform/config-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeConfig, makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Nome utente o e-mail'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe('login page', () => {
  it('shows the Italian required-field errors without calling the server', async () => {
    useConfigStore.getState().setConfig(makeConfig());
    const fetchMock = mockFetch({});
    renderApp('/auth/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText('Il nome utente o l’e-mail è obbligatorio')).toBeTruthy();
    expect(screen.getByText('La password è obbligatoria')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(calls(fetchMock)).toEqual([]);
  });

  it("shows the server's message in an alert when the credentials are wrong", async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/login': fail(401, 'UNAUTHENTICATED', 'Credenziali non valide') });
    renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Accedi' });
    fillAndSubmit('mario', 'sbagliata');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Credenziali non valide');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'mario',
      password: 'sbagliata',
    });
    expect(useAuthStore.getState().status).not.toBe('authenticated');
  });

  it('shows server field errors next to the inputs', async () => {
    mockFetch({
      'POST /api/auth/login': fail(400, 'VALIDATION_ERROR', 'Dati non validi', {
        username: ['Nome utente troppo lungo'],
      }),
    });
    renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Accedi' });
    fillAndSubmit('mario', 'x');
    expect(await screen.findByText('Nome utente troppo lungo')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stores the session and follows a safe redirect after login', async () => {
    mockFetch({ 'POST /api/auth/login': ok(makeSession({ first_name: 'Giulia' })) });
    const { router } = renderApp('/auth/login?redirect=%2Fapp%2Fdashboard%3Fvista%3D1');
    await screen.findByRole('button', { name: 'Accedi' });
    fillAndSubmit('dipendente', 'Portale!2026');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ciao, Giulia!' })).toBeTruthy();
    expect(router.state.location.href).toBe('/app/dashboard?vista=1');
    expect(useAuthStore.getState().csrf_token).toBe('csrf-token-123');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ username: 'dipendente' });
    expect(localStorage.getItem('user')).not.toContain('csrf');
  });

  it("starts downloading the app's layout and dashboard once the visitor starts on the form", async () => {
    mockFetch({});
    const { router } = renderApp('/auth/login');
    const loadRouteChunk = vi.spyOn(router, 'loadRouteChunk');
    const username = await screen.findByLabelText('Nome utente o e-mail');
    expect(loadRouteChunk).not.toHaveBeenCalled();

    fireEvent.focus(username);
    fireEvent.focus(screen.getByLabelText('Password'));
    expect(loadRouteChunk.mock.calls.map(([route]) => route.id)).toEqual(['/app', '/app/dashboard']);
  });

  it('ignores an external redirect and goes to the dashboard', async () => {
    mockFetch({ 'POST /api/auth/login': ok(makeSession()) });
    const { router } = renderApp('/auth/login?redirect=%2F%2Fevil.com');
    await screen.findByRole('button', { name: 'Accedi' });
    fillAndSubmit('dipendente', 'Portale!2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
  });

  it('lists the demo logins and fills the form from one', async () => {
    useConfigStore.getState().setConfig(makeConfig());
    mockFetch({});
    renderApp('/auth/login');
    const demo = await screen.findByRole('region', { name: 'Accesso demo' });
    expect(within(demo).getByText('Amministratore')).toBeTruthy();
    expect(within(demo).getAllByText('Portale!2026')).toHaveLength(2);

    fireEvent.click(within(demo).getByRole('button', { name: "Usa l'account Dipendente" }));
    expect((screen.getByLabelText('Nome utente o e-mail') as HTMLInputElement).value).toBe('dipendente');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Portale!2026');
  });

  it('hides the demo card and the register link when they are off', async () => {
    useConfigStore
      .getState()
      .setConfig(makeConfig({ registration_enabled: false, demo: { enabled: false, password: null, logins: [] } }));
    mockFetch({});
    renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Accedi' });
    expect(screen.queryByText('Accesso demo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Registrati' })).toBeNull();
  });

  it('links to registration when it is enabled', async () => {
    useConfigStore.getState().setConfig(makeConfig());
    mockFetch({});
    renderApp('/auth/login');
    const link = await screen.findByRole('link', { name: 'Registrati' });
    expect(link.getAttribute('href')).toBe('/auth/register');
  });
});
