import type { TeamAbsences } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { gridRange, legendOf, monthGrid, monthLabel, shiftMonth } from './calendar-model';
import { formatAmount, formatPeriod } from './format';

const absence = (id: string, start_date: string, end_date: string, code = 'ferie') => ({
  id,
  user: { id: `u-${id}`, name: `Persona ${id}` },
  leave_type: { code, name: code === 'ferie' ? 'Ferie' : 'Smart working', color: '#2563eb' },
  start_date,
  end_date,
  start_time: null,
  end_time: null,
  status: 'approvata' as const,
});

describe('team calendar model', () => {
  it('shows whole weeks from Monday to Sunday', () => {
    expect(gridRange('2027-03')).toEqual({
      from: '2027-03-01',
      to: '2027-04-04',
      first: '2027-03-01',
      last: '2027-03-31',
    });
    expect(gridRange('2026-11')).toMatchObject({ from: '2026-10-26', to: '2026-12-06' });
    expect(monthGrid('2026-11', undefined)).toHaveLength(6);
  });

  it('places an absence on each working day it covers, not on weekends or holidays', () => {
    const data: TeamAbsences = {
      absences: [absence('a', '2027-03-26', '2027-03-30'), absence('b', '2027-03-30', '2027-03-30', 'smart_working')],
      holidays: [
        { date: '2027-03-28', name: 'Pasqua', kind: 'national' },
        { date: '2027-03-29', name: "Lunedì dell'Angelo", kind: 'national' },
      ],
    };
    const cells = monthGrid('2027-03', data).flat();
    const on = (date: string) => cells.find((c) => c.date === date)!;
    expect(on('2027-03-26').absences.map((a) => a.id)).toEqual(['a']);
    expect(on('2027-03-27').absences).toEqual([]);
    expect(on('2027-03-29')).toMatchObject({ absences: [], holiday: { name: "Lunedì dell'Angelo" } });
    expect(on('2027-03-30').absences.map((a) => a.id)).toEqual(['a', 'b']);
    expect(on('2027-04-01').inMonth).toBe(false);
    expect(legendOf(data).map((t) => t.name)).toEqual(['Ferie', 'Smart working']);
  });

  it('moves between months and names them in Italian', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthLabel('2027-03')).toBe('marzo 2027');
  });
});

describe('formatting', () => {
  it('words amounts and periods in Italian', () => {
    expect(formatAmount(1, 'days')).toBe('1 giorno');
    expect(formatAmount(3.75, 'hours')).toBe('3,75 ore');
    expect(formatPeriod({ start_date: '2027-03-29', end_date: '2027-04-02', start_time: null, end_time: null })).toBe(
      '29 mar – 2 apr 2027',
    );
    expect(
      formatPeriod({ start_date: '2027-03-03', end_date: '2027-03-03', start_time: '09:00', end_time: '13:00' }),
    ).toBe('3 mar 2027, 09:00–13:00');
  });
});
