import type { CompanyClosure, WorkLocation } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAsAdmin, openTab, SLOW } from './test-support';

const ROMA: WorkLocation = {
  id: '6a0f7a0e-3a3b-4c1f-9a52-6f1d2f7b0020',
  name: 'Ufficio di Roma',
  city: 'Roma',
  patron_name: 'Santi Pietro e Paolo',
  patron_month: 6,
  patron_day: 29,
};
const SUMMER: CompanyClosure = {
  id: '6a0f7a0e-3a3b-4c1f-9a52-6f1d2f7b0030',
  name: 'Chiusura estiva',
  start_date: '2025-08-11',
  end_date: '2025-08-22',
};

const closureYears = (fetchMock: ReturnType<typeof mockFetch>) =>
  calls(fetchMock)
    .filter((c) => c.startsWith('GET /api/admin/closures'))
    .map((c) => new URL(c.slice(4), 'http://localhost').searchParams.get('year'));

describe('work locations and closures', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-15T10:00:00+02:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('creates a location only with both the day and the month of the patron saint', async () => {
    loginAsAdmin();
    let sent: unknown;
    const fetchMock = mockFetch({
      'GET /api/admin/leave-types': ok([]),
      'GET /api/admin/work-locations': ok([ROMA]),
      'POST /api/admin/work-locations': (init) => {
        sent = JSON.parse(String(init.body));
        return ok({ ...ROMA, ...(sent as object), id: '6a0f7a0e-3a3b-4c1f-9a52-6f1d2f7b0021' }, 201);
      },
    });
    renderApp('/app/admin/leave-settings');
    await openTab('Sedi e patroni');
    const row = (await screen.findByText('Ufficio di Roma', undefined, SLOW)).closest('tr')!;
    expect(within(row).getByText('29 giugno')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nuova sede' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova sede' }, SLOW);
    fireEvent.change(within(dialog).getByLabelText('Nome della sede'), { target: { value: 'Sede di Torino' } });
    fireEvent.change(within(dialog).getByLabelText('Città'), { target: { value: 'Torino' } });
    fireEvent.change(within(dialog).getByLabelText('Santo patrono'), { target: { value: 'San Giovanni Battista' } });
    fireEvent.change(within(dialog).getByLabelText('Giorno'), { target: { value: '24' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(
      await within(dialog).findByText('Indica sia il giorno sia il mese del patrono, oppure nessuno dei due'),
    ).toBeTruthy();
    expect(calls(fetchMock)).not.toContain('POST /api/admin/work-locations');

    fireEvent.change(within(dialog).getByLabelText('Mese'), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(await screen.findByText('Sede creata', undefined, SLOW)).toBeTruthy();
    expect(sent).toEqual({
      name: 'Sede di Torino',
      city: 'Torino',
      patron_name: 'San Giovanni Battista',
      patron_month: 6,
      patron_day: 24,
    });
  });

  it('lists the closures of the chosen year, checks the dates and deletes after confirmation', async () => {
    loginAsAdmin();
    let created: unknown;
    const fetchMock = mockFetch({
      'GET /api/admin/leave-types': ok([]),
      'GET /api/admin/closures': ok([SUMMER]),
      'POST /api/admin/closures': (init) => {
        created = JSON.parse(String(init.body));
        return ok({ ...(created as object), id: '6a0f7a0e-3a3b-4c1f-9a52-6f1d2f7b0031' }, 201);
      },
      [`DELETE /api/admin/closures/${SUMMER.id}`]: ok(null),
    });
    renderApp('/app/admin/leave-settings');
    await openTab('Chiusure aziendali');
    const table = await screen.findByRole('table', { name: 'Chiusure aziendali del 2025' }, SLOW);
    const row = within(table).getByText('Chiusura estiva').closest('tr')!;
    expect(within(row).getAllByText('11 ago 2025 – 22 ago 2025').length).toBeGreaterThan(0);
    expect(within(row).getByText('12 giorni')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Anno successivo' }));
    expect(await screen.findByRole('table', { name: 'Chiusure aziendali del 2026' }, SLOW)).toBeTruthy();
    await waitFor(() => expect(closureYears(fetchMock)).toEqual(['2025', '2026']));

    fireEvent.click(screen.getByRole('button', { name: 'Nuova chiusura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova chiusura aziendale' }, SLOW);
    fireEvent.change(within(dialog).getByLabelText('Descrizione'), { target: { value: 'Ponte del 2 giugno' } });
    fireEvent.change(within(dialog).getByLabelText('Dal'), { target: { value: '2026-06-03' } });
    fireEvent.change(within(dialog).getByLabelText('Al (incluso)'), { target: { value: '2026-06-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(await within(dialog).findByText('La fine non può precedere l’inizio')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Al (incluso)'), { target: { value: '2026-06-05' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(await screen.findByText('Chiusura aziendale creata', undefined, SLOW)).toBeTruthy();
    expect(created).toEqual({ name: 'Ponte del 2 giugno', start_date: '2026-06-03', end_date: '2026-06-05' });

    fireEvent.click(await screen.findByRole('button', { name: 'Elimina Chiusura estiva' }, SLOW));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminare «Chiusura estiva»?' }, SLOW);
    expect(calls(fetchMock)).not.toContain(`DELETE /api/admin/closures/${SUMMER.id}`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Chiusura eliminata', undefined, SLOW)).toBeTruthy();
    expect(calls(fetchMock)).toContain(`DELETE /api/admin/closures/${SUMMER.id}`);
  });
});
