import type { SystemStatus } from '@portale/shared';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const GiB = 1024 ** 3;

function systemStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    version: '1.0.0',
    node_version: 'v20.20.0',
    uptime_seconds: 273_720,
    started_at: '2026-11-19T06:00:00.000Z',
    memory: {
      rss_bytes: 180 * 1024 ** 2,
      heap_used_bytes: 90 * 1024 ** 2,
      system_total_bytes: 8 * GiB,
      system_free_bytes: 2 * GiB,
    },
    cpu: { cores: 2, load_average: [1.9, 1.2, 0.8] },
    database: {
      kind: 'server',
      size_bytes: 64 * 1024 ** 2,
      migration: '0007_security.sql',
      pool: { total: 4, idle: 1, waiting: 0, max: 10 },
    },
    disk: { path: '/var/lib/portale', total_bytes: 100 * GiB, free_bytes: 40 * GiB },
    jobs: [
      {
        name: 'housekeeping',
        description: 'Elimina sessioni terminate',
        interval_seconds: 3_600,
        last_run_at: '2026-11-22T08:00:00.000Z',
        last_duration_ms: 42,
        last_error: null,
        last_run_by: 'portale-1:4242',
        last_skipped_at: '2026-11-22T08:00:05.000Z',
        next_run_at: '2026-11-22T09:00:00.000Z',
      },
      {
        name: 'notifications-retention',
        description: 'Elimina le notifiche vecchie',
        interval_seconds: 86_400,
        last_run_at: '2026-11-22T07:00:00.000Z',
        last_duration_ms: 12,
        last_error: 'connessione persa',
        last_run_by: null,
        last_skipped_at: null,
        next_run_at: null,
      },
    ],
    ...overrides,
  };
}

const statusCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  calls(fetchMock).filter((c) => c === 'GET /api/admin/system/status').length;

configure({ asyncUtilTimeout: 5_000 });

describe('server status page', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('shows versions, resources, database and jobs in Italian', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
    mockFetch({ 'GET /api/admin/system/status': ok(systemStatus()) });
    renderApp('/app/admin/vm-status');
    const app = await screen.findByRole('region', { name: 'Applicazione' });
    expect(within(app).getByText('v20.20.0')).toBeTruthy();
    expect(within(app).getByText('3 giorni, 4 ore e 2 minuti')).toBeTruthy();
    const memory = screen.getByRole('region', { name: 'Memoria' });
    expect(within(memory).getByRole('meter', { name: 'Memoria del sistema in uso' }).getAttribute('value')).toBe('75');
    expect(within(memory).getByText('6 GiB di 8 GiB')).toBeTruthy();
    expect(within(memory).getByText('· Elevato', { exact: false })).toBeTruthy();
    const database = screen.getByRole('region', { name: 'Database' });
    expect(within(database).getByText('Server PostgreSQL')).toBeTruthy();
    expect(within(database).getByText('0007_security.sql')).toBeTruthy();
    expect(within(database).getByRole('meter', { name: 'Connessioni in uso' }).getAttribute('value')).toBe('30');
    const disk = screen.getByRole('region', { name: 'Disco dei dati' });
    expect(within(disk).getByRole('meter', { name: 'Spazio occupato' }).getAttribute('value')).toBe('60');
    const jobs = screen.getByRole('table', { name: 'Attività pianificate e la loro ultima esecuzione' });
    expect(within(jobs).getByText('ogni ora')).toBeTruthy();
    expect(within(jobs).getByText('Riuscita')).toBeTruthy();
    expect(within(jobs).getByText('sull’istanza portale-1:4242')).toBeTruthy();
    expect(within(jobs).getByText(/^Saltata qui il .*: già eseguita da un’altra istanza$/)).toBeTruthy();
    expect(within(jobs).getByText('connessione persa')).toBeTruthy();
    expect(screen.getByTestId('vm-updated-at').textContent).toMatch(/Aggiornato alle \d{2}:\d{2}:\d{2}/);
  });

  it('says the embedded database has no pool', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
    const embedded = systemStatus();
    embedded.database = { kind: 'embedded', size_bytes: 20 * 1024 ** 2, migration: '0007_security.sql', pool: null };
    mockFetch({ 'GET /api/admin/system/status': ok(embedded) });
    renderApp('/app/admin/vm-status');
    expect(await screen.findByText('Integrato (PGlite)')).toBeTruthy();
    expect(screen.getByText(/Non applicabile: il database integrato/)).toBeTruthy();
  });

  it('refreshes every 5 seconds until paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
    const fetchMock = mockFetch({ 'GET /api/admin/system/status': () => ok(systemStatus()) });
    renderApp('/app/admin/vm-status');
    await screen.findByRole('region', { name: 'Applicazione' });
    const before = statusCalls(fetchMock);
    await vi.advanceTimersByTimeAsync(5_100);
    expect(statusCalls(fetchMock)).toBe(before + 1);

    fireEvent.click(screen.getByRole('button', { name: 'Sospendi aggiornamento' }));
    expect(screen.getByText('Aggiornamento sospeso')).toBeTruthy();
    const paused = statusCalls(fetchMock);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(statusCalls(fetchMock)).toBe(paused);

    const resume = screen.getByRole('button', { name: 'Riprendi aggiornamento' });
    expect(resume.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(resume);
    await vi.advanceTimersByTimeAsync(5_100);
    expect(statusCalls(fetchMock)).toBeGreaterThan(paused);
  });

  it('shows a load failure with Riprova', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
    let failing = true;
    mockFetch({
      'GET /api/admin/system/status': () =>
        failing ? fail(503, 'SERVICE_UNAVAILABLE', 'Database non raggiungibile') : ok(systemStatus()),
    });
    renderApp('/app/admin/vm-status');
    expect(await screen.findByText('Impossibile leggere lo stato del server.')).toBeTruthy();
    expect(screen.getByText('Database non raggiungibile')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('region', { name: 'Applicazione' })).toBeTruthy();
  });
});
