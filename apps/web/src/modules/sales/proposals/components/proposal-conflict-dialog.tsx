import { formatDay, formatInstant, type Pipeline, type Proposal } from '@portale/shared';
import { type ConflictRow, VersionConflictDialog } from '@/ui/version-conflict-dialog';
import { formatCents } from '../../invoice-lines/format';
import { linesDiffer, totalsOf } from '../../invoice-lines/line-values';
import { FORM_TEXT } from '../form-strings';
import { type ProposalFormValues, valuesOf } from '../proposal-form-values';

const TEXT = FORM_TEXT.conflict;

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
): ConflictRow[] {
  const theirs = valuesOf(current);
  const stage = (id: string) => {
    for (const pipeline of pipelines) {
      const found = pipeline.stages.find((s) => s.id === id);
      if (found) return `${pipeline.name} · ${found.name}`;
    }
    return id === current.stage.id ? `${current.stage.pipeline_name} · ${current.stage.name}` : '—';
  };
  const owner = (id: string) => (id ? (id === current.owner?.id ? current.owner.name : (ownerName(id) ?? id)) : '—');
  const rows: ConflictRow[] = [
    { label: FORM_TEXT.client, mine: text(mine.client_name), theirs: text(theirs.client_name) },
    { label: FORM_TEXT.title, mine: text(mine.title), theirs: text(theirs.title) },
    { label: FORM_TEXT.stage, mine: stage(mine.stage_id), theirs: stage(theirs.stage_id) },
    { label: FORM_TEXT.issueDate, mine: day(mine.issue_date), theirs: day(theirs.issue_date) },
    { label: FORM_TEXT.validUntil, mine: day(mine.valid_until), theirs: day(theirs.valid_until) },
    { label: FORM_TEXT.owner, mine: owner(mine.owner_id), theirs: owner(theirs.owner_id) },
    { label: FORM_TEXT.terms, mine: text(mine.terms), theirs: text(theirs.terms) },
    { label: FORM_TEXT.notes, mine: text(mine.notes), theirs: text(theirs.notes) },
  ];
  const differing = rows.filter((row) => row.mine !== row.theirs);
  if (linesDiffer(mine, theirs))
    differing.push({ label: FORM_TEXT.lines.title, mine: linesSummary(mine), theirs: linesSummary(theirs) });
  return differing;
}

/** A save refused with 409: the shared dialog, with the proposal's fields and lines in words. */
export function ProposalConflictDialog({
  mine,
  current,
  pipelines,
  ownerName,
  onReload,
  onClose,
}: ProposalConflictDialogProps) {
  return (
    <VersionConflictDialog
      title={TEXT.title}
      description={TEXT.description}
      savedAt={formatInstant(current.updated_at, 'medium')}
      rows={conflictRows(mine, current, pipelines, ownerName)}
      onReload={onReload}
      onClose={onClose}
    />
  );
}
