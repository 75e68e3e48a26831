import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { makeDashboard, PATTERN_ID } from '../test-fixtures';

configure({ asyncUtilTimeout: 5000 });

const loginAsAdmin = () => useAuthStore.getState().setSession(makeSession({ role: 'admin' }));

describe('self-healing dashboard', { timeout: 20_000 }, () => {
  it('shows the gauge, trend, critical patterns, recent sessions with durations and time-ago, and the numbers', async () => {
    loginAsAdmin();
    mockFetch({ 'GET /api/self-healing/dashboard': ok(makeDashboard()) });
    renderApp('/app/admin/self-healing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Self-healing' })).toBeTruthy();

    const health = await screen.findByRole('region', { name: 'Salute del sistema' });
    expect(within(health).getByRole('img', { name: 'Punteggio di salute 72 su 100: Degradato' })).toBeTruthy();
    expect(within(health).getByText("Aggiornato: meno di un'ora fa")).toBeTruthy();

    const trend = screen.getByRole('region', { name: 'Andamento' });
    expect(within(trend).getByText(/3 misurazioni .*: da 90 a 72, minimo 60, massimo 90\./)).toBeTruthy();

    const critical = screen.getByRole('region', { name: 'Schemi critici' });
    const link = within(critical).getByRole('link', { name: /TypeError: Cannot read properties/ });
    expect(link.getAttribute('href')).toBe(`/app/admin/self-healing/patterns?pattern=${PATTERN_ID}`);

    // Spec §9: durations as s / m s / h m, time-ago as under 1 hour, N hours, N days.
    const sessions = screen.getByRole('region', { name: 'Sessioni recenti' });
    expect(within(sessions).getByText('45s')).toBeTruthy();
    expect(within(sessions).getByText('2h 5m')).toBeTruthy();
    expect(within(sessions).getByText("Meno di un'ora fa")).toBeTruthy();
    expect(within(sessions).getByText('2 giorni fa')).toBeTruthy();

    const stats = screen.getByRole('region', { name: 'In sintesi' });
    expect(within(stats).getByText('Schemi totali').nextElementSibling?.textContent).toBe('12');

    // Spec §9: a session started within 24 h turns the recent-activity flag on.
    expect(screen.getByText('Attività recente')).toBeTruthy();
  });

  it('has no recent-activity flag when no session started within 24 hours', async () => {
    loginAsAdmin();
    mockFetch({
      'GET /api/self-healing/dashboard': ok(makeDashboard({ recent_activity: false, recent_sessions: [] })),
    });
    renderApp('/app/admin/self-healing');
    expect(await screen.findByText('Nessuna sessione di correzione avviata.')).toBeTruthy();
    expect(screen.queryByText('Attività recente')).toBeNull();
  });

  it('recalculates the health with Ricalcola and says the new score', async () => {
    loginAsAdmin();
    const fetchMock = mockFetch({
      'GET /api/self-healing/dashboard': () => ok(makeDashboard()),
      'POST /api/self-healing/health/update': ok({
        health_score: 85,
        status: 'healthy',
        timestamp: new Date().toISOString(),
        error_count_24h: 3,
        critical_errors: 0,
        pending_issues: 1,
      }),
    });
    renderApp('/app/admin/self-healing');
    fireEvent.click(await screen.findByRole('button', { name: 'Ricalcola' }));
    expect(await screen.findByText('Salute del sistema ricalcolata')).toBeTruthy();
    expect(screen.getByText('Punteggio attuale: 85/100.')).toBeTruthy();
    expect(calls(fetchMock)).toContain('POST /api/self-healing/health/update');
  });

  it('stores and shows the spec fallback when loading or recalculating fails', async () => {
    loginAsAdmin();
    let failing = true;
    mockFetch({
      'GET /api/self-healing/dashboard': () =>
        failing ? fail(503, 'SERVICE_UNAVAILABLE', 'Database non raggiungibile') : ok(makeDashboard()),
      'POST /api/self-healing/health/update': fail(500, 'INTERNAL', 'Errore interno'),
    });
    renderApp('/app/admin/self-healing');
    expect((await screen.findByTestId('self-healing-error')).textContent).toBe('Failed to load dashboard');
    expect(screen.getByText('Database non raggiungibile')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ricalcola' }));
    expect(await screen.findByText('Failed to update system health')).toBeTruthy();
  });

  it('sends an employee without view_system_health to the 403 page', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    mockFetch({});
    const { router } = renderApp('/app/admin/self-healing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Non hai accesso a questa pagina' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error/403');
  });
});
