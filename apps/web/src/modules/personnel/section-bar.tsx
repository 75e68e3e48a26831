import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { pathMatchesEntry } from '@/platform/navigation/navigation';
import { useVisibleNavigation } from '@/platform/navigation/use-visible-navigation';
import { personnelSections } from './nav';
import { PERSONNEL_TITLES } from './titles';

const SECTIONS = [personnelSections];

/** The personnel area's sections this user may open, as a scrollable bar of links under the page header. */
export function PersonnelSectionBar() {
  const [group] = useVisibleNavigation(SECTIONS);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const bar = useRef<HTMLElement>(null);
  // On a phone the bar scrolls sideways: bring the current section into view (each page mounts its own bar).
  useEffect(() => {
    const nav = bar.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const from = nav.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    nav.scrollLeft += link.left - from.left - (from.width - link.width) / 2;
  }, []);
  if (!group) return null;
  return (
    <nav ref={bar} aria-label={PERSONNEL_TITLES.sections} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1 dark:border-slate-800">
        {group.entries.map((entry) => {
          const active = pathMatchesEntry(pathname, entry.to);
          const Icon = entry.icon;
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                  active
                    ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
                }`}
              >
                {Icon && <Icon aria-hidden className="size-4" />}
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
