import type { DocumentFolderTree, DocumentList } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { calls, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The owner filter of the list and search pages: any person who owns readable documents, found by typing, kept in
// the URL (`owner=<id>`), shown by name when the page opens with it.

const ME = '0b6f3f4e-8a55-4c7e-9d0e-3c1f2a9b7d11';
const MARCO = '5d0c8a1e-1111-4c7e-9d0e-3c1f2a9b7d22';
const ANNA = '5d0c8a1e-2222-4c7e-9d0e-3c1f2a9b7d33';

const tree: DocumentFolderTree = { folders: [], can_use_root: true };
const empty: DocumentList = {
  items: [],
  pagination: { page: 1, per_page: 25, total: 0, total_pages: 1, total_capped: false },
};
const people = [
  { id: MARCO, name: 'Marco Bianchi' },
  { id: ME, name: 'Giulia Rossi' },
  { id: ANNA, name: 'Anna Verdi' },
];

describe('the owner filter', () => {
  let fetchMock: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    useFlagsStore.getState().setFlags({ document_manager_module: true });
    fetchMock = mockFetch({
      'GET /api/document-folders': ok(tree),
      'GET /api/documents': ok(empty),
      'GET /api/document-tags': ok({ items: [] }),
      'GET /api/documents/owners': () => {
        // The handler runs inside the call the mock just recorded: its URL carries the letters typed.
        const url = String(fetchMock.mock.calls.at(-1)?.[0] ?? '');
        const q = new URL(url, 'http://localhost').searchParams.get('q')?.toLowerCase() ?? '';
        return ok({ items: people.filter((p) => p.name.toLowerCase().includes(q)) });
      },
    });
  });

  it('offers everyone, the user first, finds a person by a few letters and puts them in the URL', async () => {
    const { router } = renderApp('/app/documents/list');
    const input = await screen.findByRole('combobox', { name: 'Proprietario' });
    expect((input as HTMLInputElement).value).toBe('Tutti');
    fireEvent.focus(input);
    const listbox = await screen.findByRole('listbox', { name: 'Proprietario' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tutti', 'Io (Giulia Rossi)', 'Marco Bianchi', 'Anna Verdi']);

    fireEvent.change(input, { target: { value: 'ver' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Anna Verdi']),
    );
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ owner: ANNA }));
    await waitFor(() => expect(calls(fetchMock).some((c) => c.includes(`owner_id=${ANNA}`))).toBe(true));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the owner of a linked view by name, and clears it', async () => {
    const { router } = renderApp(`/app/documents/list?owner=${MARCO}`);
    const input = await screen.findByRole('combobox', { name: 'Proprietario' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Marco Bianchi'));
    expect(calls(fetchMock).some((c) => c.startsWith('GET /api/documents/owners') && c.includes(`id=${MARCO}`))).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Togli il filtro per proprietario' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('owner'));
    expect((input as HTMLInputElement).value).toBe('Tutti');
  });
});
