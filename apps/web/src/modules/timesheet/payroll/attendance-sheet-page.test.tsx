import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5_000 };
const DELIVERY = '9d0f6a0e-6c1a-4f65-9a3e-0d2a7f2b9c01';

function loginAs(role: 'admin' | 'employee') {
  useAuthStore.getState().setSession(makeSession({ role, username: role, first_name: 'Alessandra' }));
  useFlagsStore.setState((state) => ({ flags: { ...state.flags, timesheet_module: true } }));
}

describe('attendance sheet page', { timeout: 20_000 }, () => {
  it('lets HR pick month and department and download the sheet as Excel or CSV, with the legend', async () => {
    loginAs('admin');
    mockFetch({
      'GET /api/timesheet/attendance-sheet/options': ok({
        departments: [{ id: DELIVERY, name: 'Delivery' }],
        codes: [
          { code: 'FE', names: ['Ferie'] },
          { code: 'MAL', names: ['Malattia'] },
        ],
      }),
    });
    renderApp(`/app/timesheet/attendance-sheet?month=2027-11&department=${DELIVERY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Foglio presenze' }, SLOW)).toBeTruthy();
    expect((screen.getByLabelText(/^Mese/) as HTMLInputElement).value).toBe('2027-11');
    expect((screen.getByLabelText('Reparto') as HTMLSelectElement).value).toBe(DELIVERY);
    expect(screen.getByRole('link', { name: 'Scarica Excel' }).getAttribute('href')).toBe(
      `/api/timesheet/attendance-sheet?month=2027-11&department_id=${DELIVERY}&format=xlsx`,
    );
    expect(screen.getByRole('link', { name: 'Scarica CSV' }).getAttribute('href')).toBe(
      `/api/timesheet/attendance-sheet?month=2027-11&department_id=${DELIVERY}&format=csv`,
    );
    const legend = screen.getByRole('region', { name: 'Legenda' });
    expect(within(legend).getByText('MAL')).toBeTruthy();
    expect(within(legend).getByText('Malattia')).toBeTruthy();
    expect(within(legend).getByText('FS')).toBeTruthy();
  });

  it('sends an employee who opens it to the 403 page', async () => {
    loginAs('employee');
    mockFetch({});
    renderApp('/app/timesheet/attendance-sheet');
    expect(await screen.findByText(/403/, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Scarica Excel' })).toBeNull();
  });
});
