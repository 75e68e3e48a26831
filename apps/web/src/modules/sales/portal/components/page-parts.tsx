import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';

// Small pieces every page of the client portal shares: the way back, the facts list, the referent, a skeleton.

export const LINK =
  'font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300';

export const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';

export function BackLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <div>
      <Link
        to={to}
        className="inline-flex items-center gap-1 text-sm text-slate-700 hover:underline dark:text-slate-300"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {children}
      </Link>
    </div>
  );
}

/** Label and value pairs, two or four to a row on wider screens, one on a phone. */
export function Facts({ label, facts }: { label: string; facts: readonly [string, ReactNode][] }) {
  return (
    <section aria-label={label} className={CARD}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The colleague to ask about a record: name, and an e-mail link when there is one. */
export function Referent({ title, name, email }: { title: string; name: string; email: string | null }) {
  return (
    <div className="flex items-start gap-3">
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-400/15 dark:text-primary-300"
        aria-hidden="true"
      >
        <Mail className="size-5" />
      </span>
      <div className="min-w-0 text-sm">
        <p className="text-xs text-slate-600 dark:text-slate-400">{title}</p>
        <p className="font-medium text-slate-900 dark:text-white">{name}</p>
        {email && (
          <a href={`mailto:${email}`} className={`${LINK} break-all`}>
            {email}
          </a>
        )}
      </div>
    </div>
  );
}

/** A section of a page: its heading and an optional hint above the content. */
export function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {hint && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

export function PageSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

export function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}
