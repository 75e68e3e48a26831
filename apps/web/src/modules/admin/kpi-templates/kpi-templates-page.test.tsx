import { type KpiTemplate, paginationOf } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function makeTemplate(overrides: Partial<KpiTemplate> & Pick<KpiTemplate, 'name'>): KpiTemplate {
  return {
    id: crypto.randomUUID(),
    description: '',
    unit: '',
    direction: 'higher_is_better',
    target: null,
    frequency: 'monthly',
    category: '',
    data_source: 'manual',
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

const billable = makeTemplate({
  name: 'Ore fatturabili',
  description: 'Quota delle ore lavorate addebitabili ai clienti',
  unit: '%',
  target: 75,
  category: 'Produttività',
});
const tickets = makeTemplate({
  name: 'Tempo medio di risposta ai ticket',
  unit: 'h',
  direction: 'lower_is_better',
  target: 4.5,
  frequency: 'quarterly',
  category: 'Assistenza',
});
const activeUsers = makeTemplate({ name: 'Utenti attivi sul portale', unit: 'utenti', data_source: 'users.active' });
const TEMPLATES = [billable, tickets, activeUsers];
const CATEGORIES = ['Assistenza', 'Produttività'];

const page = (items: KpiTemplate[], number = 1, total = items.length) =>
  ok({ items, pagination: paginationOf(number, 20, total) });

function signInAsAdmin() {
  useAuthStore.getState().setSession(makeSession({ role: 'admin', username: 'admin', first_name: 'Alessandra' }));
}

/** The list endpoint, recording the query strings it was called with. */
function listEndpoint(answer: (query: URLSearchParams) => ReturnType<typeof ok>) {
  const queries: URLSearchParams[] = [];
  const fetchMock = mockFetch({
    'GET /api/admin/kpi-templates/categories': ok(CATEGORIES),
  });
  const routes = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/kpi-templates' && (init?.method ?? 'GET') === 'GET') {
      queries.push(url.searchParams);
      const reply = answer(url.searchParams);
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }
    return routes(input, init);
  });
  return { fetchMock, queries };
}

// Whole-app renders with several dialogs and requests: slow on a busy machine.
describe('KPI templates page', { timeout: 20_000 }, () => {
  it('shows the templates with Italian labels for direction, frequency, target and data source', async () => {
    signInAsAdmin();
    listEndpoint(() => page(TEMPLATES));
    renderApp('/app/admin/kpi-templates');
    await screen.findByText('Ore fatturabili', {}, { timeout: 5000 });
    const table = screen.getByRole('table', { name: 'Modelli KPI' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const [, first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    // Narrow screens repeat some values inside other cells (CSS decides which show), so look for "at least one".
    const shows = (row: HTMLElement, text: string) => expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
    shows(first, 'Ore fatturabili');
    shows(first, 'Più alto è meglio');
    shows(first, '75 %');
    shows(first, 'Mensile');
    shows(first, 'Manuale');
    shows(second, 'Più basso è meglio');
    shows(second, '4,5 h');
    shows(second, 'Trimestrale');
    shows(third, 'Utenti attivi');
    shows(third, 'Nessun obiettivo');
    expect(within(first).queryByText('Utenti attivi')).toBeNull();
    expect(screen.getByText('3 risultati')).toBeTruthy();
  });

  it('sorts, filters by category and searches on the server, keeping the state in the URL', async () => {
    signInAsAdmin();
    const { queries } = listEndpoint((query) =>
      page(TEMPLATES.filter((t) => !query.get('category') || t.category === query.get('category'))),
    );
    const { router } = renderApp('/app/admin/kpi-templates');
    await screen.findByRole('table', { name: 'Modelli KPI' }, { timeout: 5000 });
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ page: '1', per_page: '20', sort: 'name' });

    fireEvent.click(screen.getByRole('button', { name: /Obiettivo/ }));
    await waitFor(() => expect(queries.at(-1)!.get('sort')).toBe('target'));
    fireEvent.click(screen.getByRole('button', { name: /Obiettivo/ }));
    await waitFor(() => expect(queries.at(-1)!.get('sort')).toBe('-target'));

    const category = screen.getByRole('combobox', { name: 'Categoria' });
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Assistenza' })).toBeTruthy());
    fireEvent.change(category, { target: { value: 'Assistenza' } });
    await waitFor(() => expect(queries.at(-1)!.get('category')).toBe('Assistenza'));
    await waitFor(() => expect(screen.queryByText('Ore fatturabili')).toBeNull());
    expect(router.state.location.search).toMatchObject({ category: 'Assistenza', sort: '-target' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca modelli KPI' }), { target: { value: 'ticket' } });
    await waitFor(() => expect(queries.at(-1)!.get('search')).toBe('ticket'));

    fireEvent.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => expect(queries.at(-1)!.get('category')).toBeNull());
    expect(queries.at(-1)!.get('search')).toBeNull();
  });

  it('asks the server for the next page', async () => {
    signInAsAdmin();
    const { queries } = listEndpoint((query) =>
      query.get('page') === '2' ? page([activeUsers], 2, 21) : page([billable], 1, 21),
    );
    renderApp('/app/admin/kpi-templates');
    expect(await screen.findByText('Pagina 1 di 2', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('Utenti attivi sul portale', {}, { timeout: 5000 })).toBeTruthy();
    expect(queries.at(-1)!.get('page')).toBe('2');
  });

  it('shows an empty state whose button opens the create form', async () => {
    signInAsAdmin();
    listEndpoint(() => page([]));
    renderApp('/app/admin/kpi-templates');
    expect(await screen.findByText('Nessun modello KPI', {}, { timeout: 5000 })).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Nuovo modello KPI' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Nuovo modello KPI' })).toBeTruthy();
  });

  it('creates a template: reads a decimal comma, refuses a non-numeric target, shows a taken name inline', async () => {
    signInAsAdmin();
    let sent: Record<string, unknown> | null = null;
    const { fetchMock } = listEndpoint(() => page(sent ? [...TEMPLATES, makeTemplate({ name: 'NPS' })] : TEMPLATES));
    const routes = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        if (body.name === 'Ore fatturabili') {
          const reply = fail(409, 'CONFLICT', 'Esiste già un modello KPI con questo nome', {
            name: ['Nome già in uso'],
          });
          return new Response(JSON.stringify(reply.body), { status: reply.status });
        }
        sent = body;
        const reply = ok({ ...body, id: crypto.randomUUID(), updated_at: new Date().toISOString() }, 201);
        return new Response(JSON.stringify(reply.body), { status: reply.status });
      }
      return routes(input, init);
    });
    renderApp('/app/admin/kpi-templates');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuovo modello KPI' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo modello KPI' });
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Crea modello' }));

    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Ore fatturabili' } });
    fireEvent.change(within(dialog).getByLabelText('Obiettivo'), { target: { value: 'tanto' } });
    submit();
    expect(await within(dialog).findByText("L'obiettivo deve essere un numero")).toBeTruthy();
    expect(sent).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Obiettivo'), { target: { value: '8,5' } });
    submit();
    expect(await within(dialog).findByText('Nome già in uso')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'NPS' } });
    fireEvent.change(within(dialog).getByLabelText('Andamento desiderato'), { target: { value: 'lower_is_better' } });
    fireEvent.change(within(dialog).getByLabelText('Frequenza di misura'), { target: { value: 'yearly' } });
    fireEvent.change(within(dialog).getByLabelText('Categoria'), { target: { value: 'Qualità' } });
    fireEvent.change(within(dialog).getByLabelText('Fonte dati'), { target: { value: 'users.active' } });
    submit();
    expect(await screen.findByText('Modello KPI creato')).toBeTruthy();
    expect(sent).toEqual({
      name: 'NPS',
      description: '',
      unit: '',
      direction: 'lower_is_better',
      target: 8.5,
      frequency: 'yearly',
      category: 'Qualità',
      data_source: 'users.active',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('NPS')).toBeTruthy();
  });

  it('edits a template with its values filled in, an empty target meaning none', async () => {
    signInAsAdmin();
    let sent: unknown;
    const { fetchMock } = listEndpoint(() => page(TEMPLATES));
    const routes = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT' && String(input).endsWith(tickets.id)) {
        sent = JSON.parse(String(init.body));
        return new Response(JSON.stringify(ok({ ...tickets, target: null }).body), { status: 200 });
      }
      return routes(input, init);
    });
    renderApp('/app/admin/kpi-templates');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Modifica Tempo medio di risposta ai ticket' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifica modello KPI' });
    const target = within(dialog).getByLabelText('Obiettivo') as HTMLInputElement;
    expect(target.value).toBe('4,5');
    expect((within(dialog).getByLabelText('Andamento desiderato') as HTMLSelectElement).value).toBe('lower_is_better');
    fireEvent.change(target, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Modello KPI aggiornato')).toBeTruthy();
    expect(sent).toMatchObject({ name: tickets.name, target: null, frequency: 'quarterly', unit: 'h' });
  });

  it('deletes a template after confirmation', async () => {
    signInAsAdmin();
    let deleted = false;
    const { fetchMock } = listEndpoint(() => page(deleted ? [billable, tickets] : TEMPLATES));
    const routes = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE' && String(input).endsWith(activeUsers.id)) {
        deleted = true;
        return new Response(JSON.stringify(ok(null).body), { status: 200 });
      }
      return routes(input, init);
    });
    renderApp('/app/admin/kpi-templates');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Elimina Utenti attivi sul portale' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il modello KPI?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Modello KPI eliminato')).toBeTruthy();
    expect(deleted).toBe(true);
    await waitFor(() => expect(screen.queryByText('Utenti attivi sul portale')).toBeNull());
  });
});
