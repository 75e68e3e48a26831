import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import {
  ArrowLeft,
  House,
  LayoutDashboard,
  LogIn,
  RotateCw,
  SearchX,
  ServerCrash,
  ShieldAlert,
  WifiOff,
} from 'lucide-react';
import { useLogout } from '@/platform/auth-session';
import { useAuthStore } from '@/platform/auth-store';
import { CompanyLogo } from '@/platform/company-logo';
import { useCompanyName } from '@/platform/config-store';
import { safeRedirectPath } from '@/platform/safe-redirect';
import { Button, buttonStyles } from '@/ui/button';
import { cx } from '@/ui/cx';
import { CenteredPage } from '../layouts/centered-page';
import { useNavigationNotice } from '../navigation-notice';
import { ERROR_ACTIONS, ERROR_PAGE_TEXT, type ErrorCode } from './strings';

const ICONS: Record<ErrorCode, typeof SearchX> = {
  '404': SearchX,
  '403': ShieldAlert,
  '500': ServerCrash,
  network: WifiOff,
};

const TONES: Record<ErrorCode, string> = {
  '404': 'bg-primary-100 text-primary-700 dark:bg-primary-400/15 dark:text-primary-300',
  '403': 'bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300',
  '500': 'bg-red-100 text-red-700 dark:bg-red-400/15 dark:text-red-300',
  network: 'bg-slate-200 text-slate-700 dark:bg-slate-700/60 dark:text-slate-200',
};

export type ErrorPageProps = {
  code: ErrorCode;
  /** Where the user was going (already validated as a same-origin path before use). */
  from?: string;
};

/** The one page behind /error/{code} and the 404 of unknown paths (spec §2/§8). */
export function ErrorPage({ code, from }: ErrorPageProps) {
  const text = ERROR_PAGE_TEXT[code];
  const Icon = ICONS[code];
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const notice = useNavigationNotice();
  const loggedIn = useAuthStore((state) => state.user !== null);
  const companyName = useCompanyName();
  const logout = useLogout();
  const navigate = useNavigate();
  const retryTo = safeRedirectPath(from);
  const detail = notice.path === pathname ? notice.message : null;
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;

  // A full load, not a client navigation: after a network failure or a new deployment the old chunks may be gone.
  const retry = () => window.location.assign(retryTo ?? window.location.href);
  const switchAccount = async () => {
    await logout.mutateAsync();
    await navigate({ to: '/auth/login', search: { redirect: retryTo ?? undefined } });
  };

  return (
    <CenteredPage>
      <Link
        to={loggedIn ? '/app/dashboard' : '/'}
        className="fixed top-5 left-5 flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600 sm:top-6 sm:left-8"
      >
        <CompanyLogo size="sm" />
        <span className="font-semibold text-slate-900 dark:text-white">{companyName}</span>
      </Link>
      <span className={cx('flex size-16 items-center justify-center rounded-2xl', TONES[code])} aria-hidden="true">
        <Icon className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
        {text.eyebrow}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {text.title}
      </h1>
      <p className="mt-4 text-pretty text-slate-600 dark:text-slate-300">{text.description}</p>
      {detail && (
        <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          <span className="font-medium">{ERROR_ACTIONS.detail}:</span> {detail}
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {(code === '500' || code === 'network') && (
          <Button icon={<RotateCw className="size-4" aria-hidden="true" />} onClick={retry}>
            {ERROR_ACTIONS.retry}
          </Button>
        )}
        {loggedIn ? (
          <Link
            to="/app/dashboard"
            className={buttonStyles({ variant: code === '500' || code === 'network' ? 'secondary' : 'primary' })}
          >
            <LayoutDashboard className="size-4" aria-hidden="true" />
            {ERROR_ACTIONS.dashboard}
          </Link>
        ) : (
          <Link
            to="/"
            className={buttonStyles({ variant: code === '500' || code === 'network' ? 'secondary' : 'primary' })}
          >
            <House className="size-4" aria-hidden="true" />
            {ERROR_ACTIONS.home}
          </Link>
        )}
        {canGoBack && (code === '404' || code === '403') && (
          <Button
            variant="secondary"
            icon={<ArrowLeft className="size-4" aria-hidden="true" />}
            onClick={() => window.history.back()}
          >
            {ERROR_ACTIONS.back}
          </Button>
        )}
        {code === '403' &&
          (loggedIn ? (
            <Button
              variant="ghost"
              icon={<LogIn className="size-4" aria-hidden="true" />}
              loading={logout.isPending}
              onClick={() => void switchAccount()}
            >
              {ERROR_ACTIONS.switchAccount}
            </Button>
          ) : (
            <Link
              to="/auth/login"
              search={{ redirect: retryTo ?? undefined }}
              className={buttonStyles({ variant: 'ghost' })}
            >
              <LogIn className="size-4" aria-hidden="true" />
              {ERROR_ACTIONS.login}
            </Link>
          ))}
      </div>
    </CenteredPage>
  );
}
