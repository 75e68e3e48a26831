import { formatMinutesAsHours, parseHoursInput, type TimesheetRow } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  dayTotals,
  draftFromWeek,
  hasInvalidCells,
  mergeCopiedRows,
  moveFrom,
  normaliseCell,
  overfullDays,
  setCellText,
  toSavePayload,
} from './grid-model';

const DATES = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
const project = { id: '11111111-1111-4111-8111-111111111111', code: 'ACME', name: 'Portale Acme', color: '#000000' };
const task = { id: '22222222-2222-4222-8222-222222222222', title: 'Analisi' };
const row = (minutes: number[], withTask = false): TimesheetRow => ({
  project,
  task: withTask ? task : null,
  cells: DATES.map((date, i) => ({ date, minutes: minutes[i] ?? 0, note: '' })),
  total_minutes: minutes.reduce((a, b) => a + b, 0),
});

describe('hours typed in a cell', () => {
  it('reads commas, dots, clock times and minutes, rounded to the quarter hour', () => {
    expect(parseHoursInput('7,5')).toBe(450);
    expect(parseHoursInput('7.25')).toBe(435);
    expect(parseHoursInput('7:30')).toBe(450);
    expect(parseHoursInput('7h30')).toBe(450);
    expect(parseHoursInput('8')).toBe(480);
    expect(parseHoursInput(',5')).toBe(30);
    expect(parseHoursInput('45m')).toBe(45);
    expect(parseHoursInput('7:10')).toBe(435);
    expect(parseHoursInput('')).toBe(0);
  });

  it('refuses text, minutes over 59 and more than 24 hours', () => {
    expect(parseHoursInput('otto')).toBeNull();
    expect(parseHoursInput('7:75')).toBeNull();
    expect(parseHoursInput('25')).toBeNull();
    expect(parseHoursInput('-1')).toBeNull();
  });

  it('shows minutes as Italian decimal hours', () => {
    expect(formatMinutesAsHours(450)).toBe('7,5');
    expect(formatMinutesAsHours(495)).toBe('8,25');
    expect(formatMinutesAsHours(480)).toBe('8');
    expect(formatMinutesAsHours(0)).toBe('');
  });
});

describe('grid model', () => {
  it('totals the days, flags invalid cells and days over 24 hours', () => {
    let rows = draftFromWeek([row([480, 240]), row([60], true)]);
    expect(dayTotals(rows)).toEqual([540, 240, 0, 0, 0, 0, 0]);
    rows = setCellText(rows, rows[0]!.key, 2, 'boh');
    expect(hasInvalidCells(rows)).toBe(true);
    rows = setCellText(rows, rows[0]!.key, 2, '7:30');
    rows = normaliseCell(rows, rows[0]!.key, 2);
    expect(rows[0]!.cells[2]!.text).toBe('7,5');
    rows = setCellText(rows, rows[1]!.key, 0, '23');
    expect(overfullDays(dayTotals(rows))).toEqual([0]);
  });

  it('saves only the cells with hours', () => {
    const rows = addRow(draftFromWeek([row([480])]), project, task, DATES);
    expect(toSavePayload(rows)).toEqual({
      rows: [
        { project_id: project.id, task_id: null, cells: [{ date: DATES[0], minutes: 480, note: '' }] },
        { project_id: project.id, task_id: task.id, cells: [] },
      ],
    });
  });

  it('merges copied rows without overwriting typed hours', () => {
    const rows = draftFromWeek([row([0, 120])]);
    const merged = mergeCopiedRows(rows, [row([480, 480]), row([60], true)]);
    expect(merged).toHaveLength(2);
    expect(merged[0]!.cells.map((c) => c.minutes).slice(0, 2)).toEqual([480, 120]);
  });

  it('moves the focus inside the grid only', () => {
    const size = { rows: 2, days: 7 };
    expect(moveFrom({ row: 0, day: 0 }, 'right', size)).toEqual({ row: 0, day: 1 });
    expect(moveFrom({ row: 0, day: 0 }, 'down', size)).toEqual({ row: 1, day: 0 });
    expect(moveFrom({ row: 0, day: 0 }, 'left', size)).toBeNull();
    expect(moveFrom({ row: 1, day: 6 }, 'down', size)).toBeNull();
  });
});
