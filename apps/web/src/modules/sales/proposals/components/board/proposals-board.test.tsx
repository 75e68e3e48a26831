import type { Board } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { openRadixMenu } from '@/test/ui-events';
import { OWNER_ID } from '../../../test/fixtures';
import { board, PIPELINE_ID, PROPOSAL_ID, pipeline, proposal, STAGE_IDS } from '../../../test/proposal-fixtures';

const SENT_ID = '8b2c3d4e-5f60-4b7c-8d8e-9f0a1b2c3d4e';
const BOARD = `/api/crm/pipelines/${PIPELINE_ID}/board`;

function signIn() {
  useAuthStore.getState().setSession(makeSession({ role: 'manager', username: 'manager' }));
}

const common = {
  'GET /api/crm/clients/filters': ok({ tags: [], owners: [{ id: OWNER_ID, name: 'Marco Bianchi' }] }),
  'GET /api/crm/pipelines': ok({ items: [pipeline()] }),
};

const column = (name: string) =>
  screen.getAllByTestId('board-column').find((c) => within(c).queryByRole('heading', { name })) as HTMLElement;

async function openMenu(title: string) {
  const trigger = await screen.findByRole('button', { name: `Sposta in… (${title})` }, { timeout: 15_000 });
  openRadixMenu(trigger);
  return screen.findByRole('menu');
}

describe('proposals board', { timeout: 30_000 }, () => {
  it('shows the stages with count, value and probability, then the outcomes', async () => {
    signIn();
    mockFetch({ ...common, [`GET ${BOARD}`]: ok(board()) });
    renderApp('/app/crm/proposals?view=board');
    const first = await waitFor(() => column('Da preparare'), { timeout: 15_000 });
    expect(first.textContent).toContain('1 offerta');
    expect(first.textContent).toContain('1.000,00');
    expect(first.textContent).toContain('10%');
    expect(within(first).getByRole('link', { name: 'Nuovo sito e-commerce' })).toBeTruthy();
    for (const name of ['Accettate', 'Rifiutate', 'Scadute']) expect(column(name)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gestisci pipeline' })).toBeTruthy();
  });

  it('says how many a cut column shows, and asks for more of that column with "Mostra altre"', async () => {
    signIn();
    const first = board().stages[0]!;
    const cut = board({ stages: [{ ...first, total: 60 }, ...board().stages.slice(1)] });
    const fetchMock = mockFetch({ ...common, [`GET ${BOARD}`]: ok(cut) });
    renderApp('/app/crm/proposals?view=board');
    const more = await screen.findByRole(
      'button',
      { name: 'Mostra altre offerte in Da preparare' },
      { timeout: 15_000 },
    );
    expect(column('Da preparare').textContent).toContain('Mostrate 1 di 60.');
    expect(within(column('In trattativa')).queryByRole('button', { name: /Mostra altre/ })).toBeNull();

    fireEvent.click(more);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(`more=${STAGE_IDS[0]}`)),
      ).toHaveLength(1),
    );
  });

  it('moves a card to another stage at once, with the version it was shown, and keeps it there', async () => {
    signIn();
    const moves: unknown[] = [];
    let current: Board = board();
    mockFetch({
      ...common,
      [`GET ${BOARD}`]: () => ok(current),
      [`POST /api/crm/proposals/${PROPOSAL_ID}/move`]: (init) => {
        moves.push(JSON.parse(String(init.body)));
        const moved = board().stages[0]?.cards[0];
        current = board({
          stages: [
            { stage_id: STAGE_IDS[0], cards: [], total: 0, value_cents: 0 },
            board().stages[1] as Board['stages'][number],
            { stage_id: STAGE_IDS[2], cards: moved ? [moved] : [], total: 1, value_cents: 100000 },
          ],
        });
        return ok(proposal());
      },
    });
    renderApp('/app/crm/proposals?view=board');
    const menu = await openMenu('Nuovo sito e-commerce');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'In trattativa' }));
    await waitFor(() => expect(within(column('In trattativa')).queryByText('Nuovo sito e-commerce')).toBeTruthy());
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({ stage_id: STAGE_IDS[2], after_id: null, version: 2 });
    expect(within(column('Da preparare')).queryByText('Nuovo sito e-commerce')).toBeNull();
  });

  it('puts the card back and says why when the move is refused, and reloads on 409', async () => {
    signIn();
    mockFetch({
      ...common,
      [`GET ${BOARD}`]: ok(board()),
      [`POST /api/crm/proposals/${PROPOSAL_ID}/move`]: fail(409, 'CONFLICT', 'Modificata da qualcun altro'),
    });
    renderApp('/app/crm/proposals?view=board');
    const menu = await openMenu('Nuovo sito e-commerce');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Offerta inviata' }));
    expect(await screen.findByText(/la bacheca è stata ricaricata/)).toBeTruthy();
    await waitFor(() => expect(within(column('Da preparare')).queryByText('Nuovo sito e-commerce')).toBeTruthy());
  });

  it('accepts a sent proposal dropped on "Accettate" at once', async () => {
    signIn();
    const transitions: unknown[] = [];
    let current = board();
    mockFetch({
      ...common,
      [`GET ${BOARD}`]: () => ok(current),
      [`POST /api/crm/proposals/${SENT_ID}/transition`]: (init) => {
        transitions.push(JSON.parse(String(init.body)));
        const sent = board().stages[1]?.cards[0];
        current = board({
          stages: [
            board().stages[0],
            { stage_id: STAGE_IDS[1], cards: [], total: 0, value_cents: 0 },
            board().stages[2],
          ] as Board['stages'],
          outcomes: {
            ...board().outcomes,
            accettata: { cards: sent ? [{ ...sent, status: 'accettata' }] : [], total: 1, value_cents: 50000 },
          },
        });
        return ok(proposal({ id: SENT_ID, status: 'accettata' }));
      },
    });
    renderApp('/app/crm/proposals?view=board');
    const menu = await openMenu('Manutenzione annuale');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Accettate' }));
    await waitFor(() => expect(within(column('Accettate')).queryByText('Manutenzione annuale')).toBeTruthy());
    await waitFor(() => expect(transitions).toEqual([{ action: 'accept', version: 5 }]));
  });

  it('asks before accepting a draft, then marks it as sent and accepted', async () => {
    signIn();
    const transitions: { action: string; version: number }[] = [];
    mockFetch({
      ...common,
      [`GET ${BOARD}`]: ok(board()),
      [`POST /api/crm/proposals/${PROPOSAL_ID}/transition`]: (init) => {
        const body = JSON.parse(String(init.body));
        transitions.push(body);
        return ok(proposal({ status: body.action === 'send' ? 'inviata' : 'accettata', version: body.version + 1 }));
      },
    });
    renderApp('/app/crm/proposals?view=board');
    const menu = await openMenu('Nuovo sito e-commerce');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Accettate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Segna come accettata' });
    expect(
      within(dialog).getByText('L’offerta risulta ancora in bozza: segnarla come inviata e accettata?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Segna come inviata e accettata' }));
    await waitFor(() => expect(transitions).toHaveLength(2));
    expect(transitions[0]).toMatchObject({ action: 'send', version: 2 });
    expect(transitions[1]).toMatchObject({ action: 'accept', version: 3 });
  });
});
