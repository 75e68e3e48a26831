import { CompanyInfo, type TenantConfig } from '@portale/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { CheckboxField } from '@/ui/checkbox-field';
import { SectionCard } from '@/ui/section-card';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useUpdateConfig } from '../api/update-config';
import { SETTINGS_TEXT } from '../strings';
import { SAVE_BAR_FORM, SaveBar } from './save-bar';

const TEXT = SETTINGS_TEXT.company;

/** "10.000,50" or "10000.50" → 1000050 cents; '' → null (not stated). */
function centsOf(euro: string): number | null {
  const text = euro.trim();
  if (!text) return null;
  // "10.000" groups thousands; "10.50" has decimals.
  const grouped = text.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(text);
  const normalised = grouped ? text.replace(/\./g, '').replace(',', '.') : text;
  return Math.round(Number(normalised) * 100);
}

const euroOf = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toLocaleString('it-IT', { minimumFractionDigits: 2, useGrouping: true });

// Logos are uploaded on their own cards; this form edits the rest of the company section. The share capital is
// typed in euro and sent in cents.
const CompanyForm = z.object({
  company: CompanyInfo.omit({ logo_primary_url: true, logo_transparent_url: true, share_capital: true }).extend({
    share_capital: z.object({
      euro: z
        .string()
        .trim()
        .refine(
          (v) => v === '' || /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$|^\d+(\.\d{1,2})?$/.test(v),
          TEXT.capitalInvalid,
        ),
      fully_paid: z.boolean(),
    }),
  }),
});
type CompanyValues = z.infer<typeof CompanyForm>;

const FIELDS = [
  'company.name',
  'company.tagline',
  'company.description',
  'company.email',
  'company.phone',
  'company.address',
  'company.vat_number',
  'company.pec',
  'company.sdi_code',
  'company.rea',
] as const;

function valuesOf(config: TenantConfig): CompanyValues {
  const { logo_primary_url: _p, logo_transparent_url: _t, share_capital, ...company } = config.company;
  return {
    company: {
      ...company,
      share_capital: { euro: euroOf(share_capital.amount_cents), fully_paid: share_capital.fully_paid },
    },
  };
}

function updateOf({ company: { share_capital, ...company } }: CompanyValues) {
  return {
    company: {
      ...company,
      share_capital: { amount_cents: centsOf(share_capital.euro), fully_paid: share_capital.fully_paid },
    },
  };
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
      const saved = await update.mutateAsync(updateOf(values));
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
      <SectionCard title={TEXT.legalTitle} description={TEXT.legalDescription} titleId="settings-legal-data-title">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={TEXT.pec}
            hint={TEXT.pecHint}
            type="email"
            error={errors?.pec?.message}
            {...register('company.pec')}
          />
          <TextField
            label={TEXT.sdi}
            hint={TEXT.sdiHint}
            maxLength={7}
            className="uppercase"
            error={errors?.sdi_code?.message}
            {...register('company.sdi_code')}
          />
          <TextField label={TEXT.rea} hint={TEXT.reaHint} error={errors?.rea?.message} {...register('company.rea')} />
          <div className="flex flex-col gap-3">
            <TextField
              label={TEXT.capital}
              hint={TEXT.capitalHint}
              inputMode="decimal"
              error={errors?.share_capital?.euro?.message}
              {...register('company.share_capital.euro')}
            />
            <CheckboxField label={TEXT.fullyPaid} {...register('company.share_capital.fully_paid')} />
          </div>
        </div>
      </SectionCard>
      <SaveBar dirty={formState.isDirty} saving={update.isPending} onDiscard={() => reset()} />
    </form>
  );
}
