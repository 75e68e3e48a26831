import type { ClientCompanyRef } from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { ClientName } from './client-name';
import { ClientPicker } from './client-picker';

const ARREDI = { id: '7f0c2a5e-1b1d-4c2e-9a51-1d2b3c4d5e6f', name: 'Arredi Ferrari S.r.l.', detail: '03456789019' };
const ROSSI = { id: '2c9e6b8a-4d3f-4b1a-8e2d-6f5a4b3c2d1e', name: 'Rossi Impianti S.r.l.', detail: '' };

type HarnessProps = {
  initial: ClientCompanyRef | null;
  error: string | undefined;
  changes: (ClientCompanyRef | null)[];
};

/** The picker with its value kept as the project form keeps it. */
function Harness({ initial, error, changes }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <ClientPicker
      value={value}
      error={error}
      onChange={(client) => {
        changes.push(client);
        setValue(client);
      }}
    />
  );
}

/** The picker inside a router and a query client; answers the changes it reports. */
function renderPicker(initial: ClientCompanyRef | null = null, error?: string) {
  const changes: (ClientCompanyRef | null)[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const root = createRootRoute({
    staticData: { title: '' },
    component: () => <Harness initial={initial} error={error} changes={changes} />,
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return changes;
}

const input = () => screen.findByRole('combobox', { name: 'Cliente' });

function signIn(role: 'manager' | 'employee', salesModule: boolean) {
  useAuthStore.getState().setSession(makeSession({ role }));
  useFlagsStore.getState().setFlags({ timesheet_module: true, sales_module: salesModule });
}

afterEach(() => {
  useAuthStore.getState().clear();
  useFlagsStore.getState().setFlags({});
});

describe('ClientPicker', () => {
  it('searches the client companies by name and picks one with the keyboard', async () => {
    signIn('manager', true);
    const fetchMock = mockFetch({ 'GET /api/client-companies': ok({ items: [ARREDI, ROSSI] }) });
    const changes = renderPicker();
    const box = await input();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'arr' } });
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/client-companies?q=arr'));
    expect(await screen.findByRole('option', { name: /Arredi Ferrari S\.r\.l\. 03456789019/ })).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(changes).toEqual([{ id: ARREDI.id, name: ARREDI.name }]);
    expect((box as HTMLInputElement).value).toBe('Arredi Ferrari S.r.l.');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // With the CRM on, new clients are made there: no "Crea" option, a link to the CRM's form instead.
    expect(screen.queryByText(/Crea il cliente/)).toBeNull();
    expect(screen.getByRole('link', { name: /Crealo nel CRM/ }).getAttribute('href')).toBe('/app/crm/clients/create');
  });

  it('clears the client with its button or by emptying the box, making the project internal', async () => {
    signIn('manager', true);
    mockFetch({ 'GET /api/client-companies': ok({ items: [] }) });
    const changes = renderPicker({ id: ARREDI.id, name: ARREDI.name });
    const box = await input();
    expect((box as HTMLInputElement).value).toBe('Arredi Ferrari S.r.l.');
    fireEvent.click(screen.getByRole('button', { name: 'Togli il cliente' }));
    expect(changes).toEqual([null]);
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Togli il cliente' })).toBeNull();
  });

  it('keeps the chosen client when a search is abandoned with Escape or by leaving the box', async () => {
    signIn('manager', true);
    mockFetch({ 'GET /api/client-companies': ok({ items: [ROSSI] }) });
    const changes = renderPicker({ id: ARREDI.id, name: ARREDI.name });
    const box = await input();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'ros' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('Arredi Ferrari S.r.l.');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'qualcosa' } });
    fireEvent.blur(box);
    expect((box as HTMLInputElement).value).toBe('Arredi Ferrari S.r.l.');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.blur(box);
    expect(changes).toEqual([null]);
  });

  it('creates a client by name while the CRM is off, for an editor without the CRM', async () => {
    signIn('employee', false);
    const posted: unknown[] = [];
    mockFetch({
      'GET /api/client-companies': ok({ items: [ROSSI] }),
      'POST /api/client-companies': (init) => {
        posted.push(JSON.parse(String(init.body)));
        return ok({ created: true, client: { id: '5a1e0c2b-3d4f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Nuova Ditta' } }, 201);
      },
    });
    const changes = renderPicker();
    const box = await input();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '  Nuova   Ditta ' } });
    const create = await screen.findByRole('option', { name: 'Crea il cliente «Nuova Ditta»' });
    expect(screen.queryByRole('link', { name: /Crealo nel CRM/ })).toBeNull();
    await act(async () => {
      fireEvent.click(create);
    });
    await waitFor(() => expect(changes).toEqual([{ id: '5a1e0c2b-3d4f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Nuova Ditta' }]));
    expect(posted).toEqual([{ name: 'Nuova Ditta' }]);
  });

  it('offers no "Crea" for a name already there, and says when nothing matches or the search fails', async () => {
    signIn('manager', false);
    let answer = ok({ items: [ROSSI] });
    mockFetch({ 'GET /api/client-companies': () => answer });
    renderPicker();
    const box = await input();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'rossi impianti s.r.l.' } });
    expect(await screen.findByRole('option', { name: /Rossi Impianti/ })).toBeTruthy();
    expect(screen.queryByText(/Crea il cliente/)).toBeNull();
    answer = fail(500, 'INTERNAL', 'Errore');
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('Impossibile cercare i clienti: riprova')).toBeTruthy();
  });

  it('shows the server’s error on the field, tied to the box', async () => {
    signIn('manager', true);
    mockFetch({ 'GET /api/client-companies': ok({ items: [] }) });
    renderPicker(null, 'Il cliente è archiviato nel CRM: ripristinalo o scegline un altro');
    const box = await input();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = box.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Il cliente è archiviato nel CRM: ripristinalo o scegline un altro',
    );
  });
});

describe('ClientName', () => {
  function renderName(client: ClientCompanyRef | null) {
    const root = createRootRoute({
      staticData: { title: '' },
      component: () => <ClientName client={client} fallback="Interno" />,
    });
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<RouterProvider router={router} />);
  }

  it('links to the CRM for who may open it, plain text otherwise', async () => {
    signIn('manager', true);
    renderName({ id: ARREDI.id, name: ARREDI.name });
    expect((await screen.findByRole('link', { name: ARREDI.name })).getAttribute('href')).toBe(
      `/app/crm/clients/${ARREDI.id}`,
    );
  });

  it('is plain text with the CRM off or without view_all_projects, and the fallback without a client', async () => {
    signIn('manager', false);
    renderName({ id: ARREDI.id, name: ARREDI.name });
    expect(await screen.findByText(ARREDI.name)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says "Interno" for a project without a client', async () => {
    signIn('employee', true);
    renderName(null);
    expect(await screen.findByText('Interno')).toBeTruthy();
  });
});
