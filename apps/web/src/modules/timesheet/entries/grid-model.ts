import {
  formatMinutesAsHours,
  MAX_DAY_MINUTES,
  parseHoursInput,
  type TimesheetRow,
  type TimesheetWeekSave,
} from '@portale/shared';

// The editable state of the weekly grid, kept apart from React so it can be tested as plain data.

export interface DraftCell {
  date: string;
  /** What the user typed; normalised ("7:30" → "7,5") when the cell loses focus. */
  text: string;
  /** null while the text is not a valid duration. */
  minutes: number | null;
  note: string;
}

export interface DraftRow {
  key: string;
  project: TimesheetRow['project'];
  task: TimesheetRow['task'];
  cells: DraftCell[];
}

export const rowKeyOf = (projectId: string, taskId: string | null | undefined) => `${projectId}/${taskId ?? ''}`;

export const rowLabel = (row: Pick<DraftRow, 'project' | 'task'>) =>
  row.task ? `${row.project.code} · ${row.task.title}` : `${row.project.code} ${row.project.name}`;

function draftRow(row: TimesheetRow): DraftRow {
  return {
    key: rowKeyOf(row.project.id, row.task?.id),
    project: row.project,
    task: row.task,
    cells: row.cells.map((c) => ({
      date: c.date,
      text: formatMinutesAsHours(c.minutes),
      minutes: c.minutes,
      note: c.note,
    })),
  };
}

export function draftFromWeek(rows: readonly TimesheetRow[]): DraftRow[] {
  return rows.map(draftRow);
}

function updateCell(rows: DraftRow[], rowKey: string, day: number, patch: (cell: DraftCell) => DraftCell) {
  return rows.map((row) =>
    row.key === rowKey ? { ...row, cells: row.cells.map((cell, i) => (i === day ? patch(cell) : cell)) } : row,
  );
}

export function setCellText(rows: DraftRow[], rowKey: string, day: number, text: string): DraftRow[] {
  return updateCell(rows, rowKey, day, (cell) => ({ ...cell, text, minutes: parseHoursInput(text) }));
}

/** On blur: a valid value is shown in the canonical form, rounded to the quarter hour. */
export function normaliseCell(rows: DraftRow[], rowKey: string, day: number): DraftRow[] {
  return updateCell(rows, rowKey, day, (cell) =>
    cell.minutes === null ? cell : { ...cell, text: formatMinutesAsHours(cell.minutes) },
  );
}

export function setCellNote(rows: DraftRow[], rowKey: string, day: number, note: string): DraftRow[] {
  return updateCell(rows, rowKey, day, (cell) => ({ ...cell, note: note.trim() }));
}

export const rowTotal = (row: DraftRow) => row.cells.reduce((sum, c) => sum + (c.minutes ?? 0), 0);

export function dayTotals(rows: readonly DraftRow[], days = 7): number[] {
  return Array.from({ length: days }, (_, i) => rows.reduce((sum, row) => sum + (row.cells[i]?.minutes ?? 0), 0));
}

/** Indices of the days whose total exceeds 24 hours. */
export const overfullDays = (totals: readonly number[]) =>
  totals.flatMap((minutes, i) => (minutes > MAX_DAY_MINUTES ? [i] : []));

export const hasInvalidCells = (rows: readonly DraftRow[]) => rows.some((r) => r.cells.some((c) => c.minutes === null));

export function addRow(
  rows: DraftRow[],
  project: TimesheetRow['project'],
  task: TimesheetRow['task'],
  dates: readonly string[],
): DraftRow[] {
  const key = rowKeyOf(project.id, task?.id);
  if (rows.some((r) => r.key === key)) return rows;
  return [...rows, { key, project, task, cells: dates.map((date) => ({ date, text: '', minutes: 0, note: '' })) }];
}

export const removeRow = (rows: DraftRow[], rowKey: string) => rows.filter((r) => r.key !== rowKey);

/** Adds copied rows that are missing and fills empty cells with copied hours; what was typed stays. */
export function mergeCopiedRows(rows: DraftRow[], copied: readonly TimesheetRow[]): DraftRow[] {
  const next = rows.map((r) => ({ ...r, cells: [...r.cells] }));
  for (const source of copied.map(draftRow)) {
    const target = next.find((r) => r.key === source.key);
    if (!target) {
      next.push(source);
      continue;
    }
    target.cells = target.cells.map((cell, i) => {
      const from = source.cells[i];
      return cell.minutes === 0 && cell.text === '' && from && (from.minutes ?? 0) > 0 ? from : cell;
    });
  }
  return next;
}

/** The PUT body: only cells with hours are stored (a note needs hours). */
export function toSavePayload(rows: readonly DraftRow[]): TimesheetWeekSave {
  return {
    rows: rows.map((row) => ({
      project_id: row.project.id,
      task_id: row.task?.id ?? null,
      cells: row.cells
        .filter((c) => (c.minutes ?? 0) > 0)
        .map((c) => ({ date: c.date, minutes: c.minutes ?? 0, note: c.note })),
    })),
  };
}

export type GridMove = 'up' | 'down' | 'left' | 'right';

/** Where the focus goes from a cell; null at the grid's edge. */
export function moveFrom(
  position: { row: number; day: number },
  move: GridMove,
  size: { rows: number; days: number },
): { row: number; day: number } | null {
  const { row, day } = position;
  const next =
    move === 'up'
      ? { row: row - 1, day }
      : move === 'down'
        ? { row: row + 1, day }
        : move === 'left'
          ? { row, day: day - 1 }
          : { row, day: day + 1 };
  if (next.row < 0 || next.row >= size.rows || next.day < 0 || next.day >= size.days) return null;
  return next;
}
