import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { ContactMessagesWidget } from './contact-messages-widget';

const MESSAGE = {
  id: '5b0f6a0e-6c1a-4f65-9a3e-0d2a7f2b9c10',
  name: 'Paola Neri',
  email: 'paola.neri@example.it',
  company: 'Neri S.n.c.',
  phone: '',
  subject: 'Preventivo',
  message: 'Vorremmo informazioni sul servizio.',
  status: 'new',
  created_at: '2026-11-20T09:30:00.000Z',
};

const page = (items: unknown[]) =>
  ok({ items, pagination: { page: 1, per_page: 5, total: items.length, total_pages: 1 } });

function renderWidget() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContactMessagesWidget />
    </QueryClientProvider>,
  );
}

describe('contact messages widget', () => {
  it('lists the latest messages with their status and marks one as read', async () => {
    let status = 'new';
    const fetchMock = mockFetch({
      'GET /api/admin/contact-messages': () => page([{ ...MESSAGE, status }]),
      [`PUT /api/admin/contact-messages/${MESSAGE.id}/status`]: (init) => {
        status = JSON.parse(String(init.body)).status;
        return ok({ ...MESSAGE, status });
      },
    });
    renderWidget();
    expect(await screen.findByText('Paola Neri')).toBeTruthy();
    expect(screen.getByText('Nuovo')).toBeTruthy();
    expect(calls(fetchMock)[0]).toBe('GET /api/admin/contact-messages?page=1&per_page=5');

    fireEvent.click(screen.getByRole('button', { name: 'Segna come letto' }));
    expect(await screen.findByText('Letto')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Segna come letto' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Archivia' })).toBeTruthy();
  });

  it("says 'Nessun messaggio ricevuto' when there are none", async () => {
    mockFetch({ 'GET /api/admin/contact-messages': page([]) });
    renderWidget();
    expect(await screen.findByText('Nessun messaggio ricevuto')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    let failing = true;
    mockFetch({
      'GET /api/admin/contact-messages': () => (failing ? fail(500, 'INTERNAL_ERROR', 'Errore') : page([MESSAGE])),
    });
    renderWidget();
    expect(await screen.findByText('Impossibile caricare i messaggi.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(screen.getByText('Paola Neri')).toBeTruthy());
  });
});
