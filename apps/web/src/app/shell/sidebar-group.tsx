import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { entryIsActive, type NavEntry, type NavGroup, pathMatchesEntry } from '@/platform/navigation/navigation';
import { cx } from '@/ui/cx';

const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400';

const ITEM =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ' +
  'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

const ACTIVE =
  'bg-primary-50 text-primary-800 hover:bg-primary-100 hover:text-primary-900 dark:bg-primary-400/15 dark:text-primary-200 dark:hover:bg-primary-400/20 dark:hover:text-white';

type EntryLinkProps = {
  entry: NavEntry;
  label?: string;
  pathname: string;
  nested?: boolean;
  fallbackIcon: NavGroup['icon'];
};

function EntryLink({ entry, label = entry.label, pathname, nested = false, fallbackIcon }: EntryLinkProps) {
  const active = entryIsActive(pathname, entry);
  const Icon = nested ? null : (entry.icon ?? fallbackIcon);
  return (
    <Link
      to={entry.to}
      aria-current={active ? 'page' : undefined}
      className={cx(ITEM, FOCUS, nested && 'py-1.5 pl-11', active && ACTIVE)}
    >
      {Icon && <Icon className="size-5 shrink-0" aria-hidden="true" />}
      {nested && (
        <span
          className={cx(
            'size-1.5 shrink-0 rounded-full',
            active ? 'bg-primary-600 dark:bg-primary-300' : 'bg-slate-300 dark:bg-slate-600',
          )}
          aria-hidden="true"
        />
      )}
      <span className="truncate">{label}</span>
    </Link>
  );
}

export type SidebarGroupProps = {
  group: NavGroup;
  pathname: string;
  expanded: boolean;
  onToggle: () => void;
};

/**
 * A group of the expanded sidebar. A group with a single page is simply a link: a toggle that reveals one
 * item would only add a click.
 */
export function SidebarGroup({ group, pathname, expanded, onToggle }: SidebarGroupProps) {
  const listId = useId();
  const [first] = group.entries;
  if (group.entries.length === 1 && first) {
    return <EntryLink entry={first} label={group.label} pathname={pathname} fallbackIcon={group.icon} />;
  }
  const containsActive = group.entries.some((entry) => pathMatchesEntry(pathname, entry.to));
  const Icon = group.icon;
  return (
    <div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
        className={cx(ITEM, FOCUS, containsActive && 'text-primary-800 dark:text-primary-200')}
      >
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        <span className="flex-1 truncate text-left">{group.label}</span>
        <ChevronDown
          className={cx('size-4 shrink-0 transition-transform motion-reduce:transition-none', expanded && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul id={listId} hidden={!expanded} className="mt-0.5 flex flex-col gap-0.5">
        {group.entries.map((entry) => (
          <li key={entry.to}>
            <EntryLink entry={entry} pathname={pathname} nested fallbackIcon={group.icon} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const ICON_BUTTON =
  'flex size-11 items-center justify-center rounded-lg transition-colors text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * Collapsed sidebar (spec §4: group toggles are ignored): an icon per group with its name as tooltip and
 * accessible name; a group of several pages opens a flyout menu of them instead of expanding in place.
 */
export function CollapsedSidebarGroup({ group, pathname }: Omit<SidebarGroupProps, 'expanded' | 'onToggle'>) {
  const Icon = group.icon;
  const active = group.entries.some((entry) => pathMatchesEntry(pathname, entry.to));
  const classes = cx(ICON_BUTTON, FOCUS, active && ACTIVE);
  const [first] = group.entries;
  if (group.entries.length === 1 && first) {
    return (
      <Link
        to={first.to}
        aria-label={group.label}
        title={group.label}
        aria-current={active ? 'page' : undefined}
        className={classes}
      >
        <Icon className="size-5" aria-hidden="true" />
      </Link>
    );
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label={group.label} title={group.label} className={classes}>
        <Icon className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="right"
          align="start"
          sideOffset={12}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {group.label}
          </DropdownMenu.Label>
          {group.entries.map((entry) => (
            <DropdownMenu.Item key={entry.to} asChild>
              <Link
                to={entry.to}
                className={cx(
                  'flex rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800',
                  entryIsActive(pathname, entry) && 'font-semibold text-primary-800 dark:text-primary-200',
                )}
              >
                {entry.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
