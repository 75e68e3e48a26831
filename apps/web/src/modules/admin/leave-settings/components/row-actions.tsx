import type { LucideIcon } from 'lucide-react';
import { cx } from '@/ui/cx';

export type RowAction = {
  /** The accessible name, naming the row (e.g. "Modifica Ferie"); also the tooltip. */
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  tone?: 'neutral' | 'danger';
};

/** Icon buttons at the end of a table row: keyboard reachable, each with its own accessible name. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className="flex justify-end gap-1">
      {actions.map(({ label, icon: Icon, onClick, tone = 'neutral' }) => (
        <button
          key={label}
          type="button"
          onClick={onClick}
          aria-label={label}
          title={label}
          className={cx(
            'inline-flex size-9 items-center justify-center rounded-lg transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
            tone === 'danger'
              ? 'text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950'
              : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
