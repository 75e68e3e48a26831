import { describe, expect, it } from 'vitest';
import { easterSunday, holidayCalendar, italianNationalHolidays } from './holidays';

describe('Italian holidays', () => {
  it.each([
    [2000, '2000-04-23', '2000-04-24'],
    [2019, '2019-04-21', '2019-04-22'],
    [2024, '2024-03-31', '2024-04-01'],
    [2025, '2025-04-20', '2025-04-21'],
    [2026, '2026-04-05', '2026-04-06'],
    [2027, '2027-03-28', '2027-03-29'],
    [2038, '2038-04-25', '2038-04-26'],
  ])('Easter %i is %s and Easter Monday %s', (year, easter, monday) => {
    const { month, day } = easterSunday(year);
    expect(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`).toBe(easter);
    expect(italianNationalHolidays(year).find((h) => h.name === "Lunedì dell'Angelo")?.date).toBe(monday);
  });

  it('adds 4 October from 2026 onwards (Legge 151/2025)', () => {
    expect(italianNationalHolidays(2025).map((h) => h.date)).not.toContain('2025-10-04');
    expect(italianNationalHolidays(2026).find((h) => h.date === '2026-10-04')?.name).toBe("San Francesco d'Assisi");
    expect(italianNationalHolidays(2026)).toHaveLength(13);
  });

  it('merges the patron saint and company closures without duplicating a day', () => {
    const calendar = holidayCalendar({
      year: 2026,
      patron: { name: "Sant'Ambrogio", month: 12, day: 7 },
      closures: [{ name: 'Chiusura natalizia', start_date: '2026-12-24', end_date: '2027-01-02' }],
    });
    expect(calendar.find((h) => h.date === '2026-12-07')).toEqual({
      date: '2026-12-07',
      name: "Sant'Ambrogio",
      kind: 'patron',
    });
    // 25 and 26 December stay national holidays; the closure fills 24, 27–31 and stops at the year's end.
    const december = calendar.filter((h) => h.date >= '2026-12-24');
    expect(december.map((h) => `${h.date.slice(8)}:${h.kind}`)).toEqual([
      '24:closure',
      '25:national',
      '26:national',
      '27:closure',
      '28:closure',
      '29:closure',
      '30:closure',
      '31:closure',
    ]);
  });

  it('a patron day on a national holiday stays the national holiday (Rome, 29 June is not national; Turin, 24 June)', () => {
    const rome = holidayCalendar({ year: 2026, patron: { name: 'Santi Pietro e Paolo', month: 6, day: 29 } });
    expect(rome.filter((h) => h.kind === 'patron')).toHaveLength(1);
    const clash = holidayCalendar({ year: 2026, patron: { name: 'Patrono', month: 12, day: 8 } });
    expect(clash.find((h) => h.date === '2026-12-08')?.kind).toBe('national');
  });
});
