import type { LeaveApprovalContext, LeaveRequest } from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calls, mockFetch, ok } from '@/test/fetch-mock';
import { DecisionDialog } from './decision-dialog';

const REQUEST: LeaveRequest = {
  id: '7b0f6a0e-6c1a-4f65-9a3e-0d2a7f2b9c01',
  user: { id: '7b0f6a0e-6c1a-4f65-9a3e-0d2a7f2b9c02', name: 'Giulia Esposito' },
  leave_type: {
    id: '7b0f6a0e-6c1a-4f65-9a3e-0d2a7f2b9c03',
    code: 'ferie',
    name: 'Ferie',
    unit: 'days',
    color: '#2563eb',
  },
  start_date: '2027-06-07',
  end_date: '2027-06-11',
  start_time: null,
  end_time: null,
  hours: 40,
  days: 5,
  status: 'in_attesa',
  note: '',
  protocol_number: null,
  approver: null,
  decided_at: null,
  decision_comment: '',
  created_at: '2027-05-01T09:00:00.000Z',
};

const context = (available_after: number, absent: LeaveApprovalContext['absent_colleagues']): LeaveApprovalContext => ({
  request_id: REQUEST.id,
  unit: 'days',
  amount: 5,
  counted: true,
  available_after,
  absent_colleagues: absent,
});

function renderDialog(decision: 'approve' | 'reject') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <DecisionDialog requests={[REQUEST]} decision={decision} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('decision dialog', () => {
  it('shows the balance left after approval and the colleagues away on those days', async () => {
    const fetchMock = mockFetch({
      [`GET /api/timesheet/requests/${REQUEST.id}/approval`]: ok(
        context(3, [
          {
            user: { id: '7b0f6a0e-6c1a-4f65-9a3e-0d2a7f2b9c04', name: 'Sara Neri' },
            leave_type: { code: 'ferie', name: 'Ferie', color: '#2563eb' },
            start_date: '2027-06-10',
            end_date: '2027-06-14',
            start_time: null,
            end_time: null,
            status: 'in_attesa',
          },
        ]),
      ),
      'POST /api/timesheet/requests/decide': ok({ updated: 1 }),
    });
    const onClose = renderDialog('approve');
    const insight = await screen.findByRole('region', { name: /Giulia Esposito, Ferie/ });
    expect(await within(insight).findByText('3 giorni')).toBeTruthy();
    expect(within(insight).getByText('Sara Neri')).toBeTruthy();
    expect(within(insight).getByText(/10 giu – 14 giu 2027 \(in attesa\)/)).toBeTruthy();
    expect(within(insight).queryByText(/diventerà negativo/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Approva' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(calls(fetchMock)).toContain('POST /api/timesheet/requests/decide');
  });

  it('warns when the balance would go below zero and says so when nobody else is away', async () => {
    mockFetch({ [`GET /api/timesheet/requests/${REQUEST.id}/approval`]: ok(context(-2, [])) });
    renderDialog('approve');
    expect(await screen.findByText('Il saldo diventerà negativo: verifica prima di approvare.')).toBeTruthy();
    expect(screen.getByText('Nessun altro del team è assente in questi giorni.')).toBeTruthy();
  });

  it('asks nothing of the server before a rejection', () => {
    const fetchMock = mockFetch({});
    renderDialog('reject');
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls(fetchMock)).toEqual([]);
  });
});
