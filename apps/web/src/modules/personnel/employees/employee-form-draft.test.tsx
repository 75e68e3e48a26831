import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { EmployeeFormDialog } from './employee-form-dialog';

const DRAFT = '/api/drafts/key/personnel.employee%3Anew';

function renderNewEmployeeForm() {
  const root = createRootRoute({
    staticData: { title: 'Gestione' },
    component: () => <EmployeeFormDialog employee={null} open onOpenChange={() => undefined} />,
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/app/personnel/admin'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

const OPTIONS = { departments: [], managers: [], work_locations: [], ccnl_levels: [] };

describe('employee form: autosave (issue 15)', { timeout: 20_000 }, () => {
  it('keeps the typed record as the user’s draft, without the reserved data', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'admin', username: 'admin' }));
    const puts: { payload: Record<string, string>; title: string }[] = [];
    mockFetch({
      'GET /api/personnel/employees/options': ok(OPTIONS),
      [`GET ${DRAFT}`]: ok(null),
      [`PUT ${DRAFT}`]: (init) => {
        puts.push(JSON.parse(String(init.body)));
        return ok(null);
      },
    });
    const view = renderNewEmployeeForm();
    fireEvent.change((await screen.findAllByLabelText(/^Nome/))[0]!, { target: { value: 'Chiara' } });
    fireEvent.change(screen.getByLabelText(/^IBAN/), { target: { value: 'IT60X0542811101000000123456' } });
    await waitFor(() => expect(puts.length).toBeGreaterThan(0), { timeout: 3000 });
    const last = puts.at(-1)!;
    expect(last.title).toBe('Nuovo dipendente');
    expect(last.payload.first_name).toBe('Chiara');
    expect(last.payload).not.toHaveProperty('iban');
    expect(JSON.stringify(puts)).not.toContain('IT60X0542811101000000123456');
    view.unmount();
  });

  it('opens with the stored draft restored, the reserved data empty', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'admin', username: 'admin' }));
    mockFetch({
      'GET /api/personnel/employees/options': ok(OPTIONS),
      [`GET ${DRAFT}`]: ok({
        id: crypto.randomUUID(),
        module_key: 'personnel',
        draft_key: 'personnel.employee:new',
        title: 'Nuovo dipendente',
        route: '/app/personnel/admin',
        payload: { first_name: 'Chiara', last_name: 'Rossi', iban: 'IT60X0542811101000000123456' },
        created_at: '2026-11-24T08:00:00.000Z',
        updated_at: '2026-11-24T08:00:00.000Z',
      }),
      [`PUT ${DRAFT}`]: ok(null),
    });
    const view = renderNewEmployeeForm();
    expect(await screen.findByDisplayValue('Rossi')).toBeTruthy();
    expect(screen.getByText(/Bozza ripristinata del/)).toBeTruthy();
    expect((screen.getByLabelText(/^IBAN/) as HTMLInputElement).value).toBe('');
    view.unmount();
  });
});
