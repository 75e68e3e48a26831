import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { OWNER_ID } from '../../test/fixtures';
import { PROPOSAL_ID, proposal } from '../../test/proposal-fixtures';

const PATH = `/api/crm/proposals/${PROPOSAL_ID}`;

function signIn(permissions?: string[]) {
  const session = makeSession({ role: 'manager', username: 'manager' });
  useAuthStore.getState().setSession(permissions ? { ...session, permissions } : session);
}

describe('proposal page', { timeout: 20_000 }, () => {
  it('shows the lines and the totals as the server computes them, and the actions of a draft', async () => {
    signIn();
    mockFetch({
      [`GET ${PATH}`]: ok(
        proposal({
          lines: [
            ...proposal().lines,
            {
              kind: 'item',
              description: 'Diritti di segreteria',
              quantity: 1,
              unit: null,
              unit_price_cents: 10000,
              discount_percent: 0,
              vat_rate: 0,
              natura: 'N1',
              withholding: false,
            },
          ],
        }),
      ),
    });
    renderApp(`/app/crm/proposals/${PROPOSAL_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nuovo sito e-commerce' }, { timeout: 5000 }),
    ).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Righe dell’offerta' });
    expect(within(lines).getByText('Sviluppo del negozio online').closest('tr')?.textContent).toContain('1.000,00');
    const summary = screen.getByRole('table', { name: 'Riepilogo IVA per aliquota e natura' });
    expect(summary.textContent).toContain('22%');
    expect(summary.textContent).toContain('N1');
    // 1.000 + 100 (N1) = 1.100 taxable, 220 VAT; the bollo is due (100 € > 77,47 € without VAT) and charged: +2.
    expect(screen.getByText('Totale documento').parentElement?.textContent).toContain('1.322,00');
    for (const name of ['Segna come inviata', 'Modifica', 'Scarica PDF', 'Duplica', 'Elimina bozza'])
      expect(
        screen.getByRole(name === 'Modifica' || name === 'Scarica PDF' ? 'link' : 'button', { name }),
      ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scarica PDF' }).getAttribute('href')).toBe(`${PATH}/pdf`);
    expect(screen.queryByRole('button', { name: 'Segna come accettata' })).toBeNull();
  });

  it('records an acceptance with the client-side person’s name', async () => {
    signIn();
    const sent: unknown[] = [];
    let current = proposal({ status: 'inviata', version: 3, sent_at: '2026-11-21T10:00:00.000Z' });
    mockFetch({
      [`GET ${PATH}`]: () => ok(current),
      [`POST ${PATH}/transition`]: (init) => {
        sent.push(JSON.parse(String(init.body)));
        current = proposal({
          status: 'accettata',
          version: 4,
          decision: {
            at: '2026-11-25T09:30:00.000Z',
            channel: 'interno',
            name: 'Anna Colombo',
            by: { id: OWNER_ID, name: 'Marco Bianchi' },
            ip: null,
            refusal_reason: null,
          },
        });
        return ok(current);
      },
      'GET /api/crm/proposals': ok({ items: [], pagination: { page: 1, per_page: 25, total: 0, total_pages: 1 } }),
    });
    renderApp(`/app/crm/proposals/${PROPOSAL_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Segna come accettata' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Segna come accettata' });
    fireEvent.change(within(dialog).getByLabelText('Chi ha deciso presso il cliente'), {
      target: { value: 'Anna Colombo' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Segna come accettata' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ action: 'accept', version: 3, decision_name: 'Anna Colombo', refusal_reason: null });
    const record = await screen.findByRole('region', { name: /Decisione del cliente/ });
    expect(record.textContent).toContain('Registrata da un collega');
    expect(record.textContent).toContain('Anna Colombo');
    expect(record.textContent).toContain('Marco Bianchi');
    expect(screen.getByRole('link', { name: 'Crea contratto' }).getAttribute('href')).toBe(
      `/app/crm/contracts/new?proposal=${PROPOSAL_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Crea progetto' })).toBeTruthy();
  });

  it('creates the project of an accepted proposal and then links to it', async () => {
    signIn();
    const bodies: unknown[] = [];
    let current = proposal({ status: 'accettata' });
    const project = { id: '9c3d4e5f-6071-4c8d-9e0f-1a2b3c4d5e6f', code: 'MOBILIFICIO-2026', name: 'Nuovo sito' };
    mockFetch({
      [`GET ${PATH}`]: () => ok(current),
      [`POST ${PATH}/project`]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        current = proposal({ status: 'accettata', project });
        return ok(current, 201);
      },
      'GET /api/projects/people': ok([{ id: OWNER_ID, name: 'Marco Bianchi', email: 'm@demo.it' }]),
    });
    renderApp(`/app/crm/proposals/${PROPOSAL_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Crea progetto' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Crea il progetto dell’offerta' });
    const code = within(dialog).getByLabelText('Codice') as HTMLInputElement;
    expect(code.value).toMatch(/^MOBILIFICIO-\d{4}$/);
    fireEvent.change(code, { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea progetto' }));
    expect(await within(dialog).findByText(/da 2 a 20 caratteri/)).toBeTruthy();
    fireEvent.change(code, { target: { value: 'mob-2026' } });
    fireEvent.change(within(dialog).getByLabelText('Nome del progetto'), { target: { value: 'Nuovo sito' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea progetto' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ code: 'MOB-2026', name: 'Nuovo sito', manager_id: OWNER_ID, end_date: null });
    const link = await screen.findByRole('link', { name: 'Progetto MOBILIFICIO-2026 · Nuovo sito' });
    expect(link.getAttribute('href')).toBe(`/app/projects/${project.id}`);
  });

  it('hides prices, totals and actions from a reader without money or editing rights', async () => {
    signIn(['view_dashboard', 'view_all_projects']);
    const shown = proposal({ status: 'inviata', can_edit: false, can_see_money: false });
    const { unit_price_cents: _price, ...line } = shown.lines[0] as (typeof shown.lines)[number];
    mockFetch({ [`GET ${PATH}`]: ok({ ...shown, lines: [line], total_cents: undefined, vat_cents: undefined }) });
    renderApp(`/app/crm/proposals/${PROPOSAL_ID}`);
    const lines = await screen.findByRole('table', { name: 'Righe dell’offerta' }, { timeout: 5000 });
    expect(lines.textContent).toContain('Sviluppo del negozio online');
    expect(lines.textContent).not.toMatch(/€/);
    expect(screen.queryByText('Totale documento')).toBeNull();
    expect(screen.getByText(/visibili solo a chi consulta le pre-fatture/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Segna come accettata' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Modifica' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Scarica PDF' })).toBeNull();
  });
});
