import { formatInstant, type OneTimeTokenInfo } from '@portale/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@/platform/api-error';
import { QueryBoundary, QueryError } from '@/platform/query-boundary';
import { useSchemaForm } from '@/platform/schema-form';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { TextField } from '@/ui/text-field';
import { oneTimeTokenQueryOptions, setPasswordWithToken } from '../api/one-time-token';
import { useLoginNotice } from '../login-notice';
import { handleFormError } from '../server-error';
import type { SetPasswordFormValues } from '../set-password-form-schema';
import { AUTH_TEXT } from '../strings';
import { CheckingLinkCard } from './checking-link-card';
import { FormAlert } from './form-alert';
import { InvalidLink } from './invalid-link';

const TEXT = AUTH_TEXT.oneTimeLink;
const FIELDS = ['password', 'password_confirm'] as const;

type Purpose = OneTimeTokenInfo['purpose'];

const invalidMessage = (error: unknown) =>
  isApiError(error) && error.status === 404
    ? error.message
    : isApiError(error) && error.status === 400
      ? TEXT.invalid
      : null;

export type CheckedLinkFormProps = {
  token: string;
  purpose: Purpose;
  onUsedUp: (message: string) => void;
};

/** The set-password page once its link has the right shape: the link's check, then the form. */
export function CheckedLinkForm({ token, purpose, onUsedUp }: CheckedLinkFormProps) {
  return (
    <QueryBoundary
      fallback={<CheckingLinkCard purpose={purpose} />}
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
      <CheckedLink token={token} onUsedUp={onUsedUp} />
    </QueryBoundary>
  );
}

function CheckedLink({ token, onUsedUp }: { token: string; onUsedUp: (message: string) => void }) {
  // The link's account and expiry; the route loader prefetches it.
  const { data: info } = useSuspenseQuery(oneTimeTokenQueryOptions(token));
  return <SetPasswordForm token={token} info={info} onUsedUp={onUsedUp} />;
}

type SetPasswordFormProps = {
  token: string;
  info: OneTimeTokenInfo;
  onUsedUp: (message: string) => void;
};

function SetPasswordForm({ token, info, onUsedUp }: SetPasswordFormProps) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useSchemaForm({
    loadSchema: () => import('../form-schemas').then((schemas) => schemas.SetPasswordFormSchema),
    defaultValues: { password: '', password_confirm: '' },
  });
  const text = TEXT[info.purpose];

  const onSubmit = handleSubmit(async ({ password }: SetPasswordFormValues) => {
    setFormError(null);
    try {
      const { username } = await setPasswordWithToken({ token, password });
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
        <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting}>
          {text.submit}
        </Button>
      </form>
    </Card>
  );
}
