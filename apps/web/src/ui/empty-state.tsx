import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export type EmptyStateProps = {
  title: string;
  hint?: string;
  icon?: LucideIcon;
  /** A button or link that gets the user going (e.g. 'Nuovo utente'). */
  action?: ReactNode;
  className?: string;
};

/** What a list shows when there is nothing in it: never a bare empty table. */
export function EmptyState({ title, hint, icon: Icon = Inbox, action, className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        'flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center dark:border-slate-700',
        className,
      )}
    >
      <Icon className="size-8 text-slate-400 dark:text-slate-500" aria-hidden="true" />
      <p className="mt-3 font-medium text-slate-900 dark:text-white">{title}</p>
      {hint && <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
