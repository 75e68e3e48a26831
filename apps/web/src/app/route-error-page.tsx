import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { isApiError } from '../platform/api-error';
import { Button, buttonStyles } from '../ui/button';
import { CenteredPage } from './layouts/centered-page';

const GENERIC_MESSAGE = 'Si è verificato un errore imprevisto. Riprova tra qualche istante.';

/** Minimal fallback until the /error/{code} pages arrive (spec §8). */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  // Only API errors carry a message written for users; anything else may be technical English.
  const message = isApiError(error) ? error.message : GENERIC_MESSAGE;
  return (
    <CenteredPage>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Qualcosa è andato storto</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button icon={<RotateCw className="size-4" aria-hidden="true" />} onClick={() => void router.invalidate()}>
          Riprova
        </Button>
        <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
          Torna alla home
        </Link>
      </div>
    </CenteredPage>
  );
}
