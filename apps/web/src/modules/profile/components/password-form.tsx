import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordChangeBody } from '@portale/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFormError } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { SectionCard } from '@/ui/section-card';
import { TextField } from '@/ui/text-field';
import { useChangePassword } from '../api/change-password';
import { PROFILE_TEXT } from '../strings';

const TEXT = PROFILE_TEXT.password;
const FIELDS = ['current_password', 'new_password'] as const;

// The confirmation is a browser-only field: the shared schema is what the server checks.
const PasswordForm = PasswordChangeBody.extend({ confirm_password: z.string() }).refine(
  (values) => values.new_password === values.confirm_password,
  { path: ['confirm_password'], message: TEXT.mismatch },
);
type PasswordFormValues = z.infer<typeof PasswordForm>;

export function PasswordChangeForm() {
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof PasswordForm>,
    unknown,
    PasswordFormValues
  >({
    resolver: zodResolver(PasswordForm),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    try {
      await change.mutateAsync({ current_password, new_password });
      reset();
      toast.success(TEXT.saved, TEXT.savedMessage);
    } catch (error) {
      toast.error(TEXT.failed, applyFormError(error, setError, FIELDS) ?? undefined);
    }
  });

  return (
    <SectionCard title={TEXT.title} description={TEXT.intro} titleId="profile-password-title">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {/* Lets password managers pair the new password with the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <TextField
          label={TEXT.current}
          type="password"
          autoComplete="current-password"
          error={formState.errors.current_password?.message}
          {...register('current_password')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={TEXT.next}
            type="password"
            autoComplete="new-password"
            error={formState.errors.new_password?.message}
            {...register('new_password')}
          />
          <TextField
            label={TEXT.confirm}
            type="password"
            autoComplete="new-password"
            error={formState.errors.confirm_password?.message}
            {...register('confirm_password')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={change.isPending}>
            {TEXT.save}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
