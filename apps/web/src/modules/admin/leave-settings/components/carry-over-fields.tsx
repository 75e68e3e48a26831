import type { LeaveType } from '@portale/shared';
import { Controller } from 'react-hook-form';
import { SwitchField } from '@/ui/switch-field';
import { TextField } from '@/ui/text-field';
import { numberOrNull } from '../form-support';
import { LEAVE_TEXT } from '../strings';
import type { LeaveTypeForm } from './leave-type-form';

const TEXT = LEAVE_TEXT.carryOverForm;

export type CarryOverFieldsProps = {
  form: LeaveTypeForm;
  unit: LeaveType['unit'];
};

/** Whether the unused balance moves to the next year, how much of it, and within how many months it expires. */
export function CarryOverFields({ form, unit }: CarryOverFieldsProps) {
  const { control, register, setValue, watch, formState } = form;
  const allowed = watch('carry_over.allowed');
  const errors = formState.errors.carry_over;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{TEXT.legend}</legend>
      <Controller
        control={control}
        name="carry_over.allowed"
        render={({ field }) => (
          <SwitchField
            label={TEXT.allowed}
            hint={TEXT.allowedHint}
            checked={field.value}
            onCheckedChange={(on) => {
              field.onChange(on);
              // A rule that does not carry over has no limits: clear them so none is stored by mistake.
              if (!on) {
                setValue('carry_over.max_amount', null, { shouldDirty: true });
                setValue('carry_over.expires_after_months', null, { shouldDirty: true });
              }
            }}
          />
        )}
      />
      {allowed && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={`${TEXT.max} (${LEAVE_TEXT.units.short[unit]})`}
            hint={TEXT.maxHint}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={errors?.max_amount?.message}
            {...register('carry_over.max_amount', { setValueAs: numberOrNull })}
          />
          <TextField
            label={TEXT.expires}
            hint={TEXT.expiresHint}
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            step={1}
            error={errors?.expires_after_months?.message}
            {...register('carry_over.expires_after_months', { setValueAs: numberOrNull })}
          />
        </div>
      )}
    </fieldset>
  );
}
