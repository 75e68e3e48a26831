import { type ReviewCycle, ReviewCycleInput } from '@portale/shared';
import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { fieldErrorsOf } from '../../zod-issues';
import { useSaveCycle } from '../api/save-cycle';
import { PERFORMANCE_TEXT as TEXT } from '../strings';

export type CycleDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cycle to edit, or null for a new one. */
  cycle: ReviewCycle | null;
};

/** Create or edit a review cycle (HR): year, name and the two due dates. */
export function CycleDialog({ open, onOpenChange, cycle }: CycleDialogProps) {
  const year = new Date().getFullYear();
  const [form, setForm] = useState({ year: String(year), name: '', self: '', manager: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCycle();
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setForm(
      cycle
        ? {
            year: String(cycle.year),
            name: cycle.name,
            self: cycle.self_review_due ?? '',
            manager: cycle.manager_review_due ?? '',
          }
        : { year: String(year), name: `Valutazione annuale ${year}`, self: '', manager: '' },
    );
  }, [open, cycle, year]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ReviewCycleInput.safeParse({
      year: form.year,
      name: form.name,
      self_review_due: form.self || null,
      manager_review_due: form.manager || null,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    save.mutate(
      { id: cycle?.id ?? null, body: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(TEXT.saved, saved.name);
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
            setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
          }
          toast.error(TEXT.failed, errorMessage(error));
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={cycle ? TEXT.editCycle : TEXT.newCycle}
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form="cycle-form" loading={save.isPending}>
            {cycle ? UI_TEXT.save : TEXT.create}
          </Button>
        </>
      }
    >
      <form id="cycle-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={TEXT.cycleName}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          error={errors.name}
          className="sm:col-span-2"
          required
        />
        <TextField
          label={TEXT.year}
          type="number"
          inputMode="numeric"
          value={form.year}
          onChange={(e) => setForm({ ...form, year: e.target.value })}
          error={errors.year}
          required
        />
        <div className="hidden sm:block" />
        <TextField
          label={TEXT.selfDue}
          type="date"
          value={form.self}
          onChange={(e) => setForm({ ...form, self: e.target.value })}
          error={errors.self_review_due}
        />
        <TextField
          label={TEXT.managerDue}
          type="date"
          value={form.manager}
          onChange={(e) => setForm({ ...form, manager: e.target.value })}
          error={errors.manager_review_due}
        />
      </form>
    </Dialog>
  );
}
