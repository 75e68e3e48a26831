import { Link } from '@tanstack/react-router';
import { House } from 'lucide-react';
import { buttonStyles } from '../ui/button';
import { cx } from '../ui/cx';
import { CenteredPage } from './layouts/centered-page';

/** A simple 404 until the error-page system (/error/{code}) arrives. */
export function NotFoundPage() {
  return (
    <CenteredPage>
      <p className="text-sm font-semibold tracking-wide text-primary-700 dark:text-primary-300">Errore 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Pagina non trovata
      </h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">La pagina che cerchi non esiste o è stata spostata.</p>
      <Link to="/" className={cx(buttonStyles(), 'mt-8')}>
        <House className="size-4" aria-hidden="true" />
        Torna alla home
      </Link>
    </CenteredPage>
  );
}
