import { EMPTY_INVOICING_SETTINGS, type TenantConfig } from '@portale/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useConfigStore } from '@/platform/config-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeConfig, makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function tenantConfig(): TenantConfig {
  const { company, public_site, content } = makeConfig();
  return {
    company,
    public_site,
    content,
    security: { registration_enabled: true, session_idle_minutes: 30, session_absolute_hours: 12 },
    monitoring: { auto_error_submission: false },
    invoicing: EMPTY_INVOICING_SETTINGS,
  };
}

const DRAFT = `/api/drafts/key/${encodeURIComponent('settings.public-content:tenant')}`;
const draftRoutes = (stored: unknown = null) => ({
  [`GET ${DRAFT}`]: ok(stored),
  [`PUT ${DRAFT}`]: (init: RequestInit) => ok({ ...storedDraft({}), payload: JSON.parse(String(init.body)).payload }),
  [`DELETE ${DRAFT}`]: ok(null),
});

function storedDraft(payload: unknown) {
  return {
    id: '3a1f5c2e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
    module_key: 'settings',
    draft_key: 'settings.public-content:tenant',
    title: 'Contenuti del sito pubblico',
    route: '/app/admin/settings',
    payload,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:30:00.000Z',
  };
}

configure({ asyncUtilTimeout: 5_000 });

describe('public site content editor', { timeout: 30_000 }, () => {
  it('previews the unsaved hero and team, reorders, and saves the content in one request', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
    useConfigStore.getState().setConfig(makeConfig());
    let current = tenantConfig();
    const sent: { content?: TenantConfig['content'] }[] = [];
    const fetchMock = mockFetch({
      ...draftRoutes(),
      'GET /api/admin/config': () => ok(current),
      'GET /api/config': () => ok(makeConfig({ content: current.content })),
      'PUT /api/admin/config': (init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { content: Partial<TenantConfig['content']> };
        sent.push(body as never);
        current = { ...current, content: { ...current.content, ...body.content } };
        return ok(current);
      },
    });
    renderApp('/app/admin/settings');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Contenuti del sito' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Contenuti del sito' });
    const preview = within(panel).getByTestId('content-preview');
    // Empty hero: the preview falls back to the company name, as the public home does.
    expect(within(preview).getByText('Demo S.r.l.')).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('Titolo'), { target: { value: 'Costruiamo software insieme' } });
    fireEvent.change(within(panel).getByLabelText('Testo del pulsante'), { target: { value: 'Parliamone' } });
    expect(await within(preview).findByText('Costruiamo software insieme')).toBeTruthy();
    expect(within(preview).getByText('Parliamone')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Aggiungi persona' }));
    fireEvent.change(within(panel).getByLabelText('Nome e cognome'), { target: { value: 'Giulia Neri' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Aggiungi persona' }));
    const second = within(panel).getByRole('listitem', { name: 'Persona 2' });
    fireEvent.change(within(second).getByLabelText('Nome e cognome'), { target: { value: 'Luca Verdi' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Sposta su: Persona 2' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Chi siamo' }));
    await waitFor(() => expect(within(preview).getByText('Luca Verdi')).toBeTruthy());

    // What is typed is kept as the admin's draft a moment later; the save drops it.
    const draftMethods = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).includes('/api/drafts/'))
        .map(([, init]) => init?.method ?? 'GET');
    await waitFor(() => expect(draftMethods()).toContain('PUT'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const content = sent[0]!.content!;
    expect(content.hero).toEqual({
      title: 'Costruiamo software insieme',
      subtitle: '',
      cta_label: 'Parliamone',
      cta_page: 'contact',
    });
    expect(content.team.map((m) => m.name)).toEqual(['Luca Verdi', 'Giulia Neri']);
    expect(content).not.toHaveProperty('legal');
    expect(await screen.findByText('Il sito pubblico mostra già i nuovi contenuti.')).toBeTruthy();
    await waitFor(() => expect(draftMethods()).toContain('DELETE'));
  });

  it('opens on the admin’s unsaved draft, with the notice, and "Scarta bozza" goes back to the saved content', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
    useConfigStore.getState().setConfig(makeConfig());
    const saved = tenantConfig();
    mockFetch({
      ...draftRoutes(storedDraft({ hero: { ...saved.content.hero, title: 'Titolo lasciato a metà' } })),
      'GET /api/admin/config': () => ok(saved),
    });
    renderApp('/app/admin/settings');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Contenuti del sito' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Contenuti del sito' });
    await waitFor(() =>
      expect((within(panel).getByLabelText('Titolo') as HTMLInputElement).value).toBe('Titolo lasciato a metà'),
    );
    expect(within(panel).getByText(/Bozza ripristinata del/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Scarta bozza' }));
    await waitFor(() => expect((within(panel).getByLabelText('Titolo') as HTMLInputElement).value).toBe(''));
  });

  it('refuses a team member without a name, in Italian, without sending anything', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
    useConfigStore.getState().setConfig(makeConfig());
    const sent: unknown[] = [];
    mockFetch({
      ...draftRoutes(),
      'GET /api/admin/config': () => ok(tenantConfig()),
      'PUT /api/admin/config': () => {
        sent.push(1);
        return ok(tenantConfig());
      },
    });
    renderApp('/app/admin/settings');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Contenuti del sito' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Contenuti del sito' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Aggiungi persona' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Salva' }));
    expect(await within(panel).findByText('Nome: campo obbligatorio')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
