import { holidayCalendar, type WorkLocation } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { calendarDays, calendarEntries, holidaysByDate } from './calendar-model';

const location = (name: string, patron: string, month: number | null, day: number | null): WorkLocation => ({
  id: `6a0f7a0e-3a3b-4c1f-9a52-${String(month ?? 0).padStart(12, '0')}`,
  name,
  city: '',
  patron_name: patron,
  patron_month: month,
  patron_day: day,
});

describe('calendar model', () => {
  it('keeps a closure over Ferragosto as one range although the server lists 15 August as national', () => {
    const days = holidayCalendar({
      year: 2025,
      closures: [{ name: 'Chiusura estiva', start_date: '2025-08-11', end_date: '2025-08-22' }],
    });
    const entries = calendarEntries(days).filter((e) => e.kind === 'closure');
    expect(entries).toEqual([{ start: '2025-08-11', end: '2025-08-22', name: 'Chiusura estiva', kind: 'closure' }]);
  });

  it('keeps two separate closures with the same name apart', () => {
    const days = holidayCalendar({
      year: 2025,
      closures: [
        { name: 'Ponte', start_date: '2025-04-22', end_date: '2025-04-24' },
        { name: 'Ponte', start_date: '2025-06-03', end_date: '2025-06-03' },
      ],
    });
    const ponti = calendarEntries(days).filter((e) => e.name === 'Ponte');
    expect(ponti.map((e) => [e.start, e.end])).toEqual([
      ['2025-04-22', '2025-04-24'],
      ['2025-06-03', '2025-06-03'],
    ]);
  });

  it("adds every location's patron day for 'all locations', national holidays first on a shared day", () => {
    const days = calendarDays(2025, holidayCalendar({ year: 2025 }), [
      location('Sede di Milano', "Sant'Ambrogio", 12, 7),
      location('Ufficio di Roma', 'Santi Pietro e Paolo', 6, 29),
      location('Sede di Bari', '', 12, 8),
      location('Sede senza patrono', '', null, null),
    ]);
    const patrons = days.filter((d) => d.kind === 'patron');
    expect(patrons.map((d) => [d.date, d.name])).toEqual([
      ['2025-06-29', 'Santi Pietro e Paolo (Ufficio di Roma)'],
      ['2025-12-07', "Sant'Ambrogio (Sede di Milano)"],
      ['2025-12-08', 'Patrono – Sede di Bari'],
    ]);
    expect(
      holidaysByDate(days)
        .get('2025-12-08')
        ?.map((d) => d.kind),
    ).toEqual(['national', 'patron']);
  });
});
