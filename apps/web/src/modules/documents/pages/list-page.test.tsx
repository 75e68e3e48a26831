import type { DocumentFolder, DocumentFolderTree, DocumentList, DocumentListItem } from '@portale/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The move is offered only where the server allows it (`my_rights.can_move`): the bulk bar names the selected
// documents the user may not move, and a folder that inherits its access keeps its place in the rename dialog.

const rights = (canMove: boolean) => ({
  can_edit: true,
  can_move: canMove,
  can_manage_access: false,
  can_delete: false,
});

const document = (id: string, title: string, canMove: boolean): DocumentListItem => ({
  id,
  title,
  type: 'verbale',
  folder_id: 'f1',
  folder_name: 'Delivery',
  owner: { id: 'u2', name: 'Marco Bianchi' },
  tags: [],
  confidential: false,
  expires_on: null,
  current_version: 1,
  file_name: `${id}.pdf`,
  mime_type: 'application/pdf',
  size_bytes: 1200,
  checked_out_by: null,
  my_rights: rights(canMove),
  thumbnail_url: null,
  thumbnail_pending: false,
  created_at: '2026-10-01T08:00:00Z',
  updated_at: '2026-10-01T08:00:00Z',
});

const folder = (id: string, name: string, canMove: boolean): DocumentFolder => ({
  id,
  parent_id: null,
  name,
  path: [{ id, name }],
  inherits_access: !canMove,
  created_by: { id: 'u1', name: 'Admin' },
  document_count: 2,
  my_rights: { can_upload: true, can_edit: true, can_move: canMove, can_manage_access: false, can_delete: false },
  created_at: '2026-10-01T08:00:00Z',
  updated_at: '2026-10-01T08:00:00Z',
});

const tree: DocumentFolderTree = {
  folders: [folder('f1', 'Delivery', false), folder('f2', 'Archivio', true)],
  can_use_root: true,
};
const list: DocumentList = {
  items: [document('d1', 'Verbale riunione', false), document('d2', 'Specifica tecnica', true)],
  pagination: { page: 1, per_page: 25, total: 2, total_pages: 1, total_capped: false },
};

describe('moving documents and folders on the list page', () => {
  beforeEach(() => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    useFlagsStore.getState().setFlags({ document_manager_module: true });
    mockFetch({
      'GET /api/document-folders': ok(tree),
      'GET /api/documents': ok(list),
      'GET /api/document-tags': ok({ items: [] }),
    });
  });

  it('turns the bulk move off while the selection holds a document one may not move, and names it', async () => {
    renderApp('/app/documents/list?folder=f1');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleziona Specifica tecnica' }));
    const bar = screen.getByRole('region', { name: '1 selezionato' });
    expect(within(bar).getByRole('combobox', { name: 'Sposta in…' })).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona Verbale riunione' }));
    const both = screen.getByRole('region', { name: '2 selezionati' });
    expect(within(both).getByRole('combobox', { name: 'Sposta in…' })).toHaveProperty('disabled', true);
    expect(within(both).getByRole('button', { name: 'Sposta' })).toHaveProperty('disabled', true);
    expect(within(both).getByText(/Non puoi spostare «Verbale riunione»:/)).toBeTruthy();
    expect(within(both).queryByText(/Specifica tecnica/)).toBeNull();
    // Tagging stays available for the whole selection.
    fireEvent.change(within(both).getByRole('textbox', { name: 'Etichetta' }), { target: { value: 'fornitori' } });
    expect(within(both).getByRole('button', { name: 'Aggiungi etichetta' })).toHaveProperty('disabled', false);
  });

  it('keeps an inheriting folder in its place in the rename dialog, and lets a movable one move', async () => {
    const first = renderApp('/app/documents/list?folder=f1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rinomina' }));
    const dialog = await screen.findByRole('dialog');
    const parent = within(dialog).getByRole('combobox', { name: 'Cartella superiore' });
    expect(parent).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(/Solo chi ha creato la cartella o un amministratore può spostarla/)).toBeTruthy();
    first.unmount();

    renderApp('/app/documents/list?folder=f2');
    fireEvent.click(await screen.findByRole('button', { name: 'Rinomina' }));
    const movable = await screen.findByRole('dialog');
    expect(within(movable).getByRole('combobox', { name: 'Cartella superiore' })).toHaveProperty('disabled', false);
  });
});
