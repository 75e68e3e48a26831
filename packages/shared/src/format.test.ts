import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatEuro,
  formatFileSize,
  formatHours,
  formatInstant,
  formatNumber,
  formatPercent,
  formatRelative,
  plural,
  todayInRome,
} from './format';

describe('Italian formatting', () => {
  it('shows a calendar day the same everywhere, whatever the time zone', () => {
    expect(formatDay('2026-11-24')).toBe('24 nov 2026');
    expect(formatDay('2026-11-24', 'long')).toBe('24 novembre 2026');
    expect(formatDay('2026-11-24', 'weekday')).toBe('martedì 24 novembre 2026');
    expect(formatDay('2026-01-01', 'monthYear')).toBe('gennaio 2026');
    expect(formatDay('2026-11-01', 'monthYearShort')).toBe('nov 2026');
    expect(formatDay('2026-11-24', 'weekdayShortOnly')).toBe('mar');
    // A timestamp's date part counts as the day.
    expect(formatDay('2026-03-03T23:30:00Z', 'numeric')).toBe('03/03/2026');
  });

  it("shows an instant in Rome's time, summer and winter", () => {
    expect(formatInstant('2026-11-22T13:05:09Z', 'numeric')).toBe('22/11/2026, 14:05:09');
    expect(formatInstant('2026-07-01T13:05:09Z', 'time')).toBe('15:05');
    expect(formatInstant('2026-11-22T23:30:00Z', 'weekdayDate')).toBe('lunedì 23 novembre 2026');
    expect(formatInstant('2026-11-22T23:30:00Z', 'mediumDate')).toBe('23 nov 2026');
    expect(formatInstant('2026-11-22T13:05:09Z', 'dateTime')).toBe('22/11/2026, 14:05');
    expect(formatInstant('2026-11-22T13:05:09Z', 'dayMonthTime')).toBe('22/11, 14:05');
    expect(formatInstant('2026-11-22T13:05:09Z', 'mediumSeconds')).toBe('22 nov 2026, 14:05:09');
    expect(formatInstant('2026-11-22T23:30:00Z', 'longDate')).toBe('23 novembre 2026');
  });

  it("gives today's day in Rome, already tomorrow late in the UTC evening", () => {
    expect(todayInRome(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });

  it('writes numbers, hours, euros and percentages the Italian way', () => {
    expect(formatNumber(12345.678)).toBe('12.345,68');
    expect(formatNumber(3.7, 2, 2)).toBe('3,70');
    expect(formatHours(7.5)).toBe('7,5 h');
    // Intl puts a no-break space before the euro sign.
    expect(formatEuro(28000)).toBe('28.000\u00a0€');
    expect(formatEuro(1250.5, { cents: true })).toBe('1.250,50\u00a0€');
    expect(formatPercent(12.46)).toBe('12,5%');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatFileSize(1536 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(800 * 1024)).toBe('800 KB');
    expect(formatFileSize(12)).toBe('12 byte');
  });

  it('picks the Italian plural, with the count written in when asked', () => {
    const days = { one: '{n} giorno usato', other: '{n} giorni usati' };
    expect(plural(1, days)).toBe('1 giorno usato');
    expect(plural(0, days)).toBe('0 giorni usati');
    expect(plural(2.5, days)).toBe('2,5 giorni usati');
    expect(plural(1, { one: 'si è valutata', other: 'si sono valutati' })).toBe('si è valutata');
  });

  it('says how long ago in words, never in English abbreviations', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(formatRelative('2026-11-24T11:59:30Z', now)).toBe('adesso');
    expect(formatRelative('2026-11-24T11:58:00Z', now)).toBe('2 minuti fa');
    expect(formatRelative('2026-11-24T09:00:00Z', now)).toBe('3 ore fa');
    expect(formatRelative('2026-11-23T12:00:00Z', now)).toBe('ieri');
    expect(formatRelative('2026-10-01T12:00:00Z', now)).toBe('2 mesi fa');
    expect(formatRelative('2026-11-27T12:00:00Z', now)).toBe('tra 3 giorni');
  });
});
