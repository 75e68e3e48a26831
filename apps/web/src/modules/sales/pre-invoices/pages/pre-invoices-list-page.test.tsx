import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CLIENT_ID, page } from '../../test/fixtures';
import { contractRef, PRE_INVOICE, preInvoiceItem } from '../../test/pre-invoice-fixtures';

function signIn(permissions?: string[]) {
  const session = makeSession({ role: 'manager', username: 'manager' });
  useAuthStore.getState().setSession(permissions ? { ...session, permissions } : session);
}

const listQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/invoicing/pre-invoices?'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

const list = (items: ReturnType<typeof preInvoiceItem>[], sums = { taxable_cents: 0, total_cents: 0 }) =>
  ok({ ...page(items), sums });

describe('pre-invoices list', { timeout: 20_000 }, () => {
  it('shows number, client, causale, dates, status, total and the real invoice, the sums, and keeps the filters in the URL', async () => {
    signIn();
    const fetchMock = mockFetch({
      'GET /api/invoicing/pre-invoices': list(
        [
          preInvoiceItem(),
          preInvoiceItem({
            id: 'b',
            number: 'PF-2026/0003',
            status: 'fatturata',
            source: 'milestones',
            contract: contractRef,
            causale: 'Acconto alla firma',
            invoice_number: '87/2026',
            invoice_date: '2026-10-23',
          }),
        ],
        { taxable_cents: 4_200_000, total_cents: 5_124_000 },
      ),
      [`GET /api/crm/clients/${CLIENT_ID}`]: ok({ id: CLIENT_ID, name: 'Mobilificio Brianzolo S.r.l.' }),
    });
    const { router } = renderApp(`/app/invoicing/pre-invoices?status=fatturata&client=${CLIENT_ID}&page=2`);
    const table = await screen.findByRole('table', { name: 'Elenco delle pre-fatture' }, { timeout: 5000 });
    const link = within(table).getByRole('link', { name: 'PF-2026/0003' });
    expect(link.getAttribute('href')).toBe('/app/invoicing/pre-invoices/b');
    const row = link.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Mobilificio Brianzolo S.r.l.');
    expect(row.textContent).toContain('Acconto alla firma');
    expect(row.textContent).toContain('C-2026/0007');
    expect(row.textContent).toContain('Fatturata');
    expect(row.textContent).toContain('1.220,00');
    expect(row.textContent).toContain('Fattura 87/2026 del 23 ott 2026');
    expect(within(table).getByRole('link', { name: 'PF-2026/0007' }).closest('tr')?.textContent).toContain('Bozza');
    const sums = screen.getByRole('region', { name: 'Totali delle pre-fatture trovate' });
    expect(sums.textContent).toContain('2 pre-fatture');
    expect(sums.textContent).toContain('42.000,00');
    expect(sums.textContent).toContain('51.240,00');
    expect(listQueries(fetchMock)[0]).toMatchObject({
      status: 'fatturata',
      client_id: CLIENT_ID,
      page: '2',
      per_page: '25',
      sort: '-number',
    });
    expect(await screen.findByDisplayValue('Mobilificio Brianzolo S.r.l.')).toBeTruthy();
    // The exports carry the same filters and sort, without the page.
    const csv = screen.getByRole('link', { name: 'Esporta CSV' }).getAttribute('href');
    expect(csv).toBe(`/api/invoicing/pre-invoices/export.csv?status=fatturata&client_id=${CLIENT_ID}&sort=-number`);
    expect(screen.getByRole('link', { name: 'Esporta Excel' }).getAttribute('href')).toContain('/export.xlsx?');

    fireEvent.change(screen.getByLabelText('Origine'), { target: { value: 'ore' } });
    fireEvent.change(screen.getByLabelText('Data dal'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('Ordina per'), { target: { value: '-total' } });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        status: 'fatturata',
        client: CLIENT_ID,
        source: 'ore',
        from: '2026-10-01',
        sort: '-total',
      }),
    );
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({ source: 'ore', date_from: '2026-10-01', sort: '-total' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mostra tutti i clienti' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('client'));
  });

  it('offers the first pre-invoice to whoever may create them, and says when nothing matches', async () => {
    signIn();
    mockFetch({ 'GET /api/invoicing/pre-invoices': list([]) });
    const { router } = renderApp('/app/invoicing/pre-invoices');
    expect(await screen.findByText('Nessuna pre-fattura ancora', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Nuova pre-fattura' })[0]?.getAttribute('href')).toBe(
      '/app/invoicing/pre-invoices/new',
    );
    await router.navigate({ to: '/app/invoicing/pre-invoices', search: { q: 'zzz' } });
    expect(await screen.findByText('Nessuna pre-fattura corrisponde ai filtri')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Azzera filtri' })[0]!);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('shows no creation to a reader without manage_invoices', async () => {
    signIn(['view_all_projects', 'view_all_invoices', 'view_dashboard']);
    mockFetch({ 'GET /api/invoicing/pre-invoices': list([preInvoiceItem({ id: PRE_INVOICE })]) });
    renderApp('/app/invoicing/pre-invoices');
    expect(await screen.findByRole('table', { name: 'Elenco delle pre-fatture' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nuova pre-fattura' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Esporta CSV' })).toBeTruthy();
  });
});
