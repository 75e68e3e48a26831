import { Link } from '@tanstack/react-router';
import { House } from 'lucide-react';
import { buttonStyles } from '@/ui/button';
import { cx } from '@/ui/cx';
import { PUBLIC_SITE_TEXT } from '../strings';

const TEXT = PUBLIC_SITE_TEXT.notAvailable;

/** A section switched off in the configuration (e.g. careers): say so plainly, with a way back. */
export function PageNotAvailable() {
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{TEXT.title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{TEXT.body}</p>
      <Link to="/" className={cx(buttonStyles({ variant: 'secondary' }), 'mt-8')}>
        <House className="size-4" aria-hidden="true" />
        {TEXT.home}
      </Link>
    </div>
  );
}
