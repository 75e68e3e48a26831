import type { DocumentDashboard, DocumentListItem } from '@portale/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const NOW = new Date('2026-11-24T10:00:00Z');

const document = (id: string, title: string, expires_on: string): DocumentListItem => ({
  id,
  title,
  type: 'contratto',
  folder_id: null,
  folder_name: null,
  owner: { id: 'u1', name: 'Giulia Rossi' },
  tags: [],
  confidential: false,
  expires_on,
  current_version: 1,
  file_name: `${title}.pdf`,
  mime_type: 'application/pdf',
  size_bytes: 1200,
  checked_out_by: null,
  my_rights: { can_edit: false, can_move: false, can_manage_access: false, can_delete: false },
  thumbnail_url: null,
  thumbnail_pending: false,
  created_at: '2026-10-01T08:00:00Z',
  updated_at: '2026-10-01T08:00:00Z',
});

const dashboard = (expiring: DocumentListItem[]): DocumentDashboard => ({
  recent: [],
  mine: [],
  shared_with_me: [],
  expiring,
  storage: { readable_documents: 0, readable_bytes: 0, archive_bytes: null, blob_bytes: null },
});

const card = async () => (await screen.findByRole('heading', { name: 'Documenti in scadenza' })).closest('section')!;

describe('the documents card on the dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
  });
  afterEach(() => vi.useRealTimers());

  it('lists what expires soonest, each linking to its page, with the full filtered list one click away', async () => {
    useFlagsStore.getState().setFlags({ dashboard_module: true, document_manager_module: true });
    mockFetch({
      'GET /api/documents/dashboard': ok(
        dashboard([
          document('d1', 'Contratto di locazione', '2026-11-20'),
          document('d2', 'Certificato ISO 9001', '2026-12-10'),
        ]),
      ),
    });
    renderApp('/app/dashboard');

    const expiring = await card();
    expect(within(expiring).getByRole('link', { name: 'Contratto di locazione' }).getAttribute('href')).toBe(
      '/app/documents/d1',
    );
    expect(within(expiring).getByRole('link', { name: 'Certificato ISO 9001' })).toBeTruthy();
    expect(within(expiring).getByRole('link', { name: 'Vedi tutti' }).getAttribute('href')).toContain('expiring=true');
  });

  it('says so when nothing expires, and is not there when the documents module is off', async () => {
    useFlagsStore.getState().setFlags({ dashboard_module: true, document_manager_module: true });
    mockFetch({ 'GET /api/documents/dashboard': ok(dashboard([])) });
    const first = renderApp('/app/dashboard');
    expect(within(await card()).getByText('Nessun documento in scadenza nei prossimi 30 giorni.')).toBeTruthy();
    first.unmount();

    useFlagsStore.getState().setFlags({ dashboard_module: true, document_manager_module: false });
    renderApp('/app/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Documenti in scadenza' })).toBeNull();
  });
});
