import { draftKeyOf, parseHoursInput, TimesheetRow, type TimesheetWeek } from '@portale/shared';
import { z } from 'zod';
import { type DraftRow, draftFromWeek, rowKeyOf } from './grid-model';

// The unsaved cells of a week kept as the user's draft (issue 15). The week's own "Bozza" status is what the server
// has saved; this draft holds what was typed on top of it and not saved yet.

/** One draft per person and week: an approver's draft of someone else's week names that person. */
export const weekDraftKey = (weekStart: string, otherUserId?: string) =>
  draftKeyOf('timesheet', 'week', otherUserId ? `${weekStart}:${otherUserId}` : weekStart);

export type WeekDraft = { rows: DraftRow[] };

const StoredRow = z.object({
  project: TimesheetRow.shape.project,
  task: TimesheetRow.shape.task,
  cells: z.array(z.object({ date: z.string(), text: z.string().max(20), note: z.string().max(2000) })),
});
const StoredWeek = z.object({ rows: z.array(StoredRow).max(200) });

/**
 * The rows of a stored draft for this week, or null when it does not fit any more (another week's days, a week
 * no longer editable) or holds nothing the saved week does not: what the user sees is parsed again from the text
 * they typed.
 */
export function rowsFromWeekDraft(payload: unknown, week: TimesheetWeek): DraftRow[] | null {
  if (!week.editable) return null;
  const parsed = StoredWeek.safeParse(payload);
  if (!parsed.success) return null;
  const dates = week.days.map((d) => d.date);
  const fits = parsed.data.rows.every(
    (row) => row.cells.length === dates.length && row.cells.every((cell, i) => cell.date === dates[i]),
  );
  if (!fits) return null;
  const rows = parsed.data.rows.map((row) => ({
    key: rowKeyOf(row.project.id, row.task?.id),
    project: row.project,
    task: row.task,
    cells: row.cells.map((cell) => ({ ...cell, minutes: parseHoursInput(cell.text) })),
  }));
  return JSON.stringify(rows) === JSON.stringify(draftFromWeek(week.rows)) ? null : rows;
}
