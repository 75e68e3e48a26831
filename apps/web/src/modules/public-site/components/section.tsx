import type { ReactNode } from 'react';
import { cx } from '@/ui/cx';

export type SectionProps = {
  id?: string;
  title?: string;
  intro?: string;
  /** Alternating bands give long pages a rhythm. */
  tone?: 'plain' | 'muted';
  action?: ReactNode;
  children: ReactNode;
};

export function Section({ id, title, intro, tone = 'plain', action, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cx(tone === 'muted' ? 'bg-slate-50 dark:bg-slate-900/50' : 'bg-white dark:bg-slate-950')}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {(title || action) && (
          <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="max-w-2xl">
              {title && (
                <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
                  {title}
                </h2>
              )}
              {intro && <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{intro}</p>}
            </div>
            {action}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
