import { DEFAULT_ROLE_PERMISSIONS } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CONTRACT_ID, contract, PROPOSAL_ID, proposal } from '../../test/contract-fixtures';
import { CLIENT_ID, listItem, OWNER_ID, page } from '../../test/fixtures';

const NEW_DRAFT = '/api/drafts/key/sales.contract%3Anew';
const EDIT_DRAFT = `/api/drafts/key/sales.contract%3A${CONTRACT_ID}`;
const PROPOSAL_DRAFT = `/api/drafts/key/sales.contract%3Aproposal-${PROPOSAL_ID}`;
const drafts = (path: string) => ({
  [`GET ${path}`]: ok(null),
  [`PUT ${path}`]: ok(null),
  [`DELETE ${path}`]: ok({ deleted: true }),
});

function signIn(permissions?: string[]) {
  const session = makeSession({ role: 'manager', username: 'manager', first_name: 'Marco' });
  useAuthStore.getState().setSession(permissions ? { ...session, permissions } : session);
}

const common = {
  'GET /api/crm/clients/filters': ok({ tags: [], owners: [{ id: OWNER_ID, name: 'Marco Bianchi' }] }),
  'GET /api/crm/clients': ok(page([listItem()])),
  [`GET /api/crm/contracts/${CONTRACT_ID}`]: ok(contract()),
  [`GET /api/attachments/contract/${CONTRACT_ID}`]: ok({ items: [], can_upload: true, max_bytes: 1e7, accept: [] }),
  [`GET /api/crm/clients/${CLIENT_ID}/projects`]: ok({ items: [], available: true }),
  ...drafts(NEW_DRAFT),
};

async function chooseClient() {
  const picker = await screen.findByRole('combobox', { name: 'Cliente' }, { timeout: 5000 });
  fireEvent.change(picker, { target: { value: 'Mobili' } });
  fireEvent.click(await screen.findByRole('option', { name: /Mobilificio Brianzolo/ }, { timeout: 3000 }));
  expect((screen.getByLabelText('Cliente') as HTMLInputElement).value).toBe('Mobilificio Brianzolo S.r.l.');
}

describe('new contract form', { timeout: 30_000 }, () => {
  it('checks the milestones’ sum while typing, sends nothing over 100%, then creates the contract', async () => {
    signIn();
    const posts: Record<string, unknown>[] = [];
    mockFetch({
      ...common,
      'POST /api/crm/contracts': (init) => {
        posts.push(JSON.parse(String(init.body)));
        return ok(contract(), 201);
      },
    });
    renderApp('/app/crm/contracts/new');
    await chooseClient();
    fireEvent.change(screen.getByLabelText('Titolo'), { target: { value: 'Assistenza gestionale' } });
    fireEvent.change(screen.getByLabelText('Valore del contratto (€)'), { target: { value: '12.000' } });
    fireEvent.change(screen.getByLabelText('Fine'), { target: { value: '2026-12-31' } });
    for (const [description, percent] of [
      ['Anticipo', '60'],
      ['Saldo', '50'],
    ]) {
      fireEvent.click(screen.getByRole('button', { name: 'Aggiungi scadenza' }));
      const rows = screen.getAllByRole('listitem', { name: /^Scadenza \d$/ });
      const row = within(rows.at(-1)!);
      fireEvent.change(row.getByLabelText('Descrizione'), { target: { value: description } });
      fireEvent.change(row.getByLabelText('Percentuale (%)'), { target: { value: percent } });
    }
    expect(await screen.findByText('Le percentuali delle scadenze sommano 110%: al massimo 100%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crea contratto' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(posts).toEqual([]);

    const saldo = within(screen.getAllByRole('listitem', { name: /^Scadenza \d$/ })[1]!);
    fireEvent.change(saldo.getByLabelText('Percentuale (%)'), { target: { value: '40' } });
    await waitFor(() =>
      expect(screen.queryByText('Le percentuali delle scadenze sommano 110%: al massimo 100%')).toBeNull(),
    );
    expect(screen.getByText(/100% del valore/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crea contratto' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      client_id: CLIENT_ID,
      title: 'Assistenza gestionale',
      type: 'a_corpo',
      value_cents: 1_200_000,
      end_date: '2026-12-31',
      auto_renew: false,
      renewal_months: null,
      owner_id: useAuthStore.getState().user?.id,
      milestones: [
        { description: 'Anticipo', amount_cents: null, percent: 60 },
        { description: 'Saldo', amount_cents: null, percent: 40 },
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Assistenza gestionale' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('starts from an accepted proposal: client, title and value taken from it', async () => {
    signIn();
    mockFetch({ ...common, ...drafts(PROPOSAL_DRAFT), [`GET /api/crm/proposals/${PROPOSAL_ID}`]: ok(proposal()) });
    renderApp(`/app/crm/contracts/new?proposal=${PROPOSAL_ID}`);
    expect(await screen.findByText(/Dall’offerta accettata 2026\/0042/, {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText('Cliente') as HTMLInputElement).value).toBe('Mobilificio Brianzolo S.r.l.');
    expect(screen.queryByRole('button', { name: 'Cambia cliente' })).toBeNull();
    expect((screen.getByLabelText('Titolo') as HTMLInputElement).value).toBe('Nuovo e-commerce');
    expect((screen.getByLabelText('Valore del contratto (€)') as HTMLInputElement).value).toBe('24.500');
  });

  it('asks for the fee period of a canone and explains the notice deadline of an automatic renewal', async () => {
    signIn();
    mockFetch({
      ...common,
      'POST /api/crm/contracts': fail(400, 'VALIDATION_ERROR', 'Alcuni campi non sono validi', {
        notice_days: ['Il preavviso è più lungo della durata del contratto'],
      }),
    });
    renderApp('/app/crm/contracts/new');
    await chooseClient();
    fireEvent.change(screen.getByLabelText('Titolo'), { target: { value: 'Canone di assistenza' } });
    fireEvent.click(screen.getByLabelText(/^Canone/));
    expect(await screen.findByLabelText('Canone per periodo (€)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Fine'), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Rinnovo automatico' }));
    fireEvent.change(await screen.findByLabelText('Preavviso di disdetta (giorni)'), { target: { value: '90' } });
    expect(await screen.findByText(/La disdetta va inviata entro il 2 ottobre 2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crea contratto' }));
    expect(await screen.findByText('Indica ogni quanto si fattura il canone')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Periodicità del canone'), { target: { value: 'mensile' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crea contratto' }));
    // The server's field error lands next to its input.
    expect(await screen.findByText('Il preavviso è più lungo della durata del contratto')).toBeTruthy();
  });

  it('leaves the value and the milestones out for a user without view_all_invoices', async () => {
    signIn(DEFAULT_ROLE_PERMISSIONS.manager.filter((p) => p !== 'view_all_invoices'));
    const posts: Record<string, unknown>[] = [];
    mockFetch({
      ...common,
      'POST /api/crm/contracts': (init) => {
        posts.push(JSON.parse(String(init.body)));
        return ok(contract(), 201);
      },
    });
    renderApp('/app/crm/contracts/new');
    await chooseClient();
    expect(screen.getByText(/Valore e importi sono riservati/)).toBeTruthy();
    expect(screen.queryByLabelText('Valore del contratto (€)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aggiungi scadenza' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Titolo'), { target: { value: 'Senza importi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crea contratto' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ value_cents: null, milestones: [] });
  });
});

describe('edit contract form', { timeout: 30_000 }, () => {
  it('sends only the changed fields with the version, and on 409 shows the newer version and reloads it', async () => {
    signIn();
    const patches: unknown[] = [];
    let current = contract();
    mockFetch({
      ...common,
      ...drafts(EDIT_DRAFT),
      [`GET /api/crm/contracts/${CONTRACT_ID}`]: () => ok(current),
      [`PATCH /api/crm/contracts/${CONTRACT_ID}`]: (init) => {
        patches.push(JSON.parse(String(init.body)));
        current = contract({ version: 4, title: 'Assistenza e manutenzione', updated_at: '2026-11-25T08:00:00.000Z' });
        return fail(409, 'CONFLICT', 'Il contratto è stato modificato da qualcun altro');
      },
    });
    renderApp(`/app/crm/contracts/${CONTRACT_ID}/edit`);
    const title = await screen.findByLabelText('Titolo', {}, { timeout: 5000 });
    // The milestone already on a pre-invoice is shown, not editable.
    expect(screen.getByText('Già nella pre-fattura PF-2026/0003: non si può cambiare né togliere.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Tempo e materiali/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(title, { target: { value: 'Assistenza gestionale 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ title: 'Assistenza gestionale 2026', version: 3 });

    const dialog = await screen.findByRole('dialog', { name: 'Il contratto è stato modificato nel frattempo' });
    expect(dialog.textContent).toContain('Assistenza gestionale 2026');
    expect(dialog.textContent).toContain('Assistenza e manutenzione');
    fireEvent.click(screen.getByRole('button', { name: 'Ricarica con la versione aggiornata' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Titolo') as HTMLInputElement).value).toBe('Assistenza e manutenzione'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a rule’s 409 (a billed milestone) as its message, not as a newer version', async () => {
    signIn();
    mockFetch({
      ...common,
      ...drafts(EDIT_DRAFT),
      [`PATCH /api/crm/contracts/${CONTRACT_ID}`]: fail(
        409,
        'CONFLICT',
        'La scadenza «Anticipo» è già nella pre-fattura PF-2026/0003: non si può togliere né modificare',
      ),
    });
    renderApp(`/app/crm/contracts/${CONTRACT_ID}/edit`);
    fireEvent.change(await screen.findByLabelText('Titolo', {}, { timeout: 5000 }), { target: { value: 'Altro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText(/già nella pre-fattura PF-2026\/0003: non si può togliere/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
