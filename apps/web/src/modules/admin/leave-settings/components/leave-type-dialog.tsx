import { LEAVE_UNIT_LABELS, LEAVE_UNITS, type LeaveType, LeaveTypeCreate } from '@portale/shared';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { SwitchField } from '@/ui/switch-field';
import { TextField } from '@/ui/text-field';
import { useSaveLeaveType } from '../api/save-leave-type';
import { LEAVE_TEXT } from '../strings';
import { AllowancesEditor } from './allowances-editor';
import { CarryOverFields } from './carry-over-fields';
import type { LeaveTypeFormValues } from './leave-type-form';

const TEXT = LEAVE_TEXT.leaveTypeForm;
const FORM_ID = 'leave-type-form';

const EMPTY: LeaveTypeFormValues = {
  code: '',
  name: '',
  unit: 'days',
  paid: true,
  requires_approval: true,
  requires_protocol: false,
  allowances: [],
  carry_over: { allowed: false, max_amount: null, expires_after_months: null },
  color: '#4f46e5',
  active: true,
  payroll_code: '',
};

const UNIT_OPTIONS = LEAVE_UNITS.map((unit) => ({ value: unit, label: LEAVE_UNIT_LABELS[unit] }));

export type LeaveTypeDialogProps = {
  /** null creates a new type. */
  leaveType: LeaveType | null;
  onClose: () => void;
};

/** Create or edit a leave type: identity, rules, yearly allowances per contract type and carry-over. */
export function LeaveTypeDialog({ leaveType, onClose }: LeaveTypeDialogProps) {
  const save = useSaveLeaveType();
  const form = useForm<LeaveTypeFormValues, unknown, LeaveTypeCreate>({
    resolver: sharedSchemaResolver(LeaveTypeCreate),
    defaultValues: leaveType ? toFormValues(leaveType) : EMPTY,
  });
  const { register, control, handleSubmit, setError, setValue, watch, formState } = form;
  const errors = formState.errors;
  const unit = watch('unit');
  const color = watch('color');

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (leaveType) {
        const { code: _code, ...changes } = values;
        await save.mutateAsync({ id: leaveType.id, body: changes });
      } else {
        await save.mutateAsync({ id: null, body: values });
      }
      toast.success(leaveType ? TEXT.updated : TEXT.created, values.name);
      onClose();
    } catch (error) {
      const message = applyFormError(error, setError, knownFields(values.allowances.length));
      toast.error(leaveType ? TEXT.updateFailed : TEXT.createFailed, message ?? undefined);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={leaveType ? TEXT.editTitle(leaveType.name) : TEXT.createTitle}
      description={TEXT.description}
      size="lg"
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {LEAVE_TEXT.common.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={save.isPending}>
            {leaveType ? LEAVE_TEXT.common.save : LEAVE_TEXT.common.create}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={TEXT.name} error={errors.name?.message} autoComplete="off" {...register('name')} />
          {leaveType ? (
            // The code is the stable key other modules store: shown, never sent on update.
            <TextField label={TEXT.code} hint={TEXT.codeLocked} value={leaveType.code} readOnly disabled />
          ) : (
            <TextField
              label={TEXT.code}
              hint={TEXT.codeHint}
              error={errors.code?.message}
              autoComplete="off"
              spellCheck={false}
              {...register('code')}
            />
          )}
          <SelectField label={TEXT.unit} options={UNIT_OPTIONS} error={errors.unit?.message} {...register('unit')} />
          <TextField
            label={TEXT.payrollCode}
            hint={TEXT.payrollCodeHint}
            error={errors.payroll_code?.message}
            autoComplete="off"
            spellCheck={false}
            maxLength={6}
            className="sm:col-span-2"
            {...register('payroll_code')}
          />
          <div className="flex items-start gap-2">
            <TextField
              label={TEXT.color}
              hint={TEXT.colorHint}
              error={errors.color?.message}
              className="flex-1"
              autoComplete="off"
              spellCheck={false}
              {...register('color')}
            />
            <input
              type="color"
              aria-label={TEXT.colorPicker}
              value={/^#[0-9a-fA-F]{6}$/.test(color) ? color : '#000000'}
              onChange={(event) => setValue('color', event.target.value, { shouldDirty: true, shouldValidate: true })}
              className="mt-7 h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 dark:border-slate-600 dark:bg-slate-900 dark:focus-visible:outline-primary-400"
            />
          </div>
        </div>

        <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{TEXT.rules}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={control}
              name="paid"
              render={({ field }) => (
                <SwitchField
                  label={TEXT.paid}
                  hint={TEXT.paidHint}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="requires_approval"
              render={({ field }) => (
                <SwitchField
                  label={TEXT.approval}
                  hint={TEXT.approvalHint}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="requires_protocol"
              render={({ field }) => (
                <SwitchField
                  label={TEXT.protocol}
                  hint={TEXT.protocolHint}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <SwitchField
                  label={TEXT.active}
                  hint={TEXT.activeHint}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </div>
        </fieldset>

        <AllowancesEditor form={form} unit={unit} />
        <CarryOverFields form={form} unit={unit} />
      </form>
    </Dialog>
  );
}

function toFormValues({ id: _id, updated_at: _updated, ...values }: LeaveType): LeaveTypeFormValues {
  return values;
}

/** Every path the server may name in `details.fields`, so its messages land next to the right input. */
function knownFields(allowanceCount: number): FieldPath<LeaveTypeFormValues>[] {
  const rows = Array.from({ length: allowanceCount }, (_, index) => [
    `allowances.${index}.contract_type` as const,
    `allowances.${index}.ccnl` as const,
    `allowances.${index}.amount` as const,
  ]).flat();
  return [
    'code',
    'name',
    'unit',
    'payroll_code',
    'color',
    'allowances',
    'carry_over.max_amount',
    'carry_over.expires_after_months',
    ...rows,
  ];
}
