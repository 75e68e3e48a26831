import type { ReactNode } from 'react';

export type PageHeroProps = {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
};

/** The band at the top of every inner public page, holding its one h1. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <div className="relative overflow-hidden border-b border-slate-200 bg-linear-to-b from-primary-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 right-0 size-80 rounded-full bg-primary-200/40 blur-3xl dark:bg-primary-900/30"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        {lead && (
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-slate-700 dark:text-slate-300">
            {lead}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
