import { type WorkLocation, WorkLocationInput } from '@portale/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useSaveWorkLocation } from '../api/save-work-location';
import { MONTH_NAMES } from '../dates';
import { numberOrNull } from '../form-support';
import { LEAVE_TEXT } from '../strings';

const TEXT = LEAVE_TEXT.locationForm;
const FORM_ID = 'work-location-form';
const FIELDS = ['name', 'city', 'patron_name', 'patron_month', 'patron_day'] as const;

type FormValues = z.input<typeof WorkLocationInput>;

const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

export type WorkLocationDialogProps = {
  /** null creates a new location. */
  location: WorkLocation | null;
  onClose: () => void;
};

/** Create or edit a work location and its patron saint's day. */
export function WorkLocationDialog({ location, onClose }: WorkLocationDialogProps) {
  const save = useSaveWorkLocation();
  const { register, handleSubmit, setError, formState } = useForm<FormValues, unknown, WorkLocationInput>({
    resolver: sharedSchemaResolver(WorkLocationInput),
    defaultValues: location
      ? {
          name: location.name,
          city: location.city,
          patron_name: location.patron_name,
          patron_month: location.patron_month,
          patron_day: location.patron_day,
        }
      : { name: '', city: '', patron_name: '', patron_month: null, patron_day: null },
  });
  const errors = formState.errors;
  // Both refinements of the shared schema report on patron_day; one message under the pair reads better.
  const patronError = errors.patron_day?.message ?? errors.patron_month?.message;
  const patronErrorId = useId();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: location?.id ?? null, body: values });
      toast.success(location ? TEXT.updated : TEXT.created, values.name);
      onClose();
    } catch (error) {
      const message = applyFormError(error, setError, FIELDS);
      toast.error(location ? TEXT.updateFailed : TEXT.createFailed, message ?? undefined);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={location ? TEXT.editTitle(location.name) : TEXT.createTitle}
      description={TEXT.description}
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {LEAVE_TEXT.common.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={save.isPending}>
            {location ? LEAVE_TEXT.common.save : LEAVE_TEXT.common.create}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={TEXT.name}
          placeholder={TEXT.namePlaceholder}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField label={TEXT.city} autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <TextField
          label={TEXT.patronName}
          placeholder={TEXT.patronPlaceholder}
          autoComplete="off"
          error={errors.patron_name?.message}
          {...register('patron_name')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{TEXT.patronLegend}</legend>
          <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
            <SelectField
              label={TEXT.patronDay}
              options={DAY_OPTIONS}
              placeholder={TEXT.none}
              aria-invalid={patronError ? true : undefined}
              aria-describedby={patronError ? patronErrorId : undefined}
              {...register('patron_day', { setValueAs: numberOrNull })}
            />
            <SelectField
              label={TEXT.patronMonth}
              options={MONTH_OPTIONS}
              placeholder={TEXT.none}
              aria-invalid={patronError ? true : undefined}
              aria-describedby={patronError ? patronErrorId : undefined}
              {...register('patron_month', { setValueAs: numberOrNull })}
            />
          </div>
          {patronError && (
            <p id={patronErrorId} className="text-sm text-red-700 dark:text-red-300">
              {patronError}
            </p>
          )}
        </fieldset>
      </form>
    </Dialog>
  );
}
