import { formatDay, formatInstant, type Pipeline, type Proposal } from '@portale/shared';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { FORM_TEXT } from '../form-strings';
import { formatCents } from '../format';
import { type ProposalFormValues, totalsOf, valuesOf } from '../proposal-form-values';

const TEXT = FORM_TEXT.conflict;

type Row = { label: string; mine: string; theirs: string };

export type ProposalConflictDialogProps = {
  mine: ProposalFormValues;
  current: Proposal;
  pipelines: readonly Pipeline[];
  ownerName: (id: string) => string | undefined;
  onReload: () => void;
  onClose: () => void;
};

const text = (value: string) => (value.trim() === '' ? '—' : value.trim());
const day = (value: string) => (value ? formatDay(value) : '—');

/** The lines in a few words: how many, and the total when it can be computed. */
function linesSummary(values: ProposalFormValues): string {
  const totals = totalsOf(values);
  const count = TEXT.lines(values.lines.length);
  return totals ? `${count}, ${formatCents(totals.total_cents)}` : count;
}

/** Where the user's form and the saved version differ, in words a user reads (names, dates, amounts). */
export function conflictRows(
  mine: ProposalFormValues,
  current: Proposal,
  pipelines: readonly Pipeline[],
  ownerName: (id: string) => string | undefined,
): Row[] {
  const theirs = valuesOf(current);
  const stage = (id: string) => {
    for (const pipeline of pipelines) {
      const found = pipeline.stages.find((s) => s.id === id);
      if (found) return `${pipeline.name} · ${found.name}`;
    }
    return id === current.stage.id ? `${current.stage.pipeline_name} · ${current.stage.name}` : '—';
  };
  const owner = (id: string) => (id ? (id === current.owner?.id ? current.owner.name : (ownerName(id) ?? id)) : '—');
  const rows: Row[] = [
    { label: FORM_TEXT.client, mine: text(mine.client_name), theirs: text(theirs.client_name) },
    { label: FORM_TEXT.title, mine: text(mine.title), theirs: text(theirs.title) },
    { label: FORM_TEXT.stage, mine: stage(mine.stage_id), theirs: stage(theirs.stage_id) },
    { label: FORM_TEXT.issueDate, mine: day(mine.issue_date), theirs: day(theirs.issue_date) },
    { label: FORM_TEXT.validUntil, mine: day(mine.valid_until), theirs: day(theirs.valid_until) },
    { label: FORM_TEXT.owner, mine: owner(mine.owner_id), theirs: owner(theirs.owner_id) },
    { label: FORM_TEXT.terms, mine: text(mine.terms), theirs: text(theirs.terms) },
    { label: FORM_TEXT.notes, mine: text(mine.notes), theirs: text(theirs.notes) },
  ];
  const changedLines =
    JSON.stringify([mine.lines, mine.split_payment, mine.charge_stamp_duty, mine.withholding_on]) !==
    JSON.stringify([theirs.lines, theirs.split_payment, theirs.charge_stamp_duty, theirs.withholding_on]);
  const differing = rows.filter((row) => row.mine !== row.theirs);
  if (changedLines)
    differing.push({ label: FORM_TEXT.lines.title, mine: linesSummary(mine), theirs: linesSummary(theirs) });
  return differing;
}

/**
 * A save refused with 409: someone saved the proposal after this form was opened. Shows where the two versions
 * differ and offers to reload the form with the saved one (issue 18: concurrent edits answer with the newer one).
 */
export function ProposalConflictDialog({
  mine,
  current,
  pipelines,
  ownerName,
  onReload,
  onClose,
}: ProposalConflictDialogProps) {
  const rows = conflictRows(mine, current, pipelines, ownerName);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={TEXT.title}
      description={TEXT.description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {UI_TEXT.close}
          </Button>
          <Button onClick={onReload}>{TEXT.reload}</Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {TEXT.updatedBy(formatInstant(current.updated_at, 'medium'))}
      </p>
      {rows.length > 0 && (
        <div className="max-h-80 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{TEXT.caption}</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {TEXT.field}
                </th>
                <th scope="col" className="px-3 py-2">
                  {TEXT.yours}
                </th>
                <th scope="col" className="px-3 py-2">
                  {TEXT.theirs}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="px-3 py-2 font-medium text-slate-900 dark:text-white">
                    {row.label}
                  </th>
                  <td className="px-3 py-2 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
                    {row.mine}
                  </td>
                  <td className="px-3 py-2 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
                    {row.theirs}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
