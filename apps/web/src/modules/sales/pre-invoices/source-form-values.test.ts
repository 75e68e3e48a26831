import { describe, expect, it } from 'vitest';
import { nextPeriod } from './source-form-values';

describe('the next period of hours to bill', () => {
  it('starts the day after the last period billed and ends with its month, or yesterday while the month runs', () => {
    expect(nextPeriod('2026-10-31', '2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(nextPeriod('2026-09-15', '2026-11-28')).toEqual({ from: '2026-09-16', to: '2026-09-30' });
  });

  it('is last month for a project never billed, and never ends before it starts', () => {
    expect(nextPeriod(null, '2026-03-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(nextPeriod('2026-11-27', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(nextPeriod(null, '2026-01-01')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});
