import { CircleCheck, CircleDot, Save } from 'lucide-react';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { SETTINGS_TEXT } from '../strings';

const TEXT = SETTINGS_TEXT.saveBar;

/** The classes of a form ending in a SaveBar: a field focused for its error is scrolled clear of the bar. */
export const SAVE_BAR_FORM = 'flex flex-col gap-6 [&_:is(input,textarea,select)]:scroll-mb-44';

export type SaveBarProps = {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
};

/**
 * The end of every settings form: it says whether there is something to save and holds the submit button;
 * with unsaved changes it sticks to the bottom of the window while the form is taller than the screen.
 */
export function SaveBar({ dirty, saving, onDiscard }: SaveBarProps) {
  const Icon = dirty ? CircleDot : CircleCheck;
  return (
    <div
      className={cx(
        'flex flex-col gap-3 rounded-xl border px-4 py-3 sm:flex-row sm:items-center sm:justify-between',
        // Only unsaved changes keep the bar in view (stuck to the bottom of the window) while scrolling; its
        // right end stays clear of the floating error-report button in the bottom-right corner.
        dirty
          ? 'sticky bottom-3 z-10 border-amber-300 bg-amber-50/95 pr-20 shadow-lg backdrop-blur sm:pr-24 dark:border-amber-700 dark:bg-amber-950/90'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <p
        aria-live="polite"
        className={cx(
          'flex items-center gap-2 text-sm font-medium',
          dirty ? 'text-amber-900 dark:text-amber-100' : 'text-slate-600 dark:text-slate-300',
        )}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {dirty ? TEXT.dirty : TEXT.clean}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDiscard} disabled={!dirty || saving}>
          {TEXT.discard}
        </Button>
        <Button type="submit" loading={saving} disabled={!dirty} icon={<Save className="size-4" aria-hidden="true" />}>
          {TEXT.save}
        </Button>
      </div>
    </div>
  );
}
