import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HealthGauge } from './health-gauge';
import { HealthTrendChart } from './health-trend-chart';

describe('health gauge', () => {
  it.each([
    [100, 'healthy', 'In salute', 'emerald'],
    [80, 'healthy', 'In salute', 'emerald'],
    [79, 'degraded', 'Degradato', 'amber'],
    [50, 'degraded', 'Degradato', 'amber'],
    [49, 'unhealthy', 'Critico', 'red'],
    [0, 'unhealthy', 'Critico', 'red'],
  ])('draws %i as %s, in %s, with the status written out', (score, status, label, colour) => {
    const { container } = render(<HealthGauge score={score} />);
    expect(container.querySelector('figure')?.getAttribute('data-status')).toBe(status);
    expect(screen.getByTestId('health-status').textContent).toBe(label);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(`Punteggio di salute ${score} su 100: ${label}`);
    const arc = container.querySelector('[data-testid="health-gauge-arc"]');
    if (score === 0) expect(arc).toBeNull();
    else {
      expect(arc?.getAttribute('class')).toContain(colour);
      expect(arc?.getAttribute('stroke-dasharray')).toBe(`${score} 100`);
    }
  });
});

describe('health trend chart', () => {
  it('summarises the trend in words and draws a line', () => {
    const points = [
      { timestamp: '2026-11-22T09:00:00.000Z', score: 72 },
      { timestamp: '2026-11-22T07:00:00.000Z', score: 90 },
      { timestamp: '2026-11-22T08:00:00.000Z', score: 60 },
    ];
    const { container } = render(<HealthTrendChart points={points} />);
    const chart = screen.getByRole('img', { name: 'Grafico dell’andamento del punteggio di salute' });
    const summary = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(summary?.textContent).toBe(
      '3 misurazioni dal 22/11, 08:00 al 22/11, 10:00: da 90 a 72, minimo 60, massimo 90.',
    );
    expect(container.querySelector('[data-testid="health-trend-line"]')).not.toBeNull();
  });

  it('says so when nothing has been measured yet', () => {
    render(<HealthTrendChart points={[]} />);
    expect(screen.getByText(/Ancora nessuna misurazione/)).toBeTruthy();
  });
});
