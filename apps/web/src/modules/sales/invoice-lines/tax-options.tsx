import { WITHHOLDING_CAUSALI, WITHHOLDING_TYPE_LABELS, type WithholdingType } from '@portale/shared';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { CheckboxField } from '@/ui/checkbox-field';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import type { InvoiceLinesValues } from './line-values';
import { LINES_TEXT } from './strings';

const TEXT = LINES_TEXT;
const TYPE_OPTIONS = (Object.keys(WITHHOLDING_TYPE_LABELS) as WithholdingType[]).map((value) => ({
  value,
  label: `${value} – ${WITHHOLDING_TYPE_LABELS[value]}`,
}));
const CAUSALE_OPTIONS = WITHHOLDING_CAUSALI.map((value) => ({ value, label: value }));
const dirty = { shouldDirty: true, shouldValidate: false } as const;

export type TaxOptionsProps<T extends InvoiceLinesValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The current values: selects are controlled, react-hook-form only reads a native select. */
  values: InvoiceLinesValues;
  setValue: UseFormSetValue<T>;
};

/** "Opzioni fiscali": split payment, the bollo charged to the client, the withholding tax. */
export function TaxOptions<T extends InvoiceLinesValues>(props: TaxOptionsProps<T>) {
  // Only the lines' part of the form is touched, whose paths are the same in every form that holds it.
  const register = props.register as unknown as UseFormRegister<InvoiceLinesValues>;
  const setValue = props.setValue as unknown as UseFormSetValue<InvoiceLinesValues>;
  const errors = props.errors as FieldErrors<InvoiceLinesValues>;
  const { values } = props;
  const withholdingError = (errors.withholding as { message?: string } | undefined)?.message;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">{TEXT.options}</legend>
      <CheckboxField
        label={<OptionLabel label={TEXT.splitPayment} hint={TEXT.splitPaymentHint} />}
        {...register('split_payment')}
      />
      <CheckboxField
        label={<OptionLabel label={TEXT.stampDuty} hint={TEXT.stampDutyHint} />}
        {...register('charge_stamp_duty')}
      />
      <CheckboxField
        label={<OptionLabel label={TEXT.withholdingOn} hint={TEXT.withholdingHint} />}
        {...register('withholding_on', {
          onChange: (event: { target: { checked: boolean } }) => {
            // Turned on: every service line is subject to it until unticked one by one.
            if (event.target.checked)
              values.lines.forEach((line, index) => {
                if (line.kind === 'item') setValue(`lines.${index}.withholding`, true, dirty);
              });
          },
        })}
      />
      {values.withholding_on && (
        <div className="grid gap-4 pl-8 sm:grid-cols-3">
          <SelectField
            label={TEXT.withholdingType}
            options={TYPE_OPTIONS}
            className="sm:col-span-3"
            error={errors.withholding?.type?.message}
            {...register('withholding.type')}
            value={values.withholding.type}
          />
          <TextField
            label={TEXT.withholdingRate}
            inputMode="decimal"
            autoComplete="off"
            className="[&_input]:text-right"
            error={errors.withholding?.rate?.message}
            {...register('withholding.rate')}
          />
          <SelectField
            label={TEXT.withholdingCausale}
            options={CAUSALE_OPTIONS}
            error={errors.withholding?.causale?.message}
            {...register('withholding.causale')}
            value={values.withholding.causale}
          />
        </div>
      )}
      {withholdingError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {withholdingError}
        </p>
      )}
    </fieldset>
  );
}

function OptionLabel({ label, hint }: { label: string; hint: string }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{label}</span>
      <span className="text-xs text-slate-600 dark:text-slate-400">{hint}</span>
    </span>
  );
}
