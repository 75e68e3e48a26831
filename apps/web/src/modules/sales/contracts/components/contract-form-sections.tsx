import {
  FEE_PERIOD_LABELS,
  FEE_PERIODS,
  noticeDeadline,
  SALES_CONTRACT_TYPE_LABELS,
  SALES_CONTRACT_TYPES,
} from '@portale/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SectionCard } from '@/ui/section-card';
import { SelectField, type SelectOption } from '@/ui/select-field';
import { SwitchField } from '@/ui/switch-field';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import type { ContractFormValues } from '../contract-form-values';
import { CONTRACTS_TEXT } from '../strings';
import { ClientPicker } from './client-picker';

const TEXT = CONTRACTS_TEXT.form;
const FEE_PERIOD_OPTIONS = FEE_PERIODS.map((value) => ({ value, label: FEE_PERIOD_LABELS[value] }));

type SectionProps = {
  register: UseFormRegister<ContractFormValues>;
  errors: FieldErrors<ContractFormValues>;
  /** The form's current values (selects and radios are controlled by them). */
  values: ContractFormValues;
};

type GeneralProps = SectionProps & {
  ownerOptions: SelectOption[];
  onClient: (client: { id: string; name: string } | null) => void;
  clientLocked: boolean;
  typeLocked: boolean;
};

/** "Contratto": client, title, type (with what it means), owner and notes. */
export function GeneralSection({
  register,
  errors,
  values,
  ownerOptions,
  onClient,
  clientLocked,
  typeLocked,
}: GeneralProps) {
  return (
    <SectionCard title={TEXT.general}>
      <div className="grid gap-5 sm:grid-cols-2">
        <ClientPicker
          value={values.client_id ? { id: values.client_id, name: values.client_name } : null}
          onChange={onClient}
          locked={clientLocked}
          error={errors.client_id?.message}
        />
        <TextField
          label={TEXT.title}
          maxLength={200}
          className="sm:col-span-2"
          error={errors.title?.message}
          {...register('title')}
        />
        <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{TEXT.type}</legend>
          <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
            {SALES_CONTRACT_TYPES.map((type) => (
              <label
                key={type}
                className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 dark:border-slate-700 dark:has-[:checked]:border-primary-400 dark:has-[:checked]:bg-primary-950"
              >
                <input
                  type="radio"
                  value={type}
                  className="mt-0.5 size-4 accent-primary-600"
                  disabled={typeLocked && values.type !== type}
                  {...register('type')}
                  checked={values.type === type}
                />
                <span>
                  <span className="block font-medium text-slate-900 dark:text-white">
                    {SALES_CONTRACT_TYPE_LABELS[type]}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{TEXT.typeHints[type]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          label={TEXT.owner}
          placeholder={TEXT.noOwner}
          options={ownerOptions}
          value={values.owner_id}
          error={errors.owner_id?.message}
          {...register('owner_id')}
        />
        <TextareaField
          label={TEXT.notes}
          rows={3}
          maxLength={10_000}
          className="sm:col-span-2"
          error={errors.notes?.message}
          {...register('notes')}
        />
      </div>
    </SectionCard>
  );
}

type TermsProps = SectionProps & { onAutoRenew: (on: boolean) => void };

/** "Durata e rinnovo": dates, automatic renewal with its months and notice, and the deadline in words. */
export function TermsSection({ register, errors, values, onAutoRenew }: TermsProps) {
  const notice = Number.parseInt(values.notice_days, 10);
  const deadline = noticeDeadline({
    end_date: values.end_date || null,
    auto_renew: values.auto_renew,
    notice_days: Number.isNaN(notice) ? 0 : notice,
  });
  return (
    <SectionCard title={TEXT.terms}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField type="date" label={TEXT.startDate} error={errors.start_date?.message} {...register('start_date')} />
        <TextField
          type="date"
          label={TEXT.endDate}
          hint={TEXT.endDateHint}
          error={errors.end_date?.message}
          {...register('end_date')}
        />
        <SwitchField
          className="sm:col-span-2"
          label={TEXT.autoRenew}
          hint={TEXT.autoRenewHint}
          checked={values.auto_renew}
          onCheckedChange={onAutoRenew}
        />
        {values.auto_renew && (
          <>
            <TextField
              label={TEXT.renewalMonths}
              inputMode="numeric"
              error={errors.renewal_months?.message}
              {...register('renewal_months')}
            />
            <TextField
              label={TEXT.noticeDays}
              inputMode="numeric"
              error={errors.notice_days?.message}
              {...register('notice_days')}
            />
            {deadline && values.end_date && (
              <p
                role="status"
                className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 sm:col-span-2 dark:bg-sky-950 dark:text-sky-100"
              >
                {TEXT.noticeSummary(deadline, values.end_date)}
              </p>
            )}
          </>
        )}
      </div>
    </SectionCard>
  );
}

/** "Valore": the value (or the fee per period, with its period for a canone), when the user may see money. */
export function MoneySection({ register, errors, values, money }: SectionProps & { money: boolean }) {
  return (
    <SectionCard title={TEXT.money}>
      {money ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={TEXT.value[values.type]}
            hint={TEXT.valueHint}
            inputMode="decimal"
            error={errors.value_cents?.message}
            {...register('value_cents')}
          />
          {values.type === 'canone' && (
            <SelectField
              label={TEXT.feePeriod}
              placeholder={TEXT.feePeriodPlaceholder}
              options={FEE_PERIOD_OPTIONS}
              value={values.fee_period}
              error={errors.fee_period?.message}
              {...register('fee_period')}
            />
          )}
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.moneyHidden}</p>
          {values.type === 'canone' && (
            <SelectField
              label={TEXT.feePeriod}
              placeholder={TEXT.feePeriodPlaceholder}
              options={FEE_PERIOD_OPTIONS}
              value={values.fee_period}
              error={errors.fee_period?.message}
              className="sm:max-w-xs"
              {...register('fee_period')}
            />
          )}
        </div>
      )}
    </SectionCard>
  );
}
