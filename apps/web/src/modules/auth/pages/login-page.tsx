import type { LoginBody } from '@portale/shared';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useConfigStore } from '@/platform/config-store';
import type { LandingRule } from '@/platform/navigation/landing';
import { afterLoginPath, DEFAULT_AFTER_LOGIN_PATH } from '@/platform/safe-redirect';
import { useSchemaForm } from '@/platform/schema-form';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { TextField } from '@/ui/text-field';
import { logIn } from '../api/login';
import { DemoLoginsCard } from '../components/demo-logins-card';
import { FormAlert } from '../components/form-alert';
import { SwitchPrompt } from '../components/switch-prompt';
import { useLoginNotice } from '../login-notice';
import { handleFormError } from '../server-error';
import { AUTH_TEXT } from '../strings';

const TEXT = AUTH_TEXT.login;
const FIELDS = ['username', 'password'] as const;

export type LoginPageProps = {
  /** The `redirect` search param; only a safe same-origin path is followed. */
  redirectTo?: string;
  /** Where to go without a return address: the route passes the rule with the sidebar it composes. */
  landing: (router: Parameters<LandingRule>[0]) => Promise<ReturnType<LandingRule>>;
  /**
   * Starts downloading what the first page after login needs: as soon as the visitor starts on the form (the first
   * focus in it, or a demo account's "Usa"), so the code is there by the time the login answers; sending the form
   * calls it again, which costs nothing once it has started.
   */
  preloadLanding?: () => void;
};

export function LoginPage({ redirectTo, landing, preloadLanding }: LoginPageProps) {
  const router = useRouter();
  const config = useConfigStore((state) => state.config);
  const [formError, setFormError] = useState<string | null>(null);
  // Arriving from the activation or reset page: say so once, with the username filled in.
  const [notice] = useState(() => useLoginNotice.getState().notice);
  useEffect(() => useLoginNotice.getState().clear(), []);
  const { register, handleSubmit, setValue, setError, clearErrors, formState } = useSchemaForm({
    loadSchema: () => import('../form-schemas').then((schemas) => schemas.LoginBody),
    defaultValues: { username: notice?.username ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values: LoginBody) => {
    setFormError(null);
    preloadLanding?.();
    try {
      await logIn(values);
      const target = afterLoginPath(redirectTo);
      await router.navigate({
        href: target === DEFAULT_AFTER_LOGIN_PATH ? await landing(router) : target,
        replace: true,
      });
    } catch (error) {
      setFormError(handleFormError(error, setError, FIELDS));
    }
  });

  const fillDemo = (username: string, password: string) => {
    preloadLanding?.();
    clearErrors();
    setFormError(null);
    setValue('username', username);
    setValue('password', password);
  };

  return (
    <>
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{TEXT.title}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{TEXT.subtitle}</p>
        {notice && !formError && (
          <Alert variant="success" className="mb-5">
            {notice.message}
          </Alert>
        )}
        <FormAlert message={formError} />
        <form onSubmit={onSubmit} onFocus={preloadLanding} noValidate className="flex flex-col gap-5">
          <TextField
            label={TEXT.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={formState.errors.username?.message}
            {...register('username')}
          />
          <TextField
            label={TEXT.password}
            type="password"
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting}>
            {TEXT.submit}
          </Button>
        </form>
        {config?.registration_enabled && (
          <SwitchPrompt question={TEXT.noAccount} linkLabel={TEXT.registerLink} to="/auth/register" />
        )}
      </Card>
      {config?.demo.enabled && config.demo.logins.length > 0 && <DemoLoginsCard demo={config.demo} onUse={fillDemo} />}
    </>
  );
}
