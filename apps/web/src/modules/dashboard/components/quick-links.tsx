import { Link } from '@tanstack/react-router';
import { ArrowRight, ChevronDown, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { cx } from '@/ui/cx';
import { DASHBOARD_TEXT as TEXT } from '../strings';

const CARD =
  'group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-primary-300 hover:shadow-md ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-primary-500/60';

/** On a phone the first few cards show; the rest wait behind "Mostra tutti" so the cards above stay in view. */
export const PHONE_VISIBLE_LINKS = 4;

type QuickLinkData = {
  to: string;
  label: string;
  hint: string;
  icon: NavGroup['icon'];
};

function QuickLink({ to, label, hint, icon: Icon, hiddenOnPhone }: QuickLinkData & { hiddenOnPhone: boolean }) {
  return (
    <li className={cx('min-w-0', hiddenOnPhone && 'max-sm:hidden')}>
      <Link to={to} className={CARD}>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-400/15 dark:text-primary-300">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-900 dark:text-white">{label}</span>
          <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{hint}</span>
        </span>
        <ArrowRight
          className="size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-primary-600 motion-reduce:transition-none dark:group-hover:text-primary-300"
          aria-hidden="true"
        />
      </Link>
    </li>
  );
}

/**
 * One card per module the user may open (its first page other than this one; the hint names its pages), then the
 * user's own account pages. One card per module, not per page: the sidebar already lists every page, and two
 * modules' pages may share a name ("Impostazioni", "Ferie e permessi").
 */
export function quickLinksOf(groups: readonly NavGroup[], currentPath: string): QuickLinkData[] {
  const modules = groups.flatMap((group) => {
    const entries = group.entries.filter((entry) => entry.to !== currentPath);
    const first = entries[0];
    if (!first) return [];
    return [
      {
        to: first.to as string,
        label: group.entries.length === 1 ? first.label : group.label,
        hint: group.entries.length === 1 ? group.label : entries.map((entry) => entry.label).join(' · '),
        icon: group.icon,
      },
    ];
  });
  return [
    ...modules,
    { to: '/app/profile', label: TEXT.profileLink, hint: TEXT.profileHint, icon: UserRound },
    { to: '/app/settings', label: TEXT.settingsLink, hint: TEXT.settingsHint, icon: Settings },
  ];
}

export type QuickLinksProps = {
  groups: readonly NavGroup[];
  /** The page the links are shown on, left out of them. */
  currentPath: string;
};

/** The modules the user may open (same registry and rules as the sidebar), plus their own account pages. */
export function QuickLinks({ groups, currentPath }: QuickLinksProps) {
  const [expanded, setExpanded] = useState(false);
  const links = quickLinksOf(groups, currentPath);
  const folded = !expanded && links.length > PHONE_VISIBLE_LINKS;
  return (
    <section aria-labelledby="quick-links-title">
      <div className="mb-4">
        <h2 id="quick-links-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {TEXT.quickLinks}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.quickLinksHint}</p>
      </div>
      <ul id="quick-links-list" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {links.map((link, index) => (
          <QuickLink key={link.to} {...link} hiddenOnPhone={folded && index >= PHONE_VISIBLE_LINKS} />
        ))}
      </ul>
      {folded && (
        <button
          type="button"
          aria-expanded={false}
          aria-controls="quick-links-list"
          onClick={() => setExpanded(true)}
          className="mt-3 inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600 sm:hidden dark:text-primary-300 dark:hover:bg-primary-400/10"
        >
          {TEXT.showAllLinks(links.length)}
          <ChevronDown className="size-4" aria-hidden="true" />
        </button>
      )}
    </section>
  );
}
