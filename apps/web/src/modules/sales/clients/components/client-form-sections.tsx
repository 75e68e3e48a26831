import { COUNTRY_ITALY } from '@portale/shared';
import { Info } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '@/ui/button';
import { SectionCard } from '@/ui/section-card';
import { SelectField, type SelectOption } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import {
  ABROAD_OPTION,
  COUNTRY_OPTIONS,
  KIND_OPTIONS,
  PROVINCE_OPTIONS,
  SIZE_OPTIONS,
  STATUS_OPTIONS,
} from '../choices';
import type { ClientFormValues } from '../client-form-values';
import type { DeliveryAdvice } from '../delivery';
import { CLIENTS_TEXT } from '../strings';

const TEXT = CLIENTS_TEXT.form;

type SectionProps = {
  register: UseFormRegister<ClientFormValues>;
  errors: FieldErrors<ClientFormValues>;
  /**
   * The form's current values: selects and radios show them as controlled inputs, since react-hook-form can only
   * read, not set, a native select or radio whose options mount with it.
   */
  values: ClientFormValues;
};

/** The first message of a field, or of any item of a list field (the tags). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  if (Array.isArray(error)) return error.map(messageOf).find(Boolean);
  return undefined;
}

/** "Anagrafica": company or person, the name(s), status, owner, size, ATECO code and tags. */
export function GeneralSection({
  register,
  errors,
  values,
  ownerOptions,
}: SectionProps & { ownerOptions: SelectOption[] }) {
  const kind = values.kind;
  return (
    <SectionCard title={TEXT.general}>
      <div className="grid gap-5 sm:grid-cols-2">
        <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{TEXT.kind}</legend>
          <div className="mt-1.5 flex flex-wrap gap-x-6 gap-y-2">
            {KIND_OPTIONS.map((option) => (
              <label
                key={option.value}
                className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
              >
                <input
                  type="radio"
                  value={option.value}
                  className="size-4 accent-primary-600"
                  {...register('kind')}
                  checked={kind === option.value}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'company' ? (
          <TextField
            label={TEXT.name}
            autoComplete="organization"
            maxLength={200}
            className="sm:col-span-2"
            error={errors.name?.message}
            {...register('name')}
          />
        ) : (
          <>
            <TextField
              label={TEXT.firstName}
              autoComplete="off"
              maxLength={80}
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextField
              label={TEXT.lastName}
              autoComplete="off"
              maxLength={80}
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </>
        )}
        <SelectField
          label={TEXT.status}
          options={STATUS_OPTIONS}
          error={errors.status?.message}
          {...register('status')}
          value={values.status}
        />
        <SelectField
          label={TEXT.owner}
          placeholder={TEXT.noOwner}
          options={ownerOptions}
          error={errors.owner_id?.message}
          {...register('owner_id')}
          value={values.owner_id}
        />
        {kind === 'company' && (
          <SelectField
            label={TEXT.size}
            placeholder={TEXT.noSize}
            options={SIZE_OPTIONS}
            error={errors.size?.message}
            {...register('size')}
            value={values.size}
          />
        )}
        <TextField
          label={TEXT.ateco}
          hint={TEXT.atecoHint}
          autoComplete="off"
          inputMode="decimal"
          maxLength={12}
          error={errors.ateco_code?.message}
          {...register('ateco_code')}
        />
        <TextField
          label={TEXT.tags}
          hint={TEXT.tagsHint}
          autoComplete="off"
          className="sm:col-span-2"
          error={messageOf(errors.tags)}
          {...register('tags')}
        />
      </div>
    </SectionCard>
  );
}

/** "Dati fiscali": partita IVA, codice fiscale, codice destinatario and PEC, with the delivery advice. */
export function FiscalSection({
  register,
  errors,
  advice,
  onUseSdi,
}: Omit<SectionProps, 'values'> & { advice: DeliveryAdvice | null; onUseSdi: (code: string) => void }) {
  return (
    <SectionCard title={TEXT.fiscal} description={TEXT.fiscalHint}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={TEXT.vatNumber}
          hint={TEXT.vatNumberHint}
          autoComplete="off"
          maxLength={32}
          className="[&_input]:font-mono"
          error={errors.vat_number?.message}
          {...register('vat_number')}
        />
        <TextField
          label={TEXT.taxCode}
          hint={TEXT.taxCodeHint}
          autoComplete="off"
          maxLength={32}
          className="[&_input]:font-mono [&_input]:uppercase"
          error={errors.tax_code?.message}
          {...register('tax_code')}
        />
        <TextField
          label={TEXT.sdiCode}
          hint={TEXT.sdiCodeHint}
          autoComplete="off"
          maxLength={7}
          className="[&_input]:font-mono [&_input]:uppercase"
          error={errors.sdi_code?.message}
          {...register('sdi_code')}
        />
        <TextField
          label={TEXT.pec}
          type="email"
          autoComplete="off"
          maxLength={254}
          error={errors.pec?.message}
          {...register('pec')}
        />
        {advice && (
          <div
            role="status"
            className="flex flex-col gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-900 sm:col-span-2 sm:flex-row sm:items-center dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100"
          >
            <Info className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
            <p className="flex-1">{advice.message}</p>
            {advice.suggest && (
              <Button type="button" size="sm" variant="secondary" onClick={() => onUseSdi(advice.suggest ?? '')}>
                {TEXT.setSdi(advice.suggest)}
              </Button>
            )}
          </div>
        )}
      </div>
    </SectionCard>
  );
}

/** "Sede": street, CAP, comune, provincia (a list of the official codes, EE abroad) and nazione; then the notes. */
export function AddressSection({
  register,
  errors,
  values,
  onCountryChange,
}: SectionProps & { onCountryChange: (country: string) => void }) {
  const country = values.country;
  const abroad = country !== '' && country !== COUNTRY_ITALY;
  return (
    <SectionCard title={TEXT.address}>
      <div className="grid gap-5 sm:grid-cols-6">
        <TextField
          label={TEXT.street}
          autoComplete="street-address"
          maxLength={200}
          className="sm:col-span-6"
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField
          label={TEXT.postalCode}
          autoComplete="postal-code"
          inputMode={abroad ? 'text' : 'numeric'}
          maxLength={10}
          className="sm:col-span-2"
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
        <TextField
          label={TEXT.city}
          autoComplete="address-level2"
          maxLength={100}
          className="sm:col-span-4"
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label={TEXT.province}
          placeholder={abroad ? undefined : TEXT.chooseProvince}
          options={abroad ? [ABROAD_OPTION] : PROVINCE_OPTIONS}
          className="sm:col-span-3"
          error={errors.province?.message}
          {...register('province')}
          value={values.province}
        />
        <SelectField
          label={TEXT.country}
          options={COUNTRY_OPTIONS}
          className="sm:col-span-3"
          error={errors.country?.message}
          {...register('country', { onChange: (event) => onCountryChange(event.target.value) })}
          value={values.country}
        />
        <TextareaField
          label={TEXT.notes}
          rows={4}
          maxLength={10_000}
          className="sm:col-span-6"
          error={errors.notes?.message}
          {...register('notes')}
        />
      </div>
    </SectionCard>
  );
}
