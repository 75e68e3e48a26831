import { formatEuro, formatHours } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { queryString } from '../query-string';
import { formatPct, monthAxisLabel, monthName, presetPeriod, resolveFilters } from './period';

describe('analytics period', () => {
  it('turns presets into dates around today', () => {
    expect(presetPeriod('mese', '2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('trimestre', '2026-11-22')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetPeriod('trimestre', '2026-05-01')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(presetPeriod('anno', '2026-05-01')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('defaults to this year and checks custom periods', () => {
    expect(resolveFilters({}, '2026-03-10')).toMatchObject({
      ok: true,
      preset: 'anno',
      filters: { from: '2026-01-01', to: '2026-12-31' },
    });
    const client = '11111111-1111-4111-8111-111111111111';
    expect(resolveFilters({ from: '2026-02-01', to: '2026-02-10', client_id: client }, '2026-03-10')).toMatchObject({
      ok: true,
      preset: 'personalizzato',
      filters: { from: '2026-02-01', to: '2026-02-10', client_id: client },
    });
    expect(resolveFilters({ preset: 'personalizzato', from: '2026-02-01' }, '2026-03-10')).toMatchObject({ ok: false });
    expect(resolveFilters({ from: '2026-03-01', to: '2026-02-01' }, '2026-03-10')).toEqual({
      ok: false,
      preset: 'personalizzato',
      error: 'La data iniziale deve precedere la finale',
    });
    expect(resolveFilters({ from: '2020-01-01', to: '2023-12-31' }, '2026-03-10')).toMatchObject({ ok: false });
    expect(resolveFilters({ from: '2021-01-01', to: '2023-12-31' }, '2026-03-10')).toMatchObject({ ok: true });
  });

  it('formats hours, euro and percentages the Italian way', () => {
    expect(formatHours(1234.5)).toBe('1234,5 h');
    expect(formatHours(12345.25)).toBe('12.345,25 h');
    // The shared formatter groups four-digit amounts too (DESIGN.md §5: one Italian style everywhere).
    expect(formatEuro(1420)).toMatch(/^1\.420\s€$/);
    expect(formatEuro(897.5, { cents: true })).toMatch(/^897,50\s€$/);
    expect(formatPct(90.74)).toBe('90,7%');
    expect(formatPct(null)).toBe('—');
    expect(monthAxisLabel('2026-01')).toBe('gen 26');
    expect(monthName('2026-01')).toBe('gennaio 2026');
    expect(queryString({ from: '2026-01-01', client_id: '', user_id: undefined })).toBe('?from=2026-01-01');
  });
});
