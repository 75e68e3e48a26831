import {
  CLIENT_KIND_LABELS,
  CLIENT_SIZE_LABELS,
  CLIENT_STATUS_LABELS,
  type Client,
  formatInstant,
} from '@portale/shared';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { CLIENT_FIELDS, type ClientField, type ClientFormValues, valuesOf } from '../client-form-values';
import { FIELD_LABELS } from '../field-labels';
import { CLIENTS_TEXT } from '../strings';

const TEXT = CLIENTS_TEXT.conflict;

export type ConflictDialogProps = {
  /** What the user typed. */
  mine: ClientFormValues;
  /** The newer version the server holds. */
  current: Client;
  /** The owners' names by id, to show a person rather than an id. */
  ownerName: (id: string) => string | undefined;
  onReload: () => void;
  onClose: () => void;
};

/** The fields where the user's form and the saved version differ. */
export function conflictingFields(mine: ClientFormValues, theirs: ClientFormValues): ClientField[] {
  return CLIENT_FIELDS.filter((field) => mine[field].trim() !== theirs[field].trim());
}

function readable(field: ClientField, value: string, ownerName: (id: string) => string | undefined): string {
  if (value.trim() === '') return '—';
  if (field === 'kind') return CLIENT_KIND_LABELS[value as keyof typeof CLIENT_KIND_LABELS] ?? value;
  if (field === 'status') return CLIENT_STATUS_LABELS[value as keyof typeof CLIENT_STATUS_LABELS] ?? value;
  if (field === 'size') return CLIENT_SIZE_LABELS[value as keyof typeof CLIENT_SIZE_LABELS] ?? value;
  if (field === 'owner_id') return ownerName(value) ?? value;
  return value;
}

/**
 * A save refused with 409: someone saved the client after this form was opened. Shows where the two versions
 * differ and offers to reload the form with the saved one (issue 18: concurrent edits answer with the newer version).
 */
export function ConflictDialog({ mine, current, ownerName, onReload, onClose }: ConflictDialogProps) {
  const theirs = valuesOf(current, undefined);
  const fields = conflictingFields(mine, theirs);
  const owner = (id: string) => (id === current.owner?.id ? current.owner.name : ownerName(id));
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
      {fields.length > 0 && (
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
              {fields.map((field) => (
                <tr key={field}>
                  <th scope="row" className="px-3 py-2 font-medium text-slate-900 dark:text-white">
                    {FIELD_LABELS[field]}
                  </th>
                  <td className="px-3 py-2 break-words text-slate-800 dark:text-slate-200">
                    {readable(field, mine[field], owner)}
                  </td>
                  <td className="px-3 py-2 break-words text-slate-800 dark:text-slate-200">
                    {readable(field, theirs[field], owner)}
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
