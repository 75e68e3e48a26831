import {
  ERROR_REPORT_TYPE_LABELS,
  ERROR_REPORT_TYPES,
  formatNumber,
  REPORT_PRIORITIES,
  SEVERITY_LABELS,
} from '@portale/shared';
import { ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { HELP_TEXT } from '../strings';
import { SystemInfoList } from './system-info-list';
import type { ErrorReportState } from './use-error-report';

const TEXT = HELP_TEXT.form;
const TYPE_OPTIONS = ERROR_REPORT_TYPES.map((value) => ({ value, label: ERROR_REPORT_TYPE_LABELS[value] }));
const PRIORITY_OPTIONS = REPORT_PRIORITIES.map((value) => ({ value, label: SEVERITY_LABELS[value] }));

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} KB`;
  return `${formatNumber(bytes / 1024 / 1024, 1)} MB`;
}

export type ErrorReportFieldsProps = {
  report: ErrorReportState;
  /** Lets buttons outside the form (a dialog's footer) submit it. */
  formId: string;
};

/** The detailed report form of spec §5 (fields only; the actions live where the host puts them). */
export function ErrorReportFields({ report, formId }: ErrorReportFieldsProps) {
  const { form, steps, status, errorMessage, screenshot, screenshotError } = report;
  const { register, formState } = form;
  const errors = formState.errors;
  const fileInput = useRef<HTMLInputElement>(null);
  const errorAlert = useRef<HTMLDivElement>(null);
  const screenshotId = useId();
  const sending = status === 'sending';

  useEffect(() => {
    if (status === 'error') errorAlert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [status]);

  const removeScreenshot = () => {
    if (fileInput.current) fileInput.current.value = '';
    report.removeScreenshot();
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={report.submit}
      onKeyDown={(event) => {
        // Spec §4: Ctrl or Cmd+Enter submits.
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          report.trySubmit();
        }
      }}
      className="flex flex-col gap-5"
    >
      {status === 'error' && errorMessage && (
        <div ref={errorAlert}>
          <Alert variant="error" title={TEXT.errorTitle}>
            {errorMessage}
          </Alert>
        </div>
      )}
      <fieldset disabled={sending} className="contents">
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <SelectField
            label={TEXT.errorType}
            placeholder={TEXT.errorTypePlaceholder}
            options={TYPE_OPTIONS}
            required
            error={errors.error_type?.message}
            {...register('error_type')}
          />
          <SelectField label={TEXT.priority} options={PRIORITY_OPTIONS} {...register('priority')} />
        </div>
        <TextareaField
          label={TEXT.description}
          hint={TEXT.descriptionHint}
          rows={4}
          required
          error={errors.description?.message}
          {...register('description')}
        />

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{TEXT.steps}</legend>
          <ol className="flex flex-col gap-2">
            {steps.fields.map((step, index) => (
              <li key={step.id} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                >
                  {index + 1}
                </span>
                <TextField
                  label={TEXT.stepLabel(index + 1)}
                  hideLabel
                  className="min-w-0 flex-1"
                  error={errors.steps?.[index]?.value?.message}
                  {...register(`steps.${index}.value`)}
                />
                <button
                  type="button"
                  aria-label={TEXT.removeStep(index + 1)}
                  // Spec §5: there is always at least one row.
                  disabled={steps.fields.length === 1}
                  onClick={() => steps.remove(index)}
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-red-300 dark:focus-visible:outline-primary-400"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ol>
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              icon={<Plus className="size-4" aria-hidden="true" />}
              onClick={() => steps.append({ value: '' })}
            >
              {TEXT.addStep}
            </Button>
          </div>
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <TextareaField
            label={TEXT.expected}
            rows={3}
            error={errors.expected_behavior?.message}
            {...register('expected_behavior')}
          />
          <TextareaField
            label={TEXT.actual}
            rows={3}
            error={errors.actual_behavior?.message}
            {...register('actual_behavior')}
          />
        </div>
        <TextareaField
          label={TEXT.notes}
          rows={3}
          error={errors.additional_notes?.message}
          {...register('additional_notes')}
        />

        <div className="flex flex-col gap-1.5">
          <label htmlFor={screenshotId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {TEXT.screenshot}
          </label>
          {/* relative: keeps the visually hidden input inside the scrolling area, so focusing it scrolls nothing else. */}
          <div className="relative flex flex-wrap items-center gap-3">
            {/* The native picker speaks the browser's language; a label styled as a button speaks Italian. */}
            <input
              ref={fileInput}
              id={screenshotId}
              type="file"
              accept="image/*"
              aria-describedby={`${screenshotId}-hint`}
              onChange={report.chooseScreenshot}
              className="peer sr-only"
            />
            <label
              htmlFor={screenshotId}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:peer-focus-visible:outline-primary-400"
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {TEXT.chooseScreenshot}
            </label>
            {!screenshot && <span className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noScreenshot}</span>}
            {screenshot && (
              <span className="inline-flex max-w-full items-center gap-2 rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                <span className="truncate">
                  {screenshot.name} ({formatFileSize(screenshot.size)})
                </span>
                <button
                  type="button"
                  onClick={removeScreenshot}
                  aria-label={TEXT.removeScreenshot}
                  className="rounded p-0.5 text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </span>
            )}
          </div>
          <p id={`${screenshotId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {TEXT.screenshotHint}
          </p>
          {screenshotError && <Alert variant="error">{screenshotError}</Alert>}
        </div>
      </fieldset>

      <SystemInfoList info={report.systemInfo} />
    </form>
  );
}
