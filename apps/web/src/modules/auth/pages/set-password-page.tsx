import { zodResolver } from '@hookform/resolvers/zod';
import { formatInstant, type OneTimeTokenInfo } from '@portale/shared';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/platform/api-error';
import { QueryBoundary, QueryError } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { isWellFormedToken, useOneTimeToken, useSetPasswordWithToken } from '../api/one-time-token';
import { FormAlert } from '../components/form-alert';
import { InvalidLink } from '../components/invalid-link';
import { useLoginNotice } from '../login-notice';
import { handleFormError } from '../server-error';
import {
  type SetPasswordFormInput,
  SetPasswordFormSchema,
  type SetPasswordFormValues,
} from '../set-password-form-schema';
import { AUTH_TEXT } from '../strings';

const TEXT = AUTH_TEXT.oneTimeLink;
const FIELDS = ['password', 'password_confirm'] as const;

type Purpose = OneTimeTokenInfo['purpose'];

export type SetPasswordPageProps = {
  /** The `token` search param of the link the person received. */
  token: string | undefined;
  /** Which page the link opened; the token's own purpose wins once known. */
  purpose: Purpose;
};

const invalidMessage = (error: unknown) =>
  isApiError(error) && error.status === 404
    ? error.message
    : isApiError(error) && error.status === 400
      ? TEXT.invalid
      : null;

/**
 * /auth/activate and /auth/reset-password: choose a password through a one-time link, then log in. The route
 * loader checks the link before the page shows.
 */
export function SetPasswordPage({ token = '', purpose }: SetPasswordPageProps) {
  const [usedUp, setUsedUp] = useState<string | null>(null);

  if (!isWellFormedToken(token)) return <InvalidLink />;
  if (usedUp) return <InvalidLink message={usedUp} />;
  return (
    <QueryBoundary
      fallback={
        <Card aria-busy="true">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{TEXT[purpose].title}</h1>
          <p role="status" className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
            {TEXT.checking}
          </p>
          <div className="flex flex-col gap-5">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        </Card>
      }
      errorFallback={({ error, retry }) => {
        const invalid = invalidMessage(error);
        if (invalid) return <InvalidLink message={invalid} />;
        return (
          <Card>
            <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
              {TEXT[purpose].title}
            </h1>
            <QueryError title={TEXT.loadError} error={error} onRetry={retry} />
          </Card>
        );
      }}
    >
      <CheckedLink token={token} onUsedUp={setUsedUp} />
    </QueryBoundary>
  );
}

function CheckedLink({ token, onUsedUp }: { token: string; onUsedUp: (message: string) => void }) {
  const { data: info } = useOneTimeToken(token);
  return <SetPasswordForm token={token} info={info} onUsedUp={onUsedUp} />;
}

type SetPasswordFormProps = {
  token: string;
  info: OneTimeTokenInfo;
  onUsedUp: (message: string) => void;
};

function SetPasswordForm({ token, info, onUsedUp }: SetPasswordFormProps) {
  const router = useRouter();
  const setPassword = useSetPasswordWithToken();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<SetPasswordFormInput, unknown, SetPasswordFormValues>(
    {
      resolver: zodResolver(SetPasswordFormSchema),
      defaultValues: { password: '', password_confirm: '' },
    },
  );
  const text = TEXT[info.purpose];

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      const { username } = await setPassword.mutateAsync({ token, password });
      toast.success(text.done);
      useLoginNotice.getState().set(text.loginNotice(username), username);
      await router.navigate({ to: '/auth/login', replace: true });
    } catch (error) {
      // Used in another tab, or expired while the form was open.
      if (isApiError(error) && error.status === 404) onUsedUp(error.message);
      else setFormError(handleFormError(error, setError, FIELDS));
    }
  });

  return (
    <Card>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{text.title}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text.intro(info.first_name, info.username)}</p>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
        {TEXT.expires(formatInstant(info.expires_at, 'long'))}
      </p>
      <FormAlert message={formError} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {/* Lets password managers store the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={info.username} readOnly hidden />
        <TextField
          label={TEXT.password}
          type="password"
          autoComplete="new-password"
          hint={AUTH_TEXT.register.passwordHint}
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={TEXT.passwordConfirm}
          type="password"
          autoComplete="new-password"
          error={formState.errors.password_confirm?.message}
          {...register('password_confirm')}
        />
        <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting || setPassword.isPending}>
          {text.submit}
        </Button>
      </form>
    </Card>
  );
}
