import type { DocumentActivityList, DocumentDetail } from '@portale/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The document page's "Attività" tab: the audit rows the server tells (GET /api/documents/{id}/activity), loaded
// when the tab opens, with its empty and error states.

const detail: DocumentDetail = {
  id: 'd1',
  title: 'Offerta arredi',
  type: 'contratto',
  folder_id: null,
  folder_name: null,
  owner: { id: 'u1', name: 'Giulia Esposito' },
  tags: [],
  confidential: false,
  expires_on: null,
  current_version: 2,
  file_name: 'offerta.txt',
  mime_type: 'text/plain',
  size_bytes: 1200,
  checked_out_by: null,
  my_rights: { can_edit: true, can_move: true, can_manage_access: true, can_delete: true },
  thumbnail_url: null,
  thumbnail_pending: false,
  created_at: '2026-10-01T08:00:00Z',
  updated_at: '2026-10-02T08:00:00Z',
  description: '',
  retention_until: null,
  inherits_access: true,
  folder_path: [],
  checked_out_at: null,
  versions: [],
  deleted_at: null,
};

const activity = (items: DocumentActivityList['items'], total = items.length): DocumentActivityList => ({
  items,
  pagination: { page: 1, per_page: 20, total, total_pages: Math.max(1, Math.ceil(total / 20)) },
});

const openActivity = async () => {
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Attività' }));
  fireEvent.click(screen.getByRole('tab', { name: 'Attività' }));
};

describe('the activity tab of a document', () => {
  beforeEach(() => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    useFlagsStore.getState().setFlags({ document_manager_module: true });
  });

  it('lists what happened, newest first, with who and when', async () => {
    mockFetch({
      'GET /api/documents/d1': ok(detail),
      'GET /api/documents/d1/activity': ok(
        activity([
          {
            id: 'a2',
            kind: 'version_added',
            label: 'Nuova versione caricata',
            detail: 'Versione 2 · offerta.txt',
            actor: { id: 'u2', name: 'Marco Bianchi' },
            at: '2026-10-02T08:00:00Z',
          },
          {
            id: 'a1',
            kind: 'uploaded',
            label: 'Documento caricato',
            detail: 'offerta.txt',
            actor: { id: 'u1', name: 'Giulia Esposito' },
            at: '2026-10-01T08:00:00Z',
          },
        ]),
      ),
    });
    renderApp('/app/documents/d1');
    await openActivity();
    const list = await screen.findByRole('list', { name: 'Attività del documento' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).toContain('Nuova versione caricata');
    expect(lines[0]!.textContent).toContain('Versione 2 · offerta.txt');
    expect(lines[0]!.textContent).toContain('Marco Bianchi');
    expect(lines[1]!.textContent).toContain('Documento caricato');
    expect(lines[1]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-10-01T08:00:00Z');
  });

  it('says when nothing was recorded, and offers a retry when the activity cannot be loaded', async () => {
    mockFetch({ 'GET /api/documents/d1': ok(detail), 'GET /api/documents/d1/activity': ok(activity([])) });
    const first = renderApp('/app/documents/d1');
    await openActivity();
    expect(await screen.findByText('Nessuna attività registrata')).toBeTruthy();
    first.unmount();

    mockFetch({
      'GET /api/documents/d1': ok(detail),
      'GET /api/documents/d1/activity': fail(500, 'INTERNAL', 'Errore del server'),
    });
    renderApp('/app/documents/d1');
    await openActivity();
    expect(await screen.findByText('Impossibile caricare l’attività del documento')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
