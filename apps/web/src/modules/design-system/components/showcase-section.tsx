import type { ReactNode } from 'react';

export type ShowcaseSectionProps = { title: string; children: ReactNode };

export function ShowcaseSection({ title, children }: ShowcaseSectionProps) {
  const id = `ds-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-4 text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
