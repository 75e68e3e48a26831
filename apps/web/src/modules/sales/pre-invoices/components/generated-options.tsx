import { COMMON_VAT_RATES, NATURA_CODES, NATURA_LABELS } from '@portale/shared';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { parseDecimal } from '../../invoice-lines/line-values';
import { FORM_TEXT } from '../form-strings';
import type { GeneratedValues } from '../source-form-values';

const TEXT = FORM_TEXT;
const RATE_OPTIONS = COMMON_VAT_RATES.map((rate) => ({ value: String(rate), label: TEXT.vat.rateOption(rate) }));
const NATURA_OPTIONS = NATURA_CODES.map((code) => ({ value: code, label: `${code} – ${NATURA_LABELS[code]}` }));

export type GeneratedOptionsProps<T extends GeneratedValues> = {
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
  values: GeneratedValues;
};

/** The VAT of the lines a creation writes (22 % unless said; 0 % with its Natura) and the pre-invoice's dates. */
export function GeneratedOptions<T extends GeneratedValues>(props: GeneratedOptionsProps<T>) {
  // Only the fields every creation shares are touched, whose paths are the same in both forms.
  const register = props.register as unknown as UseFormRegister<GeneratedValues>;
  const setValue = props.setValue as unknown as UseFormSetValue<GeneratedValues>;
  const errors = props.errors as FieldErrors<GeneratedValues>;
  const { values } = props;
  const zero = parseDecimal(values.vat_rate) === 0;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label={TEXT.vat.rate}
        hint={TEXT.vat.hint}
        options={RATE_OPTIONS}
        error={errors.vat_rate?.message}
        {...register('vat_rate', {
          // A Natura belongs to 0 % lines only: a rate above zero drops it.
          onChange: (event: { target: { value: string } }) => {
            if (parseDecimal(event.target.value) !== 0) setValue('natura', '', { shouldDirty: true });
          },
        })}
        value={values.vat_rate}
      />
      {(zero || errors.natura) && (
        <SelectField
          label={TEXT.vat.natura}
          placeholder={TEXT.vat.naturaPlaceholder}
          options={NATURA_OPTIONS}
          error={errors.natura?.message}
          {...register('natura')}
          value={values.natura}
        />
      )}
      <TextField type="date" label={TEXT.issueDate} error={errors.issue_date?.message} {...register('issue_date')} />
      <TextField
        type="date"
        label={TEXT.dueDate}
        hint={TEXT.dueDateNewHint}
        min={values.issue_date || undefined}
        error={errors.due_date?.message}
        {...register('due_date')}
      />
    </div>
  );
}
