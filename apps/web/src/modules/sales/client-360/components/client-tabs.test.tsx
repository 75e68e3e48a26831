import type { ClientActivity, ClientSummary, ProposalListItem } from '@portale/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CLIENT_ID, client, contact, page } from '../../test/fixtures';

const summary = (overrides: Partial<ClientSummary> = {}): ClientSummary => ({
  contacts: 1,
  proposals: {
    total: 3,
    open: 2,
    by_status: { bozza: 1, inviata: 1, accettata: 1, rifiutata: 0, scaduta: 0 },
    open_value_cents: 1_250_000,
  },
  contracts: { total: 2, active: 1 },
  projects: 1,
  pre_invoices: { total: 2, to_invoice: 1, revenue_year_cents: 3_500_000, year: 2026 },
  can_see_money: true,
  ...overrides,
});

const proposal = (overrides: Partial<ProposalListItem> = {}): ProposalListItem => ({
  id: 'o-1',
  number: '2026/0041',
  title: 'Nuovo e-commerce',
  client: { id: CLIENT_ID, name: 'Mobilificio Brianzolo S.r.l.' },
  stage: { id: 's-2', name: 'Offerta inviata', pipeline_id: 'p-1', pipeline_name: 'Vendite' },
  status: 'inviata',
  issue_date: '2026-11-02',
  valid_until: '2026-12-02',
  owner: null,
  taxable_cents: 1_200_000,
  total_cents: 1_464_000,
  board_rank: 1,
  version: 2,
  updated_at: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

const activity: ClientActivity = {
  items: [
    {
      id: 'a-2',
      at: '2026-11-20T09:00:00.000Z',
      action: 'proposal.sent',
      label: 'Offerta inviata al cliente',
      subject: 'proposal',
      subject_id: 'o-1',
      subject_name: '2026/0041 · Nuovo e-commerce',
      subject_exists: true,
      actor: 'Marco Bianchi',
    },
    {
      id: 'a-1',
      at: '2026-11-01T09:00:00.000Z',
      action: 'contact.deleted',
      label: 'Contatto eliminato',
      subject: 'contact',
      subject_id: 'c-9',
      subject_name: 'Paolo Neri',
      subject_exists: false,
      actor: 'Sistema',
    },
  ],
  pagination: { page: 1, per_page: 20, total: 2, total_pages: 1 },
};

function signIn(permissions?: string[]) {
  const session = makeSession({ role: 'manager', username: 'manager' });
  useAuthStore.getState().setSession(permissions ? { ...session, permissions } : session);
}

function mockClient(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [`GET /api/crm/clients/${CLIENT_ID}`]: ok(client()),
    [`GET /api/crm/clients/${CLIENT_ID}/summary`]: ok(summary()),
    'GET /api/crm/contacts': ok(page([contact()])),
    'GET /api/crm/proposals': ok(
      page([proposal(), proposal({ id: 'o-2', number: '2026/0012', title: 'Licenze', status: 'accettata' })]),
    ),
    'GET /api/crm/contracts': ok(page([])),
    [`GET /api/crm/clients/${CLIENT_ID}/projects`]: ok({
      available: true,
      items: [
        {
          id: 'pr-1',
          code: 'MOB-01',
          name: 'Gestionale',
          status: 'attivo',
          billing_type: 'a_corpo',
          start_date: '2026-01-10',
          end_date: null,
        },
      ],
    }),
    [`GET /api/crm/clients/${CLIENT_ID}/activity`]: ok(activity),
    'GET /api/documents': ok({ ...page([]), pagination: { ...page([]).pagination, total_capped: false } }),
    ...extra,
  });
}

describe('the client’s 360° page', { timeout: 20_000 }, () => {
  it('shows the figures and the proposals tab with links, amounts and "Nuova offerta"', async () => {
    signIn();
    mockClient();
    renderApp(`/app/crm/clients/${CLIENT_ID}?tab=offerte`);
    const list = await screen.findByRole('list', { name: 'Offerte del cliente' }, { timeout: 5000 });
    const first = within(list).getByRole('link', { name: /Nuovo e-commerce/ });
    expect(first.getAttribute('href')).toBe('/app/crm/proposals/o-1');
    expect(first.closest('li')?.textContent).toMatch(/Vendite · Offerta inviata · valida fino al 2 dic 2026/);
    expect(first.closest('li')?.textContent).toMatch(/14\.640,00\s€.*Inviata/);
    expect(within(list).getByText('Accettata')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nuova offerta' }).getAttribute('href')).toBe(
      `/app/crm/proposals/new?client=${CLIENT_ID}`,
    );
    const figures = await screen.findByLabelText('Riepilogo del cliente');
    expect(figures.textContent).toMatch(/Offerte aperte2.*12\.500\s€/);
    expect(figures.textContent).toMatch(/Fatturato 202635\.000\s€1 pre-fattura da fatturare/);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Contratti' }));
    expect(await screen.findByText('Nessun contratto per questo cliente.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nuovo contratto' }).getAttribute('href')).toBe(
      `/app/crm/contracts/new?client=${CLIENT_ID}`,
    );
  });

  it('lists the projects, the empty documents and the activity timeline with links to live records', async () => {
    signIn();
    mockClient();
    const { router } = renderApp(`/app/crm/clients/${CLIENT_ID}?tab=progetti`);
    const projects = await screen.findByRole('list', { name: 'Progetti del cliente' }, { timeout: 5000 });
    expect(
      within(projects)
        .getByRole('link', { name: /Gestionale/ })
        .getAttribute('href'),
    ).toBe('/app/projects/pr-1');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Documenti' }));
    expect(
      await screen.findByText('Nessun documento condiviso con questo cliente.', {}, { timeout: 5000 }),
    ).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Attività' }));
    const timeline = await screen.findByRole('list', { name: 'Attività sul cliente' }, { timeout: 5000 });
    expect(router.state.location.search).toMatchObject({ tab: 'attivita' });
    expect(within(timeline).getByRole('link', { name: '2026/0041 · Nuovo e-commerce' }).getAttribute('href')).toBe(
      '/app/crm/proposals/o-1',
    );
    const deleted = within(timeline).getByText('Contatto eliminato').closest('li') as HTMLElement;
    expect(deleted.textContent).toContain('Paolo Neri (eliminato)');
    expect(within(deleted).queryByRole('link')).toBeNull();
    expect(deleted.textContent).toContain('da Sistema');
  });

  it('leaves out the pre-invoices tab without view_all_invoices and shows the contacts instead', async () => {
    signIn(['view_dashboard', 'view_all_projects', 'edit_project', 'view_documents']);
    mockClient({
      [`GET /api/crm/clients/${CLIENT_ID}/summary`]: ok(
        summary({
          proposals: { ...summary().proposals, open_value_cents: undefined },
          pre_invoices: null,
          can_see_money: false,
        }),
      ),
    });
    renderApp(`/app/crm/clients/${CLIENT_ID}?tab=prefatture`);
    expect(await screen.findByRole('list', { name: 'Contatti' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Pre-fatture' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Offerte' })).toBeTruthy();
    expect((await screen.findByLabelText('Riepilogo del cliente')).textContent).not.toContain('€');
  });

  it('says when a tab cannot be loaded and offers to retry', async () => {
    signIn();
    mockClient({ 'GET /api/crm/proposals': fail(500, 'INTERNAL', 'Errore interno') });
    renderApp(`/app/crm/clients/${CLIENT_ID}?tab=offerte`);
    expect(await screen.findByText('Impossibile caricare questa sezione.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
