import { formatDay, formatInstant, PRE_INVOICE_STATUS_LABELS, type PreInvoice } from '@portale/shared';
import { type ConflictRow, VersionConflictDialog } from '@/ui/version-conflict-dialog';
import { formatCents } from '../../invoice-lines/format';
import { linesDiffer, totalsOf } from '../../invoice-lines/line-values';
import { FORM_TEXT } from '../form-strings';
import { type PreInvoiceFormValues, valuesOf } from '../pre-invoice-form-values';
import { PRE_INVOICES_TEXT } from '../strings';

const TEXT = FORM_TEXT.conflict;

export type PreInvoiceConflictDialogProps = {
  mine: PreInvoiceFormValues;
  current: PreInvoice;
  onReload: () => void;
  onClose: () => void;
};

const text = (value: string) => (value.trim() === '' ? '—' : value.trim());
const day = (value: string) => (value ? formatDay(value) : '—');

/** The lines in a few words: how many, and the total when it can be computed. */
function linesSummary(values: PreInvoiceFormValues): string {
  const totals = totalsOf(values);
  const count = TEXT.lines(values.lines.length);
  return totals ? `${count}, ${formatCents(totals.total_cents)}` : count;
}

/** Where the user's form and the saved version differ, in words a user reads (names, dates, amounts). */
export function conflictRows(mine: PreInvoiceFormValues, current: PreInvoice): ConflictRow[] {
  const theirs = valuesOf(current);
  const rows: ConflictRow[] = [
    { label: FORM_TEXT.client, mine: text(mine.client_name), theirs: text(theirs.client_name) },
    { label: FORM_TEXT.issueDate, mine: day(mine.issue_date), theirs: day(theirs.issue_date) },
    { label: FORM_TEXT.dueDate, mine: day(mine.due_date), theirs: day(theirs.due_date) },
    { label: FORM_TEXT.causale, mine: text(mine.causale), theirs: text(theirs.causale) },
    { label: FORM_TEXT.notes, mine: text(mine.notes), theirs: text(theirs.notes) },
  ];
  const differing = rows.filter((row) => row.mine !== row.theirs);
  if (linesDiffer(mine, theirs))
    differing.push({ label: FORM_TEXT.lines, mine: linesSummary(mine), theirs: linesSummary(theirs) });
  // Approved meanwhile: the edit cannot be saved any more, whatever the fields say.
  if (current.status !== 'bozza')
    differing.unshift({
      label: PRE_INVOICES_TEXT.list.status,
      mine: PRE_INVOICE_STATUS_LABELS.bozza,
      theirs: `${PRE_INVOICE_STATUS_LABELS[current.status]}: ${TEXT.notDraft}`,
    });
  return differing;
}

/** A save refused with 409: the shared dialog, with the pre-invoice's fields and lines in words. */
export function PreInvoiceConflictDialog({ mine, current, onReload, onClose }: PreInvoiceConflictDialogProps) {
  return (
    <VersionConflictDialog
      title={TEXT.title}
      description={TEXT.description}
      savedAt={formatInstant(current.updated_at, 'medium')}
      rows={conflictRows(mine, current)}
      onReload={onReload}
      onClose={onClose}
    />
  );
}
