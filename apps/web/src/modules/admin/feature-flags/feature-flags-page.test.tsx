import type { FeatureFlag } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { resetFlagRefreshClock, useFlagsStore } from '@/platform/flags-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const HOUR = 3_600_000;

function makeFlag(overrides: Partial<FeatureFlag> & Pick<FeatureFlag, 'feature_key'>): FeatureFlag {
  return {
    id: crypto.randomUUID(),
    display_name: overrides.feature_key,
    description: '',
    is_enabled: true,
    category: 'features',
    updated_at: new Date(Date.now() - 3 * 24 * HOUR).toISOString(),
    updated_by_name: null,
    ...overrides,
  };
}

const dashboard = makeFlag({
  feature_key: 'dashboard_module',
  display_name: 'Dashboard',
  description: 'Dashboard personale',
  category: 'modules',
  updated_by_name: 'Alessandra Rossi',
  updated_at: new Date(Date.now() - 2 * HOUR).toISOString(),
});
const recruiting = makeFlag({
  feature_key: 'recruiting_module',
  display_name: 'Recruiting',
  description: 'Annunci, candidati, candidature e colloqui',
  category: 'modules',
});
const beta = makeFlag({
  feature_key: 'beta_features',
  display_name: 'Funzioni beta',
  description: 'Anteprima di nuove funzioni',
  category: 'experimental',
  is_enabled: false,
});
const FLAGS = [beta, dashboard, recruiting];
const publicFlags = (flags: FeatureFlag[]) => Object.fromEntries(flags.map((f) => [f.feature_key, f.is_enabled]));

function signInAsAdmin(flags: FeatureFlag[] = FLAGS) {
  useAuthStore.getState().setSession(makeSession({ role: 'admin', username: 'admin', first_name: 'Alessandra' }));
  useFlagsStore.getState().setFlags(publicFlags(flags));
}

/** Holds the answers to `method` requests until `release()`, so a test can look at the state in between. */
function holdRequests(fetchMock: ReturnType<typeof mockFetch>, method: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === method) await released;
    return answer(input, init);
  });
  return release;
}

const sidebar = () => screen.getByRole('navigation', { name: 'Navigazione principale' });
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => resetFlagRefreshClock());

// Whole-app renders with several dialogs and requests: slow on a busy machine.
describe('feature flags page', { timeout: 20_000 }, () => {
  it('groups the flags by category with key, description and the last change with its author', async () => {
    signInAsAdmin();
    mockFetch({ 'GET /api/admin/feature-flags': ok(FLAGS) });
    renderApp('/app/admin/feature-flags');

    // The first render also loads the lazily split route: allow it time on a busy machine.
    expect(await screen.findByRole('heading', { level: 2, name: 'Moduli' }, { timeout: 5000 })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Moduli', 'Sperimentali']);

    const modules = section('Moduli');
    expect(within(modules).getByText('dashboard_module')).toBeTruthy();
    expect(within(modules).getByText('Ultima modifica 2 ore fa da Alessandra Rossi')).toBeTruthy();
    expect(within(modules).getByText('Ultima modifica 3 giorni fa')).toBeTruthy();
    expect(within(modules).getByRole('switch', { name: 'Dashboard' }).getAttribute('aria-checked')).toBe('true');
    const betaSwitch = within(section('Sperimentali')).getByRole('switch', { name: 'Funzioni beta' });
    expect(betaSwitch.getAttribute('aria-checked')).toBe('false');
    expect(betaSwitch.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('filters by name, key or description, and says so when nothing matches', async () => {
    signInAsAdmin();
    mockFetch({ 'GET /api/admin/feature-flags': ok(FLAGS) });
    renderApp('/app/admin/feature-flags');
    const search = await screen.findByRole('searchbox', { name: 'Cerca funzionalità' });

    fireEvent.change(search, { target: { value: 'CANDIDATI' } });
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.getByRole('switch', { name: 'Recruiting' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sperimentali' })).toBeNull();

    fireEvent.change(search, { target: { value: 'beta_feat' } });
    expect(screen.getByRole('switch', { name: 'Funzioni beta' })).toBeTruthy();

    fireEvent.change(search, { target: { value: 'inesistente' } });
    expect(screen.getByText('Nessuna funzionalità trovata')).toBeTruthy();
  });

  it('turns a module off at once, and this app drops its sidebar group after refreshing the flags', async () => {
    signInAsAdmin();
    let serverFlags = FLAGS;
    let body: unknown;
    const fetchMock = mockFetch({
      'GET /api/admin/feature-flags': () => ok(serverFlags),
      'GET /api/feature-flags/public': () => ok(publicFlags(serverFlags)),
      [`PUT /api/admin/feature-flags/${dashboard.id}`]: (init) => {
        body = JSON.parse(String(init.body));
        serverFlags = serverFlags.map((f) => (f.id === dashboard.id ? { ...f, is_enabled: false } : f));
        return ok({ ...dashboard, is_enabled: false, updated_at: new Date().toISOString() });
      },
    });
    const release = holdRequests(fetchMock, 'PUT');
    renderApp('/app/admin/feature-flags');
    const toggle = await screen.findByRole('switch', { name: 'Dashboard' });
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toBeTruthy();

    fireEvent.click(toggle);
    // Optimistic: flipped before the server answered, and busy until it does.
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    release();

    expect(await screen.findByText('Funzionalità disattivata')).toBeTruthy();
    expect(body).toEqual({ is_enabled: false });
    await waitFor(() => expect(within(sidebar()).queryByRole('link', { name: 'Dashboard' })).toBeNull());
    expect(useFlagsStore.getState().flags.dashboard_module).toBe(false);
    expect(calls(fetchMock)).toContain('GET /api/feature-flags/public');
    expect(screen.getByText('Ultima modifica adesso da Alessandra Rossi')).toBeTruthy();
  });

  it('settles each of two switches flipped before the first answer came back', async () => {
    signInAsAdmin();
    const fetchMock = mockFetch({
      'GET /api/admin/feature-flags': ok(FLAGS),
      'GET /api/feature-flags/public': ok(publicFlags(FLAGS)),
      [`PUT /api/admin/feature-flags/${dashboard.id}`]: ok({ ...dashboard, is_enabled: false }),
      [`PUT /api/admin/feature-flags/${recruiting.id}`]: ok({ ...recruiting, is_enabled: false }),
    });
    const release = holdRequests(fetchMock, 'PUT');
    renderApp('/app/admin/feature-flags');
    const first = await screen.findByRole('switch', { name: 'Dashboard' });
    const second = screen.getByRole('switch', { name: 'Recruiting' });
    fireEvent.click(first);
    fireEvent.click(second);
    await waitFor(() => expect(second.getAttribute('aria-busy')).toBe('true'));
    // A click on a switch still saving is ignored, not queued.
    fireEvent.click(first);
    release();
    await waitFor(() => expect(screen.getAllByText('Funzionalità disattivata')).toHaveLength(2));
    await waitFor(() => expect(first.getAttribute('aria-busy')).toBeNull());
    expect(second.getAttribute('aria-busy')).toBeNull();
    expect([first, second].map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'false']);
    expect(calls(fetchMock).filter((c) => c.startsWith('PUT'))).toHaveLength(2);
  });

  it('flips the switch back and shows the server message when the change is refused', async () => {
    signInAsAdmin();
    const fetchMock = mockFetch({
      'GET /api/admin/feature-flags': ok(FLAGS),
      [`PUT /api/admin/feature-flags/${beta.id}`]: fail(403, 'FORBIDDEN', 'Non hai i permessi per questa operazione.'),
    });
    const release = holdRequests(fetchMock, 'PUT');
    renderApp('/app/admin/feature-flags');
    const toggle = await screen.findByRole('switch', { name: 'Funzioni beta' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    release();
    expect(await screen.findByText('Modifica non salvata')).toBeTruthy();
    expect(screen.getByText('Non hai i permessi per questa operazione.')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(useFlagsStore.getState().flags.beta_features).toBe(false);
  });

  it('creates a flag: checks the key pattern before sending and shows a taken key next to the field', async () => {
    signInAsAdmin();
    let sent: Record<string, unknown> | null = null;
    const created = makeFlag({ feature_key: 'nuovo_cruscotto', display_name: 'Nuovo cruscotto', is_enabled: true });
    mockFetch({
      'GET /api/admin/feature-flags': () => ok(sent ? [...FLAGS, created] : FLAGS),
      'GET /api/feature-flags/public': ok(publicFlags(FLAGS)),
      'POST /api/admin/feature-flags': (init) => {
        const payload = JSON.parse(String(init.body));
        if (payload.feature_key === 'dashboard_module') {
          return fail(409, 'CONFLICT', 'Esiste già un flag con questa chiave', { feature_key: ['Chiave già in uso'] });
        }
        sent = payload;
        return ok(created, 201);
      },
    });
    renderApp('/app/admin/feature-flags');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuova funzionalità' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova funzionalità' });
    const key = within(dialog).getByLabelText('Chiave');

    fireEvent.change(key, { target: { value: 'Nuovo-Cruscotto' } });
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Nuovo cruscotto' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea funzionalità' }));
    expect(
      await within(dialog).findByText('La chiave può contenere solo lettere minuscole, numeri e trattini bassi'),
    ).toBeTruthy();
    expect(sent).toBeNull();

    fireEvent.change(key, { target: { value: 'dashboard_module' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea funzionalità' }));
    expect(await within(dialog).findByText('Chiave già in uso')).toBeTruthy();

    fireEvent.change(key, { target: { value: 'nuovo_cruscotto' } });
    fireEvent.change(within(dialog).getByLabelText('Categoria'), { target: { value: 'experimental' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Attiva' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea funzionalità' }));
    expect(await screen.findByText('Funzionalità creata')).toBeTruthy();
    expect(sent).toEqual({
      feature_key: 'nuovo_cruscotto',
      display_name: 'Nuovo cruscotto',
      description: '',
      category: 'experimental',
      is_enabled: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('switch', { name: 'Nuovo cruscotto' })).toBeTruthy();
  });

  it('edits a flag without its key, sending only the editable fields', async () => {
    signInAsAdmin();
    let sent: unknown;
    mockFetch({
      'GET /api/admin/feature-flags': ok(FLAGS),
      'GET /api/feature-flags/public': ok(publicFlags(FLAGS)),
      [`PUT /api/admin/feature-flags/${recruiting.id}`]: (init) => {
        sent = JSON.parse(String(init.body));
        return ok({ ...recruiting, display_name: 'Selezione del personale' });
      },
    });
    renderApp('/app/admin/feature-flags');
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica Recruiting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica funzionalità' });
    expect(within(dialog).queryByLabelText('Chiave')).toBeNull();
    expect(within(dialog).getByText('Chiave: recruiting_module')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Selezione del personale' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Funzionalità aggiornata')).toBeTruthy();
    expect(sent).toEqual({
      display_name: 'Selezione del personale',
      description: recruiting.description,
      category: 'modules',
      is_enabled: true,
    });
    expect(await screen.findByRole('switch', { name: 'Selezione del personale' })).toBeTruthy();
  });

  it('deletes a flag after warning that code checking its key will see it as disabled', async () => {
    signInAsAdmin();
    let deleted = false;
    mockFetch({
      'GET /api/admin/feature-flags': () => ok(deleted ? FLAGS.filter((f) => f !== beta) : FLAGS),
      'GET /api/feature-flags/public': ok(publicFlags(FLAGS)),
      [`DELETE /api/admin/feature-flags/${beta.id}`]: () => {
        deleted = true;
        return ok(null);
      },
    });
    renderApp('/app/admin/feature-flags');
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina Funzioni beta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare la funzionalità?' });
    expect(
      within(dialog).getByText(/Il codice che controlla la chiave beta_features la considererà disattivata/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Funzionalità eliminata')).toBeTruthy();
    expect(deleted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Funzioni beta' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Sperimentali' })).toBeNull();
  });

  it('shows a load failure with a retry, and an empty state with a create button', async () => {
    signInAsAdmin();
    let failing = true;
    mockFetch({
      'GET /api/admin/feature-flags': () =>
        failing ? fail(500, 'INTERNAL_ERROR', 'Errore interno del server') : ok([]),
    });
    renderApp('/app/admin/feature-flags');
    expect(await screen.findByText('Impossibile caricare le funzionalità.')).toBeTruthy();
    expect(screen.getByText('Errore interno del server')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Nessuna funzionalità definita')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Nuova funzionalità' })).toHaveLength(2);
  });
});
