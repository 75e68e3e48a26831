import {
  type BillableMilestoneList,
  formatDay,
  formatPercent,
  type PreInvoice,
  type PreInvoiceFromMilestones,
} from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyFormError } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { formatCents } from '../../invoice-lines/format';
import { useContractMilestones } from '../api/contract-milestones';
import { useCreateFromSource } from '../api/create-from-sources';
import { useBillableContractOptions } from '../api/source-contracts';
import { FORM_TEXT } from '../form-strings';
import {
  MILESTONES_FIELDS,
  type MilestonesValues,
  milestonesDefaults,
  milestonesResolver,
} from '../source-form-values';
import { GeneratedOptions } from './generated-options';
import { SearchCombobox } from './search-combobox';

const TEXT = FORM_TEXT.milestones;
const MUTED = 'text-slate-600 dark:text-slate-400';

export type FromMilestonesFormProps = {
  /** `?contract=`: the contract to start from (the contract's page links here). */
  contractId?: string;
  onCreated: (created: PreInvoice) => void;
  onCancel: () => void;
};

/** What a milestone bills: its amount, or its share of the contract's value. */
function amountText(m: BillableMilestoneList['items'][number]): string {
  const share = m.percent !== null ? TEXT.ofValue(formatPercent(m.percent, 2)) : null;
  if (m.amount_cents === null) return share ? `${share} · ${TEXT.noValue}` : TEXT.noValue;
  return share ? `${formatCents(m.amount_cents)} (${share})` : formatCents(m.amount_cents);
}

/**
 * A pre-invoice from a contract's milestones: the contract (signed, with milestones still to bill), the milestones
 * ticked (one line each), the VAT of the lines and the dates.
 */
export function FromMilestonesForm({ contractId, onCreated, onCancel }: FromMilestonesFormProps) {
  const create = useCreateFromSource();
  const form = useForm<MilestonesValues, unknown, PreInvoiceFromMilestones>({
    resolver: milestonesResolver(),
    defaultValues: milestonesDefaults(contractId ? { id: contractId, label: '' } : null),
    mode: 'onSubmit',
  });
  const { register, handleSubmit, setError, setValue, formState, watch } = form;
  const values = watch();
  const milestones = useContractMilestones(values.contract_id || null);
  const data = milestones.data;
  // A contract given in the address is named once its milestones (and the contract with them) are there.
  useEffect(() => {
    if (data && values.contract_label === '' && data.contract.id === values.contract_id)
      setValue('contract_label', `${data.contract.number} · ${data.contract.title}`);
  }, [data, values.contract_id, values.contract_label, setValue]);

  const onSubmit = handleSubmit((body) =>
    create.mutateAsync({ source: 'milestones', body }).then(
      (created) => {
        toast.success(FORM_TEXT.created, created.number);
        onCreated(created);
      },
      (error) => {
        toast.error(UI_TEXT.saveFailed, applyFormError(error, setError, MILESTONES_FIELDS) ?? undefined);
      },
    ),
  );
  const picked = new Set(values.milestone_ids);
  const items = values.contract_id && data?.contract.id === values.contract_id ? data.items : [];
  const pickedSum = items.filter((m) => picked.has(m.id)).reduce((sum, m) => sum + (m.amount_cents ?? 0), 0);
  const toggle = (id: string, on: boolean) =>
    setValue(
      'milestone_ids',
      on ? [...values.milestone_ids, id] : values.milestone_ids.filter((other) => other !== id),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <SectionCard title={TEXT.contract}>
        <div className="flex flex-col gap-5">
          <SearchCombobox
            label={TEXT.contract}
            placeholder={TEXT.contractPlaceholder}
            searchPlaceholder={TEXT.contractSearch}
            hint={TEXT.contractHint}
            error={formState.errors.contract_id?.message}
            value={values.contract_id ? { id: values.contract_id, label: values.contract_label || '…' } : null}
            onChange={(contract) => {
              setValue('contract_id', contract?.id ?? '', { shouldDirty: true });
              setValue('contract_label', contract?.label ?? '');
              setValue('milestone_ids', []);
            }}
            useOptions={useBillableContractOptions}
            noneText={TEXT.contractNone}
            loadingText={FORM_TEXT.searching}
          />
          {values.contract_id && (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{TEXT.pick}</legend>
              {milestones.isPending && (
                <div role="status" className="flex flex-col gap-2">
                  <span className="sr-only">{TEXT.loading}</span>
                  <Skeleton className="h-12 w-full" />
                  <Skeleton className="h-12 w-full" />
                </div>
              )}
              {milestones.isError && <Alert variant="error" title={TEXT.loadFailed} />}
              {data && data.contract.id === values.contract_id && (
                <p className={`text-sm ${MUTED}`}>{TEXT.client(data.contract.client.name)}</p>
              )}
              {items.length > 0 && items.every((m) => m.pre_invoice) && <Alert variant="info">{TEXT.noneOpen}</Alert>}
              <ul aria-label={TEXT.caption} className="flex flex-col gap-2">
                {items.map((m) => {
                  const billed = m.pre_invoice;
                  const unusable = billed !== null || m.amount_cents === null;
                  return (
                    <li
                      key={m.id}
                      className={cx(
                        'flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-xl border p-3 text-sm',
                        picked.has(m.id)
                          ? 'border-primary-300 bg-primary-50/60 dark:border-primary-700 dark:bg-primary-950/30'
                          : 'border-slate-200 dark:border-slate-700',
                        unusable && 'bg-slate-50 dark:bg-slate-800/40',
                      )}
                    >
                      <label className="flex min-w-0 items-start gap-3">
                        <input
                          type="checkbox"
                          className="mt-0.5 size-5 shrink-0 accent-primary-600 disabled:cursor-not-allowed disabled:opacity-40 dark:accent-primary-400"
                          checked={picked.has(m.id)}
                          disabled={unusable}
                          onChange={(event) => toggle(m.id, event.target.checked)}
                        />
                        <span className="min-w-0">
                          <span className="block font-medium break-words text-slate-900 dark:text-white">
                            {m.description}
                          </span>
                          <span className={`block text-xs ${MUTED}`}>{formatDay(m.due_date, 'long')}</span>
                        </span>
                      </label>
                      <span className="ml-8 text-right">
                        <span className="block text-slate-900 tabular-nums dark:text-white">{amountText(m)}</span>
                        {billed && (
                          <Link
                            to="/app/invoicing/pre-invoices/$preInvoiceId"
                            params={{ preInvoiceId: billed.id }}
                            className="text-xs text-primary-700 hover:underline dark:text-primary-300"
                          >
                            {TEXT.billedBy(billed.number)}
                          </Link>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {formState.errors.milestone_ids?.message && (
                <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                  {formState.errors.milestone_ids.message}
                </p>
              )}
              {picked.size > 0 && (
                <p className="text-sm font-medium text-slate-900 dark:text-white" aria-live="polite">
                  {TEXT.selected(picked.size, formatCents(pickedSum))}
                </p>
              )}
            </fieldset>
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
        <Button type="submit" loading={create.isPending}>
          {TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
