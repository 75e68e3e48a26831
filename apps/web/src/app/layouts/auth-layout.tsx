import { Link, Outlet } from '@tanstack/react-router';
import { CompanyLogo } from '@/platform/company-logo';
import { useCompanyName } from '@/platform/config-store';

/** Login and registration: a calm, centred column with the company's mark on top. */
export function AuthLayout() {
  const companyName = useCompanyName();
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-primary-50 to-slate-50 dark:from-slate-900 dark:to-slate-950">
      <header className="flex justify-center px-4 pt-10 pb-6">
        <Link
          to="/"
          className="flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
        >
          <CompanyLogo size="lg" />
          <span className="text-lg font-semibold text-slate-900 dark:text-white">{companyName}</span>
        </Link>
      </header>
      <main className="flex flex-1 justify-center px-4 pb-12">
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
