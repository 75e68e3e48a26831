import { describe, expect, it } from 'vitest';
import { RECONNECT_BASE_MS, RECONNECT_MAX_MS, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it.each([
    [0, 500, 1000],
    [1, 1000, 2000],
    [2, 2000, 4000],
    [3, 4000, 8000],
    [4, 8000, 16_000],
    [5, 15_000, 30_000],
    [6, 15_000, 30_000],
    [50, 15_000, 30_000],
  ])('attempt %i waits between %i and %i ms', (attempt, low, high) => {
    expect(reconnectDelay(attempt, () => 0)).toBe(low);
    expect(reconnectDelay(attempt, () => 1)).toBe(high);
    const mid = reconnectDelay(attempt, () => 0.5);
    expect(mid).toBeGreaterThan(low);
    expect(mid).toBeLessThan(high);
  });

  it('starts at the base delay and never exceeds the cap, whatever the random source says', () => {
    expect(reconnectDelay(0, () => 1)).toBe(RECONNECT_BASE_MS);
    for (let attempt = 0; attempt < 100; attempt++) {
      const delay = reconnectDelay(attempt);
      expect(delay).toBeGreaterThan(0);
      expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
    }
    expect(reconnectDelay(3, () => 7)).toBe(8000);
    expect(reconnectDelay(3, () => -1)).toBe(4000);
  });

  it('spreads clients out: two random sources give different delays', () => {
    expect(reconnectDelay(4, () => 0.1)).not.toBe(reconnectDelay(4, () => 0.9));
  });
});
