import { Link } from '@tanstack/react-router';
import { cx } from '@/ui/cx';
import { SH_TEXT } from '../strings';

const LINKS = [
  { to: '/app/admin/self-healing', label: SH_TEXT.section.dashboard },
  { to: '/app/admin/self-healing/patterns', label: SH_TEXT.section.patterns },
  { to: '/app/admin/self-healing/sessions', label: SH_TEXT.section.sessions },
] as const;

/** The three self-healing pages share one sidebar entry; this row moves between them. */
export function SectionNav() {
  return (
    <nav aria-label={SH_TEXT.section.label} className="-mb-2 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-800">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              activeOptions={{ exact: true, includeSearch: false }}
              className={cx(
                '-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium text-slate-600',
                'hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
                'aria-[current=page]:border-primary-600 aria-[current=page]:text-primary-700',
                'dark:aria-[current=page]:border-primary-400 dark:aria-[current=page]:text-primary-300',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
