import type { RegisterResult } from '@portale/shared';
import { useState } from 'react';
import { useConfigStore } from '@/platform/config-store';
import { useSchemaForm } from '@/platform/schema-form';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { TextField } from '@/ui/text-field';
import { register as registerAccount } from '../api/register';
import { FormAlert } from '../components/form-alert';
import { RegisterSuccess } from '../components/register-success';
import { RegistrationDisabled } from '../components/registration-disabled';
import { SwitchPrompt } from '../components/switch-prompt';
import type { RegisterFormValues } from '../register-form-schema';
import { handleFormError } from '../server-error';
import { AUTH_TEXT } from '../strings';

const TEXT = AUTH_TEXT.register;
const FIELDS = ['first_name', 'last_name', 'username', 'email', 'password', 'password_confirm'] as const;

export function RegisterPage() {
  // Unknown configuration (it failed to load) shows the form: the server decides anyway.
  const registrationEnabled = useConfigStore((state) => state.config?.registration_enabled ?? true);
  const [result, setResult] = useState<RegisterResult | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useSchemaForm({
    loadSchema: () => import('../form-schemas').then((schemas) => schemas.RegisterFormSchema),
    defaultValues: { first_name: '', last_name: '', username: '', email: '', password: '', password_confirm: '' },
  });

  if (!registrationEnabled) return <RegistrationDisabled />;
  if (result) return <RegisterSuccess status={result.status} />;

  const onSubmit = handleSubmit(async ({ first_name, last_name, username, email, password }: RegisterFormValues) => {
    setFormError(null);
    try {
      setResult(await registerAccount({ first_name, last_name, username, email, password }));
    } catch (error) {
      setFormError(handleFormError(error, setError, FIELDS));
    }
  });

  const errors = formState.errors;
  return (
    <Card>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{TEXT.title}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{TEXT.subtitle}</p>
      <FormAlert message={formError} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={TEXT.firstName}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={TEXT.lastName}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <TextField
          label={TEXT.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={TEXT.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={TEXT.password}
          type="password"
          autoComplete="new-password"
          hint={TEXT.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={TEXT.passwordConfirm}
          type="password"
          autoComplete="new-password"
          error={errors.password_confirm?.message}
          {...register('password_confirm')}
        />
        <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting}>
          {TEXT.submit}
        </Button>
      </form>
      <SwitchPrompt question={TEXT.haveAccount} linkLabel={TEXT.loginLink} to="/auth/login" />
    </Card>
  );
}
