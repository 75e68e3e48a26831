import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CLIENT_ID, OWNER_ID, page } from '../../test/fixtures';
import { PIPELINE_ID, pipeline, proposalItem, STAGE_IDS } from '../../test/proposal-fixtures';

const OPTIONS = { tags: [], owners: [{ id: OWNER_ID, name: 'Marco Bianchi' }] };

function signIn(permissions?: string[]) {
  const session = makeSession({ role: 'manager', username: 'manager' });
  useAuthStore.getState().setSession(permissions ? { ...session, permissions } : session);
}

const listQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/crm/proposals?'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

const common = {
  'GET /api/crm/clients/filters': ok(OPTIONS),
  'GET /api/crm/pipelines': ok({ items: [pipeline()] }),
};

afterEach(() => vi.useRealTimers());

describe('proposals list', { timeout: 20_000 }, () => {
  it('shows number, title, client, status, validity, owner and total, and keeps the filters in the URL and the query', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-15T10:00:00Z') });
    signIn();
    const fetchMock = mockFetch({
      ...common,
      'GET /api/crm/proposals': ok(
        page([
          proposalItem({ status: 'inviata' }),
          proposalItem({
            id: 'b',
            number: '2026/0040',
            title: 'Consulenza GDPR',
            status: 'inviata',
            valid_until: '2026-12-01',
          }),
          proposalItem({
            id: 'c',
            number: '2026/0031',
            title: 'Audit',
            status: 'accettata',
            valid_until: '2026-12-18',
          }),
        ]),
      ),
    });
    const { router } = renderApp('/app/crm/proposals?status=inviata&page=2');
    const table = await screen.findByRole('table', { name: 'Elenco delle offerte' }, { timeout: 5000 });
    const row = within(table).getByRole('link', { name: 'Nuovo sito e-commerce' }).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('2026/0042');
    expect(within(row).getByRole('link', { name: 'Mobilificio Brianzolo S.r.l.' }).getAttribute('href')).toBe(
      `/app/crm/clients/${CLIENT_ID}`,
    );
    expect(row.textContent).toContain('Inviata');
    expect(row.textContent).toContain('Scade tra 5 giorni');
    expect(row.textContent).toContain('Da preparare');
    expect(row.textContent).toContain('Marco Bianchi');
    expect(row.textContent).toContain('1.220,00');
    // Past its validity, not yet expired by the nightly job; a decided proposal gets no warning.
    expect(within(table).getByRole('link', { name: 'Consulenza GDPR' }).closest('tr')?.textContent).toContain(
      'Validità terminata',
    );
    expect(within(table).getByRole('link', { name: 'Audit' }).closest('tr')?.textContent).not.toContain('Scade');
    expect(listQueries(fetchMock)[0]).toMatchObject({ status: 'inviata', page: '2', per_page: '25', sort: '-number' });

    fireEvent.change(screen.getByLabelText('Pipeline'), { target: { value: PIPELINE_ID } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ pipeline: PIPELINE_ID }));
    fireEvent.change(screen.getByLabelText('Fase'), { target: { value: STAGE_IDS[1] } });
    fireEvent.click(screen.getByLabelText('In scadenza entro 7 giorni'));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        status: 'inviata',
        pipeline: PIPELINE_ID,
        stage: STAGE_IDS[1],
        expiring: true,
      }),
    );
    // A new filter goes back to the first page.
    expect(router.state.location.search).not.toHaveProperty('page');
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({
        pipeline_id: PIPELINE_ID,
        stage_id: STAGE_IDS[1],
        expiring_by: '2026-12-22',
        page: '1',
      }),
    );
  });

  it('shows no money column, and no zero, when the API sends no amounts', async () => {
    signIn(['view_dashboard', 'view_all_projects']);
    const { total_cents: _t, taxable_cents: _x, ...withoutMoney } = proposalItem();
    mockFetch({ ...common, 'GET /api/crm/proposals': ok(page([withoutMoney])) });
    renderApp('/app/crm/proposals');
    const table = await screen.findByRole('table', { name: 'Elenco delle offerte' }, { timeout: 5000 });
    expect(within(table).queryByRole('columnheader', { name: /Totale/ })).toBeNull();
    expect(table.textContent).not.toMatch(/0,00/);
    expect(screen.queryByRole('link', { name: 'Nuova offerta' })).toBeNull();
  });

  it('says what to do when there are no proposals, and when nothing matches clears the filters', async () => {
    signIn();
    mockFetch({ ...common, 'GET /api/crm/proposals': ok(page([])) });
    const { router } = renderApp(`/app/crm/proposals?owner=${OWNER_ID}`);
    expect(await screen.findByText('Nessuna offerta corrisponde ai filtri', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Azzera filtri' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('Nessuna offerta ancora')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Nuova offerta' });
    expect(links.at(-1)?.getAttribute('href')).toBe('/app/crm/proposals/new');
  });

  it('filters by the client of the URL, names it and offers a new proposal for it', async () => {
    signIn();
    const fetchMock = mockFetch({
      ...common,
      'GET /api/crm/proposals': ok(page([proposalItem()])),
      [`GET /api/crm/clients/${CLIENT_ID}`]: ok({ id: CLIENT_ID, name: 'Mobilificio Brianzolo S.r.l.' }),
    });
    renderApp(`/app/crm/proposals?client=${CLIENT_ID}`);
    expect(await screen.findByText('Cliente: Mobilificio Brianzolo S.r.l.', {}, { timeout: 5000 })).toBeTruthy();
    expect(listQueries(fetchMock)[0]).toMatchObject({ client_id: CLIENT_ID });
    expect(screen.getAllByRole('link', { name: 'Nuova offerta' })[0]?.getAttribute('href')).toBe(
      `/app/crm/proposals/new?client=${CLIENT_ID}`,
    );
  });
});
