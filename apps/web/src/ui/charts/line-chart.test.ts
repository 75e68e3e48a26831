import { describe, expect, it } from 'vitest';
import { linePath, niceTicks } from './line-chart';

describe('line chart geometry', () => {
  it('picks round axis ticks that cover the values', () => {
    expect(niceTicks(0, 900)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(0, 1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(-30, 70)).toEqual([-50, -25, 0, 25, 50, 75]);
  });

  it('starts a new segment after a gap', () => {
    expect(linePath([{ x: 0, y: 10 }, { x: 5, y: 8 }, null, { x: 15, y: 2 }, { x: 20, y: 1 }])).toBe(
      'M0.0,10.0L5.0,8.0M15.0,2.0L20.0,1.0',
    );
  });
});
