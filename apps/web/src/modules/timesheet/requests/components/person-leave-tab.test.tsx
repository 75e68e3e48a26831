import type { LeaveBalance, PersonLeave } from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { calls, mockFetch, ok } from '@/test/fetch-mock';
import { PersonLeaveTab } from './person-leave-tab';

const PERSON = '8c0f6a0e-6c1a-4f65-9a3e-0d2a7f2b9c01';
const FERIE = {
  id: '8c0f6a0e-6c1a-4f65-9a3e-0d2a7f2b9c02',
  code: 'ferie',
  name: 'Ferie',
  unit: 'days',
  color: '#2563eb',
} as const;
const year = Number(new Date().toISOString().slice(0, 4));

const ferie: LeaveBalance = {
  leave_type: FERIE,
  year,
  counted: true,
  allowance: 26,
  carried_over: 0,
  adjusted: 4.5,
  carry_over_expires_on: null,
  expired: 0,
  approved: 28,
  pending: 0,
  available: 2.5,
};

const leave = (can_adjust: boolean): PersonLeave => ({
  person: { id: PERSON, name: 'Giulia Esposito' },
  year,
  balances: [ferie],
  adjustments: [
    {
      id: '8c0f6a0e-6c1a-4f65-9a3e-0d2a7f2b9c03',
      leave_type: FERIE,
      year,
      amount: 4.5,
      kind: 'apertura',
      reason: 'Residuo dal vecchio gestionale paghe',
      author: { id: '8c0f6a0e-6c1a-4f65-9a3e-0d2a7f2b9c04', name: 'Alessandra Rossi' },
      created_at: `${year}-01-10T09:00:00.000Z`,
    },
  ],
  can_adjust,
});

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>Caricamento</p>}>
        <PersonLeaveTab personId={PERSON} />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('person leave tab', () => {
  it('shows the balances with the adjustments and their history with the reason, without the HR button', async () => {
    mockFetch({ [`GET /api/timesheet/people/${PERSON}/leave`]: ok(leave(false)) });
    renderTab();
    const card = await screen.findByRole('article', { name: 'Ferie' });
    expect(within(card).getByText('Rettifiche HR')).toBeTruthy();
    expect(within(card).getByText('4,5 giorni', { exact: false })).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Storico delle rettifiche del saldo' });
    expect(within(history).getByText('Residuo dal vecchio gestionale paghe')).toBeTruthy();
    expect(within(history).getByText('Saldo di apertura')).toBeTruthy();
    expect(within(history).getByText('+4,5 giorni')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rettifica saldo' })).toBeNull();
  });

  it('lets HR adjust a balance, warning before it goes negative', async () => {
    let sent: unknown;
    const fetchMock = mockFetch({
      [`GET /api/timesheet/people/${PERSON}/leave`]: ok(leave(true)),
      [`POST /api/timesheet/people/${PERSON}/leave-adjustments`]: (init) => {
        sent = JSON.parse(String(init.body));
        return ok(leave(true).adjustments[0], 201);
      },
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Rettifica saldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rettifica saldo di Giulia Esposito' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva rettifica' }));
    expect(await within(dialog).findByText('Indica una quantità')).toBeTruthy();
    expect(within(dialog).getByText('Indica il motivo (almeno 3 caratteri)')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Quantità \(giorni\)/), { target: { value: '-3' } });
    expect(within(dialog).getByText(/Il saldo risulterà negativo/)).toBeTruthy();
    expect(within(dialog).getByText('-0,5 giorni')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Ferie godute a dicembre' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva rettifica' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({
      leave_type_id: FERIE.id,
      year,
      amount: -3,
      kind: 'rettifica',
      reason: 'Ferie godute a dicembre',
    });
    expect(calls(fetchMock)).toContain(`POST /api/timesheet/people/${PERSON}/leave-adjustments`);
  });
});
