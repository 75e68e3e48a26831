import { PRE_INVOICE_CAUSALE_MAX, PRE_INVOICE_NOTES_MAX, type PreInvoice } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { SectionCard } from '@/ui/section-card';
import { SelectField, type SelectOption } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useClientProjects } from '../../contracts/api/client-options';
import { contractsQueryOptions } from '../../contracts/api/list-contracts';
import { useBillableClientOptions } from '../api/source-clients';
import { FORM_TEXT } from '../form-strings';
import type { PreInvoiceFormValues } from '../pre-invoice-form-values';
import { SearchCombobox } from './search-combobox';

const TEXT = FORM_TEXT;
const dirty = { shouldDirty: true, shouldValidate: false } as const;

export type GeneralSectionProps = {
  register: UseFormRegister<PreInvoiceFormValues>;
  errors: FieldErrors<PreInvoiceFormValues>;
  /** The current values: selects are controlled, react-hook-form only reads a native select. */
  values: PreInvoiceFormValues;
  setValue: UseFormSetValue<PreInvoiceFormValues>;
  /** The draft being edited: its contract and project are options from the start. */
  stored: PreInvoice | null;
};

/** The client's contracts and projects to link, and the stored ones even when the lists do not hold them. */
function useLinkOptions(clientId: string, stored: PreInvoice | null) {
  const contracts = useQuery({
    ...contractsQueryOptions({ client_id: clientId, sort: '-number', page: 1, per_page: 100 }),
    enabled: clientId !== '',
  });
  const projects = useClientProjects(clientId, clientId !== '');
  const contractOptions: SelectOption[] = (contracts.data?.items ?? []).map((c) => ({
    value: c.id,
    label: `${c.number} · ${c.title}`,
  }));
  const projectOptions: SelectOption[] = (projects.data?.items ?? []).map((p) => ({
    value: p.id,
    label: `${p.code} · ${p.name}`,
  }));
  const contract = stored?.contract;
  if (contract && !contractOptions.some((o) => o.value === contract.id))
    contractOptions.push({ value: contract.id, label: `${contract.number} · ${contract.title}` });
  const project = stored?.project;
  if (project && !projectOptions.some((o) => o.value === project.id))
    projectOptions.push({ value: project.id, label: `${project.code} · ${project.name}` });
  return { contractOptions, projectOptions };
}

/**
 * "Pre-fattura": the client (from the live clients; fixed for one made from a contract or a project), an optional
 * contract and project of that client, the dates, the causale and the internal notes.
 */
export function GeneralSection({ register, errors, values, setValue, stored }: GeneralSectionProps) {
  const locked = stored !== null && stored.source !== 'manuale';
  const { contractOptions, projectOptions } = useLinkOptions(values.client_id, stored);
  const noClient = values.client_id === '';
  return (
    <SectionCard title={TEXT.general}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SearchCombobox
          label={TEXT.client}
          className="sm:col-span-2"
          placeholder={TEXT.clientPlaceholder}
          searchPlaceholder={TEXT.clientSearch}
          hint={locked ? TEXT.clientLocked : undefined}
          error={errors.client_id?.message}
          value={values.client_id ? { id: values.client_id, label: values.client_name } : null}
          onChange={(client) => {
            setValue('client_id', client?.id ?? '', { ...dirty, shouldValidate: client !== null });
            setValue('client_name', client?.label ?? '', dirty);
            // Another client's contract or project is refused: the links start again.
            setValue('contract_id', '', dirty);
            setValue('project_id', '', dirty);
          }}
          useOptions={useBillableClientOptions}
          noneText={TEXT.clientNone}
          loadingText={TEXT.searching}
          disabled={locked}
        />
        <SelectField
          label={TEXT.contract}
          hint={noClient ? TEXT.pickClientFirst : undefined}
          placeholder={TEXT.noContract}
          options={contractOptions}
          disabled={locked || noClient}
          error={errors.contract_id?.message}
          {...register('contract_id')}
          value={values.contract_id}
        />
        <SelectField
          label={TEXT.project}
          hint={noClient ? TEXT.pickClientFirst : undefined}
          placeholder={TEXT.noProject}
          options={projectOptions}
          disabled={locked || noClient}
          error={errors.project_id?.message}
          {...register('project_id')}
          value={values.project_id}
        />
        <TextField type="date" label={TEXT.issueDate} error={errors.issue_date?.message} {...register('issue_date')} />
        <TextField
          type="date"
          label={TEXT.dueDate}
          hint={stored ? TEXT.dueDateEditHint : TEXT.dueDateNewHint}
          min={values.issue_date || undefined}
          error={errors.due_date?.message}
          {...register('due_date')}
        />
        <TextareaField
          label={TEXT.causale}
          hint={TEXT.causaleHint}
          rows={2}
          maxLength={PRE_INVOICE_CAUSALE_MAX}
          className="sm:col-span-2"
          error={errors.causale?.message}
          {...register('causale')}
        />
        <TextareaField
          label={TEXT.notes}
          hint={TEXT.notesHint}
          rows={2}
          maxLength={PRE_INVOICE_NOTES_MAX}
          className="sm:col-span-2"
          error={errors.notes?.message}
          {...register('notes')}
        />
      </div>
    </SectionCard>
  );
}
