import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CLIENT_ID, contact, listItem, OWNER_ID, page } from '../../test/fixtures';
import { CONTACT_ID, PIPELINE_ID, PROPOSAL_ID, pipeline, proposal, STAGE_IDS } from '../../test/proposal-fixtures';

const NEW_DRAFT = '/api/drafts/key/sales.proposal%3Anew';
const EDIT_DRAFT = `/api/drafts/key/sales.proposal%3A${PROPOSAL_ID}`;
const PATH = `/api/crm/proposals/${PROPOSAL_ID}`;

function signIn() {
  useAuthStore.getState().setSession(makeSession({ role: 'manager', username: 'manager', first_name: 'Marco' }));
}

const common = {
  'GET /api/crm/clients/filters': ok({ tags: [], owners: [{ id: OWNER_ID, name: 'Marco Bianchi' }] }),
  'GET /api/crm/pipelines': ok({ items: [pipeline()] }),
  'GET /api/crm/clients': ok(page([listItem()])),
  [`GET /api/crm/clients/${CLIENT_ID}`]: ok(listItem()),
  'GET /api/crm/contacts': ok(page([contact({ id: CONTACT_ID })])),
  [`GET ${NEW_DRAFT}`]: ok(null),
  [`PUT ${NEW_DRAFT}`]: ok(null),
  [`DELETE ${NEW_DRAFT}`]: ok({ deleted: true }),
  [`GET ${EDIT_DRAFT}`]: ok(null),
  [`PUT ${EDIT_DRAFT}`]: ok(null),
  [`DELETE ${EDIT_DRAFT}`]: ok({ deleted: true }),
  [`GET ${PATH}`]: ok(proposal()),
};

const type = (label: string | HTMLElement, value: string, scope: HTMLElement = document.body) => {
  const input = typeof label === 'string' ? within(scope).getByLabelText(label) : label;
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('new proposal form', { timeout: 30_000 }, () => {
  it('refuses bad input inline in Italian and sends nothing', async () => {
    signIn();
    const posts: unknown[] = [];
    mockFetch({
      ...common,
      'POST /api/crm/proposals': (init) => {
        posts.push(init.body);
        return ok(proposal(), 201);
      },
    });
    renderApp('/app/crm/proposals/new');
    const lines = await screen.findByRole('list', { name: 'Righe dell’offerta' }, { timeout: 5000 });
    type('Prezzo unitario (€)', '12,345', lines);
    fireEvent.change(within(lines).getByLabelText('IVA'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crea offerta' }));
    expect(await screen.findByText('Scegli il cliente')).toBeTruthy();
    expect(screen.getByText('Il titolo è obbligatorio')).toBeTruthy();
    expect(screen.getByText('La descrizione è obbligatoria')).toBeTruthy();
    expect(screen.getByText('Il prezzo può avere al massimo due decimali')).toBeTruthy();
    expect(screen.getByText(/Con l'aliquota IVA 0% indica la natura/)).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('computes the totals as the server does while typing and sends prices in cents, discounts negative', async () => {
    signIn();
    const posts: Record<string, unknown>[] = [];
    mockFetch({
      ...common,
      'POST /api/crm/proposals': (init) => {
        posts.push(JSON.parse(String(init.body)));
        return ok(proposal(), 201);
      },
    });
    renderApp(`/app/crm/proposals/new?client=${CLIENT_ID}`);
    // The client of the URL is preselected, with its primary contact as the addressee.
    expect(await screen.findByText('Mobilificio Brianzolo S.r.l.', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Referente') as HTMLSelectElement).value).toBe(CONTACT_ID));
    type('Titolo', 'Nuovo sito e-commerce');
    const lines = screen.getByRole('list', { name: 'Righe dell’offerta' });
    type('Descrizione', 'Sviluppo', lines);
    type('Quantità', '1,5', lines);
    type('Unità', 'gg', lines);
    type('Prezzo unitario (€)', '1.000,10', lines);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    const second = within(lines).getAllByRole('listitem')[1] as HTMLElement;
    type('Descrizione', 'Diritti', second);
    type('Prezzo unitario (€)', '80', second);
    fireEvent.change(within(second).getByLabelText('IVA'), { target: { value: '0' } });
    fireEvent.change(await within(second).findByLabelText('Natura (IVA 0%)'), { target: { value: 'N2.2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi sconto' }));
    const discount = within(lines).getAllByRole('listitem')[2] as HTMLElement;
    type('Importo dello sconto (€)', '50', discount);

    // 1,5 × 1.000,10 = 1.500,15; less 50 = 1.450,15 at 22% → VAT 319,03; 80 N2.2 (> 77,47: bollo 2,00 charged).
    const totals = screen.getByRole('region', { name: 'Totali' });
    await waitFor(() => expect(totals.textContent).toContain('1.851,18'));
    expect(within(totals).getByText('Totale imponibile').parentElement?.textContent).toContain('1.532,15');
    expect(within(totals).getByText('Totale IVA').parentElement?.textContent).toContain('319,03');
    expect(within(totals).getByText(/imposta di bollo/i).parentElement?.textContent).toContain('2,00');

    fireEvent.click(screen.getByRole('button', { name: 'Crea offerta' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      client_id: CLIENT_ID,
      contact_id: CONTACT_ID,
      title: 'Nuovo sito e-commerce',
      pipeline_id: PIPELINE_ID,
      stage_id: STAGE_IDS[0],
      owner_id: useAuthStore.getState().user?.id,
      charge_stamp_duty: true,
      withholding: null,
      lines: [
        { kind: 'item', quantity: 1.5, unit: 'gg', unit_price_cents: 100010, vat_rate: 22, natura: null },
        { kind: 'item', quantity: 1, unit: null, unit_price_cents: 8000, vat_rate: 0, natura: 'N2.2' },
        { kind: 'discount', quantity: 1, unit_price_cents: -5000, vat_rate: 22, discount_percent: 0 },
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nuovo sito e-commerce' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('finds the client by name and shows the server’s field errors next to their inputs', async () => {
    signIn();
    mockFetch({
      ...common,
      'POST /api/crm/proposals': fail(400, 'VALIDATION_ERROR', 'Dati non validi', {
        'lines.0.description': ['Descrizione rifiutata dal server'],
      }),
    });
    renderApp('/app/crm/proposals/create');
    const search = await screen.findByRole('combobox', { name: 'Cliente' }, { timeout: 5000 });
    fireEvent.change(search, { target: { value: 'Mobili' } });
    fireEvent.click(await screen.findByRole('option', { name: /Mobilificio Brianzolo/ }, { timeout: 3000 }));
    expect(await screen.findByRole('button', { name: 'Cambia cliente' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Referente') as HTMLSelectElement).value).toBe(CONTACT_ID));
    type('Titolo', 'Offerta');
    const lines = screen.getByRole('list', { name: 'Righe dell’offerta' });
    type('Descrizione', 'Riga', lines);
    type('Prezzo unitario (€)', '10', lines);
    fireEvent.click(screen.getByRole('button', { name: 'Crea offerta' }));
    expect(await screen.findByText('Descrizione rifiutata dal server')).toBeTruthy();
  });
});

describe('edit proposal form', { timeout: 30_000 }, () => {
  it('sends only what changed with the version, and on 409 shows the newer version and reloads it', async () => {
    signIn();
    const patches: unknown[] = [];
    let current = proposal();
    mockFetch({
      ...common,
      [`GET ${PATH}`]: () => ok(current),
      [`PATCH ${PATH}`]: (init) => {
        patches.push(JSON.parse(String(init.body)));
        current = proposal({ version: 3, title: 'Sito e app', updated_at: '2026-11-25T08:00:00.000Z' });
        return fail(409, 'CONFLICT', 'L’offerta è stata modificata da qualcun altro');
      },
    });
    renderApp(`/app/crm/proposals/${PROPOSAL_ID}/edit`);
    const title = await screen.findByLabelText('Titolo', {}, { timeout: 5000 });
    type(title, 'Nuovo sito');
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ title: 'Nuovo sito', version: 2 });
    const dialog = await screen.findByRole('dialog', { name: 'L’offerta è stata modificata da qualcun altro' });
    expect(dialog.textContent).toContain('Nuovo sito');
    expect(dialog.textContent).toContain('Sito e app');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ricarica con la versione aggiornata' }));
    await waitFor(() => expect((screen.getByLabelText('Titolo') as HTMLInputElement).value).toBe('Sito e app'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a sent proposal change only its stage, owner, terms and notes', async () => {
    signIn();
    const patches: unknown[] = [];
    mockFetch({
      ...common,
      [`GET ${PATH}`]: ok(proposal({ status: 'inviata' })),
      [`PATCH ${PATH}`]: (init) => {
        patches.push(JSON.parse(String(init.body)));
        return ok(proposal({ status: 'inviata' }));
      },
    });
    renderApp(`/app/crm/proposals/${PROPOSAL_ID}/edit`);
    expect(await screen.findByText(/è già stata inviata al cliente/, {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText('Titolo') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Valida fino al') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Aggiungi riga' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambia cliente' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Fase'), { target: { value: STAGE_IDS[2] } });
    type('Note interne', 'Richiamare lunedì');
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ stage_id: STAGE_IDS[2], notes: 'Richiamare lunedì', version: 2 });
  });
});
