import { Link } from '@tanstack/react-router';
import { ArrowRight, Settings, UserRound } from 'lucide-react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { DASHBOARD_TEXT as TEXT } from '../strings';

const CARD =
  'group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-primary-300 hover:shadow-md ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-primary-500/60';

type QuickLinkProps = {
  to: string;
  label: string;
  hint: string;
  icon: NavGroup['icon'];
};

function QuickLink({ to, label, hint, icon: Icon }: QuickLinkProps) {
  return (
    <li>
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

export type QuickLinksProps = {
  groups: readonly NavGroup[];
  /** The page the links are shown on, left out of them. */
  currentPath: string;
};

/** The modules the user may open (same registry and rules as the sidebar), plus their own account pages. */
export function QuickLinks({ groups, currentPath }: QuickLinksProps) {
  const links = groups.flatMap((group) =>
    group.entries
      .filter((entry) => entry.to !== currentPath)
      .map((entry) => ({
        to: entry.to as string,
        label: group.entries.length === 1 ? group.label : entry.label,
        hint: group.entries.length === 1 ? entry.label : group.label,
        icon: entry.icon ?? group.icon,
      })),
  );
  return (
    <section aria-labelledby="quick-links-title">
      <div className="mb-4">
        <h2 id="quick-links-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {TEXT.quickLinks}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.quickLinksHint}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {links.map((link) => (
          <QuickLink key={link.to} {...link} />
        ))}
        <QuickLink to="/app/profile" label={TEXT.profileLink} hint={TEXT.profileHint} icon={UserRound} />
        <QuickLink to="/app/settings" label={TEXT.settingsLink} hint={TEXT.settingsHint} icon={Settings} />
      </ul>
    </section>
  );
}
