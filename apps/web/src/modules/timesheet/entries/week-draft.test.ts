import type { TimesheetWeek } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { addRow, setCellText } from './grid-model';
import { rowsFromWeekDraft, weekDraftKey } from './week-draft';

const DATES = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
const project = { id: '11111111-1111-4111-8111-111111111111', code: 'ACME', name: 'Portale Acme', color: '#000000' };
const week = (editable = true, dates = DATES) =>
  ({ editable, rows: [], days: dates.map((date) => ({ date })) }) as unknown as TimesheetWeek;

describe('the week kept as a draft', () => {
  it('is keyed by week, and by person for someone else’s week', () => {
    expect(weekDraftKey('2026-11-16')).toBe('timesheet.week:2026-11-16');
    expect(weekDraftKey('2026-11-16', 'abc')).toBe('timesheet.week:2026-11-16:abc');
  });

  it('comes back with the typed text parsed again, invalid cells included', () => {
    let rows = addRow([], project, null, DATES);
    rows = setCellText(rows, rows[0]!.key, 0, '7:30');
    rows = setCellText(rows, rows[0]!.key, 1, 'boh');
    const restored = rowsFromWeekDraft(JSON.parse(JSON.stringify({ rows })), week());
    expect(restored?.[0]?.cells.map((c) => c.minutes).slice(0, 3)).toEqual([450, null, 0]);
    expect(restored?.[0]?.cells[0]?.text).toBe('7:30');
  });

  it('is dropped when it does not fit: another week, a week no longer editable, a foreign shape', () => {
    const rows = addRow([], project, null, DATES);
    const nextWeek = DATES.map((d) => d.replace('2026', '2025'));
    expect(rowsFromWeekDraft({ rows }, week(true, nextWeek))).toBeNull();
    expect(rowsFromWeekDraft({ rows }, week(false))).toBeNull();
    expect(rowsFromWeekDraft({ note: 'x' }, week())).toBeNull();
    expect(rowsFromWeekDraft(null, week())).toBeNull();
    // Nothing beyond what the week already holds: no "unsaved changes" to show.
    expect(rowsFromWeekDraft({ rows: [] }, week())).toBeNull();
  });
});
