import type { AuditEntry } from '@portale/shared';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const PROJECT_ID = '7d2f4c1e-5b3a-4e8f-9c0d-1a2b3c4d5e6f';

const ENTRIES: AuditEntry[] = [
  {
    id: 'b1b2c3d4-0000-4000-8000-000000000001',
    actor_user_id: null,
    actor_name: 'Alessandra Rossi',
    action: 'config.updated',
    target_type: 'tenant_config',
    target_id: null,
    target_name: null,
    details: { changes: { 'company.phone': { from: '+39 02 1234 5678', to: '+39 02 8765 4321' } } },
    ip: '10.0.0.1',
    created_at: '2026-11-22T09:00:00.000Z',
  },
  {
    id: 'b1b2c3d4-0000-4000-8000-000000000002',
    actor_user_id: null,
    actor_name: 'Marco Bianchi',
    action: 'project.updated',
    target_type: 'project',
    target_id: PROJECT_ID,
    target_name: 'P-2026-001 · Portale clienti',
    details: { code: 'P-2026-001', changes: { status: { from: 'active', to: 'on_hold' } } },
    ip: '10.0.0.2',
    created_at: '2026-11-22T10:00:00.000Z',
  },
];

configure({ asyncUtilTimeout: 5_000 });

describe('audit log tab', { timeout: 20_000 }, () => {
  it('shows Italian action labels, changed fields as old → new and objects by name with a link', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
    useFlagsStore.getState().setFlags({ security_dashboard: true, timesheet_module: true });
    mockFetch({
      'GET /api/admin/security/sessions': ok({
        items: [],
        pagination: { page: 1, per_page: 20, total: 0, total_pages: 1 },
      }),
      'GET /api/admin/audit-log': ok({
        items: ENTRIES,
        pagination: { page: 1, per_page: 25, total: 2, total_pages: 1 },
      }),
    });
    renderApp('/app/admin/security');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Registro attività' }));
    const table = await screen.findByRole('table', { name: 'Registro delle attività' });
    const [config, project] = within(table).getAllByRole('row').slice(1);

    expect(within(config!).getByText('Configurazione aggiornata')).toBeTruthy();
    expect(within(config!).queryByText('config.updated')).toBeNull();
    expect(config!.textContent).toContain('Telefono: +39 02 1234 5678 → diventa +39 02 8765 4321');
    expect(within(config!).getByRole('link', { name: 'Configurazione' }).getAttribute('href')).toBe(
      '/app/admin/settings',
    );

    expect(within(project!).getByText('Progetto modificato')).toBeTruthy();
    const link = within(project!).getByRole('link', { name: 'P-2026-001 · Portale clienti' });
    expect(link.getAttribute('href')).toBe(`/app/projects/${PROJECT_ID}`);
    expect(project!.textContent).not.toContain(PROJECT_ID);
    expect(project!.textContent).toContain('Codice: P-2026-001');
  });

  it('offers every action by its Italian label, grouped by area, with a choice for a whole area', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
    useFlagsStore.getState().setFlags({ security_dashboard: true });
    mockFetch({
      'GET /api/admin/security/sessions': ok({
        items: [],
        pagination: { page: 1, per_page: 20, total: 0, total_pages: 1 },
      }),
      'GET /api/admin/audit-log': ok({ items: [], pagination: { page: 1, per_page: 25, total: 0, total_pages: 1 } }),
    });
    renderApp('/app/admin/security');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Registro attività' }));
    const select = (await screen.findByLabelText('Azione')) as HTMLSelectElement;
    const group = select.querySelector('optgroup[label="Valutazioni delle prestazioni"]')!;
    const labels = [...group.querySelectorAll('option')].map((o) => o.textContent);
    expect(labels).toContain('Valutazioni delle prestazioni: tutte le azioni');
    expect(labels).toContain('Autovalutazione inviata');
    expect(select.querySelector('option[value="performance.self_review_submitted"]')).not.toBeNull();
  });
});
