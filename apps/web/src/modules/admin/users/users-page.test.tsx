import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_CATALOG, type User } from '@portale/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { openRadixMenu } from '@/test/ui-events';

// The whole app renders (lazy routes, shell, queries): allow for a busy machine, here and per test.
configure({ asyncUtilTimeout: 5000 });

const ADMIN = makeUser({
  id: '11111111-1111-4111-8111-111111111111',
  first_name: 'Alessandra',
  last_name: 'Bianchi',
  name: 'Alessandra Bianchi',
  username: 'admin',
  email: 'admin@demo.portale.it',
  role: 'admin',
  last_login_at: new Date().toISOString(),
});
const EMPLOYEE = makeUser();
const PENDING = makeUser({
  id: '22222222-2222-4222-8222-222222222222',
  first_name: 'Nuova',
  last_name: 'Persona',
  name: 'Nuova Persona',
  username: 'nuova',
  email: 'nuova@example.it',
  status: 'pending',
});

const page = (items: User[], total = items.length, pageNo = 1) => ({
  items,
  pagination: { page: pageNo, per_page: 20, total, total_pages: Math.max(1, Math.ceil(total / 20)) },
});

function loginAsAdmin() {
  useAuthStore.getState().setSession(makeSession(ADMIN));
}

const userListCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  calls(fetchMock)
    .filter((c) => c.startsWith('GET /api/admin/users'))
    .map((c) => new URL(c.slice(4), 'http://localhost').searchParams);

describe('admin users page', { timeout: 20_000 }, () => {
  it('sends search, role, status, sort and page to the server', async () => {
    loginAsAdmin();
    const fetchMock = mockFetch({ 'GET /api/admin/users': () => ok(page([ADMIN, EMPLOYEE], 45)) });
    const { router } = renderApp('/app/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Utenti' })).toBeTruthy();
    expect(await screen.findByText('Giulia Rossi')).toBeTruthy();
    const first = userListCalls(fetchMock).find((p) => !p.has('status'))!;
    expect(Object.fromEntries(first)).toEqual({ page: '1', per_page: '20', sort: 'name' });

    fireEvent.change(screen.getByLabelText('Cerca utenti'), { target: { value: '  giulia ' } });
    await waitFor(() => expect(userListCalls(fetchMock).some((p) => p.get('search') === 'giulia')).toBe(true));
    fireEvent.change(screen.getByLabelText('Ruolo'), { target: { value: 'employee' } });
    fireEvent.change(screen.getByLabelText('Stato'), { target: { value: 'active' } });
    fireEvent.click(screen.getByRole('button', { name: /^Utente/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: '-name' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pagina successiva' }));

    await waitFor(() => {
      // The last page asked for; the count of pending registrations is asked for beside it.
      const last = userListCalls(fetchMock)
        .filter((p) => p.get('per_page') !== '1')
        .at(-1)!;
      expect(Object.fromEntries(last)).toEqual({
        page: '2',
        per_page: '20',
        sort: '-name',
        search: 'giulia',
        role: 'employee',
        status: 'active',
      });
    });
    expect(router.state.location.search).toEqual({
      search: 'giulia',
      role: 'employee',
      status: 'active',
      sort: '-name',
      page: 2,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-name' }));
    expect((screen.getByLabelText('Cerca utenti') as HTMLInputElement).value).toBe('');
  });

  it('points out pending registrations and filters them with one click', async () => {
    loginAsAdmin();
    // The pending count comes from the same endpoint, filtered on status: answer by query string.
    const fetchMock = mockFetch({});
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const onlyPending = url.searchParams.get('status') === 'pending';
      const body = onlyPending ? page([PENDING], 1) : page([ADMIN, EMPLOYEE, PENDING]);
      return new Response(JSON.stringify({ success: true, data: body, message: 'OK' }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const { router } = renderApp('/app/admin/users');
    const notice = await screen.findByText('1 registrazione in attesa di attivazione');
    fireEvent.click(within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Mostra' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'pending' }));
    await waitFor(() => expect(screen.queryByText('1 registrazione in attesa di attivazione')).toBeNull());
  });

  it('activates a pending registration from the row menu', async () => {
    loginAsAdmin();
    let activated = false;
    const fetchMock = mockFetch({
      'GET /api/admin/users': () => ok(page([ADMIN, activated ? { ...PENDING, status: 'active' } : PENDING])),
      [`PUT /api/admin/users/${PENDING.id}/status`]: (init) => {
        expect(JSON.parse(String(init.body))).toEqual({ status: 'active' });
        activated = true;
        return ok({ ...PENDING, status: 'active' });
      },
    });
    renderApp('/app/admin/users');
    openRadixMenu(await screen.findByRole('button', { name: 'Azioni per Nuova Persona' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Attiva' }));
    expect(await screen.findByText('Nuova Persona è stato attivato e ora può accedere.')).toBeTruthy();
    expect(calls(fetchMock)).toContain(`PUT /api/admin/users/${PENDING.id}/status`);
  });

  it('confirms before disabling and shows the server refusal as a toast', async () => {
    loginAsAdmin();
    mockFetch({
      'GET /api/admin/users': () => ok(page([ADMIN, EMPLOYEE])),
      [`PUT /api/admin/users/${ADMIN.id}/status`]: fail(403, 'FORBIDDEN', 'Non puoi disattivare il tuo account'),
    });
    renderApp('/app/admin/users');
    openRadixMenu(await screen.findByRole('button', { name: 'Azioni per Alessandra Bianchi' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disabilita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disabilitare Alessandra Bianchi?' });
    expect(dialog.textContent).toContain('tutte le sue sessioni attive verranno chiuse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disabilita' }));
    expect(await screen.findByText('Non puoi disattivare il tuo account')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates a user and shows the one-time activation link to copy', async () => {
    loginAsAdmin();
    const link = 'http://localhost/auth/activate?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const fetchMock = mockFetch({
      'GET /api/admin/users': () => ok(page([ADMIN])),
      'POST /api/admin/users': (init) => {
        const body = JSON.parse(String(init.body));
        const user = makeUser({ ...body, name: `${body.first_name} ${body.last_name}`, status: 'pending' });
        return ok({ user, link, email_sent: false, expires_at: '2026-12-01T10:00:00.000Z' }, 201);
      },
    });
    renderApp('/app/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuovo utente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo utente' });

    // The shared schema checks the form before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea utente' }));
    expect(await within(dialog).findByText('Il nome è obbligatorio')).toBeTruthy();
    expect(within(dialog).getByText("L'indirizzo e-mail è obbligatorio")).toBeTruthy();
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Paolo' } });
    fireEvent.change(within(dialog).getByLabelText('Cognome'), { target: { value: 'Greco' } });
    fireEvent.change(within(dialog).getByLabelText('Nome utente'), { target: { value: 'paolo.greco' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'paolo@example.it' } });
    fireEvent.change(within(dialog).getByLabelText('Ruolo'), { target: { value: 'manager' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea utente' }));

    const done = await screen.findByRole('dialog', { name: 'Utente creato' });
    expect((within(done).getByLabelText('Link monouso') as HTMLInputElement).value).toBe(link);
    expect(within(done).getByText(/Valido fino al 1 dicembre 2026/)).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'Copia link' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      first_name: 'Paolo',
      last_name: 'Greco',
      username: 'paolo.greco',
      email: 'paolo@example.it',
      role: 'manager',
    });
  });

  it('says the invitation was e-mailed instead of showing a link when SMTP works', async () => {
    loginAsAdmin();
    mockFetch({
      'GET /api/admin/users': () => ok(page([ADMIN])),
      'POST /api/admin/users': (init) => {
        const body = JSON.parse(String(init.body));
        const user = makeUser({ ...body, name: `${body.first_name} ${body.last_name}`, status: 'pending' });
        return ok({ user, link: null, email_sent: true, expires_at: '2026-12-01T10:00:00.000Z' }, 201);
      },
    });
    renderApp('/app/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuovo utente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo utente' });
    for (const [label, value] of [
      ['Nome', 'Paolo'],
      ['Cognome', 'Greco'],
      ['Nome utente', 'paolo.greco'],
      ['E-mail', 'paolo@example.it'],
    ]) {
      fireEvent.change(within(dialog).getByLabelText(label!), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea utente' }));
    const done = await screen.findByRole('dialog', { name: 'Utente creato' });
    expect(done.textContent).toContain('Abbiamo inviato a paolo@example.it');
    expect(within(done).queryByLabelText('Link monouso')).toBeNull();
  });

  it('shows a taken username from the server next to its field', async () => {
    loginAsAdmin();
    mockFetch({
      'GET /api/admin/users': () => ok(page([ADMIN])),
      'POST /api/admin/users': fail(409, 'CONFLICT', 'Nome utente o e-mail già registrati', {
        username: ['Questo nome utente è già in uso'],
      }),
    });
    renderApp('/app/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuovo utente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo utente' });
    for (const [label, value] of [
      ['Nome', 'Paolo'],
      ['Cognome', 'Greco'],
      ['Nome utente', 'admin'],
      ['E-mail', 'paolo@example.it'],
    ]) {
      fireEvent.change(within(dialog).getByLabelText(label!), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea utente' }));
    expect(await within(dialog).findByText('Questo nome utente è già in uso')).toBeTruthy();
    expect(within(dialog).getByLabelText('Nome utente').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an empty state that clears the filters when nothing matches', async () => {
    loginAsAdmin();
    mockFetch({ 'GET /api/admin/users': () => ok(page([])) });
    const { router } = renderApp('/app/admin/users?role=client');
    expect(await screen.findByText('Nessun utente corrisponde ai filtri')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Azzera filtri' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});

describe('roles and permissions tab', { timeout: 20_000 }, () => {
  const catalog = Object.entries(PERMISSION_CATALOG).map(([key, info]) => ({ key, ...info }));
  const roles = () =>
    (['admin', 'manager', 'employee', 'client'] as const).map((role) => ({
      role,
      label: { admin: 'Amministratore', manager: 'Manager', employee: 'Dipendente', client: 'Cliente' }[role],
      permissions: [...DEFAULT_ROLE_PERMISSIONS[role]].sort(),
    }));

  it('lists permissions by module in Italian and saves the changed role only', async () => {
    loginAsAdmin();
    const fetchMock = mockFetch({
      'GET /api/admin/roles': ok(roles()),
      'GET /api/admin/permissions': ok(catalog),
      'PUT /api/admin/roles/client/permissions': (init) => {
        const { permissions } = JSON.parse(String(init.body));
        return ok({ role: 'client', label: 'Cliente', permissions });
      },
    });
    renderApp('/app/admin/users?tab=ruoli');
    const matrix = await screen.findByRole('table', { name: 'Permessi di ciascun ruolo, raggruppati per modulo' });
    expect(within(matrix).getByRole('rowheader', { name: 'Comunicazioni' })).toBeTruthy();
    const adminAccess = within(matrix).getByRole('checkbox', { name: 'Amministratore: Amministrare il portale' });
    expect((adminAccess as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Salva modifiche' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(matrix).getByRole('checkbox', { name: 'Cliente: Accedere alle comunicazioni' }));
    expect(await screen.findByText('1 ruolo con modifiche non salvate')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    expect(await screen.findByText('Ruoli aggiornati: Cliente.')).toBeTruthy();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0]![1]?.body)).permissions.sort()).toEqual(
      ['view_communications', 'view_dashboard', 'view_documents', 'view_help'].sort(),
    );
    await waitFor(() => expect(screen.queryByText('1 ruolo con modifiche non salvate')).toBeNull());
  });

  it('asks before taking admin_access from a role, and shows a refusal from the server', async () => {
    loginAsAdmin();
    const withManagerAdmin = roles().map((r) =>
      r.role === 'manager' ? { ...r, permissions: [...r.permissions, 'admin_access'] } : r,
    );
    mockFetch({
      'GET /api/admin/roles': ok(withManagerAdmin),
      'GET /api/admin/permissions': ok(catalog),
      'PUT /api/admin/roles/manager/permissions': fail(
        403,
        'FORBIDDEN',
        'Non puoi rimuovere a te stesso il permesso admin_access',
      ),
    });
    renderApp('/app/admin/users?tab=ruoli');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Manager: Amministrare il portale' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rimuovere il permesso admin_access?' });
    expect(confirm.textContent).toContain('I membri di Manager perderanno');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rimuovi e salva' }));
    expect(await screen.findByText('Non puoi rimuovere a te stesso il permesso admin_access')).toBeTruthy();
    // The edit is kept so the admin can see what was refused.
    expect(screen.getByText('1 ruolo con modifiche non salvate')).toBeTruthy();
  });
});
