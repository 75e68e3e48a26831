import { type AnyRoute, Link, useMatches, useRouter } from '@tanstack/react-router';
import { ChevronRight, House } from 'lucide-react';
import { useMemo } from 'react';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { mayOpen } from '@/platform/navigation/first-open-page';
import { routeAccessOf } from '@/platform/navigation/route-access';
import { SHELL_TEXT } from './strings';

export interface Crumb {
  label: string;
  to: string;
  /** Whether the user may open `to`: a crumb is a link only then, plain text otherwise (never a way to a 403). */
  open: boolean;
}

const HOME_PATH = '/app/dashboard';

interface TrailItem {
  label: string;
  to: string;
  /** The route's path with `$params`, to look its requirements up. */
  routePath: string;
}

/** The route path of a match without its trailing slash (index routes), as `routesByPath` keys it. */
const routePathOf = (fullPath: string) => fullPath.replace(/(.)\/$/, '$1');

/**
 * The titled matched routes (`staticData.breadcrumb`, else `title`), from the outermost in, each preceded by its
 * declared `crumbParent`; each crumb knows whether the current user may open it.
 */
export function useCrumbs(): Crumb[] {
  const router = useRouter();
  const items = useMatches({
    select: (matches) =>
      matches.flatMap((match): TrailItem[] => {
        const label = match.staticData?.breadcrumb || match.staticData?.title;
        if (!label) return [];
        const own = { label, to: match.pathname, routePath: routePathOf(match.fullPath) };
        const parent = match.staticData?.crumbParent;
        const parentTitle = parent ? router.routesByPath[parent as keyof typeof router.routesByPath] : undefined;
        const parentLabel = parentTitle?.options.staticData?.breadcrumb || parentTitle?.options.staticData?.title;
        return parent && parentLabel ? [{ label: parentLabel, to: parent, routePath: parent }, own] : [own];
      }),
  });
  const permissions = useAuthStore((state) => state.permissions);
  const flags = useFlagsStore((state) => state.flags);
  const flagsFailed = useFlagsStore((state) => state.failed || !state.initialized);
  return useMemo(() => {
    const routesByPath = router.routesByPath as unknown as Record<string, AnyRoute>;
    const lookup = (path: string) => routeAccessOf(routesByPath, path);
    const subject = { permissions, flags, flagsFailed };
    return items.map(({ label, to, routePath }) => ({ label, to, open: mayOpen(lookup, routePath, subject) }));
  }, [router, items, permissions, flags, flagsFailed]);
}

export type BreadcrumbsProps = {
  crumbs: readonly Crumb[];
  /** Whether the user may open the dashboard, which the house icon links to. */
  homeOpen?: boolean;
};

export function useHomeOpen(): boolean {
  const router = useRouter();
  const permissions = useAuthStore((state) => state.permissions);
  const flags = useFlagsStore((state) => state.flags);
  const flagsFailed = useFlagsStore((state) => state.failed || !state.initialized);
  const routesByPath = router.routesByPath as unknown as Record<string, AnyRoute>;
  return mayOpen((path) => routeAccessOf(routesByPath, path), HOME_PATH, { permissions, flags, flagsFailed });
}

const LINK_CLASS =
  'truncate rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:text-white';

export function Breadcrumbs({ crumbs, homeOpen = true }: BreadcrumbsProps) {
  // On the dashboard itself a trail of one item would only repeat the title below it.
  if (crumbs.length === 0 || (crumbs.length === 1 && crumbs[0]?.to === HOME_PATH)) return null;
  return (
    <nav aria-label={SHELL_TEXT.header.breadcrumbs} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
        {homeOpen && (
          <li className="flex shrink-0 items-center gap-1">
            <Link to={HOME_PATH} className={`${LINK_CLASS} p-0.5`}>
              <House className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{SHELL_TEXT.header.home}</span>
            </Link>
            <ChevronRight className="size-3.5" aria-hidden="true" />
          </li>
        )}
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
                  {crumb.open ? (
                    <Link to={crumb.to} className={LINK_CLASS}>
                      {crumb.label}
                    </Link>
                  ) : (
                    <span className="truncate">{crumb.label}</span>
                  )}
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
