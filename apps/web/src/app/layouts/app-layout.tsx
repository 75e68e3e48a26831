import { Link, Outlet } from '@tanstack/react-router';
import { useCompanyName } from '../../platform/config-store';
import { Logo } from '../../ui/logo';

/** Placeholder frame for the logged-in area; the real shell (sidebar, header) replaces it next. */
export function AppLayout() {
  const companyName = useCompanyName();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
          <Link
            to="/app/dashboard"
            className="flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
          >
            <Logo size="sm" />
            <span className="font-semibold text-slate-900 dark:text-white">{companyName}</span>
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <Outlet />
      </main>
    </div>
  );
}
