import { DEFAULT_ROLE_PERMISSIONS } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CONTRACT_ID, contract, PRE_INVOICE_ID, PROJECT_ID, withoutMoney } from '../../test/contract-fixtures';
import { CLIENT_ID } from '../../test/fixtures';

const OTHER_PROJECT = 'de8192a3-b4c5-4d06-8f12-6d7e8f90a1b2';

function signIn(permissions?: string[]) {
  const session = makeSession({ role: 'manager', username: 'manager' });
  useAuthStore.getState().setSession(permissions ? { ...session, permissions } : session);
}

const attachments = (canUpload: boolean) => ({
  [`GET /api/attachments/contract/${CONTRACT_ID}`]: ok({
    items: [],
    can_upload: canUpload,
    max_bytes: 10_000_000,
    accept: ['.pdf'],
  }),
});

const clientProjects = ok({
  items: [
    {
      id: PROJECT_ID,
      code: 'MOB-01',
      name: 'Gestionale',
      status: 'attivo',
      billing_type: 'a_corpo',
      start_date: null,
      end_date: null,
    },
    {
      id: OTHER_PROJECT,
      code: 'MOB-02',
      name: 'E-commerce',
      status: 'attivo',
      billing_type: 'a_corpo',
      start_date: null,
      end_date: null,
    },
  ],
  available: true,
});

describe('contract page', { timeout: 30_000 }, () => {
  it('explains the renewal, lists milestones with their pre-invoices and links and unlinks projects', async () => {
    signIn();
    let current = contract();
    const calls: string[] = [];
    mockFetch({
      [`GET /api/crm/contracts/${CONTRACT_ID}`]: () => ok(current),
      [`GET /api/crm/clients/${CLIENT_ID}/projects`]: clientProjects,
      ...attachments(true),
      [`POST /api/crm/contracts/${CONTRACT_ID}/projects/${OTHER_PROJECT}`]: () => {
        calls.push('link');
        current = contract({
          version: 3,
          projects: [
            ...current.projects,
            { id: OTHER_PROJECT, code: 'MOB-02', name: 'E-commerce', status: 'attivo', deleted: false },
          ],
        });
        return ok(current);
      },
      [`DELETE /api/crm/contracts/${CONTRACT_ID}/projects/${PROJECT_ID}`]: () => {
        calls.push('unlink');
        current = contract({ projects: current.projects.filter((p) => p.id !== PROJECT_ID) });
        return ok(current);
      },
    });
    renderApp(`/app/crm/contracts/${CONTRACT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Assistenza gestionale' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Si rinnova automaticamente di 12 mesi alla scadenza del 31 dicembre 2026.')).toBeTruthy();
    expect(
      screen.getByText(
        /Per non rinnovarlo, la disdetta va inviata entro il 2 ottobre 2026 \(90 giorni prima della scadenza\)|Il termine per la disdetta è passato il 2 ottobre 2026/,
      ),
    ).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Scadenze di fatturazione del contratto' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Anticipo');
    expect(rows[1]!.textContent).toContain('Fatturata');
    expect(rows[1]!.textContent).toContain('30% del valore');
    expect(within(rows[1]!).getByRole('link', { name: 'PF-2026/0003' }).getAttribute('href')).toBe(
      `/app/invoicing/pre-invoices/${PRE_INVOICE_ID}`,
    );
    expect(rows[2]!.textContent).toContain('Da fatturare');
    expect(table.textContent).toContain('12.000,00');
    // A milestone still to bill: manage_invoices opens the new pre-invoice on this contract's milestones.
    expect(screen.getByRole('link', { name: 'Crea pre-fattura' }).getAttribute('href')).toBe(
      `/app/invoicing/pre-invoices/new?source=milestones&contract=${CONTRACT_ID}`,
    );

    const projects = screen.getByRole('region', { name: 'Progetti collegati' });
    expect(within(projects).getByRole('link', { name: 'MOB-01 · Gestionale' }).getAttribute('href')).toBe(
      `/app/projects/${PROJECT_ID}`,
    );
    const picker = await within(projects).findByLabelText('Progetto da collegare');
    expect(within(picker).queryByRole('option', { name: 'MOB-01 · Gestionale' })).toBeNull();
    fireEvent.change(picker, { target: { value: OTHER_PROJECT } });
    fireEvent.click(within(projects).getByRole('button', { name: 'Collega' }));
    expect(await within(projects).findByRole('link', { name: 'MOB-02 · E-commerce' })).toBeTruthy();
    fireEvent.click(within(projects).getByRole('button', { name: 'Scollega MOB-01 · Gestionale' }));
    await waitFor(() => expect(within(projects).queryByRole('link', { name: 'MOB-01 · Gestionale' })).toBeNull());
    expect(calls).toEqual(['link', 'unlink']);

    expect(screen.getByRole('heading', { name: 'Allegati' })).toBeTruthy();
    expect(screen.getByText(/Contratto attivato/)).toBeTruthy();
  });

  it('activates a draft with its signing date', async () => {
    signIn();
    const bodies: unknown[] = [];
    let current = contract({ status: 'bozza', signed_on: null, can_delete: true });
    mockFetch({
      [`GET /api/crm/contracts/${CONTRACT_ID}`]: () => ok(current),
      [`GET /api/crm/clients/${CLIENT_ID}/projects`]: clientProjects,
      ...attachments(true),
      [`POST /api/crm/contracts/${CONTRACT_ID}/transition`]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        current = contract({ status: 'attivo', signed_on: '2026-01-10', version: 4 });
        return ok(current);
      },
    });
    renderApp(`/app/crm/contracts/${CONTRACT_ID}`);
    expect(await screen.findByRole('button', { name: 'Elimina' }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Attiva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attivare il contratto?' });
    fireEvent.change(within(dialog).getByLabelText('Data della firma'), { target: { value: '2026-01-10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Attiva' }));
    await waitFor(() => expect(bodies).toEqual([{ action: 'activate', version: 3, date: '2026-01-10' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Registra la disdetta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
  });

  it('shows no value nor amounts to a reader without view_all_invoices, and no actions without manage_contracts', async () => {
    signIn(
      DEFAULT_ROLE_PERMISSIONS.manager.filter(
        (p) => p !== 'view_all_invoices' && p !== 'manage_contracts' && p !== 'manage_invoices',
      ),
    );
    mockFetch({
      [`GET /api/crm/contracts/${CONTRACT_ID}`]: ok(withoutMoney(contract({ can_edit: false }))),
      ...attachments(false),
    });
    renderApp(`/app/crm/contracts/${CONTRACT_ID}`);
    const table = await screen.findByRole(
      'table',
      { name: 'Scadenze di fatturazione del contratto' },
      { timeout: 5000 },
    );
    expect(table.textContent).toContain('30% del valore');
    expect(table.textContent).not.toContain('€');
    expect(screen.getByRole('region', { name: 'Dati del contratto' }).textContent).not.toContain('€');
    expect(screen.queryByRole('link', { name: 'Modifica' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registra la disdetta' })).toBeNull();
    expect(screen.queryByLabelText('Progetto da collegare')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Crea pre-fattura' })).toBeNull();
  });
});
