import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { DraftRestoredNotice, DraftSaveStatus } from './draft-status';
import { pickLike } from './restore';
import { useAutosaveDraft } from './use-autosave-draft';
import { useUnsavedChangesBlocker } from './use-unsaved-changes-blocker';

const KEY = 'personnel.employee:new';
const PATH = `/api/drafts/key/${encodeURIComponent(KEY)}`;

/** A one-field form using both hooks, as a module's form does. */
function NoteForm() {
  const [note, setNote] = useState('');
  const dirty = note !== '';
  const autosave = useAutosaveDraft({
    moduleKey: 'personnel',
    draftKey: KEY,
    title: 'Nuovo dipendente',
    value: { note },
    enabled: dirty,
    delayMs: 30,
    onRestore: (payload) => {
      const stored = (payload as { note?: unknown }).note;
      if (typeof stored !== 'string') return false;
      setNote(stored);
      return true;
    },
  });
  const leave = useUnsavedChangesBlocker(dirty);
  return (
    <div>
      <DraftRestoredNotice draft={autosave} onDiscard={() => setNote('')} />
      <label>
        Nota
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <DraftSaveStatus draft={autosave} />
      <Link to="/">Altrove</Link>
      {leave.dialog}
    </div>
  );
}

function renderForm() {
  const root = createRootRoute({ component: Outlet, staticData: { title: '' } });
  const routeTree = root.addChildren([
    createRoute({
      getParentRoute: () => root,
      path: '/',
      staticData: { title: 'Altrove' },
      component: () => <p>Altra pagina</p>,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/app/form',
      staticData: { title: 'Modulo' },
      component: NoteForm,
    }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/app/form'] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return Object.assign(router, { unmount: view.unmount });
}

const storedDraft = (note: string) => ({
  id: crypto.randomUUID(),
  module_key: 'personnel',
  draft_key: KEY,
  title: 'Nuovo dipendente',
  route: '/app/form',
  payload: { note },
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
});

const bodies = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null));

describe('useAutosaveDraft and useUnsavedChangesBlocker', () => {
  it('saves the form as a draft after a pause, with its module, title and address, and says so', async () => {
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: ok(null),
      [`PUT ${PATH}`]: (init) => ok({ ...storedDraft(''), payload: JSON.parse(String(init.body)).payload }),
    });
    renderForm();
    const input = await screen.findByLabelText('Nota');
    fireEvent.change(input, { target: { value: 'Assunzione a marzo' } });
    expect(await screen.findByText('Copia salvata nelle bozze')).toBeTruthy();
    expect(bodies(fetchMock, 'PUT')).toEqual([
      {
        module_key: 'personnel',
        title: 'Nuovo dipendente',
        route: '/app/form',
        payload: { note: 'Assunzione a marzo' },
      },
    ]);
  });

  it('restores the stored draft on mount with the notice, and "Scarta bozza" deletes it and resets the form', async () => {
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: ok(storedDraft('Bozza di ieri')),
      [`DELETE ${PATH}`]: ok({ deleted: true }),
    });
    renderForm();
    expect(await screen.findByDisplayValue('Bozza di ieri')).toBeTruthy();
    expect(screen.getByText('Bozza ripristinata del 20 nov 2026, 10:30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scarta bozza' }));
    await waitFor(() => expect((screen.getByLabelText('Nota') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText(/Bozza ripristinata/)).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    // Restoring is not a change: nothing was saved back.
    expect(bodies(fetchMock, 'PUT')).toEqual([]);
  });

  it('shows why a draft could not be saved', async () => {
    mockFetch({
      [`GET ${PATH}`]: ok(null),
      [`PUT ${PATH}`]: fail(413, 'PAYLOAD_TOO_LARGE', 'La bozza è troppo grande per essere salvata (massimo 256 KB)'),
    });
    const view = renderForm();
    fireEvent.change(await screen.findByLabelText('Nota'), { target: { value: 'x' } });
    expect(await screen.findByText(/La bozza non è stata salvata: La bozza è troppo grande/)).toBeTruthy();
    // Closing the form tries once more (what is unsaved goes with the unmount), still against the mock.
    view.unmount();
  });

  it('asks before leaving with unsaved changes: staying keeps the page, confirming leaves it', async () => {
    mockFetch({ [`GET ${PATH}`]: ok(null), [`PUT ${PATH}`]: ok(storedDraft('x')) });
    const router = renderForm();
    fireEvent.change(await screen.findByLabelText('Nota'), { target: { value: 'Da finire' } });
    fireEvent.click(screen.getByRole('link', { name: 'Altrove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    expect(dialog.textContent).toContain('le ritrovi tra le tue bozze');
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/app/form');

    fireEvent.click(screen.getByRole('link', { name: 'Altrove' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Esci dalla pagina' }));
    expect(await screen.findByText('Altra pagina')).toBeTruthy();
  });

  it('lets a clean form go without asking, and saves what was typed just before leaving', async () => {
    const fetchMock = mockFetch({ [`GET ${PATH}`]: ok(null), [`PUT ${PATH}`]: ok(storedDraft('x')) });
    const router = renderForm();
    await screen.findByLabelText('Nota');
    await router.navigate({ to: '/' });
    expect(await screen.findByText('Altra pagina')).toBeTruthy();
    expect(bodies(fetchMock, 'PUT')).toEqual([]);

    await router.navigate({ to: '/app/form' as never });
    fireEvent.change(await screen.findByLabelText('Nota'), { target: { value: 'Ultima riga' } });
    // Leaving at once, inside the pause: the unmount still sends it.
    fireEvent.click(screen.getByRole('link', { name: 'Altrove' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Esci dalla pagina' }));
    await screen.findByText('Altra pagina');
    await waitFor(() => expect(bodies(fetchMock, 'PUT').map((b) => b.payload)).toContainEqual({ note: 'Ultima riga' }));
  });
});

describe('pickLike', () => {
  it('takes the stored fields that fit the form and keeps the defaults for the rest', () => {
    const defaults = { name: '', hours: 0, active: true, tags: [] as string[], manager: null as string | null };
    expect(
      pickLike(defaults, { name: 'Acme', hours: '7', active: false, tags: ['a'], manager: 'x', extra: 1 }),
    ).toEqual({ name: 'Acme', hours: 0, active: false, tags: ['a'], manager: 'x' });
    expect(pickLike(defaults, 'text')).toBeNull();
    expect(pickLike(defaults, [1])).toBeNull();
  });
});
