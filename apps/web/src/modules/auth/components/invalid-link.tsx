import { Link } from '@tanstack/react-router';
import { Link2Off } from 'lucide-react';
import { buttonStyles } from '@/ui/button';
import { Card } from '@/ui/card';
import { AUTH_TEXT } from '../strings';

const TEXT = AUTH_TEXT.oneTimeLink;

export type InvalidLinkProps = {
  /** The server's explanation, when it gave one. */
  message?: string;
};

/** An activation or reset link that is unknown, already used, expired or for a disabled account. */
export function InvalidLink({ message }: InvalidLinkProps) {
  return (
    <Card>
      <div className="flex flex-col items-center text-center">
        <Link2Off className="size-12 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{TEXT.invalidTitle}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{message ?? TEXT.invalid}</p>
      </div>
      <Link to="/auth/login" className={`${buttonStyles({ variant: 'secondary', fullWidth: true })} mt-8`}>
        {TEXT.toLogin}
      </Link>
    </Card>
  );
}
