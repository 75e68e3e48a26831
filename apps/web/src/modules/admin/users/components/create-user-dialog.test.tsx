import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { calls, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });

const ADMIN = makeUser({ id: '11111111-1111-4111-8111-111111111111', username: 'admin', role: 'admin' });
const SALES = { id: '33333333-3333-4333-8333-333333333333', name: 'Vendite' };
const LINK = 'http://localhost/auth/activate?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const list = { items: [ADMIN], pagination: { page: 1, per_page: 20, total: 1, total_pages: 1 } };

function setUp() {
  useAuthStore.getState().setSession(makeSession(ADMIN));
  useFlagsStore.getState().setFlags({ personnel_module: true });
  return mockFetch({
    'GET /api/admin/users': () => ok(list),
    'GET /api/personnel/employees/options': () =>
      ok({ departments: [SALES], managers: [], work_locations: [], ccnl_levels: [] }),
    'POST /api/personnel/employees': () =>
      ok({ employee: { id: 'x' }, link: LINK, email_sent: false, expires_at: '2026-12-01T10:00:00.000Z' }, 201),
    'POST /api/admin/users': (init) => {
      const body = JSON.parse(String(init.body));
      const user = makeUser({ ...body, name: `${body.first_name} ${body.last_name}`, status: 'pending' });
      return ok({ user, link: LINK, email_sent: false, expires_at: '2026-12-01T10:00:00.000Z' }, 201);
    },
  });
}

async function fillAccount(role: string) {
  renderApp('/app/admin/users');
  fireEvent.click(await screen.findByRole('button', { name: 'Nuovo utente' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuovo utente' });
  for (const [label, value] of [
    ['Nome', 'Paolo'],
    ['Cognome', 'Greco'],
    ['Nome utente', 'paolo.greco'],
    ['E-mail', 'paolo@example.it'],
    ['Ruolo', role],
  ] as const) {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  }
  return dialog;
}

const posts = (fetchMock: ReturnType<typeof mockFetch>) => calls(fetchMock).filter((c) => c.startsWith('POST'));
const bodyOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]?.body));

describe("'Nuovo utente' creates the person in Personale too", { timeout: 20_000 }, () => {
  it('sends the account and its employee record to the personnel endpoint, in one request', async () => {
    const fetchMock = setUp();
    const dialog = await fillAccount('employee');
    expect((within(dialog).getByLabelText('Crea anche la scheda in Personale') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Mansione'), { target: { value: 'Commerciale' } });
    await within(dialog).findByRole('option', { name: 'Vendite' });
    fireEvent.change(within(dialog).getByLabelText('Dipartimento'), { target: { value: SALES.id } });
    fireEvent.change(within(dialog).getByLabelText('Data di assunzione'), { target: { value: '2026-12-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea utente' }));

    const done = await screen.findByRole('dialog', { name: 'Utente creato' });
    expect(done.textContent).toContain('con la sua scheda in Personale');
    expect((within(done).getByLabelText('Link monouso') as HTMLInputElement).value).toBe(LINK);
    expect(posts(fetchMock)).toEqual(['POST /api/personnel/employees']);
    expect(bodyOf(fetchMock)).toEqual({
      first_name: 'Paolo',
      last_name: 'Greco',
      username: 'paolo.greco',
      email: 'paolo@example.it',
      role: 'employee',
      job_title: 'Commerciale',
      department_id: SALES.id,
      hire_date: '2026-12-01',
    });
  });

  it('creates the account alone when the record is unticked', async () => {
    const fetchMock = setUp();
    const dialog = await fillAccount('manager');
    fireEvent.click(within(dialog).getByLabelText('Crea anche la scheda in Personale'));
    expect(within(dialog).getByText(/Senza scheda la persona non compare in Personale/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea utente' }));
    await screen.findByRole('dialog', { name: 'Utente creato' });
    expect(posts(fetchMock)).toEqual(['POST /api/admin/users']);
  });

  it('offers no record for a client, who is no employee', async () => {
    const fetchMock = setUp();
    const dialog = await fillAccount('client');
    expect(within(dialog).queryByLabelText('Crea anche la scheda in Personale')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea utente' }));
    await screen.findByRole('dialog', { name: 'Utente creato' });
    await waitFor(() => expect(posts(fetchMock)).toEqual(['POST /api/admin/users']));
  });
});
