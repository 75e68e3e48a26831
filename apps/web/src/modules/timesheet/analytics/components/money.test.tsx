import type { BudgetReport } from '@portale/shared';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { makeSession } from '@/test/fixtures';
import { BudgetPanel } from './budget-panel';
import { SummaryTiles } from './summary-tiles';

// Money (values, costs, euro budgets) comes only to holders of view_all_invoices: without it the server leaves the
// fields out, and the page shows no tile, column or zero in their place.

const row = {
  project_id: 'p1',
  code: 'ECOM-B2B',
  name: 'Portale e-commerce B2B',
  client: { id: 'c1', name: 'Arredi Ferrari S.r.l.' },
  status: 'attivo',
  billing_type: 'tempo_materiali',
  color: '#0ea5e9',
  budget_hours: 100,
  consumed_hours: 40,
  period_hours: 10,
  hours_pct: 40,
  over_budget: false,
};
const report = (money: boolean): BudgetReport => ({
  from: '2026-01-01',
  to: '2026-12-31',
  rows: [money ? { ...row, budget_amount: 8000, consumed_amount: 3200, cost: 1500, amount_pct: 40 } : row],
});

/** The admin role customised: the analytics (admin_access) without view_all_invoices. */
function signIn(money: boolean) {
  const session = makeSession({ role: 'admin' });
  useAuthStore.getState().setSession({
    ...session,
    permissions: money ? session.permissions : session.permissions.filter((p) => p !== 'view_all_invoices'),
  });
}

afterEach(() => useAuthStore.getState().clear());

describe('analytics money', () => {
  it('shows value and cost tiles and the euro columns to a holder of view_all_invoices', () => {
    signIn(true);
    render(
      <SummaryTiles
        totals={{ hours: 10, billable_hours: 8, non_billable_hours: 2, amount: 640, cost: 300, billable_pct: 80 }}
      />,
    );
    expect(screen.getByText('Valore fatturabile')).toBeTruthy();
    expect(screen.getByText('Costo del personale')).toBeTruthy();
    render(<BudgetPanel report={report(true)} loading={false} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Budget €' })).toBeTruthy();
    expect(within(table).getByText(/Arredi Ferrari S\.r\.l\./)).toBeTruthy();
  });

  it('leaves the value, cost and euro budget out, never showing a zero, without view_all_invoices', () => {
    signIn(false);
    const { container } = render(
      <SummaryTiles totals={{ hours: 10, billable_hours: 8, non_billable_hours: 2, billable_pct: 80 }} />,
    );
    expect(screen.queryByText('Valore fatturabile')).toBeNull();
    expect(screen.queryByText('Costo del personale')).toBeNull();
    expect(container.textContent).not.toMatch(/€/);
    render(<BudgetPanel report={report(false)} loading={false} />);
    const table = screen.getByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Budget €' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Costo' })).toBeNull();
    expect(table.textContent).not.toMatch(/€/);
    expect(screen.getByText(/rispetto al budget in ore/)).toBeTruthy();
  });
});
