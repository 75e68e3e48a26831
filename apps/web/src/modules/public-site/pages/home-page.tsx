import { Link } from '@tanstack/react-router';
import { ArrowRight, LayoutDashboard, LogIn } from 'lucide-react';
import { useAuthStore } from '../../../platform/auth-store';
import { useCompanyName, useConfigStore } from '../../../platform/config-store';
import { buttonStyles } from '../../../ui/button';
import { Logo } from '../../../ui/logo';
import { PUBLIC_SITE_TEXT as TEXT } from '../strings';

/** A small landing page; the full public site (navigation, footer, pages) replaces it next. */
export function HomePage() {
  const companyName = useCompanyName();
  const company = useConfigStore((state) => state.config?.company);
  // Spec §1: a user record stored locally is enough to offer 'Dashboard' instead of 'Accedi'.
  const hasStoredUser = useAuthStore((state) => state.user !== null);

  const action = hasStoredUser ? (
    <Link to="/app" className={buttonStyles({ size: 'lg' })}>
      <LayoutDashboard className="size-5" aria-hidden="true" />
      {TEXT.dashboard}
    </Link>
  ) : (
    <Link to="/auth/login" className={buttonStyles({ size: 'lg' })}>
      <LogIn className="size-5" aria-hidden="true" />
      {TEXT.login}
    </Link>
  );

  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-primary-50 via-slate-50 to-slate-50 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <Logo size="md" />
          <span className="truncate font-semibold text-slate-900 dark:text-white">{companyName}</span>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col justify-center px-4 py-16 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
          {TEXT.portalIntro}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {companyName}
        </h1>
        {company?.tagline && (
          <p className="mt-4 max-w-2xl text-xl text-balance text-slate-700 dark:text-slate-200">{company.tagline}</p>
        )}
        {company?.description && (
          <p className="mt-6 max-w-2xl leading-relaxed text-slate-600 dark:text-slate-400">{company.description}</p>
        )}
        <div className="mt-10 flex flex-wrap items-center gap-4">
          {action}
          {company?.email && (
            <a
              href={`mailto:${company.email}`}
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300"
            >
              {company.email}
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          )}
        </div>
      </main>
      <footer className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-5xl px-4 py-6 text-sm text-slate-600 sm:px-6 dark:text-slate-400">
          © {new Date().getFullYear()} {companyName} · {TEXT.rights}
        </p>
      </footer>
    </div>
  );
}
