import { type CompanyClosure, CompanyClosureInput, MAX_ISO_DATE, MIN_ISO_DATE } from '@portale/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { useSaveClosure } from '../api/save-closure';
import { LEAVE_TEXT } from '../strings';

const TEXT = LEAVE_TEXT.closureForm;
const FORM_ID = 'closure-form';
const FIELDS = ['name', 'start_date', 'end_date'] as const;

type FormValues = z.input<typeof CompanyClosureInput>;

export type ClosureDialogProps = {
  /** null creates a new closure. */
  closure: CompanyClosure | null;
  onClose: () => void;
};

/** Create or edit a company closure (a date range, both ends included). */
export function ClosureDialog({ closure, onClose }: ClosureDialogProps) {
  const save = useSaveClosure();
  const { register, handleSubmit, setError, formState } = useForm<FormValues, unknown, CompanyClosureInput>({
    resolver: sharedSchemaResolver(CompanyClosureInput),
    defaultValues: closure
      ? { name: closure.name, start_date: closure.start_date, end_date: closure.end_date }
      : { name: '', start_date: '', end_date: '' },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: closure?.id ?? null, body: values });
      toast.success(closure ? TEXT.updated : TEXT.created, values.name);
      onClose();
    } catch (error) {
      const message = applyFormError(error, setError, FIELDS);
      toast.error(closure ? TEXT.updateFailed : TEXT.createFailed, message ?? undefined);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={closure ? TEXT.editTitle(closure.name) : TEXT.createTitle}
      description={TEXT.description}
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {LEAVE_TEXT.common.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={save.isPending}>
            {closure ? LEAVE_TEXT.common.save : LEAVE_TEXT.common.create}
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
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={TEXT.start}
            type="date"
            min={MIN_ISO_DATE}
            max={MAX_ISO_DATE}
            error={errors.start_date?.message}
            {...register('start_date')}
          />
          <TextField
            label={TEXT.end}
            type="date"
            min={MIN_ISO_DATE}
            max={MAX_ISO_DATE}
            error={errors.end_date?.message}
            {...register('end_date')}
          />
        </div>
      </form>
    </Dialog>
  );
}
