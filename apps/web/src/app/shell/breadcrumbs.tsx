import { Link, useMatches } from '@tanstack/react-router';
import { ChevronRight, House } from 'lucide-react';
import { SHELL_TEXT } from './strings';

export interface Crumb {
  label: string;
  to: string;
}

const HOME_PATH = '/app/dashboard';

/** The titled matched routes (`staticData.breadcrumb`, else `title`), from the outermost in. */
export function useCrumbs(): Crumb[] {
  return useMatches({
    select: (matches) =>
      matches.flatMap((match) => {
        const label = match.staticData?.breadcrumb || match.staticData?.title;
        return label ? [{ label, to: match.pathname }] : [];
      }),
  });
}

export type BreadcrumbsProps = { crumbs: readonly Crumb[] };

export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  // On the dashboard itself a trail of one item would only repeat the title below it.
  if (crumbs.length === 0 || (crumbs.length === 1 && crumbs[0]?.to === HOME_PATH)) return null;
  return (
    <nav aria-label={SHELL_TEXT.header.breadcrumbs} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
        <li className="flex shrink-0 items-center gap-1">
          <Link
            to={HOME_PATH}
            className="rounded p-0.5 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:text-white"
          >
            <House className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{SHELL_TEXT.header.home}</span>
          </Link>
          <ChevronRight className="size-3.5" aria-hidden="true" />
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.to} className="flex min-w-0 items-center gap-1">
              {last ? (
                <span aria-current="page" className="truncate font-medium text-slate-700 dark:text-slate-200">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link
                    to={crumb.to}
                    className="truncate rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:text-white"
                  >
                    {crumb.label}
                  </Link>
                  <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
