import type { Attachment, AttachmentList } from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/platform/toast/toast-store';
import { Toaster } from '@/platform/toast/toaster';
import { calls, mockFetch, ok } from '@/test/fetch-mock';
import { Attachments } from './attachments';

const TASK = '3b9d6c1e-2f4a-4b8c-9d0e-1f2a3b4c5d6e';
const LIST = `/api/attachments/project_task/${TASK}`;

const file = (id: string, name: string, extra: Partial<Attachment> = {}): Attachment => ({
  id,
  record_type: 'project_task',
  record_id: TASK,
  name,
  mime_type: 'application/pdf',
  size_bytes: 250_000,
  uploaded_by_id: '3b9d6c1e-2f4a-4b8c-9d0e-1f2a3b4c5d70',
  uploaded_by_name: 'Giulia Esposito',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  can_delete: true,
  ...extra,
});

const list = (items: Attachment[], can_upload = true): AttachmentList => ({
  items,
  can_upload,
  max_bytes: 50 * 1024 * 1024,
  accept: ['.pdf', '.png'],
});

function renderAttachments() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Attachments recordType="project_task" recordId={TASK} />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => useToastStore.getState().clear());

describe('Attachments', () => {
  it('lists each file with its size, who added it and when, with open and download links', async () => {
    mockFetch({ [`GET ${LIST}`]: ok(list([file('3b9d6c1e-2f4a-4b8c-9d0e-1f2a3b4c5d01', 'Requisiti.pdf')])) });
    renderAttachments();
    const items = await screen.findByRole('list', { name: 'Allegati: elenco dei file' });
    expect(within(items).getByRole('link', { name: 'Apri Requisiti.pdf' }).getAttribute('href')).toBe(
      '/api/attachments/file/3b9d6c1e-2f4a-4b8c-9d0e-1f2a3b4c5d01',
    );
    expect(within(items).getByRole('link', { name: 'Scarica Requisiti.pdf' }).getAttribute('href')).toBe(
      '/api/attachments/file/3b9d6c1e-2f4a-4b8c-9d0e-1f2a3b4c5d01?download=1',
    );
    expect(within(items).getByText(/^244,1 KB · Giulia Esposito · 5 min/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aggiungi file' })).toBeTruthy();
  });

  it('shows a reader without rights the empty state, no upload area and no delete button', async () => {
    mockFetch({ [`GET ${LIST}`]: ok(list([], false)) });
    renderAttachments();
    expect(await screen.findByText('Nessun allegato')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aggiungi file' })).toBeNull();
  });

  it('hides the delete button of a file the user may not delete', async () => {
    mockFetch({
      [`GET ${LIST}`]: ok(list([file('3b9d6c1e-2f4a-4b8c-9d0e-1f2a3b4c5d02', 'Altrui.pdf', { can_delete: false })])),
    });
    renderAttachments();
    await screen.findByRole('link', { name: 'Apri Altrui.pdf' });
    expect(screen.queryByRole('button', { name: 'Elimina Altrui.pdf' })).toBeNull();
  });

  it('deletes a file and brings it back from the toast’s Annulla', async () => {
    const id = '3b9d6c1e-2f4a-4b8c-9d0e-1f2a3b4c5d03';
    let items = [file(id, 'Bozza.pdf')];
    const fetchMock = mockFetch({
      [`GET ${LIST}`]: () => ok(list(items)),
      [`DELETE /api/attachments/${id}`]: () => {
        items = [];
        return ok(null);
      },
      [`POST /api/attachments/${id}/restore`]: () => {
        items = [file(id, 'Bozza.pdf')];
        return ok(items[0]);
      },
    });
    renderAttachments();
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina Bozza.pdf' }));
    const undo = await screen.findByRole('button', { name: 'Annulla' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Apri Bozza.pdf' })).toBeNull());
    fireEvent.click(undo);
    expect(await screen.findByRole('link', { name: 'Apri Bozza.pdf' })).toBeTruthy();
    expect(calls(fetchMock)).toContain(`POST /api/attachments/${id}/restore`);
    expect(await screen.findByText('Allegato ripristinato')).toBeTruthy();
  });

  it('puts the undo where the file was, focused, so the keyboard finds it (inside a dialog too)', async () => {
    const id = '3b9d6c1e-2f4a-4b8c-9d0e-1f2a3b4c5d04';
    let items = [file(id, 'Preventivo.pdf')];
    mockFetch({
      [`GET ${LIST}`]: () => ok(list(items)),
      [`DELETE /api/attachments/${id}`]: () => {
        items = [];
        return ok(null);
      },
      [`POST /api/attachments/${id}/restore`]: () => {
        items = [file(id, 'Preventivo.pdf')];
        return ok(items[0]);
      },
    });
    renderAttachments();
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina Preventivo.pdf' }));
    const inline = await screen.findByRole('button', { name: 'Annulla l’eliminazione di Preventivo.pdf' });
    await waitFor(() => expect(document.activeElement).toBe(inline));
    expect(screen.getByText('Preventivo.pdf eliminato')).toBeTruthy();
    fireEvent.click(inline);
    expect(await screen.findByRole('link', { name: 'Apri Preventivo.pdf' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Preventivo.pdf eliminato')).toBeNull());
  });

  it('refuses an empty or oversized file at once, in Italian, without sending it', async () => {
    const fetchMock = mockFetch({ [`GET ${LIST}`]: ok(list([])) });
    renderAttachments();
    const input = (await screen.findByTestId('attachments-file-input')) as HTMLInputElement;
    const empty = new File([], 'vuoto.pdf', { type: 'application/pdf' });
    const huge = new File(['x'], 'enorme.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 60 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [empty, huge] } });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Il file è vuoto.',
      'Il file è troppo grande. Massimo 50 MB.',
    ]);
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi l’errore di vuoto.pdf' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
