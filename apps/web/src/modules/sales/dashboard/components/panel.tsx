import type { ReactNode } from 'react';
import { cx } from '@/ui/cx';

export type PanelProps = {
  title: string;
  hint?: string;
  /** A link beside the title ("Vedi tutti"). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One section of the CRM dashboard: a titled card. */
export function Panel({ title, hint, action, className, children }: PanelProps) {
  return (
    <section
      aria-label={title}
      className={cx(
        'flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
          {hint && <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
        </div>
        {action && <div className="shrink-0">{action}</div>}
      </div>
      {children}
    </section>
  );
}

export const MORE_LINK = 'text-sm font-medium text-primary-700 hover:underline dark:text-primary-300';
