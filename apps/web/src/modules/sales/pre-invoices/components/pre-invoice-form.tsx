import type { PreInvoice, PreInvoiceCreate } from '@portale/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/platform/api-error';
import { DraftRestoredNotice, DraftSaveStatus } from '@/platform/drafts/draft-status';
import { useAutosaveDraft } from '@/platform/drafts/use-autosave-draft';
import { useUnsavedChangesBlocker } from '@/platform/drafts/use-unsaved-changes-blocker';
import { applyFormError } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { SectionCard } from '@/ui/section-card';
import { UI_TEXT } from '@/ui/strings';
import { totalsOf } from '../../invoice-lines/line-values';
import { LinesEditor } from '../../invoice-lines/lines-editor';
import { TaxOptions } from '../../invoice-lines/tax-options';
import { TotalsPanel } from '../../invoice-lines/totals-panel';
import { getPreInvoice } from '../api/get-pre-invoice';
import { useSavePreInvoice } from '../api/save-pre-invoice';
import { FORM_TEXT } from '../form-strings';
import { preInvoiceDraftKey, preInvoiceFromDraft } from '../pre-invoice-form-draft';
import {
  type PreInvoiceFormValues,
  patchOf,
  preInvoiceFieldNames,
  preInvoiceResolver,
  valuesOf,
} from '../pre-invoice-form-values';
import { PreInvoiceConflictDialog } from './pre-invoice-conflict-dialog';
import { GeneralSection } from './pre-invoice-form-sections';

const TEXT = FORM_TEXT;

export type PreInvoiceFormProps = {
  /** The draft being edited, or null for a new one typed by hand. */
  preInvoice: PreInvoice | null;
  /** A new one's client, chosen beforehand (`?client=`). */
  client?: { id: string; name: string } | null;
  /** After a save, once the draft is gone and leaving is allowed: the page goes where it wants. */
  onSaved: (saved: PreInvoice) => void;
  /** "Annulla": leaving asks first when something was typed. */
  onCancel: () => void;
  /** A save refused with 409: the page starts the form again from the newer version. */
  onReload?: (current: PreInvoice) => void;
};

/**
 * A pre-invoice typed by hand, or the edit of a draft: client, links, dates, causale and notes, the lines with their
 * live totals by the shared rules; kept as the user's draft until saved, and leaving asks first (issue 15).
 */
export function PreInvoiceForm({ preInvoice, client, onSaved, onCancel, onReload }: PreInvoiceFormProps) {
  const save = useSavePreInvoice();
  const [conflict, setConflict] = useState<PreInvoice | null>(null);
  const editing = preInvoice !== null;
  const [defaults] = useState(() => valuesOf(preInvoice, { client }));
  const form = useForm<PreInvoiceFormValues, unknown, PreInvoiceCreate>({
    resolver: preInvoiceResolver(editing),
    defaultValues: defaults,
    // Checked on submit, then as fields change: on blur a half-typed line would show every field's error at once.
    mode: 'onSubmit',
  });
  const { register, handleSubmit, setError, setValue, formState, watch, reset, control } = form;
  const values = watch();
  const pending = save.isPending;
  const dirty = formState.isDirty;
  const autosave = useAutosaveDraft<PreInvoiceFormValues>({
    moduleKey: 'sales',
    draftKey: preInvoiceDraftKey(preInvoice?.id),
    title: preInvoice ? TEXT.editTitle(preInvoice.number) : TEXT.draftTitle(values.client_name),
    value: values,
    enabled: dirty && !pending,
    onRestore: (payload) => {
      const restored = preInvoiceFromDraft(payload, defaults);
      if (!restored) return false;
      reset(restored, { keepDefaultValues: true });
      return true;
    },
  });
  const leave = useUnsavedChangesBlocker(dirty);
  const totals = totalsOf(values);

  const done = async (saved: PreInvoice, message: string) => {
    toast.success(message, saved.number);
    await autosave.discard();
    leave.allowNavigation();
    onSaved(saved);
  };
  const onSubmit = handleSubmit(async (body) => {
    try {
      if (preInvoice) {
        const patch = patchOf(body, preInvoice);
        if (!patch) {
          toast.info(TEXT.noChanges);
          await autosave.discard();
          leave.allowNavigation();
          onSaved(preInvoice);
          return;
        }
        await done(await save.mutateAsync({ id: preInvoice.id, body: patch }), TEXT.updated);
      } else {
        await done(await save.mutateAsync({ id: null, body }), TEXT.created);
      }
    } catch (error) {
      if (preInvoice && isApiError(error) && error.status === 409) {
        try {
          setConflict(await getPreInvoice(preInvoice.id));
          return;
        } catch {
          // Fall through to the plain message.
        }
      }
      toast.error(
        UI_TEXT.saveFailed,
        applyFormError(error, setError, preInvoiceFieldNames(values.lines.length)) ?? undefined,
      );
    }
  });

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <DraftRestoredNotice draft={autosave} onDiscard={() => reset(defaults)} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <GeneralSection
          register={register}
          errors={formState.errors}
          values={values}
          setValue={setValue}
          stored={preInvoice}
        />
        <SectionCard title={TEXT.lines} description={TEXT.linesDescription}>
          <div className="flex min-w-0 flex-col gap-6">
            <LinesEditor
              control={control}
              register={register}
              setValue={setValue}
              errors={formState.errors}
              lines={values.lines}
              withholdingOn={values.withholding_on}
              caption={TEXT.linesCaption}
            />
            <div className="grid gap-6 border-t border-slate-200 pt-5 lg:grid-cols-[minmax(0,1fr)_22rem] dark:border-slate-800">
              <TaxOptions register={register} errors={formState.errors} values={values} setValue={setValue} />
              <section
                aria-label={TEXT.totals}
                className="w-full self-start rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/40"
              >
                <h3 className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">{TEXT.totals}</h3>
                <TotalsPanel totals={totals} />
              </section>
            </div>
          </div>
        </SectionCard>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <DraftSaveStatus draft={autosave} />
          <Button variant="secondary" onClick={onCancel}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {preInvoice ? TEXT.save : TEXT.createSubmit}
          </Button>
        </div>
      </form>
      {conflict && (
        <PreInvoiceConflictDialog
          mine={values}
          current={conflict}
          onClose={() => setConflict(null)}
          onReload={() => {
            void autosave.discard().then(() => {
              leave.allowNavigation();
              onReload?.(conflict);
            });
          }}
        />
      )}
      {leave.dialog}
    </div>
  );
}
