import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { DAY, makeSessionRow, NOW, SESSION_ID } from '../test-fixtures';

configure({ asyncUtilTimeout: 5000 });

const loginAsAdmin = () => useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
const list = (items: ReturnType<typeof makeSessionRow>[]) => ({
  items,
  pagination: { page: 1, per_page: 20, total: items.length, total_pages: 1 },
});
const DONE = makeSessionRow({
  id: '8e5a8b5d-6c7f-4a01-9c23-c4d5e6f7a8b9',
  status: 'completed',
  started_at: new Date(NOW - 3 * DAY).toISOString(),
  duration_seconds: 7_260,
  outcome_notes: 'Aggiunto un controllo sui dati',
  pattern_resolved: true,
});

describe('self-healing sessions page', { timeout: 20_000 }, () => {
  it('lists sessions with duration, status and outcome, and completes one with notes', async () => {
    loginAsAdmin();
    const fetchMock = mockFetch({
      'GET /api/self-healing/sessions': () => ok(list([makeSessionRow(), DONE])),
      [`PUT /api/self-healing/sessions/${SESSION_ID}/complete`]: ok(makeSessionRow({ status: 'completed' })),
    });
    renderApp('/app/admin/self-healing/sessions');
    const table = await screen.findByRole('table', { name: 'Sessioni di correzione' });
    await within(table).findByText('3m 20s');
    expect(within(table).getByText('2h 1m')).toBeTruthy();
    expect(within(table).getAllByText(/3 ore fa/).length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/3 giorni fa/).length).toBeGreaterThan(0);
    expect(within(table).getByText('Aggiunto un controllo sui dati')).toBeTruthy();
    expect(within(table).getByText('Schema risolto')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /Completa la sessione/ })).toHaveLength(1);

    fireEvent.click(within(table).getByRole('button', { name: 'Completa la sessione su «TypeError: x is undefined»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Completa la sessione' });
    fireEvent.change(within(dialog).getByLabelText('Note sull’esito'), {
      target: { value: ' Corretto il caricamento ' },
    });
    fireEvent.click(within(dialog).getByLabelText('Segna anche lo schema come risolto'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Completa la sessione' }));
    expect(await screen.findByText('Sessione completata')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/complete'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ outcome_notes: 'Corretto il caricamento', resolve_pattern: true });
  });

  it('filters by status through the query string', async () => {
    loginAsAdmin();
    const fetchMock = mockFetch({ 'GET /api/self-healing/sessions': () => ok(list([DONE])) });
    renderApp('/app/admin/self-healing/sessions');
    await screen.findByRole('table', { name: 'Sessioni di correzione' });
    fireEvent.change(screen.getByLabelText('Stato'), { target: { value: 'completed' } });
    await waitFor(() =>
      expect(
        calls(fetchMock)
          .filter((c) => c.includes('/api/self-healing/sessions'))
          .at(-1),
      ).toBe('GET /api/self-healing/sessions?page=1&per_page=20&status=completed'),
    );
  });

  it('keeps the dialog open with Failed to complete session when completing fails', async () => {
    loginAsAdmin();
    mockFetch({
      'GET /api/self-healing/sessions': () => ok(list([makeSessionRow()])),
      [`PUT /api/self-healing/sessions/${SESSION_ID}/complete`]: fail(409, 'CONFLICT', 'Sessione già completata'),
    });
    renderApp('/app/admin/self-healing/sessions');
    fireEvent.click(await screen.findByRole('button', { name: /Completa la sessione su/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Completa la sessione' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Completa la sessione' }));
    expect((await within(dialog).findByTestId('self-healing-error')).textContent).toBe('Failed to complete session');
    expect(within(dialog).getByText('Sessione già completata')).toBeTruthy();
  });

  it('shows Failed to load healing sessions when the list fails', async () => {
    loginAsAdmin();
    mockFetch({ 'GET /api/self-healing/sessions': fail(500, 'INTERNAL', 'Errore interno del server') });
    renderApp('/app/admin/self-healing/sessions');
    expect((await screen.findByTestId('self-healing-error')).textContent).toBe('Failed to load healing sessions');
  });
});
