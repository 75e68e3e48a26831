import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/ui/empty-state';

export type TabFrameProps = {
  /** The list's accessible name. */
  title: string;
  /** "3 offerte", the shown-of-total line and the "Vedi tutti" link. */
  count: string;
  shown?: string;
  more?: ReactNode;
  /** The tab's button ("Nuova offerta"), also offered by the empty state. */
  action?: ReactNode;
  empty: { icon: LucideIcon; title: string; hint?: string } | null;
  children: ReactNode;
};

/** A 360° tab: its count and actions above, the rows (or an empty state that says what to do). */
export function TabFrame({ title, count, shown, more, action, empty, children }: TabFrameProps) {
  if (empty) return <EmptyState icon={empty.icon} title={empty.title} hint={empty.hint} action={action} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {count}
          {shown ? ` · ${shown}` : ''}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {more}
          {action}
        </div>
      </div>
      <ul
        aria-label={title}
        className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {children}
      </ul>
    </div>
  );
}

export type TabRowProps = {
  /** The record's link (number and title). */
  title: ReactNode;
  meta?: ReactNode;
  /** Status badge and amount, on the right. */
  aside?: ReactNode;
};

export function TabRow({ title, meta, aside }: TabRowProps) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="truncate font-medium text-slate-900 dark:text-white">{title}</div>
        {meta && <div className="text-xs text-slate-600 dark:text-slate-400">{meta}</div>}
      </div>
      {aside && <div className="flex shrink-0 items-center gap-3 sm:justify-end">{aside}</div>}
    </li>
  );
}

export const ROW_LINK = 'hover:underline focus-visible:underline';
export const MORE = 'text-sm font-medium text-primary-700 hover:underline dark:text-primary-300';
export const AMOUNT = 'text-sm text-slate-800 tabular-nums dark:text-slate-200';
export const NUMBER = 'mr-1.5 font-mono text-xs text-slate-600 dark:text-slate-400';
