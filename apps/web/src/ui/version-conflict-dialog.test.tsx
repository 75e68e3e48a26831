import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VersionConflictDialog } from './version-conflict-dialog';

describe('VersionConflictDialog', () => {
  const rows = [
    { label: 'Titolo', mine: 'Sito nuovo', theirs: 'Sito rinnovato' },
    { label: 'Note', mine: '—', theirs: 'Da richiamare' },
  ];

  it('lists each differing field with the user’s value beside the saved one', () => {
    render(
      <VersionConflictDialog
        title="Il contratto è stato modificato nel frattempo"
        description="Qualcun altro lo ha salvato."
        savedAt="28/11/2026, 10:15:00"
        rows={rows}
        onReload={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Il contratto è stato modificato nel frattempo' })).toBeTruthy();
    expect(screen.getByText('Versione salvata il 28/11/2026, 10:15:00.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Differenze tra le tue modifiche e la versione salvata' });
    const title = within(table).getByRole('row', { name: /Titolo/ });
    expect(
      within(title)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sito nuovo', 'Sito rinnovato']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('reloads or closes on the user’s choice, and shows no table when nothing differs', () => {
    const onReload = vi.fn();
    const onClose = vi.fn();
    render(
      <VersionConflictDialog
        title="Modificato"
        description="Salvato da altri."
        savedAt="ieri"
        rows={[]}
        onReload={onReload}
        onClose={onClose}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ricarica con la versione aggiornata' }));
    expect(onReload).toHaveBeenCalledOnce();
    fireEvent.click(screen.getAllByRole('button', { name: 'Chiudi' })[0]!);
    expect(onClose).toHaveBeenCalled();
  });
});
