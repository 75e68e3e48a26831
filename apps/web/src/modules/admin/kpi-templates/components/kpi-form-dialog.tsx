import { zodResolver } from '@hookform/resolvers/zod';
import {
  KPI_DIRECTION_LABELS,
  KPI_DIRECTIONS,
  KPI_FREQUENCIES,
  KPI_FREQUENCY_LABELS,
  type KpiTemplate,
  KpiTemplateInput,
} from '@portale/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFormError } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useSaveKpiTemplate } from '../api/save-kpi-template';
import { DATA_SOURCE_OPTIONS, inputToTarget, targetToInput } from '../kpi-labels';
import { KPI_TEXT } from '../strings';

const TEXT = KPI_TEXT.form;
const FIELDS = ['name', 'description', 'unit', 'direction', 'target', 'frequency', 'category', 'data_source'] as const;
const DIRECTION_OPTIONS = KPI_DIRECTIONS.map((value) => ({ value, label: KPI_DIRECTION_LABELS[value] }));
const FREQUENCY_OPTIONS = KPI_FREQUENCIES.map((value) => ({ value, label: KPI_FREQUENCY_LABELS[value] }));

/** The shared schema, reading the target typed with an Italian decimal comma ('' means no target). */
const KpiForm = KpiTemplateInput.extend({
  target: z.preprocess(inputToTarget, KpiTemplateInput.shape.target),
});
type KpiFormInput = Omit<z.input<typeof KpiTemplateInput>, 'target'> & { target: string };

export type KpiFormDialogProps = {
  /** The template to edit, or null to create one. */
  template: KpiTemplate | null;
  categories: readonly string[];
  onClose: () => void;
};

export function KpiFormDialog({ template, categories, onClose }: KpiFormDialogProps) {
  const formId = useId();
  const categoryListId = useId();
  const save = useSaveKpiTemplate();
  const { register, handleSubmit, setError, formState } = useForm<KpiFormInput, unknown, KpiTemplateInput>({
    resolver: zodResolver(KpiForm),
    defaultValues: template
      ? {
          name: template.name,
          description: template.description,
          unit: template.unit,
          direction: template.direction,
          target: targetToInput(template.target),
          frequency: template.frequency,
          category: template.category,
          data_source: template.data_source,
        }
      : {
          name: '',
          description: '',
          unit: '',
          direction: 'higher_is_better',
          target: '',
          frequency: 'monthly',
          category: '',
          data_source: 'manual',
        },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: template?.id ?? null, body: values });
      if (template) toast.success(TEXT.updated, TEXT.updatedMessage(saved.name));
      else toast.success(TEXT.created, TEXT.createdMessage(saved.name));
      onClose();
    } catch (error) {
      toast.error(TEXT.failed, applyFormError(error, setError, FIELDS) ?? undefined);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={template ? TEXT.editTitle : TEXT.createTitle}
      description={template ? template.name : TEXT.createDescription}
      size="lg"
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {KPI_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {template ? TEXT.save : TEXT.createSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={TEXT.name}
          error={errors.name?.message}
          autoComplete="off"
          maxLength={120}
          className="sm:col-span-2"
          {...register('name')}
        />
        <TextareaField
          label={TEXT.description}
          rows={3}
          error={errors.description?.message}
          maxLength={1000}
          className="sm:col-span-2"
          {...register('description')}
        />
        <SelectField
          label={TEXT.direction}
          options={DIRECTION_OPTIONS}
          error={errors.direction?.message}
          {...register('direction')}
        />
        <SelectField
          label={TEXT.frequency}
          options={FREQUENCY_OPTIONS}
          error={errors.frequency?.message}
          {...register('frequency')}
        />
        <TextField
          label={TEXT.target}
          hint={TEXT.targetHint}
          inputMode="decimal"
          autoComplete="off"
          error={errors.target?.message}
          {...register('target')}
        />
        <TextField
          label={TEXT.unit}
          hint={TEXT.unitHint}
          autoComplete="off"
          maxLength={20}
          error={errors.unit?.message}
          {...register('unit')}
        />
        <TextField
          label={TEXT.category}
          hint={TEXT.categoryHint}
          autoComplete="off"
          list={categoryListId}
          maxLength={60}
          error={errors.category?.message}
          {...register('category')}
        />
        <datalist id={categoryListId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <SelectField
          label={TEXT.dataSource}
          hint={TEXT.dataSourceHint}
          options={DATA_SOURCE_OPTIONS}
          error={errors.data_source?.message}
          {...register('data_source')}
        />
      </form>
    </Dialog>
  );
}
