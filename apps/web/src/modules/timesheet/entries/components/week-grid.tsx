import { formatDay, formatMinutesAsHours, type TimesheetDay } from '@portale/shared';
import { MessageSquareText, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { cx } from '@/ui/cx';
import { UI_TEXT } from '@/ui/strings';
import { type DraftRow, type GridMove, moveFrom, rowLabel, rowTotal } from '../grid-model';
import { ENTRY_TEXT } from '../strings';

export type WeekGridProps = {
  caption: string;
  days: readonly TimesheetDay[];
  rows: readonly DraftRow[];
  totals: readonly number[];
  expectedMinutes: number;
  /** false: plain text cells (approved, submitted or someone else's week). */
  editable: boolean;
  onCellChange: (rowKey: string, day: number, text: string) => void;
  onCellBlur: (rowKey: string, day: number) => void;
  onEditNote: (rowKey: string, day: number) => void;
  onRemoveRow: (rowKey: string) => void;
};

const hours = (minutes: number) => formatMinutesAsHours(minutes, '0');

function dayShade(day: TimesheetDay) {
  if (day.holiday) return 'bg-amber-50 dark:bg-amber-950/40';
  if (!day.working) return 'bg-slate-100 dark:bg-slate-800/60';
  if (day.leave.length) return 'bg-sky-50 dark:bg-sky-950/40';
  return '';
}

/** The id of a cell's input, so the editor can put the focus back after the note dialog. */
export const cellInputId = (row: number, day: number) => `ts-cell-${row}-${day}`;

const KEY_MOVES: Record<string, GridMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The weekly grid: a row per project/task, a column per day, totals below and on the right. Cells are text
 * inputs (so "7,5" and "7:30" can be typed); arrow keys and Enter move like a spreadsheet. The first column
 * stays put while the grid scrolls sideways on phones.
 */
export function WeekGrid(props: WeekGridProps) {
  const { caption, days, rows, totals, expectedMinutes, editable } = props;
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const focusCell = (row: number, day: number) => inputs.current.get(`${row}:${day}`)?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, day: number, rowKey: string) => {
    const input = event.currentTarget;
    if (event.key === 'Enter' && event.shiftKey) {
      event.preventDefault();
      props.onEditNote(rowKey, day);
      return;
    }
    let move: GridMove | undefined = KEY_MOVES[event.key];
    if (event.key === 'Enter') move = 'down';
    // Left and right move between cells only from the edge of the text, so the caret can still move inside.
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    const allSelected = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    if (move === 'left' && !atStart && !allSelected) return;
    if (move === 'right' && !atEnd && !allSelected) return;
    if (!move) return;
    const next = moveFrom({ row, day }, move, { rows: rows.length, days: days.length });
    event.preventDefault();
    if (next) focusCell(next.row, next.day);
  };

  const weekTotal = totals.reduce((s, m) => s + m, 0);
  return (
    <section
      tabIndex={editable ? undefined : 0}
      aria-label={caption}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="w-full min-w-[42rem] border-collapse text-sm sm:min-w-[52rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600 dark:text-slate-300">
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th
              scope="col"
              className="sticky left-0 z-10 w-32 bg-slate-50 px-3 py-2 text-left font-semibold tracking-wide uppercase sm:w-64 dark:bg-slate-800"
            >
              {ENTRY_TEXT.project}
            </th>
            {days.map((day) => (
              <th
                key={day.date}
                scope="col"
                abbr={formatDay(day.date, 'weekdayDayMonth')}
                className={cx(
                  'w-16 px-1 py-2 text-center align-top font-normal sm:w-20 sm:px-1.5',
                  dayShade(day) || 'bg-slate-50 dark:bg-slate-800',
                )}
              >
                <span className="block font-semibold text-slate-800 capitalize dark:text-slate-100">
                  {formatDay(day.date, 'weekdayShortOnly')}
                </span>
                <span className="block">{formatDay(day.date, 'dayMonthShort')}</span>
                {day.holiday && (
                  <span className="mt-1 block text-[11px] leading-tight font-medium text-amber-800 dark:text-amber-200">
                    {day.holiday.name}
                  </span>
                )}
                {day.leave.map((leave) => (
                  <span
                    key={leave.code}
                    className="mt-1 block text-[11px] leading-tight font-medium text-sky-800 dark:text-sky-200"
                  >
                    {leave.name} {formatMinutesAsHours(Math.round(leave.hours * 60))} h
                  </span>
                ))}
              </th>
            ))}
            <th scope="col" className="w-20 bg-slate-50 px-2 py-2 text-right font-semibold uppercase dark:bg-slate-800">
              {ENTRY_TEXT.total}
            </th>
            {editable && (
              <th scope="col" className="w-10 bg-slate-50 dark:bg-slate-800">
                <span className="sr-only">{UI_TEXT.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.length === 0 && (
            <tr>
              <td colSpan={days.length + (editable ? 3 : 2)} className="px-4 py-8">
                {/* Sticky, so on a phone the message stays in view instead of centred in the wide table. */}
                <div className="sticky left-4 max-w-[calc(100vw-5rem)] sm:max-w-none sm:text-center">
                  <p className="font-medium text-slate-900 dark:text-white">{ENTRY_TEXT.emptyTitle}</p>
                  {editable && (
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{ENTRY_TEXT.emptyHint}</p>
                  )}
                </div>
              </td>
            </tr>
          )}
          {rows.map((row, r) => {
            const label = rowLabel(row);
            return (
              <tr key={row.key}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 max-w-32 bg-white px-3 py-1.5 text-left font-normal sm:max-w-64 dark:bg-slate-900"
                >
                  <span className="flex items-start gap-2">
                    <span
                      className="mt-1.5 size-2.5 shrink-0 rounded-full"
                      style={{ backgroundColor: row.project.color }}
                      aria-hidden="true"
                    />
                    <span className="min-w-0">
                      <span
                        className="block truncate font-medium text-slate-900 dark:text-white"
                        title={`${row.project.code} ${row.project.name}`}
                      >
                        {row.project.code} <span className="hidden font-normal sm:inline">{row.project.name}</span>
                      </span>
                      {row.task && (
                        <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                          {row.task.title}
                        </span>
                      )}
                    </span>
                  </span>
                </th>
                {row.cells.map((cell, d) => {
                  const day = days[d]!;
                  const name = ENTRY_TEXT.cellLabel(label, formatDay(day.date, 'weekdayDayMonth'));
                  const invalid = cell.minutes === null;
                  return (
                    <td key={cell.date} className={cx('px-1 py-1 text-center', dayShade(day))}>
                      {editable ? (
                        <div className="group relative">
                          <input
                            ref={(el) => {
                              if (el) inputs.current.set(`${r}:${d}`, el);
                              else inputs.current.delete(`${r}:${d}`);
                            }}
                            id={cellInputId(r, d)}
                            type="text"
                            inputMode="decimal"
                            autoComplete="off"
                            aria-label={name}
                            aria-invalid={invalid || undefined}
                            aria-description={cell.note ? `${ENTRY_TEXT.hasNote}: ${cell.note}` : undefined}
                            title={invalid ? ENTRY_TEXT.invalidHours : cell.note || undefined}
                            value={cell.text}
                            onChange={(event) => props.onCellChange(row.key, d, event.target.value)}
                            onBlur={() => props.onCellBlur(row.key, d)}
                            onFocus={(event) => event.currentTarget.select()}
                            onKeyDown={(event) => onKeyDown(event, r, d, row.key)}
                            className={cx(
                              'h-9 w-full rounded-md border bg-white px-1.5 pr-5 text-right text-sm tabular-nums text-slate-900 dark:bg-slate-950 dark:text-slate-100',
                              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
                              invalid
                                ? 'border-red-600 bg-red-50 dark:border-red-400 dark:bg-red-950/50'
                                : 'border-slate-300 dark:border-slate-600',
                            )}
                          />
                          <button
                            type="button"
                            tabIndex={-1}
                            aria-label={ENTRY_TEXT.noteButton(label, formatDay(day.date, 'weekdayDayMonth'))}
                            title={cell.note || ENTRY_TEXT.noteTitle}
                            onClick={() => props.onEditNote(row.key, d)}
                            className={cx(
                              'absolute top-1/2 right-0.5 -translate-y-1/2 rounded p-0.5',
                              cell.note
                                ? 'text-primary-700 dark:text-primary-300'
                                : 'text-slate-500 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 dark:text-slate-400',
                            )}
                          >
                            <MessageSquareText className="size-3.5" aria-hidden="true" />
                          </button>
                        </div>
                      ) : (
                        <span className="flex h-9 items-center justify-end gap-1 px-1.5 tabular-nums text-slate-800 dark:text-slate-100">
                          {cell.note && (
                            <MessageSquareText
                              className="size-3.5 text-primary-700 dark:text-primary-300"
                              aria-label={`${ENTRY_TEXT.hasNote}: ${cell.note}`}
                            />
                          )}
                          {cell.text}
                        </span>
                      )}
                    </td>
                  );
                })}
                <td className="px-2 py-1 text-right font-semibold tabular-nums text-slate-900 dark:text-white">
                  {hours(rowTotal(row))}
                </td>
                {editable && (
                  <td className="px-1 py-1 text-center">
                    <button
                      type="button"
                      aria-label={ENTRY_TEXT.removeRow(label)}
                      title={ENTRY_TEXT.removeRow(label)}
                      onClick={() => props.onRemoveRow(row.key)}
                      className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-red-950 dark:hover:text-red-300 dark:focus-visible:outline-primary-400"
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 text-slate-900 dark:border-slate-700 dark:text-white">
          <tr>
            <th
              scope="row"
              className="sticky left-0 z-10 bg-slate-50 px-3 py-2 text-left font-semibold dark:bg-slate-800"
            >
              {ENTRY_TEXT.dayTotal}
            </th>
            {totals.map((minutes, d) => {
              const day = days[d]!;
              const over = minutes > 24 * 60;
              return (
                <td
                  key={day.date}
                  className={cx(
                    'px-2 py-2 text-right font-semibold tabular-nums',
                    over
                      ? 'bg-red-50 text-red-800 dark:bg-red-950/60 dark:text-red-200'
                      : dayShade(day) || 'bg-slate-50 dark:bg-slate-800',
                  )}
                >
                  {hours(minutes)}
                  {day.working && (
                    <span className="block text-[11px] font-normal text-slate-600 dark:text-slate-300">
                      {ENTRY_TEXT.expected(formatMinutesAsHours(Math.round(day.hours * 60), '0'))}
                    </span>
                  )}
                </td>
              );
            })}
            <td className="bg-slate-50 px-2 py-2 text-right font-bold tabular-nums dark:bg-slate-800">
              {hours(weekTotal)}
              <span className="block text-[11px] font-normal text-slate-600 dark:text-slate-300">
                / {hours(expectedMinutes)}
              </span>
            </td>
            {editable && <td className="bg-slate-50 dark:bg-slate-800" />}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
