import {
  COUNTRY_CODES,
  COUNTRY_ITALY,
  formatEuro,
  InvoicingSettings,
  PROVINCE_ABROAD,
  PROVINCES,
  REGIME_FISCALE_CODES,
  REGIME_FISCALE_LABELS,
  SOCIO_UNICO_LABELS,
  STATO_LIQUIDAZIONE_LABELS,
  type TenantConfig,
} from '@portale/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { SectionCard } from '@/ui/section-card';
import { SelectField, type SelectOption } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useUpdateConfig } from '../api/update-config';
import { INVOICING_TEXT as TEXT } from '../invoicing-strings';
import { SETTINGS_TEXT } from '../strings';
import { SAVE_BAR_FORM, SaveBar } from './save-bar';

const InvoicingForm = z.object({ invoicing: InvoicingSettings });
type InvoicingValues = z.infer<typeof InvoicingForm>;

const FIELDS = [
  'invoicing.tax_code',
  'invoicing.regime_fiscale',
  'invoicing.socio_unico',
  'invoicing.stato_liquidazione',
  'invoicing.address.street',
  'invoicing.address.civic',
  'invoicing.address.postal_code',
  'invoicing.address.city',
  'invoicing.address.province',
  'invoicing.address.country',
  'invoicing.iban',
  'invoicing.bank_name',
  'invoicing.payment_days',
] as const;

const collator = new Intl.Collator('it');
const regionNames = new Intl.DisplayNames(['it'], { type: 'region' });

const REGIME_OPTIONS: SelectOption[] = REGIME_FISCALE_CODES.map((code) => ({
  value: code,
  label: `${code} – ${REGIME_FISCALE_LABELS[code]}`,
}));
const SOCIO_OPTIONS: SelectOption[] = Object.entries(SOCIO_UNICO_LABELS).map(([value, label]) => ({ value, label }));
const LIQUIDATION_OPTIONS: SelectOption[] = Object.entries(STATO_LIQUIDAZIONE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const PROVINCE_OPTIONS: SelectOption[] = Object.entries(PROVINCES)
  .filter(([code]) => code !== PROVINCE_ABROAD)
  .sort(([, a], [, b]) => collator.compare(a, b))
  .map(([code, name]) => ({ value: code, label: `${code} – ${name}` }));
const COUNTRY_OPTIONS: SelectOption[] = [
  { value: COUNTRY_ITALY, label: regionNames.of(COUNTRY_ITALY) ?? COUNTRY_ITALY },
  ...COUNTRY_CODES.filter((code) => code !== COUNTRY_ITALY)
    .map((code) => ({ value: code, label: regionNames.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label)),
];

const valuesOf = (config: TenantConfig): InvoicingValues => ({ invoicing: config.invoicing });

/** The public company data the invoice also needs, edited in the "Azienda" tab: shown here so nothing is missed. */
function CompanyFacts({ company }: { company: TenantConfig['company'] }) {
  const capital = company.share_capital.amount_cents;
  const facts: [string, string][] = [
    [TEXT.vat, company.vat_number],
    [TEXT.pec, company.pec],
    [TEXT.rea, company.rea],
    [TEXT.capital, capital === null ? '' : formatEuro(capital / 100, { cents: true })],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
          <dd
            className={
              value ? 'font-medium text-slate-900 dark:text-white' : 'font-medium text-amber-700 dark:text-amber-300'
            }
          >
            {value || TEXT.missing}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export type InvoicingSettingsFormProps = { config: TenantConfig };

/** The company's invoicing data (FatturaPA of the pre-invoices): admins only, never on the public site. */
export function InvoicingSettingsForm({ config }: InvoicingSettingsFormProps) {
  const update = useUpdateConfig();
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<
    InvoicingValues,
    unknown,
    InvoicingValues
  >({
    resolver: sharedSchemaResolver(InvoicingForm, { notANumber: TEXT.notANumber }),
    defaultValues: valuesOf(config),
  });
  const errors = formState.errors.invoicing;
  const abroad = watch('invoicing.address.country') !== COUNTRY_ITALY;

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
    <form onSubmit={onSubmit} noValidate className={SAVE_BAR_FORM} aria-label={SETTINGS_TEXT.tabs.invoicing}>
      <SectionCard title={TEXT.companyTitle} description={TEXT.companyDescription} titleId="settings-invoice-company">
        <CompanyFacts company={config.company} />
      </SectionCard>
      <SectionCard title={TEXT.title} description={TEXT.description} titleId="settings-invoicing-title">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={TEXT.taxCode}
            hint={TEXT.taxCodeHint}
            maxLength={16}
            autoCapitalize="characters"
            error={errors?.tax_code?.message}
            {...register('invoicing.tax_code')}
          />
          <SelectField
            label={TEXT.regime}
            options={REGIME_OPTIONS}
            error={errors?.regime_fiscale?.message}
            {...register('invoicing.regime_fiscale')}
          />
          <SelectField
            label={TEXT.socioUnico}
            options={SOCIO_OPTIONS}
            placeholder={TEXT.socioUnicoNone}
            error={errors?.socio_unico?.message}
            {...register('invoicing.socio_unico', { setValueAs: (value) => (value ? value : null) })}
          />
          <SelectField
            label={TEXT.liquidation}
            options={LIQUIDATION_OPTIONS}
            error={errors?.stato_liquidazione?.message}
            {...register('invoicing.stato_liquidazione')}
          />
        </div>
      </SectionCard>
      <SectionCard title={TEXT.addressTitle} description={TEXT.addressDescription} titleId="settings-invoice-address">
        <div className="grid gap-5 md:grid-cols-6">
          <TextField
            label={TEXT.street}
            autoComplete="address-line1"
            className="md:col-span-4"
            error={errors?.address?.street?.message}
            {...register('invoicing.address.street')}
          />
          <TextField
            label={TEXT.civic}
            className="md:col-span-2"
            error={errors?.address?.civic?.message}
            {...register('invoicing.address.civic')}
          />
          <TextField
            label={TEXT.postalCode}
            autoComplete="postal-code"
            inputMode={abroad ? 'text' : 'numeric'}
            className="md:col-span-2"
            error={errors?.address?.postal_code?.message}
            {...register('invoicing.address.postal_code')}
          />
          <TextField
            label={TEXT.city}
            autoComplete="address-level2"
            className="md:col-span-4"
            error={errors?.address?.city?.message}
            {...register('invoicing.address.city')}
          />
          <SelectField
            label={TEXT.province}
            options={PROVINCE_OPTIONS}
            placeholder={TEXT.provinceNone}
            className="md:col-span-3"
            error={errors?.address?.province?.message}
            {...register('invoicing.address.province')}
          />
          <SelectField
            label={TEXT.country}
            options={COUNTRY_OPTIONS}
            className="md:col-span-3"
            error={errors?.address?.country?.message}
            {...register('invoicing.address.country')}
          />
        </div>
      </SectionCard>
      <SectionCard title={TEXT.paymentTitle} description={TEXT.paymentDescription} titleId="settings-invoice-payment">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={TEXT.iban}
            hint={TEXT.ibanHint}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            className="md:col-span-2"
            error={errors?.iban?.message}
            {...register('invoicing.iban')}
          />
          <TextField label={TEXT.bank} error={errors?.bank_name?.message} {...register('invoicing.bank_name')} />
          <TextField
            label={TEXT.paymentDays}
            hint={TEXT.paymentDaysHint}
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            step={1}
            error={errors?.payment_days?.message}
            {...register('invoicing.payment_days', { valueAsNumber: true })}
          />
        </div>
      </SectionCard>
      <SaveBar dirty={formState.isDirty} saving={update.isPending} onDiscard={() => reset()} />
    </form>
  );
}
