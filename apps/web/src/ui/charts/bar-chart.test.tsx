import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, clip, maxOf, segmentsOf } from './bar-chart';

const series = [
  { id: 'a', label: 'Fatturabili', values: [3, 5] },
  { id: 'b', label: 'Non fatturabili', values: [1, 0] },
];

describe('BarChart', () => {
  it('stacks segments one after the other, or puts them side by side', () => {
    expect(segmentsOf(series, 0, true).map((s) => [s.start, s.end, s.slot])).toEqual([
      [0, 3, 0],
      [3, 4, 0],
    ]);
    expect(segmentsOf(series, 0, false).map((s) => [s.start, s.end, s.slot])).toEqual([
      [0, 3, 0],
      [0, 1, 1],
    ]);
    expect(maxOf(series, 2, true)).toBe(5);
    expect(
      maxOf(
        [
          { id: 'a', label: 'A', values: [3, 1] },
          { id: 'b', label: 'B', values: [4, 1] },
        ],
        2,
        true,
      ),
    ).toBe(7);
  });

  it('clips long labels', () => {
    expect(clip('Portale e-commerce B2B', 10)).toBe('Portale e…');
    expect(clip('Breve', 10)).toBe('Breve');
  });

  it('gives screen readers the numbers as a table', () => {
    render(
      <BarChart
        title="Ore per mese"
        categories={['gen', 'feb']}
        series={series}
        stacked
        formatValue={(v) => `${v} h`}
        formatCategory={(c) => `${c} 2026`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Ore per mese' });
    expect(table.textContent).toContain('gen 2026');
    expect(table.textContent).toContain('5 h');
    expect(screen.getByRole('figure', { name: 'Ore per mese' })).toBeTruthy();
  });
});
