import type { HoursPreviewQuery, PreInvoice, PreInvoiceFromHours } from '@portale/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/platform/api-error';
import { applyFormError } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { SectionCard } from '@/ui/section-card';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { useCreateFromSource } from '../api/create-from-sources';
import { useHoursPreview } from '../api/hours-preview';
import { useBillableProjectOptions, useBillableProjects } from '../api/source-projects';
import { FORM_TEXT } from '../form-strings';
import { HOURS_FIELDS, type HoursValues, hoursDefaults, hoursResolver, nextPeriod } from '../source-form-values';
import { GeneratedOptions } from './generated-options';
import { HoursPreviewPanel, previewBlocked } from './hours-preview-panel';
import { SearchCombobox } from './search-combobox';

const TEXT = FORM_TEXT.hours;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type FromHoursFormProps = {
  /** `?project=`: the project to start from. */
  projectId?: string;
  onCreated: (created: PreInvoice) => void;
  onCancel: () => void;
};

/** The preview's query once the project and a whole period are there; null before. */
function previewQuery(values: HoursValues): HoursPreviewQuery | null {
  const { project_id, period_from, period_to } = values;
  if (!project_id || !ISO_DAY.test(period_from) || !ISO_DAY.test(period_to) || period_to < period_from) return null;
  return { project_id, period_from, period_to };
}

/**
 * A pre-invoice from the approved billable hours of a time-and-materials project in a period: the project (with how
 * far its hours are billed), the period (the next one to bill by default), the live preview of people, hours, rates
 * and amounts, and the VAT and dates of the lines.
 */
export function FromHoursForm({ projectId, onCreated, onCancel }: FromHoursFormProps) {
  const create = useCreateFromSource();
  const projects = useBillableProjects('');
  const form = useForm<HoursValues, unknown, PreInvoiceFromHours>({
    resolver: hoursResolver(),
    defaultValues: hoursDefaults(projectId ? { id: projectId, label: '' } : null),
    mode: 'onSubmit',
  });
  const { register, handleSubmit, setError, setValue, formState, watch } = form;
  const values = watch();
  const project = projects.data?.items.find((p) => p.id === values.project_id) ?? null;
  const preview = useHoursPreview(previewQuery(values));
  const shown = preview.data && preview.data.project.id === values.project_id ? preview.data : undefined;

  const pickPeriod = (billedUntil: string | null) => {
    const period = nextPeriod(billedUntil);
    setValue('period_from', period.from, { shouldDirty: true });
    setValue('period_to', period.to, { shouldDirty: true });
  };
  // A project given in the address is named, and its next period proposed, once the list is there.
  useEffect(() => {
    if (project && values.project_label === '') {
      setValue('project_label', `${project.code} · ${project.name}`);
      if (!values.period_from) pickPeriod(project.billed_until);
    }
  });

  const onSubmit = handleSubmit((body) =>
    create.mutateAsync({ source: 'ore', body }).then(
      (created) => {
        toast.success(FORM_TEXT.created, created.number);
        onCreated(created);
      },
      (error) => {
        toast.error(UI_TEXT.saveFailed, applyFormError(error, setError, HOURS_FIELDS) ?? undefined);
      },
    ),
  );
  const noClient = project !== null && project.client === null;
  const blocked = noClient || (previewQuery(values) !== null && !preview.isFetching && previewBlocked(shown));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <SectionCard title={TEXT.section}>
        <div className="flex flex-col gap-5">
          <SearchCombobox
            label={TEXT.project}
            placeholder={TEXT.projectPlaceholder}
            searchPlaceholder={TEXT.projectSearch}
            hint={
              project
                ? project.billed_until
                  ? TEXT.billedUntilLong(project.billed_until)
                  : TEXT.neverBilledLong
                : undefined
            }
            error={formState.errors.project_id?.message}
            value={values.project_id ? { id: values.project_id, label: values.project_label || '…' } : null}
            onChange={(option) => {
              setValue('project_id', option?.id ?? '', { shouldDirty: true });
              setValue('project_label', option?.label ?? '');
              const picked = projects.data?.items.find((p) => p.id === option?.id);
              if (option) pickPeriod(picked?.billed_until ?? null);
            }}
            useOptions={useBillableProjectOptions}
            noneText={TEXT.projectNone}
            loadingText={FORM_TEXT.searching}
          />
          {noClient && <Alert variant="warning">{TEXT.projectWithoutClient}</Alert>}
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">{TEXT.preview}</legend>
            <TextField
              type="date"
              label={TEXT.from}
              hint={TEXT.periodHint}
              error={formState.errors.period_from?.message}
              {...register('period_from')}
            />
            <TextField
              type="date"
              label={TEXT.to}
              min={values.period_from || undefined}
              error={formState.errors.period_to?.message}
              {...register('period_to')}
            />
          </fieldset>
          {previewQuery(values) && (
            <HoursPreviewPanel
              preview={shown}
              loading={preview.isFetching}
              error={preview.isError ? errorMessage(preview.error) : null}
            />
          )}
        </div>
      </SectionCard>
      <SectionCard title={FORM_TEXT.vat.legend}>
        <GeneratedOptions register={register} setValue={setValue} errors={formState.errors} values={values} />
      </SectionCard>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {UI_TEXT.cancel}
        </Button>
        <Button type="submit" loading={create.isPending} disabled={blocked}>
          {TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
