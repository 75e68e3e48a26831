import { CompanyInfo, type TenantConfig } from '@portale/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { SectionCard } from '@/ui/section-card';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useUpdateConfig } from '../api/update-config';
import { SETTINGS_TEXT } from '../strings';
import { SAVE_BAR_FORM, SaveBar } from './save-bar';

const TEXT = SETTINGS_TEXT.company;

// Logos are uploaded on their own cards; this form edits the rest of the company section.
const CompanyForm = z.object({ company: CompanyInfo.omit({ logo_primary_url: true, logo_transparent_url: true }) });
type CompanyValues = z.infer<typeof CompanyForm>;

const FIELDS = [
  'company.name',
  'company.tagline',
  'company.description',
  'company.email',
  'company.phone',
  'company.address',
  'company.vat_number',
] as const;

function valuesOf(config: TenantConfig): CompanyValues {
  const { logo_primary_url: _p, logo_transparent_url: _t, ...company } = config.company;
  return { company };
}

export type CompanySettingsFormProps = { config: TenantConfig };

export function CompanySettingsForm({ config }: CompanySettingsFormProps) {
  const update = useUpdateConfig();
  const { register, handleSubmit, setError, reset, formState } = useForm<CompanyValues, unknown, CompanyValues>({
    resolver: sharedSchemaResolver(CompanyForm),
    defaultValues: valuesOf(config),
  });
  const errors = formState.errors.company;

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
    <form onSubmit={onSubmit} noValidate className={SAVE_BAR_FORM} aria-label={SETTINGS_TEXT.tabs.company}>
      <SectionCard title={TEXT.title} description={TEXT.description} titleId="settings-company-title">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={TEXT.name}
            autoComplete="organization"
            required
            error={errors?.name?.message}
            {...register('company.name')}
          />
          <TextField label={TEXT.tagline} error={errors?.tagline?.message} {...register('company.tagline')} />
          <TextareaField
            label={TEXT.descriptionField}
            hint={TEXT.descriptionHint}
            rows={4}
            className="md:col-span-2"
            error={errors?.description?.message}
            {...register('company.description')}
          />
        </div>
      </SectionCard>
      <SectionCard title={TEXT.contactsTitle} description={TEXT.contactsDescription} titleId="settings-contacts-title">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={TEXT.email}
            type="email"
            autoComplete="email"
            error={errors?.email?.message}
            {...register('company.email')}
          />
          <TextField
            label={TEXT.phone}
            type="tel"
            autoComplete="tel"
            error={errors?.phone?.message}
            {...register('company.phone')}
          />
          <TextField
            label={TEXT.address}
            autoComplete="street-address"
            error={errors?.address?.message}
            {...register('company.address')}
          />
          <TextField
            label={TEXT.vat}
            hint={TEXT.vatHint}
            inputMode="numeric"
            error={errors?.vat_number?.message}
            {...register('company.vat_number')}
          />
        </div>
      </SectionCard>
      <SaveBar dirty={formState.isDirty} saving={update.isPending} onDiscard={() => reset()} />
    </form>
  );
}
