import { PROPOSAL_DEFAULT_VALIDITY_DAYS as DEFAULT_DAYS, type Pipeline, todayInRome } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { SectionCard } from '@/ui/section-card';
import { SelectField, type SelectOption } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { CLIENT_CONTACTS_QUERY, contactsQueryOptions } from '../../contacts/api/list-contacts';
import { FORM_TEXT } from '../form-strings';
import { addDays, daysBetween } from '../format';
import type { ProposalFormValues } from '../proposal-form-values';
import { ClientPicker } from './client-picker';

const TEXT = FORM_TEXT;

/** What a stored proposal still lets change: everything (draft), the follow-up only (sent), or less (decided). */
export type FormLock = 'none' | 'sent' | 'closed';

type SectionProps = {
  register: UseFormRegister<ProposalFormValues>;
  errors: FieldErrors<ProposalFormValues>;
  /** The current values: selects are controlled, react-hook-form only reads a native select. */
  values: ProposalFormValues;
  setValue: UseFormSetValue<ProposalFormValues>;
};

const dirty = { shouldDirty: true, shouldValidate: false } as const;

/** "Offerta": client and contact, title, pipeline and stage, dates and owner. */
export function GeneralSection({
  register,
  errors,
  values,
  setValue,
  pipelines,
  ownerOptions,
  lock,
  storedContact,
}: SectionProps & {
  pipelines: readonly Pipeline[];
  ownerOptions: SelectOption[];
  lock: FormLock;
  /** The stored proposal's contact: an option from the start (a select without its value's option is reset). */
  storedContact?: { id: string; name: string } | null;
}) {
  const locked = lock !== 'none';
  const contacts = useQuery({
    ...contactsQueryOptions(CLIENT_CONTACTS_QUERY(values.client_id)),
    enabled: values.client_id !== '',
  });
  const contactOptions = (contacts.data?.items ?? []).map((c) => ({
    value: c.id,
    label: c.role ? `${c.name} (${c.role})` : c.name,
  }));
  if (storedContact && !contactOptions.some((o) => o.value === storedContact.id))
    contactOptions.push({ value: storedContact.id, label: storedContact.name });
  const pipeline = pipelines.find((p) => p.id === values.pipeline_id);
  const days = values.valid_until ? daysBetween(values.issue_date || todayInRome(), values.valid_until) : null;
  // A client just picked (or preselected for a new proposal) gets its primary contact as the addressee, once its
  // contacts are there. The preselected one's is not a change of the user's: leaving asks nothing.
  const picked = useRef<string | null>(lock === 'none' && values.contact_id === '' ? values.client_id || null : null);
  const preselected = useRef(picked.current !== null);
  const onClient = (client: { id: string; name: string } | null) => {
    picked.current = client?.id ?? null;
    preselected.current = false;
    setValue('client_id', client?.id ?? '', { ...dirty, shouldValidate: client !== null });
    setValue('client_name', client?.name ?? '', dirty);
    setValue('contact_id', '', dirty);
  };
  const items = contacts.data?.items;
  useEffect(() => {
    if (!items || picked.current === null || picked.current !== values.client_id) return;
    picked.current = null;
    const primary = items.find((c) => c.is_primary && c.client_id === values.client_id);
    if (primary) setValue('contact_id', primary.id, { shouldDirty: !preselected.current });
  }, [items, values.client_id, setValue]);
  return (
    <SectionCard title={TEXT.general}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <ClientPicker
            clientId={values.client_id}
            clientName={values.client_name}
            onChange={onClient}
            error={errors.client_id?.message}
            disabled={locked}
          />
        </div>
        <SelectField
          label={TEXT.contact}
          hint={TEXT.contactHint}
          placeholder={TEXT.noContact}
          options={contactOptions}
          disabled={locked || values.client_id === ''}
          error={errors.contact_id?.message}
          {...register('contact_id')}
          value={values.contact_id}
        />
        <SelectField
          label={TEXT.owner}
          placeholder={TEXT.noOwner}
          options={ownerOptions}
          error={errors.owner_id?.message}
          {...register('owner_id')}
          value={values.owner_id}
        />
        <TextField
          label={TEXT.title}
          hint={TEXT.titleHint}
          autoComplete="off"
          maxLength={200}
          className="sm:col-span-2"
          disabled={locked}
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField
          label={TEXT.pipeline}
          options={pipelines.map((p) => ({ value: p.id, label: p.name }))}
          disabled={lock === 'closed'}
          error={errors.pipeline_id?.message}
          {...register('pipeline_id', {
            onChange: (event: { target: { value: string } }) => {
              const next = pipelines.find((p) => p.id === event.target.value);
              setValue('stage_id', next?.stages[0]?.id ?? '', dirty);
            },
          })}
          value={values.pipeline_id}
        />
        <SelectField
          label={TEXT.stage}
          options={(pipeline?.stages ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.probability}%)` }))}
          disabled={lock === 'closed'}
          error={errors.stage_id?.message}
          {...register('stage_id')}
          value={values.stage_id}
        />
        <TextField
          type="date"
          label={TEXT.issueDate}
          disabled={locked}
          error={errors.issue_date?.message}
          {...register('issue_date', {
            // A validity left at its default length follows the date of the proposal.
            onChange: (event: { target: { value: string } }) => {
              const next = event.target.value;
              if (next && values.issue_date && values.valid_until === addDays(values.issue_date, DEFAULT_DAYS))
                setValue('valid_until', addDays(next, DEFAULT_DAYS), dirty);
            },
          })}
        />
        <TextField
          type="date"
          label={TEXT.validUntil}
          hint={days !== null && days >= 0 ? TEXT.validUntilHint(days) : undefined}
          min={values.issue_date || undefined}
          disabled={locked}
          error={errors.valid_until?.message}
          {...register('valid_until')}
        />
      </div>
    </SectionCard>
  );
}

/** "Condizioni e note": the terms printed on the PDF and the internal notes. */
export function TermsSection({ register, errors }: Pick<SectionProps, 'register' | 'errors'>) {
  return (
    <SectionCard title={TEXT.termsSection}>
      <div className="grid gap-5 lg:grid-cols-2">
        <TextareaField
          label={TEXT.terms}
          hint={TEXT.termsHint}
          rows={5}
          maxLength={10_000}
          error={errors.terms?.message}
          {...register('terms')}
        />
        <TextareaField
          label={TEXT.notes}
          hint={TEXT.notesHint}
          rows={5}
          maxLength={10_000}
          error={errors.notes?.message}
          {...register('notes')}
        />
      </div>
    </SectionCard>
  );
}
