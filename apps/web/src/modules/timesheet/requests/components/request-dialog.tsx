import { draftKeyOf, type LeaveRequestsContext, todayInRome } from '@portale/shared';
import { useId, useState } from 'react';
import { errorMessage, isApiError } from '@/platform/api-error';
import { DraftRestoredNotice, DraftSaveStatus } from '@/platform/drafts/draft-status';
import { pickLike } from '@/platform/drafts/restore';
import { useAutosaveDraft } from '@/platform/drafts/use-autosave-draft';
import { useUnsavedChangesBlocker } from '@/platform/drafts/use-unsaved-changes-blocker';
import { toast } from '@/platform/toast/toast';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useCreateRequest } from '../api/create-request';
import { usePreview } from '../api/preview-request';
import {
  type FormErrors,
  initialForm,
  previewQueryOf,
  type RequestFormState,
  toRequestBody,
  validateForm,
} from '../request-form';
import { REQUESTS_TEXT } from '../strings';
import { RequestPreviewPanel } from './request-preview';

const TEXT = REQUESTS_TEXT.form;
/** One draft of a new request per user (issue 15). */
export const LEAVE_REQUEST_DRAFT_KEY = draftKeyOf('timesheet', 'leave-request', 'new');
const FIELDS = ['leave_type_id', 'start_date', 'end_date', 'start_time', 'end_time', 'protocol_number', 'note'];

export type RequestDialogProps = { context: LeaveRequestsContext; onClose: () => void };

/** "Nuova richiesta": type, dates or a time range, protocol for malattia, and a live computation. */
export function RequestDialog({ context, onClose }: RequestDialogProps) {
  const formId = useId();
  const types = context.leave_types;
  const [initial] = useState<RequestFormState>(() => initialForm(types, todayInRome()));
  const [form, setForm] = useState<RequestFormState>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  const create = useCreateRequest();
  const type = types.find((t) => t.id === form.leave_type_id);
  const hourly = type?.unit === 'hours';
  const query = useDebouncedValue(previewQueryOf(form, type), 250);
  const preview = usePreview(query);

  // Issue 15: the request is kept as the user's draft until sent; leaving the page asks first.
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const autosave = useAutosaveDraft({
    moduleKey: 'timesheet',
    draftKey: LEAVE_REQUEST_DRAFT_KEY,
    title: TEXT.draftTitle,
    value: form,
    enabled: dirty && !create.isPending,
    onRestore: (payload) => {
      const restored = pickLike(initial, payload);
      // A leave type removed since the draft was saved falls back to the default one.
      if (restored && !types.some((t) => t.id === restored.leave_type_id))
        restored.leave_type_id = initial.leave_type_id;
      if (restored) setForm(restored);
      return restored !== null;
    },
  });
  const leave = useUnsavedChangesBlocker(dirty);

  const set = (patch: Partial<RequestFormState>) => {
    setForm((previous) => {
      const next = { ...previous, ...patch };
      // Moving the start past the end drags the end along: the usual case is a single day.
      if (patch.start_date && (!next.end_date || next.end_date < patch.start_date)) next.end_date = patch.start_date;
      return next;
    });
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(patch)) delete next[key as keyof RequestFormState];
      return next;
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const found = validateForm(form, type, TEXT);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await create.mutateAsync(toRequestBody(form, type));
      await autosave.discard();
      if (created.status === 'approvata') toast.success(TEXT.registered);
      else toast.success(TEXT.sent, TEXT.sentMessage);
      onClose();
    } catch (error) {
      if (!isApiError(error)) return setFormError(errorMessage(error));
      const fieldErrors: FormErrors = {};
      for (const [field, messages] of Object.entries(error.fieldErrors))
        if (FIELDS.includes(field)) fieldErrors[field as keyof RequestFormState] = messages.join(' ');
      setErrors(fieldErrors);
      setFormError(error.message);
    }
  };

  const typeOptions = types.map((t) => ({ value: t.id, label: t.name }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.title}
      description={TEXT.description}
      size="xl"
      dismissible={!create.isPending}
      footer={
        <>
          <span className="mr-auto self-center">
            <DraftSaveStatus draft={autosave} />
          </span>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            {type && !type.requires_approval ? TEXT.submitDirect : TEXT.submit}
          </Button>
        </>
      }
    >
      {leave.dialog}
      <div className="mb-5 empty:hidden">
        <DraftRestoredNotice draft={autosave} onDiscard={() => setForm(initial)} />
      </div>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
        <form
          id={formId}
          onSubmit={(e) => void submit(e)}
          noValidate
          className="grid content-start gap-4 sm:grid-cols-2"
        >
          <SelectField
            label={TEXT.type}
            options={typeOptions}
            placeholder={types.length === 0 ? TEXT.chooseType : undefined}
            value={form.leave_type_id}
            onChange={(e) => set({ leave_type_id: e.target.value })}
            error={errors.leave_type_id}
            className="sm:col-span-2"
          />
          {hourly ? (
            <>
              <TextField
                label={TEXT.day}
                type="date"
                value={form.start_date}
                onChange={(e) => set({ start_date: e.target.value })}
                error={errors.start_date ?? errors.end_date}
                className="sm:col-span-2"
              />
              <TextField
                label={TEXT.startTime}
                type="time"
                step={900}
                value={form.start_time}
                onChange={(e) => set({ start_time: e.target.value })}
                error={errors.start_time}
              />
              <TextField
                label={TEXT.endTime}
                type="time"
                step={900}
                value={form.end_time}
                onChange={(e) => set({ end_time: e.target.value })}
                error={errors.end_time}
              />
            </>
          ) : (
            <>
              <TextField
                label={TEXT.startDate}
                type="date"
                value={form.start_date}
                onChange={(e) => set({ start_date: e.target.value })}
                error={errors.start_date}
              />
              <TextField
                label={TEXT.endDate}
                type="date"
                min={form.start_date}
                value={form.end_date}
                onChange={(e) => set({ end_date: e.target.value })}
                error={errors.end_date}
              />
            </>
          )}
          {type?.requires_protocol && (
            <TextField
              label={TEXT.protocol}
              hint={TEXT.protocolHint}
              value={form.protocol_number}
              maxLength={40}
              autoComplete="off"
              onChange={(e) => set({ protocol_number: e.target.value })}
              error={errors.protocol_number}
              className="sm:col-span-2"
            />
          )}
          <TextareaField
            label={TEXT.note}
            rows={3}
            maxLength={1000}
            value={form.note}
            onChange={(e) => set({ note: e.target.value })}
            error={errors.note}
            className="sm:col-span-2"
          />
          {formError && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2 dark:text-red-300">
              {formError}
            </p>
          )}
        </form>
        <RequestPreviewPanel
          type={type}
          preview={query ? preview.data : undefined}
          loading={query !== null && preview.isFetching}
          // The preview's refusal (no balance left, a closed day) is the answer itself, shown in its panel.
          error={query && preview.isError ? errorMessage(preview.error) : undefined}
        />
      </div>
    </Dialog>
  );
}
