import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdate, type User } from '@portale/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyFormError } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { SectionCard } from '@/ui/section-card';
import { TextField } from '@/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_TEXT } from '../strings';

const TEXT = PROFILE_TEXT.name;
const FIELDS = ['first_name', 'last_name'] as const;

export type NameFormProps = { user: User };

export function NameForm({ user }: NameFormProps) {
  const update = useUpdateProfile();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof ProfileUpdate>,
    unknown,
    ProfileUpdate
  >({
    resolver: zodResolver(ProfileUpdate),
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await update.mutateAsync(values);
      reset({ first_name: updated.first_name, last_name: updated.last_name });
      toast.success(TEXT.saved, TEXT.savedMessage);
    } catch (error) {
      toast.error(TEXT.failed, applyFormError(error, setError, FIELDS) ?? undefined);
    }
  });

  return (
    <SectionCard title={TEXT.title} titleId="profile-name-title">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={TEXT.firstName}
            autoComplete="given-name"
            error={formState.errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={TEXT.lastName}
            autoComplete="family-name"
            error={formState.errors.last_name?.message}
            {...register('last_name')}
          />
          <TextField label={TEXT.username} value={user.username} readOnly disabled />
          <TextField label={TEXT.email} value={user.email} readOnly disabled hint={TEXT.readOnlyHint} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} disabled={!formState.isDirty}>
            {TEXT.save}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
