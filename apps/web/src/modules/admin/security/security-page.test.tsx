import type { AdminSession, AuditEntry, LoginActivity, SecurityStatus } from '@portale/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { calls, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const page = <T,>(items: T[], total = items.length, n = 1, perPage = 20) => ({
  items,
  pagination: { page: n, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) },
});

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

function session(overrides: Partial<AdminSession> & { id: string }): AdminSession {
  return {
    user: { id: '5f0c1f9e-2b1a-4c39-9a43-0a6a1c1e0b01', name: 'Alessandra Rossi', username: 'admin' },
    ip: '10.0.0.1',
    user_agent: CHROME_LINUX,
    created_at: '2026-11-22T08:00:00.000Z',
    last_seen_at: '2026-11-22T09:30:00.000Z',
    expires_at: '2026-11-22T20:00:00.000Z',
    is_current: false,
    ...overrides,
  };
}

const MINE = session({ id: '11111111-1111-4111-8111-111111111111', is_current: true });
const THEIRS = session({
  id: '22222222-2222-4222-8222-222222222222',
  user: { id: '5f0c1f9e-2b1a-4c39-9a43-0a6a1c1e0b02', name: 'Giulia Esposito', username: 'dipendente' },
  ip: '10.0.0.2',
});

function entry(overrides: Partial<AuditEntry> & { id: string }): AuditEntry {
  return {
    actor_user_id: null,
    actor_name: 'Alessandra Rossi',
    action: 'auth.login',
    target_type: null,
    target_id: null,
    target_name: null,
    details: {},
    ip: '10.0.0.1',
    created_at: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

function asAdmin() {
  useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
  useFlagsStore.getState().setFlags({ security_dashboard: true });
}

const searchOf = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  calls(fetchMock)
    .filter((c) => c.startsWith(`GET ${path}`))
    .map((c) => new URL(c.slice(4), 'http://localhost').searchParams);

// The first render loads the whole app shell; on a busy machine that alone can take seconds.
configure({ asyncUtilTimeout: 5_000 });

describe('security page', { timeout: 20_000 }, () => {
  it('lists live sessions and ends another user’s after confirmation', async () => {
    asAdmin();
    let live = [MINE, THEIRS];
    let deleted = '';
    const fetchMock = mockFetch({
      'GET /api/admin/security/sessions': () => ok(page(live)),
      [`DELETE /api/admin/security/sessions/${THEIRS.id}`]: () => {
        deleted = THEIRS.id;
        live = [MINE];
        return ok(null);
      },
    });
    renderApp('/app/admin/security');
    const table = await screen.findByRole('table', { name: 'Sessioni attive di tutti gli utenti' });
    expect(await within(table).findByText('Giulia Esposito')).toBeTruthy();
    expect(within(table).getByText('Questa sessione')).toBeTruthy();
    expect(within(table).getAllByText('Chrome 130 su Linux')).toHaveLength(2);
    // Only the other user's session can be ended from here.
    expect(within(table).queryByRole('button', { name: 'Termina la sessione di Alessandra Rossi' })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Termina la sessione di Giulia Esposito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminare la sessione?' });
    expect(within(dialog).getByText(/Giulia Esposito verrà disconnesso da Chrome 130 su Linux/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Termina' }));
    expect(await screen.findByText('Giulia Esposito è stato disconnesso.')).toBeTruthy();
    expect(deleted).toBe(THEIRS.id);
    await waitFor(() => expect(screen.queryByText('Giulia Esposito')).toBeNull());
    expect(searchOf(fetchMock, '/api/admin/security/sessions').length).toBeGreaterThanOrEqual(2);
  });

  it('searches sessions on the server and says when nothing matches', async () => {
    asAdmin();
    const fetchMock = mockFetch({ 'GET /api/admin/security/sessions': ok(page([])) });
    renderApp('/app/admin/security');
    expect(await screen.findByText('Nessuna sessione attiva')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cerca per nome, nome utente o IP'), { target: { value: 'nessuno' } });
    expect(await screen.findByText('Nessuna sessione corrisponde alla ricerca')).toBeTruthy();
    const last = searchOf(fetchMock, '/api/admin/security/sessions').at(-1);
    expect(last?.get('search')).toBe('nessuno');
    expect(last?.get('page')).toBe('1');
  });

  it('shows current lockouts and pages through the failed logins', async () => {
    asAdmin();
    const activity: LoginActivity = {
      failed: page([{ ip: '10.9.9.9', account: 'manager', created_at: '2026-11-22T09:00:00.000Z' }], 41),
      lockouts: [{ kind: 'ip', key: '10.9.9.9', failures: 12, until: '2026-11-22T09:01:00.000Z' }],
    };
    const fetchMock = mockFetch({
      'GET /api/admin/security/sessions': ok(page([MINE])),
      'GET /api/admin/security/logins': ok(activity),
    });
    renderApp('/app/admin/security');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Accessi falliti' }));
    expect(await screen.findByText('manager')).toBeTruthy();
    const lockouts = screen.getByRole('table', { name: 'Blocchi attivi per troppi tentativi falliti' });
    expect(within(lockouts).getByText('Indirizzo IP')).toBeTruthy();
    expect(within(lockouts).getByText('12')).toBeTruthy();
    const failures = screen.getByRole('table', { name: 'Accessi falliti nelle ultime 24 ore' });
    expect(within(failures).getByText('manager')).toBeTruthy();
    expect(screen.getByText('Pagina 1 di 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() =>
      expect(searchOf(fetchMock, '/api/admin/security/logins').map((p) => p.get('page'))).toContain('2'),
    );
  });

  it('filters the audit log on the server and exports with the same filters', async () => {
    asAdmin();
    const fetchMock = mockFetch({
      'GET /api/admin/security/sessions': ok(page([MINE])),
      'GET /api/admin/audit-log': ok(
        page([
          entry({ id: 'a1b2c3d4-0000-4000-8000-000000000001' }),
          entry({
            id: 'a1b2c3d4-0000-4000-8000-000000000002',
            action: 'config.updated',
            target_type: 'tenant_config',
            details: { changes: { 'company.phone': { from: '+39 02 1234 5678', to: '+39 02 8765 4321' } } },
          }),
        ]),
      ),
    });
    renderApp('/app/admin/security');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Registro attività' }));
    expect(await screen.findByText('Configurazione aggiornata')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Registro delle attività' });
    expect(within(table).getByText('+39 02 8765 4321')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Azione'), { target: { value: 'config' } });
    fireEvent.change(screen.getByLabelText('Dal'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Al'), { target: { value: '2026-11-30' } });
    await waitFor(() => {
      const last = searchOf(fetchMock, '/api/admin/audit-log').at(-1);
      expect(last?.get('action')).toBe('config');
      expect(last?.get('to')).toBe('2026-11-30');
    });
    const last = searchOf(fetchMock, '/api/admin/audit-log').at(-1)!;
    expect(last.get('from')).toBe('2026-11-01');
    expect(last.get('page')).toBe('1');
    expect(last.get('per_page')).toBe('25');

    const exportLink = screen.getByRole('link', { name: 'Esporta CSV' });
    expect(exportLink.getAttribute('href')).toBe(
      '/api/admin/audit-log/export?action=config&from=2026-11-01&to=2026-11-30',
    );
    expect(exportLink.hasAttribute('download')).toBe(true);

    // An inverted range is refused in the browser: no request, no export.
    const before = searchOf(fetchMock, '/api/admin/audit-log').length;
    fireEvent.change(screen.getByLabelText('Dal'), { target: { value: '2026-12-15' } });
    expect(await screen.findByText('La data finale non può precedere quella iniziale')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Esporta CSV' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Esporta CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect(searchOf(fetchMock, '/api/admin/audit-log')).toHaveLength(before);

    fireEvent.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(screen.getByRole('link', { name: 'Esporta CSV' }).getAttribute('href')).toBe('/api/admin/audit-log/export');
  });

  it('shows the password policy and the security headers with their status', async () => {
    asAdmin();
    const status: SecurityStatus = {
      password_policy: { min_length: 10, common_passwords_blocked: 9913, hashing: 'argon2id (memoria 19 MiB)' },
      sessions: { idle_minutes: 30, absolute_hours: 48, active: 3 },
      login_limits: { per_ip_per_minute: 5, per_account_per_hour: 10 },
      registration_enabled: true,
      headers: {
        'content-security-policy': "default-src 'self'",
        'strict-transport-security': 'inviato solo su HTTPS',
      },
    };
    mockFetch({
      'GET /api/admin/security/sessions': ok(page([MINE])),
      'GET /api/admin/security/status': ok(status),
    });
    renderApp('/app/admin/security');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Criteri' }));
    const passwords = await screen.findByRole('region', { name: 'Criteri delle password' });
    expect(within(passwords).getByText('10 caratteri')).toBeTruthy();
    expect(within(passwords).getByText('9913 password note')).toBeTruthy();
    const sessions = screen.getByRole('region', { name: 'Sessioni' });
    expect(within(sessions).getByText('48 ore')).toBeTruthy();
    expect(within(sessions).getByText('Consigliato al massimo 24 ore.')).toBeTruthy();
    const headers = screen.getByRole('table', { name: 'Intestazioni di sicurezza inviate dal server' });
    const csp = within(headers).getByText('content-security-policy').closest('tr')!;
    expect(within(csp).getByText('Inviata')).toBeTruthy();
    const hsts = within(headers).getByText('strict-transport-security').closest('tr')!;
    expect(within(hsts).getAllByText('Solo su HTTPS').length).toBeGreaterThan(0);
  });
});
