import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { WidgetCard } from './widget-card';

const flaky = { broken: true };
function Flaky() {
  if (flaky.broken) throw new Error('boom');
  return <p>Di nuovo in ordine</p>;
}

const renderCard = (widget: DashboardWidget) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WidgetCard widget={widget} />
    </QueryClientProvider>,
  );

describe('dashboard widget card', () => {
  it('shows a skeleton while a lazy widget loads, then the widget under its title', async () => {
    let finish: (() => void) | undefined;
    const Lazy = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          finish = () => resolve({ default: () => <p>Tre nuovi messaggi</p> });
        }),
    );
    renderCard({ id: 'm.messages', title: 'Messaggi', order: 1, component: Lazy });
    expect(screen.getByRole('heading', { name: 'Messaggi' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Caricamento di Messaggi');
    finish?.();
    expect(await screen.findByText('Tre nuovi messaggi')).toBeTruthy();
  });

  it("keeps a failure inside the card, with an Italian message and 'Riprova'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCard({ id: 'm.flaky', title: 'Instabile', order: 1, component: Flaky });
    expect(await screen.findByText('Impossibile caricare questo riquadro.')).toBeTruthy();
    flaky.broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Di nuovo in ordine')).toBeTruthy();
  });

  it('draws nothing at all, not even the frame, when the card’s own rule says it is not for this user', () => {
    const { container, rerender } = renderCard({
      id: 'm.approvals',
      title: 'Da approvare',
      order: 1,
      component: () => <p>Tre richieste</p>,
      useVisible: () => false,
    });
    expect(container.innerHTML).toBe('');
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <WidgetCard
          widget={{
            id: 'm.approvals',
            title: 'Da approvare',
            order: 1,
            component: () => <p>Tre richieste</p>,
            useVisible: () => true,
          }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Da approvare' })).toBeTruthy();
    expect(screen.getByText('Tre richieste')).toBeTruthy();
  });
});
