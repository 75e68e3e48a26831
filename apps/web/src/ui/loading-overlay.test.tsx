import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it("says 'Caricamento...' by default, with no progress or cancel", () => {
    render(<LoadingOverlay />);
    expect(screen.getByRole('status').textContent).toBe('Caricamento...');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the sub-message, the percentage and a cancel button', () => {
    const onCancel = vi.fn();
    render(
      <LoadingOverlay
        message="Importazione"
        subMessage="Non chiudere la pagina."
        progress={42.4}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByText('Non chiudere la pagina.')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
