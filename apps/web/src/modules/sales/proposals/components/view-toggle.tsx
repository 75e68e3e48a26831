import { Columns3, List } from 'lucide-react';
import { cx } from '@/ui/cx';
import { PROPOSALS_TEXT } from '../strings';

const TEXT = PROPOSALS_TEXT.list;
const VIEWS = [
  ['list', TEXT.listView, List],
  ['board', TEXT.boardView, Columns3],
] as const;

export type ProposalsView = (typeof VIEWS)[number][0];

/** Elenco / Bacheca: two pressed-or-not buttons (the choice is in the URL, `?view=board`). */
export function ViewToggle({ view, onChange }: { view: ProposalsView; onChange: (view: ProposalsView) => void }) {
  return (
    <fieldset className="inline-flex h-10 items-center rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
      <legend className="sr-only">{TEXT.view}</legend>
      {VIEWS.map(([value, label, Icon]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cx(
            'inline-flex h-full items-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
            view === value
              ? 'bg-primary-600 text-white dark:bg-primary-400 dark:text-slate-950'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
