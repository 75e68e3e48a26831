import { formatDay, formatDayMonth, formatMinutesAsHours, type TimesheetWeek } from '@portale/shared';
import { ClipboardCopy, LockOpen, Save, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { DraftRestoredNotice, DraftSaveStatus } from '@/platform/drafts/draft-status';
import { useAutosaveDraft } from '@/platform/drafts/use-autosave-draft';
import { useUnsavedChangesBlocker } from '@/platform/drafts/use-unsaved-changes-blocker';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { ConfirmDialog, Dialog } from '@/ui/dialog';
import { useCopyPreviousWeek } from '../api/copy-previous';
import { useReopenWeek } from '../api/reopen-week';
import { saveWeek, useSaveWeek } from '../api/save-week';
import { useSubmitWeek } from '../api/submit-week';
import { weekRangeLabel } from '../dates';
import {
  addRow,
  type DraftRow,
  dayTotals,
  draftFromWeek,
  hasInvalidCells,
  mergeCopiedRows,
  normaliseCell,
  overfullDays,
  removeRow,
  rowLabel,
  setCellNote,
  setCellText,
  toSavePayload,
} from '../grid-model';
import { ENTRY_TEXT } from '../strings';
import { rowsFromWeekDraft, type WeekDraft, weekDraftKey } from '../week-draft';
import { AddRowForm } from './add-row-form';
import { DecideBar } from './decide-bar';
import { NoteDialog } from './note-dialog';
import { cellInputId, WeekGrid } from './week-grid';
import { WeekNavigator } from './week-navigator';
import { WeekStatusBadge, WeekStatusBanner } from './week-status';

export type WeekEditorProps = {
  week: TimesheetWeek;
  /** Someone else's week, opened by an approver. */
  viewingOther: boolean;
  /** The person whose week it is, when it is not the user's own (the `?user=` of the address). */
  otherUserId?: string;
  onWeekChange: (weekStart: string) => void;
};

/** One week's grid with its draft state, actions and dialogs. Remounted (keyed) when the server's week changes. */
export function WeekEditor({ week, viewingOther, otherUserId, onWeekChange }: WeekEditorProps) {
  const [rows, setRows] = useState<DraftRow[]>(() => draftFromWeek(week.rows));
  const [dirty, setDirty] = useState(false);
  const [note, setNote] = useState<{ rowKey: string; day: number } | null>(null);
  const [dialog, setDialog] = useState<'copy' | 'submit' | 'reopen' | null>(null);
  const save = useSaveWeek(week.week_start);
  const submit = useSubmitWeek(week.week_start);
  const copy = useCopyPreviousWeek(week.week_start);
  const reopen = useReopenWeek(week.week_start);

  const totals = useMemo(() => dayTotals(rows, week.days.length), [rows, week.days.length]);
  const weekTotal = totals.reduce((s, m) => s + m, 0);
  const existing = useMemo(() => new Set(rows.map((r) => r.key)), [rows]);
  const change = (next: DraftRow[]) => {
    setRows(next);
    setDirty(true);
  };

  const range = weekRangeLabel(week.week_start, week.week_end);
  // Issue 15: what is typed is kept as the user's draft of this week and restored on return; leaving asks first.
  const autosave = useAutosaveDraft<WeekDraft>({
    moduleKey: 'timesheet',
    draftKey: weekDraftKey(week.week_start, otherUserId),
    title: ENTRY_TEXT.draftTitle(range),
    value: { rows },
    enabled: dirty && week.editable,
    onRestore: (payload) => {
      const restored = rowsFromWeekDraft(payload, week);
      if (restored) change(restored);
      return restored !== null;
    },
  });
  const leave = useUnsavedChangesBlocker(dirty && week.editable);
  const revertDraft = () => {
    setRows(draftFromWeek(week.rows));
    setDirty(false);
  };

  /** Client-side checks first (the server repeats them): invalid cells and days over 24 hours. */
  const problems = () => {
    if (hasInvalidCells(rows)) return ENTRY_TEXT.fixErrors;
    const over = overfullDays(totals)[0];
    return over === undefined ? null : ENTRY_TEXT.dayOver(formatDayMonth(week.days[over]!.date));
  };
  const saveDraft = async () => {
    const problem = problems();
    if (problem) {
      toast.error(problem);
      return false;
    }
    try {
      // The draft goes first: the saved week restarts the editor, which must not find it again.
      await autosave.discard();
      await save.mutateAsync(toSavePayload(rows));
      // A changed week restarts the editor from the server's answer; an unchanged one keeps it, now saved.
      setDirty(false);
      toast.success(ENTRY_TEXT.saved);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };
  const sendWeek = async () => {
    try {
      // Saved through the plain fetcher: the submit's answer then refreshes the grid once, with both changes.
      if (dirty) {
        await autosave.discard();
        await saveWeek(week.week_start, toSavePayload(rows));
      }
      await submit.mutateAsync();
      toast.success(ENTRY_TEXT.submitted);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setDialog(null);
  };
  const copyPrevious = async (includeHours: boolean) => {
    try {
      const result = await copy.mutateAsync({ include_hours: includeHours });
      change(mergeCopiedRows(rows, result.rows));
      toast.info(ENTRY_TEXT.copied);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setDialog(null);
  };
  const reopenWeek = async () => {
    try {
      await reopen.mutateAsync({ user_id: week.user.id, comment: '' });
      toast.success(ENTRY_TEXT.reopened);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setDialog(null);
  };

  const noteRow = note ? rows.find((r) => r.key === note.rowKey) : undefined;
  // Back to the cell the note belongs to once the dialog has gone (after its own focus handling).
  const closeNote = () => {
    if (note) {
      const id = cellInputId(
        rows.findIndex((r) => r.key === note.rowKey),
        note.day,
      );
      setTimeout(() => document.getElementById(id)?.focus(), 0);
    }
    setNote(null);
  };
  const noteCell = note && noteRow ? noteRow.cells[note.day] : undefined;
  const busy = save.isPending || submit.isPending;

  return (
    <div className="flex flex-col gap-4">
      <WeekNavigator weekStart={week.week_start} onChange={onWeekChange} />
      <DraftRestoredNotice draft={autosave} onDiscard={revertDraft} />
      <div className="flex flex-wrap items-center gap-3">
        <WeekStatusBadge status={week.status} />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
            {formatMinutesAsHours(weekTotal, '0')}
          </span>{' '}
          / {formatMinutesAsHours(week.totals.expected, '0')} {ENTRY_TEXT.hours}
        </p>
        {dirty && (
          <span className="text-sm font-medium text-amber-800 dark:text-amber-300" role="status">
            {ENTRY_TEXT.unsaved}
          </span>
        )}
        <DraftSaveStatus draft={autosave} />
        <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
          {week.editable && (
            <>
              <Button
                variant="ghost"
                icon={<ClipboardCopy className="size-4" aria-hidden="true" />}
                onClick={() => setDialog('copy')}
              >
                {ENTRY_TEXT.copyPrevious}
              </Button>
              <Button
                variant="secondary"
                icon={<Save className="size-4" aria-hidden="true" />}
                loading={save.isPending && !submit.isPending}
                disabled={!dirty || busy}
                onClick={() => void saveDraft()}
              >
                {ENTRY_TEXT.save}
              </Button>
              <Button
                icon={<Send className="size-4" aria-hidden="true" />}
                disabled={busy || (rows.length === 0 && week.totals.leave === 0)}
                onClick={() => {
                  const problem = problems();
                  if (problem) toast.error(problem);
                  else setDialog('submit');
                }}
              >
                {ENTRY_TEXT.submit}
              </Button>
            </>
          )}
          {week.can_decide && <DecideBar week={week} />}
          {week.can_reopen && (
            <Button
              variant="secondary"
              icon={<LockOpen className="size-4" aria-hidden="true" />}
              onClick={() => setDialog('reopen')}
            >
              {ENTRY_TEXT.reopen}
            </Button>
          )}
        </div>
      </div>
      <WeekStatusBanner week={week} />

      <WeekGrid
        caption={ENTRY_TEXT.gridCaption(range)}
        days={week.days}
        rows={rows}
        totals={totals}
        expectedMinutes={week.totals.expected}
        editable={week.editable}
        onCellChange={(rowKey, day, text) => change(setCellText(rows, rowKey, day, text))}
        onCellBlur={(rowKey, day) => setRows((current) => normaliseCell(current, rowKey, day))}
        onEditNote={(rowKey, day) => setNote({ rowKey, day })}
        onRemoveRow={(rowKey) => change(removeRow(rows, rowKey))}
      />
      {week.editable && <p className="text-xs text-slate-600 dark:text-slate-400">{ENTRY_TEXT.keyboardHint}</p>}
      {week.editable &&
        !viewingOther &&
        (week.available_projects.length ? (
          <AddRowForm
            projects={week.available_projects}
            existing={existing}
            onAdd={(project, taskId) => {
              const task = project.tasks.find((t) => t.id === taskId) ?? null;
              const { tasks: _tasks, ...ref } = project;
              change(
                addRow(
                  rows,
                  ref,
                  task,
                  week.days.map((d) => d.date),
                ),
              );
            }}
          />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{ENTRY_TEXT.noProjects}</p>
        ))}

      {note && noteRow && noteCell && (
        <NoteDialog
          cellName={`${rowLabel(noteRow)}, ${formatDay(noteCell.date, 'weekdayDayMonth')}`}
          note={noteCell.note}
          hasHours={(noteCell.minutes ?? 0) > 0}
          onClose={closeNote}
          onSave={(text) => {
            change(setCellNote(rows, note.rowKey, note.day, text));
            closeNote();
          }}
        />
      )}
      <Dialog
        open={dialog === 'copy'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={ENTRY_TEXT.copyTitle}
        description={ENTRY_TEXT.copyDescription}
        size="sm"
        dismissible={!copy.isPending}
        footer={
          <>
            <Button variant="secondary" disabled={copy.isPending} onClick={() => void copyPrevious(true)}>
              {ENTRY_TEXT.copyWithHours}
            </Button>
            <Button loading={copy.isPending} onClick={() => void copyPrevious(false)}>
              {ENTRY_TEXT.copyRowsOnly}
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={dialog === 'submit'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={ENTRY_TEXT.submitTitle}
        description={ENTRY_TEXT.submitDescription(formatMinutesAsHours(weekTotal, '0'))}
        confirmLabel={ENTRY_TEXT.submit}
        tone="primary"
        pending={busy}
        onConfirm={() => void sendWeek()}
      />
      <ConfirmDialog
        open={dialog === 'reopen'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={ENTRY_TEXT.reopenTitle}
        description={ENTRY_TEXT.reopenDescription}
        confirmLabel={ENTRY_TEXT.reopen}
        tone="primary"
        pending={reopen.isPending}
        onConfirm={() => void reopenWeek()}
      />
      {leave.dialog}
    </div>
  );
}
