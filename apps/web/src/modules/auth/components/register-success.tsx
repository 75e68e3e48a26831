import type { UserStatus } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { buttonStyles } from '@/ui/button';
import { Card } from '@/ui/card';
import { AUTH_TEXT } from '../strings';

export type RegisterSuccessProps = {
  status: UserStatus;
};

export function RegisterSuccess({ status }: RegisterSuccessProps) {
  const text = AUTH_TEXT.registered;
  return (
    <Card>
      <div role="status" className="flex flex-col items-center text-center">
        <CircleCheck className="size-12 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{text.title}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{status === 'active' ? text.active : text.pending}</p>
      </div>
      <Link to="/auth/login" className={`${buttonStyles({ fullWidth: true })} mt-8`}>
        {text.backToLogin}
      </Link>
    </Card>
  );
}
