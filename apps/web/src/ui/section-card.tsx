import type { ReactNode } from 'react';

export type SectionCardProps = {
  title: string;
  description?: string;
  children: ReactNode;
  titleId?: string;
};

/** A settings-style card: title and description, then the content. */
export function SectionCard({ title, description, children, titleId }: SectionCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
