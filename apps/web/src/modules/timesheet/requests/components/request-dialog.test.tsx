import type { LeaveRequestsContext } from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { RequestDialog } from './request-dialog';

const DRAFT = '/api/drafts/key/timesheet.leave-request%3Anew';
const FERIE = '3b0f6a1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b';
const CONTEXT: LeaveRequestsContext = {
  can_decide: false,
  daily_hours: 8,
  leave_types: [
    {
      id: FERIE,
      code: 'ferie',
      name: 'Ferie',
      unit: 'days',
      color: '#16a34a',
      requires_protocol: false,
      requires_approval: true,
    },
  ],
};

function renderDialog() {
  const root = createRootRoute({
    staticData: { title: 'Ferie e permessi' },
    component: () => <RequestDialog context={CONTEXT} onClose={() => undefined} />,
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/app/timesheet/requests'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

const storedDraft = (payload: unknown) => ({
  id: crypto.randomUUID(),
  module_key: 'timesheet',
  draft_key: 'timesheet.leave-request:new',
  title: 'Nuova richiesta di ferie o permesso',
  route: '/app/timesheet/requests',
  payload,
  created_at: '2026-11-24T08:00:00.000Z',
  updated_at: '2026-11-24T08:00:00.000Z',
});

describe('new leave request: autosave (issue 15)', { timeout: 20_000 }, () => {
  it('keeps the request being written as the user’s draft', async () => {
    const puts: { title: string; payload: Record<string, string> }[] = [];
    mockFetch({
      [`GET ${DRAFT}`]: ok(null),
      [`PUT ${DRAFT}`]: (init) => {
        puts.push(JSON.parse(String(init.body)));
        return ok(storedDraft({}));
      },
      'GET /api/timesheet/requests/preview': ok(null),
    });
    const view = renderDialog();
    fireEvent.change(await screen.findByLabelText('Nota (facoltativa)'), { target: { value: 'Viaggio in Sicilia' } });
    await waitFor(() => expect(puts.length).toBeGreaterThan(0), { timeout: 3000 });
    expect(puts.at(-1)).toMatchObject({
      title: 'Nuova richiesta di ferie o permesso',
      payload: { leave_type_id: FERIE, note: 'Viaggio in Sicilia' },
    });
    view.unmount();
  });

  it('opens with the stored draft restored, falling back to a leave type that still exists', async () => {
    mockFetch({
      [`GET ${DRAFT}`]: ok(
        storedDraft({ leave_type_id: '00000000-0000-4000-8000-000000000000', note: 'Matrimonio di mia sorella' }),
      ),
      [`PUT ${DRAFT}`]: ok(storedDraft({})),
      'GET /api/timesheet/requests/preview': ok(null),
    });
    const view = renderDialog();
    expect(await screen.findByDisplayValue('Matrimonio di mia sorella')).toBeTruthy();
    expect(screen.getByText(/Bozza ripristinata del/)).toBeTruthy();
    expect((screen.getByLabelText('Tipo di assenza') as HTMLSelectElement).value).toBe(FERIE);
    view.unmount();
  });
});
