import { Link } from '@tanstack/react-router';
import { LockKeyhole, LogIn } from 'lucide-react';
import { buttonStyles } from '@/ui/button';
import { cx } from '@/ui/cx';
import { PUBLIC_SITE_TEXT } from '../strings';

const TEXT = PUBLIC_SITE_TEXT.restricted;

export type RestrictedAccessProps = {
  companyName: string;
};

/** Spec §1: what a visitor sees instead of a public page the configured mode hides. */
export function RestrictedAccess({ companyName }: RestrictedAccessProps) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
          <LockKeyhole className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{TEXT.title}</h1>
        <p className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">{TEXT.body(companyName)}</p>
        <p className="mt-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{TEXT.help}</p>
        <Link to="/auth/login" className={cx(buttonStyles({ size: 'lg', fullWidth: true }), 'mt-8')}>
          <LogIn className="size-5" aria-hidden="true" />
          {TEXT.action}
        </Link>
      </div>
    </div>
  );
}
