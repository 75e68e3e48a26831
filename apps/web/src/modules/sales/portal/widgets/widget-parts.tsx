import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** What a card shows with nothing to list. */
export function WidgetEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}

/** The card's way to the whole list. */
export function WidgetMore({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Link to={to} className="self-start text-sm font-medium text-primary-700 hover:underline dark:text-primary-300">
      {children}
    </Link>
  );
}
