import { zodResolver } from '@hookform/resolvers/zod';
import { type FeatureFlag, FeatureFlagCreate, FLAG_CATEGORIES } from '@portale/shared';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyFormError } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { SwitchField } from '@/ui/switch-field';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useCreateFeatureFlag } from '../api/create-feature-flag';
import { useUpdateFeatureFlag } from '../api/update-feature-flag';
import { FLAGS_TEXT } from '../strings';

const TEXT = FLAGS_TEXT.form;
const FIELDS = ['feature_key', 'display_name', 'description', 'category', 'is_enabled'] as const;
const CATEGORY_OPTIONS = Object.entries(FLAG_CATEGORIES).map(([value, label]) => ({ value, label }));

type FormInput = z.input<typeof FeatureFlagCreate>;

export type FlagFormDialogProps = {
  /** The flag to edit, or null to create one. */
  flag: FeatureFlag | null;
  onClose: () => void;
};

/**
 * Create or edit a flag. Both validate with FeatureFlagCreate: on edit the key is fixed (the code checks
 * it), so only the other fields are sent.
 */
export function FlagFormDialog({ flag, onClose }: FlagFormDialogProps) {
  const formId = useId();
  const create = useCreateFeatureFlag();
  const update = useUpdateFeatureFlag();
  const pending = create.isPending || update.isPending;
  const { register, control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FeatureFlagCreate>({
    resolver: zodResolver(FeatureFlagCreate),
    defaultValues: flag
      ? {
          feature_key: flag.feature_key,
          display_name: flag.display_name,
          description: flag.description,
          category: flag.category,
          is_enabled: flag.is_enabled,
        }
      : { feature_key: '', display_name: '', description: '', category: 'features', is_enabled: false },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (flag) {
        const { feature_key: _fixed, ...body } = values;
        const saved = await update.mutateAsync({ id: flag.id, body });
        toast.success(TEXT.updated, TEXT.updatedMessage(saved.display_name));
      } else {
        const saved = await create.mutateAsync(values);
        toast.success(TEXT.created, TEXT.createdMessage(saved.display_name));
      }
      onClose();
    } catch (error) {
      toast.error(TEXT.failed, applyFormError(error, setError, FIELDS) ?? undefined);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={flag ? TEXT.editTitle : TEXT.createTitle}
      description={flag ? TEXT.editDescription(flag.feature_key) : TEXT.createDescription}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {FLAGS_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {flag ? TEXT.save : TEXT.createSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {!flag && (
          <TextField
            label={TEXT.key}
            hint={TEXT.keyHint}
            error={errors.feature_key?.message}
            autoComplete="off"
            spellCheck={false}
            className="[&_input]:font-mono"
            {...register('feature_key')}
          />
        )}
        <TextField
          label={TEXT.name}
          error={errors.display_name?.message}
          autoComplete="off"
          {...register('display_name')}
        />
        <TextareaField
          label={TEXT.description}
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
        <SelectField
          label={TEXT.category}
          options={CATEGORY_OPTIONS}
          error={errors.category?.message}
          {...register('category')}
        />
        <Controller
          control={control}
          name="is_enabled"
          render={({ field }) => (
            <SwitchField
              label={TEXT.enabled}
              hint={TEXT.enabledHint}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </form>
    </Dialog>
  );
}
