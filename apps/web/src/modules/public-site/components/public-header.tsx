import { Link, useRouterState } from '@tanstack/react-router';
import { LayoutDashboard, LogIn, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useAuthStore } from '@/platform/auth-store';
import { CompanyLogo } from '@/platform/company-logo';
import { buttonStyles } from '@/ui/button';
import { cx } from '@/ui/cx';
import { CAREERS_ALIAS_PATH, type PublicNavItem } from '../site-access';
import { PUBLIC_SITE_TEXT as TEXT } from '../strings';

export type PublicHeaderProps = {
  companyName: string;
  navigation: PublicNavItem[];
};

const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400';

/** The careers page lives at two paths; the router only marks the one the link points to. */
function aliasCurrent(item: PublicNavItem, pathname: string) {
  return item.page === 'careers' && pathname === CAREERS_ALIAS_PATH ? ('page' as const) : undefined;
}

export function PublicHeader({ companyName, navigation }: PublicHeaderProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Spec §1: a user record stored locally is enough to offer 'Dashboard' instead of 'Accedi'.
  const hasStoredUser = useAuthStore((state) => state.user !== null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // The menu closes on every navigation, whichever way it happened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read inside.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const authLink = (className: string) =>
    hasStoredUser ? (
      <Link to="/app" className={className}>
        <LayoutDashboard className="size-4" aria-hidden="true" />
        {TEXT.dashboard}
      </Link>
    ) : (
      <Link to="/auth/login" className={className}>
        <LogIn className="size-4" aria-hidden="true" />
        {TEXT.login}
      </Link>
    );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-label={TEXT.homeLinkLabel(companyName)}
          className={cx('flex min-w-0 items-center gap-3 rounded-lg', FOCUS)}
        >
          <CompanyLogo size="sm" />
          <span className="truncate font-semibold text-slate-900 dark:text-white">{companyName}</span>
        </Link>

        <nav aria-label={TEXT.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.page}>
                <Link
                  to={item.to}
                  activeOptions={{ exact: true }}
                  aria-current={aliasCurrent(item, pathname)}
                  className={cx(
                    'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                    // Not colour alone (WCAG 1.4.1): the current page also gets a tinted background.
                    'aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800 dark:aria-[current=page]:bg-primary-950 dark:aria-[current=page]:text-primary-200',
                    FOCUS,
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {/* A wrapper, because the button's own inline-flex would override `hidden`. */}
          <div className="hidden md:block">{authLink(buttonStyles({ size: 'sm' }))}</div>
          <button
            type="button"
            className={cx(
              'inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800',
              FOCUS,
            )}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? TEXT.closeMenu : TEXT.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 md:hidden dark:border-slate-800">
        {menuOpen && (
          <nav aria-label={TEXT.mainNav} className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
            <ul className="flex flex-col gap-1">
              {navigation.map((item) => (
                <li key={item.page}>
                  <Link
                    to={item.to}
                    activeOptions={{ exact: true }}
                    aria-current={aliasCurrent(item, pathname)}
                    onClick={() => setMenuOpen(false)}
                    className={cx(
                      'block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
                      'aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800 dark:aria-[current=page]:bg-primary-950 dark:aria-[current=page]:text-primary-200',
                      FOCUS,
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
              {authLink(buttonStyles({ fullWidth: true }))}
            </div>
          </nav>
        )}
      </div>
    </header>
  );
}
