import { Button } from './button';
import { Dialog } from './dialog';
import { UI_TEXT } from './strings';

const TEXT = UI_TEXT.conflict;

/** One field where the user's form and the saved version differ, both already in words a user reads. */
export type ConflictRow = { label: string; mine: string; theirs: string };

export type VersionConflictDialogProps = {
  /** "Il contratto è stato modificato nel frattempo": names the record. */
  title: string;
  description: string;
  /** When the newer version was saved, already formatted. */
  savedAt: string;
  rows: readonly ConflictRow[];
  onReload: () => void;
  onClose: () => void;
};

/**
 * A save refused with 409 because someone saved the record after the form was opened: shows where the two versions
 * differ and offers to reload the form with the saved one, so the user repeats only what they still need.
 */
export function VersionConflictDialog({
  title,
  description,
  savedAt,
  rows,
  onReload,
  onClose,
}: VersionConflictDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {UI_TEXT.close}
          </Button>
          <Button onClick={onReload}>{TEXT.reload}</Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{TEXT.savedAt(savedAt)}</p>
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
