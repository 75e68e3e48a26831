import type { EmployeeDetail, EmployeePrivate } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ID = '6a1f3c2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
const PATH = `/api/personnel/employees/${ID}`;

const marco: EmployeeDetail = {
  id: ID,
  first_name: 'Marco',
  last_name: 'Bianchi',
  name: 'Marco Bianchi',
  username: 'mbianchi',
  email: 'marco.bianchi@demo.portale.it',
  role: 'employee',
  status: 'active',
  avatar_url: null,
  employee_number: 'M-0042',
  job_title: 'Sviluppatore senior',
  department_id: null,
  department_name: null,
  manager_id: null,
  manager_name: null,
  work_location_id: null,
  work_location_name: 'Milano',
  contract_type: 'tempo_indeterminato',
  part_time_pct: 100,
  hire_date: '2021-03-01',
  termination_date: null,
  contract_end_date: null,
  ccnl: 'Commercio',
  ccnl_level_id: null,
  ccnl_level_code: null,
  ccnl_level_name: null,
  weekly_hours: 40,
  hourly_cost: null,
  work_phone: null,
  birth_date: null,
  birthday: null,
  share_birthday: false,
  bio: '',
  reporting_line: [],
  direct_reports: [],
  has_record: true,
  is_self: false,
  can_view_private: true,
  can_edit: true,
  can_edit_self: false,
  access: {
    level: 'hr',
    contract: true,
    personal: true,
    reserved: true,
    tabs: { skills: true, allocation: true, performance: true, leave: true, documents: true },
  },
};

// What the server sends a colleague: no contract nor personal field at all, and only the tabs they may open.
const {
  employee_number: _n,
  contract_type: _c,
  part_time_pct: _p,
  hire_date: _h,
  termination_date: _t,
  contract_end_date: _e,
  ccnl: _ccnl,
  ccnl_level_id: _li,
  ccnl_level_code: _lc,
  ccnl_level_name: _ln,
  weekly_hours: _w,
  hourly_cost: _hc,
  birth_date: _b,
  share_birthday: _s,
  ...directory
} = marco;
const marcoAsColleague: EmployeeDetail = {
  ...directory,
  can_view_private: false,
  can_edit: false,
  access: {
    level: 'colleague',
    contract: false,
    personal: false,
    reserved: false,
    tabs: { skills: true, allocation: false, performance: false, leave: false, documents: false },
  },
};

const reserved: EmployeePrivate = {
  ral: 38500,
  tax_code: 'BNCMRC85C01F205X',
  iban: null,
  address: null,
  postal_code: null,
  city: null,
  province: null,
  emergency_contact_name: null,
  emergency_contact_relation: null,
  emergency_contact_phone: null,
} as EmployeePrivate;

function signInAsHr() {
  useAuthStore.getState().setSession(makeSession({ role: 'admin', username: 'admin', first_name: 'Alessandra' }));
  useFlagsStore.getState().setFlags({ personnel_module: true });
}

// Whole-app renders: slow on a busy machine.
describe('person page', { timeout: 20_000 }, () => {
  it('shows the record the route loader fetched, and the reserved data only once asked for', async () => {
    signInAsHr();
    const fetchMock = mockFetch({ [`GET ${PATH}`]: ok(marco), [`GET ${PATH}/private`]: ok(reserved) });
    renderApp(`/app/personnel/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Marco Bianchi' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Sviluppatore senior')).toBeTruthy();
    expect(screen.getByText('1 mar 2021')).toBeTruthy();
    expect(screen.getByText('Tempo pieno · 40 ore settimanali')).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    // Each read of the reserved data is audited: nothing is asked before the button.
    expect(calls(fetchMock)).not.toContain(`GET ${PATH}/private`);

    fireEvent.click(screen.getByRole('button', { name: 'Mostra dati riservati' }));
    const card = screen.getByRole('region', { name: 'Dati riservati' });
    expect(await within(card).findByText('BNCMRC85C01F205X')).toBeTruthy();
    expect(within(card).getByText('38.500,00 €')).toBeTruthy();
  });

  it('shows a colleague no contract card and only the tabs they may open, even when the URL names another', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee', username: 'dipendente', first_name: 'Giulia' }));
    useFlagsStore.getState().setFlags({ personnel_module: true });
    const fetchMock = mockFetch({ [`GET ${PATH}`]: ok(marcoAsColleague) });
    renderApp(`/app/personnel/${ID}?tab=valutazioni`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Marco Bianchi' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Panoramica', 'Competenze']);
    // The URL's tab is not one they may open: the overview shows instead, without asking the server and failing.
    expect(screen.getByRole('tab', { name: 'Panoramica' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Contratto' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Dati riservati' })).toBeNull();
    expect(screen.queryByText('Tempo pieno · 40 ore settimanali')).toBeNull();
    expect(calls(fetchMock).filter((c) => c !== `GET ${PATH}`)).toEqual([]);
  });

  it('says the person does not exist when the server answers 404, with a way back', async () => {
    signInAsHr();
    mockFetch({ [`GET ${PATH}`]: fail(404, 'NOT_FOUND', 'Dipendente non trovato') });
    renderApp(`/app/personnel/${ID}`);

    expect(
      await screen.findByText('La scheda non esiste o la persona non è un dipendente.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna al personale' }).getAttribute('href')).toBe('/app/personnel');
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it("shows the server's message when the record cannot be loaded, and 'Riprova' loads it again", async () => {
    signInAsHr();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer = fail(503, 'SERVICE_UNAVAILABLE', 'Servizio momentaneamente non disponibile');
    const fetchMock = mockFetch({ [`GET ${PATH}`]: () => answer });
    renderApp(`/app/personnel/${ID}`);

    expect(await screen.findByText('Impossibile caricare la scheda', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Servizio momentaneamente non disponibile')).toBeTruthy();

    answer = ok(marco);
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Sviluppatore senior')).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock).filter((c) => c === `GET ${PATH}`).length).toBeGreaterThan(1));
  });
});
