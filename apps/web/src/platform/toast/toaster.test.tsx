import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { useToastStore } from './toast-store';
import { Toaster } from './toaster';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => useToastStore.getState().clear());
    vi.useRealTimers();
  });

  it('shows title and message and closes by itself after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Profilo aggiornato', 'Le modifiche sono state salvate.');
    });
    expect(screen.getByText('Profilo aggiornato')).toBeTruthy();
    expect(screen.getByText('Le modifiche sono state salvate.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Profilo aggiornato')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Profilo aggiornato')).toBeNull();
  });

  it('honours a custom duration, and 0 keeps the toast until dismissed', () => {
    render(<Toaster />);
    act(() => {
      toast({ type: 'warning', title: 'Breve', duration: 1000 });
      toast.error('Fisso', undefined, { duration: 0 });
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Breve')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Fisso')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Chiudi notifica' }));
    expect(screen.queryByText('Fisso')).toBeNull();
  });

  it('announces errors assertively and the rest politely', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Salvataggio non riuscito');
      toast.info('Nuova versione disponibile');
    });
    expect(screen.getByText('Salvataggio non riuscito').closest('[aria-live]')?.getAttribute('aria-live')).toBe(
      'assertive',
    );
    expect(screen.getByText('Nuova versione disponibile').closest('[aria-live]')?.getAttribute('aria-live')).toBe(
      'polite',
    );
  });

  it('pauses while hovered', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Da leggere con calma');
    });
    act(() => vi.advanceTimersByTime(3000));
    const item = screen.getByText('Da leggere con calma').closest('li')!;
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Da leggere con calma')).toBeTruthy();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Da leggere con calma')).toBeNull();
  });
});
