import { SEARCH_DEBOUNCE_MS } from '@portale/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { calls, fail, type MockReply, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const RESULTS = [
  {
    id: 'u1',
    type: 'person',
    title: 'Giulia Esposito',
    description: 'dipendente@demo.portale.it',
    path: '/app/personnel/u1',
  },
  { id: 'p1', type: 'project', title: 'Portale Esposizioni', description: 'Cliente Fiera', path: '/app/projects/p1' },
  { id: 'u2', type: 'person', title: 'Marco Esposti', description: 'marco@demo.portale.it', path: '/app/personnel/u2' },
  { id: 't1', type: 'task', title: 'Preparare esposizione', description: '', path: '/app/profile' },
];

function setUp(reply: MockReply | (() => MockReply) = ok(RESULTS)) {
  useAuthStore.getState().setSession(makeSession());
  useFlagsStore.getState().setFlags({ dashboard_module: true });
  const fetchMock = mockFetch({ 'GET /api/search': typeof reply === 'function' ? reply : () => reply });
  const app = renderApp('/app/dashboard');
  return { fetchMock, ...app };
}

const searchCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  calls(fetchMock).filter((c) => c.startsWith('GET /api/search'));

async function openWithCtrlK() {
  await screen.findByRole('button', { name: 'Menu utente' });
  fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
  return screen.findByRole('combobox', { name: 'Cerca nel portale' });
}

/** By text content: highlighted parts are separate elements, which accessible-name matching splits apart. */
async function findOption(text: string) {
  await waitFor(() => expect(screen.getAllByRole('option').some((o) => o.textContent?.includes(text))).toBe(true));
  return screen.getAllByRole('option').find((o) => o.textContent?.includes(text))!;
}

/** The visible text, not its copy in the screen-reader announcement. */
const findShown = (text: string) => screen.findByText(text, { ignore: '.sr-only' });

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('search modal', () => {
  it('opens with Ctrl+K focused on an empty input, closes with Escape and forgets the query', async () => {
    setUp();
    const input = await openWithCtrlK();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.getByText('Inizia a digitare per cercare...')).toBeTruthy();
    type(input, 'esp');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());

    const again = await openWithCtrlK();
    expect((again as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Inizia a digitare per cercare...')).toBeTruthy();
  });

  it("opens with Cmd+K, with '/' and from the header button, but not with '/' typed in a field", async () => {
    setUp();
    await screen.findByRole('button', { name: 'Menu utente' });
    fireEvent.keyDown(document.body, { key: 'K', metaKey: true });
    const input = await screen.findByRole('combobox');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());

    fireEvent.keyDown(document.body, { key: '/' });
    fireEvent.keyDown(await screen.findByRole('combobox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());

    const field = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(field, editable);
    fireEvent.keyDown(field, { key: '/' });
    fireEvent.keyDown(editable, { key: '/' });
    expect(screen.queryByRole('combobox')).toBeNull();
    field.remove();
    editable.remove();

    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByRole('combobox')).toBeTruthy();
  });

  it('waits for a 300 ms pause and sends one request for the last text', async () => {
    const { fetchMock } = setUp();
    const input = await openWithCtrlK();
    type(input, 'e');
    type(input, 'es');
    type(input, ' esp ');
    // Nothing goes out while typing (a timed check of "not yet at 200 ms" flakes on a loaded machine).
    expect(searchCalls(fetchMock)).toEqual([]);
    expect(await findOption('Giulia Esposito')).toBeTruthy();
    expect(searchCalls(fetchMock)).toEqual(['GET /api/search?q=esp&limit=8']);
  });

  it('does not search blank text', async () => {
    const { fetchMock } = setUp();
    const input = await openWithCtrlK();
    type(input, '   ');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100)));
    expect(searchCalls(fetchMock)).toEqual([]);
    expect(screen.getByText('Inizia a digitare per cercare...')).toBeTruthy();
  });

  it('groups results by type with Italian labels and highlights the match safely', async () => {
    setUp(
      ok([
        ...RESULTS,
        {
          id: 'd1',
          type: 'document',
          title: '<img src=x onerror="alert(1)"> Esposizione',
          description: '',
          path: '/app/documents/d1',
        },
      ]),
    );
    const input = await openWithCtrlK();
    type(input, 'espo');
    const listbox = await screen.findByRole('listbox', { name: 'Risultati della ricerca' });
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Progetti', 'Persone', 'Documenti', 'Attività']);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Giulia Espositodipendente@demo.portale.it', 'Marco Espostimarco@demo.portale.it']);
    const marks = [...listbox.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toContain('Espo');
    expect(listbox.querySelector('img')).toBeNull();
    expect(within(listbox).getByText(/<img src=x/)).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('5 risultati');
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const { router } = setUp();
    const input = await openWithCtrlK();
    type(input, 'esp');
    const options = await screen.findAllByRole('option');
    // Display order: Progetti, Persone (2), Attività.
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    // Wraps around at the end, and back with ArrowUp.
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    expect(options[3]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile'));
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('opens a result on click', async () => {
    const { router } = setUp(ok([RESULTS[3]]));
    const input = await openWithCtrlK();
    type(input, 'prep');
    fireEvent.click(await findOption('Preparare esposizione'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile'));
  });

  it("says 'Nessun risultato trovato' when nothing matches", async () => {
    setUp(ok([]));
    const input = await openWithCtrlK();
    type(input, 'zzz');
    expect(await findShown('Nessun risultato trovato')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows one inert error item when a search of 2+ characters fails', async () => {
    const { router } = setUp(fail(503, 'SERVICE_UNAVAILABLE', 'Servizio non disponibile'));
    const input = await openWithCtrlK();
    type(input, 'es');
    const item = await findOption('Ricerca non disponibile');
    expect(
      within(item).getByText('Il servizio di ricerca non è attualmente disponibile. Riprova più tardi.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(item.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(item);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/app/dashboard');
    expect(screen.getByRole('combobox')).toBeTruthy();
  });

  it('treats a malformed answer as a failure', async () => {
    setUp(ok({ results: [] }));
    const input = await openWithCtrlK();
    type(input, 'esposito');
    expect(await findOption('Ricerca non disponibile')).toBeTruthy();
  });

  it('shows no error item when a one-character search fails', async () => {
    setUp(fail(500, 'INTERNAL_ERROR', 'Errore'));
    const input = await openWithCtrlK();
    type(input, 'e');
    expect(await findShown('Nessun risultato trovato')).toBeTruthy();
    expect(screen.queryByText('Ricerca non disponibile')).toBeNull();
  });
});
