import type { TimesheetDay } from '@portale/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type DraftRow, dayTotals } from '../grid-model';
import { WeekGrid } from './week-grid';

const DATES = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
const days: TimesheetDay[] = DATES.map((date, i) => ({
  date,
  working: i < 5,
  hours: i < 5 ? 8 : 0,
  holiday: i === 2 ? { name: 'Festa di prova', kind: 'patron' } : null,
  leave: i === 3 ? [{ name: 'Ferie', code: 'ferie', color: '#16a34a', hours: 8 }] : [],
}));
const row = (code: string, minutes: number[]): DraftRow => ({
  key: code,
  project: { id: '11111111-1111-4111-8111-111111111111', code, name: `Progetto ${code}`, color: '#000000' },
  task: null,
  cells: DATES.map((date, i) => ({
    date,
    text: minutes[i] ? String(minutes[i]! / 60) : '',
    minutes: minutes[i] ?? 0,
    note: '',
  })),
});

function renderGrid(editable = true) {
  const rows = [row('AAA', [480]), row('BBB', [0, 240])];
  const handlers = { onCellChange: vi.fn(), onCellBlur: vi.fn(), onEditNote: vi.fn(), onRemoveRow: vi.fn() };
  render(
    <WeekGrid
      caption="Ore della settimana"
      days={days}
      rows={rows}
      totals={dayTotals(rows)}
      expectedMinutes={24 * 60}
      editable={editable}
      {...handlers}
    />,
  );
  return handlers;
}

describe('weekly grid', () => {
  it('shows holidays and leave in the column headers and the totals below', () => {
    renderGrid();
    expect(screen.getByRole('columnheader', { name: /Festa di prova/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Ferie 8 h/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Totale giorno/ }).textContent).toContain('12');
  });

  it('moves with the arrow keys and Enter, and opens the note with Shift+Enter', () => {
    const handlers = renderGrid();
    const monday = screen.getByRole('textbox', { name: 'AAA Progetto AAA, lunedì 16 novembre' });
    monday.focus();
    fireEvent.keyDown(monday, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('BBB Progetto BBB, lunedì 16 novembre');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('BBB Progetto BBB, martedì 17 novembre');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('BBB Progetto BBB, martedì 17 novembre');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('AAA Progetto AAA, martedì 17 novembre');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', shiftKey: true });
    expect(handlers.onEditNote).toHaveBeenCalledWith('AAA', 1);
  });

  it('is plain text when read only', () => {
    renderGrid(false);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Rimuovi/ })).toBeNull();
  });
});
