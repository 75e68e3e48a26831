import { MonitoringSettings, SecuritySettings, type TenantConfig } from '@portale/shared';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { SectionCard } from '@/ui/section-card';
import { SwitchField } from '@/ui/switch-field';
import { TextField } from '@/ui/text-field';
import { useUpdateConfig } from '../api/update-config';
import { SETTINGS_TEXT } from '../strings';
import { SAVE_BAR_FORM, SaveBar } from './save-bar';

const TEXT = SETTINGS_TEXT.access;

const AccessForm = z.object({ security: SecuritySettings, monitoring: MonitoringSettings });
type AccessValues = z.infer<typeof AccessForm>;

const FIELDS = [
  'security.registration_enabled',
  'security.session_idle_minutes',
  'security.session_absolute_hours',
  'monitoring.auto_error_submission',
] as const;

const valuesOf = (config: TenantConfig): AccessValues => ({
  security: config.security,
  monitoring: config.monitoring,
});

export type AccessSettingsFormProps = { config: TenantConfig };

/** Registration, session timeouts and automatic error submission. */
export function AccessSettingsForm({ config }: AccessSettingsFormProps) {
  const update = useUpdateConfig();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<AccessValues, unknown, AccessValues>({
    resolver: sharedSchemaResolver(AccessForm, { notANumber: SETTINGS_TEXT.access.notANumber }),
    defaultValues: valuesOf(config),
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(valuesOf(saved));
      toast.success(SETTINGS_TEXT.saved, TEXT.savedMessage);
    } catch (error) {
      toast.error(SETTINGS_TEXT.failed, applyFormError(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={SAVE_BAR_FORM} aria-label={SETTINGS_TEXT.tabs.access}>
      <SectionCard title={TEXT.registrationTitle} titleId="settings-registration-title">
        <Controller
          control={control}
          name="security.registration_enabled"
          render={({ field }) => (
            <SwitchField
              label={TEXT.registration}
              hint={TEXT.registrationHint}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </SectionCard>
      <SectionCard title={TEXT.sessionsTitle} description={TEXT.sessionsDescription} titleId="settings-sessions-title">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={TEXT.idle}
            hint={TEXT.idleHint}
            type="number"
            inputMode="numeric"
            min={5}
            max={1440}
            step={1}
            error={errors.security?.session_idle_minutes?.message}
            {...register('security.session_idle_minutes', { valueAsNumber: true })}
          />
          <TextField
            label={TEXT.absolute}
            hint={TEXT.absoluteHint}
            type="number"
            inputMode="numeric"
            min={1}
            max={720}
            step={1}
            error={errors.security?.session_absolute_hours?.message}
            {...register('security.session_absolute_hours', { valueAsNumber: true })}
          />
        </div>
      </SectionCard>
      <SectionCard title={TEXT.monitoringTitle} titleId="settings-monitoring-title">
        <Controller
          control={control}
          name="monitoring.auto_error_submission"
          render={({ field }) => (
            <SwitchField
              label={TEXT.autoErrors}
              hint={TEXT.autoErrorsHint}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </SectionCard>
      <SaveBar dirty={formState.isDirty} saving={update.isPending} onDiscard={() => reset()} />
    </form>
  );
}
