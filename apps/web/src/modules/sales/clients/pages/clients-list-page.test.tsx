import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { listItem, OWNER_ID, page } from '../../test/fixtures';

const OPTIONS = { tags: ['arredo', 'export'], owners: [{ id: OWNER_ID, name: 'Marco Bianchi' }] };

function signIn(role: 'manager' | 'employee' = 'manager') {
  useAuthStore.getState().setSession(makeSession({ role, username: role }));
}

const listQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/crm/clients?'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

describe('clients list', { timeout: 20_000 }, () => {
  it('shows the clients with status, place and primary contact, and keeps the filters in the URL and the query', async () => {
    signIn();
    const fetchMock = mockFetch({
      'GET /api/crm/clients': ok(
        page([
          listItem(),
          listItem({
            id: 'b',
            name: 'Rossi Mario',
            kind: 'person',
            status: 'lead',
            primary_contact: null,
            contacts_count: 0,
          }),
        ]),
      ),
      'GET /api/crm/clients/filters': ok(OPTIONS),
    });
    const { router } = renderApp('/app/crm/clients?status=cliente&page=2');
    const table = await screen.findByRole('table', { name: 'Elenco dei clienti' }, { timeout: 5000 });
    const row = within(table).getByRole('link', { name: 'Mobilificio Brianzolo S.r.l.' }).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Cliente');
    expect(row.textContent).toContain('Lissone (MB)');
    expect(row.textContent).toContain('Anna Colombo');
    expect(within(table).getByText('Rossi Mario').closest('tr')?.textContent).toContain('Lead');
    expect(listQueries(fetchMock)[0]).toMatchObject({ status: 'cliente', page: '2', per_page: '25' });

    fireEvent.change(screen.getByLabelText('Responsabile'), { target: { value: OWNER_ID } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'cliente', owner: OWNER_ID }));
    // A new filter goes back to the first page.
    expect(router.state.location.search).not.toHaveProperty('page');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ owner: OWNER_ID, page: '1' }));
    const exportLink = screen.getByRole('link', { name: 'Esporta CSV' });
    expect(exportLink.getAttribute('href')).toBe(`/api/crm/clients/export.csv?status=cliente&owner=${OWNER_ID}`);
  });

  it('says when nothing matches and clears the filters', async () => {
    signIn();
    mockFetch({ 'GET /api/crm/clients': ok(page([])), 'GET /api/crm/clients/filters': ok(OPTIONS) });
    const { router } = renderApp('/app/crm/clients?tag=export');
    expect(await screen.findByText('Nessun cliente corrisponde ai filtri', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Azzera filtri' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('Nessun cliente ancora')).toBeTruthy();
  });

  it('previews a CSV import with each row’s errors, then imports the valid rows', async () => {
    signIn();
    const sent: string[] = [];
    mockFetch({
      'GET /api/crm/clients': ok(page([listItem()])),
      'GET /api/crm/clients/filters': ok(OPTIONS),
      'POST /api/crm/clients/import/preview': (init) => {
        sent.push(`preview:${JSON.parse(String(init.body)).csv}`);
        return ok({
          rows: [
            { line: 2, name: 'Officine Rossi', errors: {} },
            {
              line: 3,
              name: 'Bianchi Srl',
              errors: { vat_number: ['La partita IVA non è valida (cifra di controllo errata)'] },
            },
          ],
          total: 2,
          valid: 1,
          invalid: 1,
          file_errors: [],
        });
      },
      'POST /api/crm/clients/import': (init) => {
        sent.push(`import:${JSON.parse(String(init.body)).csv}`);
        return ok({ created: 1, skipped: 1 });
      },
    });
    renderApp('/app/crm/clients');
    fireEvent.click(await screen.findByRole('button', { name: 'Importa CSV' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Importa clienti da CSV' });
    const csv =
      'Tipo;Ragione sociale;Partita IVA\ncompany;Officine Rossi;12345678903\ncompany;Bianchi Srl;12345678901\n';
    fireEvent.change(within(dialog).getByLabelText('File CSV'), {
      target: { files: [new File([csv], 'clienti.csv', { type: 'text/csv' })] },
    });
    await waitFor(() => expect((within(dialog).getByLabelText('File CSV') as HTMLInputElement).files).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verifica' }));
    const preview = await within(dialog).findByRole('table', { name: 'Anteprima delle righe del file' });
    expect(within(preview).getByText('Bianchi Srl').closest('tr')?.textContent).toContain(
      'Partita IVA: La partita IVA non è valida (cifra di controllo errata)',
    );
    expect(within(preview).getByText('Officine Rossi').closest('tr')?.textContent).toContain('Pronta');
    expect(within(dialog).getByText('1 riga valida, 1 con errori')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importa 1 cliente' }));
    expect(await screen.findByText('1 cliente importato, 1 riga saltata')).toBeTruthy();
    expect(sent).toEqual([`preview:${csv}`, `import:${csv}`]);
  });

  it('hides creating and importing from whoever may only look', async () => {
    useAuthStore.getState().setSession({
      ...makeSession({ role: 'employee' }),
      permissions: ['view_dashboard', 'view_all_projects'],
    });
    mockFetch({ 'GET /api/crm/clients': ok(page([listItem()])), 'GET /api/crm/clients/filters': ok(OPTIONS) });
    renderApp('/app/crm/clients');
    expect(await screen.findByRole('table', { name: 'Elenco dei clienti' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nuovo cliente' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importa CSV' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Esporta CSV' })).toBeTruthy();
  });
});
