import { type DraftSummary, paginationOf } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const week: DraftSummary = {
  id: crypto.randomUUID(),
  module_key: 'timesheet',
  draft_key: 'timesheet.week:2026-11-16',
  title: 'Ore della settimana 16 – 22 novembre 2026',
  route: '/app/timesheet/entry?week=2026-11-16',
  created_at: minutesAgo(60),
  updated_at: minutesAgo(5),
};
const employee: DraftSummary = {
  ...week,
  id: crypto.randomUUID(),
  module_key: 'personnel',
  draft_key: 'personnel.employee:new',
  title: 'Nuovo dipendente',
  route: '/app/personnel/admin',
  updated_at: minutesAgo(60 * 26),
};

/** The list endpoint over a mutable set of drafts, recording its query strings; DELETE removes one. */
function draftsEndpoint(initial: DraftSummary[]) {
  let drafts = [...initial];
  const queries: URLSearchParams[] = [];
  const fetchMock = mockFetch({});
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    let body: unknown = { success: false, code: 'NOT_FOUND', message: 'Risorsa non trovata' };
    let status = 404;
    if (url.pathname === '/api/drafts' && method === 'GET') {
      queries.push(url.searchParams);
      const module = url.searchParams.get('module');
      const items = drafts.filter((d) => !module || d.module_key === module);
      ({ body, status } = { ...ok({ items, pagination: paginationOf(1, 20, items.length) }), status: 200 });
    } else if (url.pathname.startsWith('/api/drafts/') && method === 'DELETE') {
      drafts = drafts.filter((d) => !url.pathname.endsWith(d.id));
      ({ body, status } = { ...ok(null), status: 200 });
    }
    return new Response(JSON.stringify(body), { status });
  });
  return { fetchMock, queries };
}

describe('drafts pages', { timeout: 20_000 }, () => {
  it('lists my drafts across modules with module, relative time in Italian, Riprendi and Scarta', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    draftsEndpoint([week, employee]);
    renderApp('/app/drafts');
    const list = await screen.findByRole('list', { name: 'Le tue bozze' }, { timeout: 5000 });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Ore della settimana 16 – 22 novembre 2026');
    expect(first.textContent).toContain('Timesheet e progetti');
    expect(first.textContent).toContain('Salvata 5 minuti fa');
    expect(second.textContent).toContain('Personale');
    expect(second.textContent).toContain('Salvata ieri');
    const resume = within(first).getByRole('link', { name: /Riprendi/ });
    expect(resume.getAttribute('href')).toBe('/app/timesheet/entry?week=2026-11-16');
  });

  it('discards a draft after confirming, and shows the empty state when none is left', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    const { fetchMock } = draftsEndpoint([week]);
    renderApp('/app/drafts');
    await screen.findByRole('list', { name: 'Le tue bozze' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: /Scarta la bozza Ore della settimana/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Scartare la bozza?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Scarta bozza' }));
    expect(await screen.findByText('Nessuna bozza')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([input, init]) => init?.method === 'DELETE' && String(input).endsWith(week.id)),
    ).toBe(true);
  });

  it('shows one module’s drafts, and the not-found state for a module that does not exist', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    const { queries } = draftsEndpoint([week, employee]);
    const { router } = renderApp('/app/drafts/module/personnel');
    await screen.findByRole('heading', { level: 1, name: 'Bozze · Personale' }, { timeout: 5000 });
    const list = await screen.findByRole('list', { name: 'Le tue bozze' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(queries.at(-1)?.get('module')).toBe('personnel');

    const asked = queries.length;
    await router.navigate({ to: '/app/drafts/module/$moduleKey', params: { moduleKey: 'crm' } });
    expect(await screen.findByText('Modulo non trovato')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Le tue bozze' })).toBeNull());
    expect(queries.length).toBe(asked);
  });
});
