import { PROJECT_BILLING_LABELS, type Proposal, ProposalProjectCreate, todayInRome } from '@portale/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAuthStore } from '@/platform/auth-store';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { useCreateProposalProject, useProjectManagers } from '../api/create-project';
import { PROPOSALS_TEXT } from '../strings';

const TEXT = PROPOSALS_TEXT.project;
const FIELDS = ['code', 'name', 'manager_id', 'start_date', 'end_date', 'billing_type'] as const;
const BILLING_OPTIONS = (['a_corpo', 'tempo_materiali'] as const).map((value) => ({
  value,
  label: PROJECT_BILLING_LABELS[value],
}));

type Values = {
  code: string;
  name: string;
  manager_id: string;
  start_date: string;
  end_date: string;
  billing_type: '' | 'a_corpo' | 'tempo_materiali';
};

/** The shared body fed from the dialog's text values ('' for none). */
const schema = z.preprocess(
  (values: Values) => ({
    code: values.code,
    name: values.name,
    manager_id: values.manager_id || null,
    start_date: values.start_date || null,
    end_date: values.end_date || null,
    billing_type: values.billing_type || undefined,
  }),
  ProposalProjectCreate,
);

/** A project code suggested from the client's name and the year: "ARREDI-2026". */
export function suggestedCode(clientName: string, year: string): string {
  const word = clientName
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .split(/\s+/)[0]
    ?.toUpperCase()
    .slice(0, 12);
  return word && word.length >= 2 ? `${word}-${year}` : `PRJ-${year}`;
}

export type CreateProjectDialogProps = {
  proposal: Pick<Proposal, 'id' | 'title' | 'client' | 'owner'>;
  onClose: () => void;
};

/**
 * "Crea progetto" of an accepted proposal: code, name, manager, dates and billing (by default the server's choice:
 * time and materials when every priced line is by the hour), checked with the shared ProposalProjectCreate.
 */
export function CreateProjectDialog({ proposal, onClose }: CreateProjectDialogProps) {
  const userId = useAuthStore((state) => state.user?.id);
  const people = useProjectManagers(true).data ?? [];
  const create = useCreateProposalProject();
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayInRome();
  const { register, handleSubmit, formState, setError, watch } = useForm<Values, unknown, ProposalProjectCreate>({
    resolver: sharedSchemaResolver(schema as unknown as z.ZodType<ProposalProjectCreate, Values>),
    defaultValues: {
      code: suggestedCode(proposal.client.name, today.slice(0, 4)),
      name: proposal.title.slice(0, 160),
      manager_id: proposal.owner?.id ?? userId ?? '',
      start_date: today,
      end_date: '',
      billing_type: '',
    },
  });
  const [managerId, billingType] = watch(['manager_id', 'billing_type']);
  const options = people.map((person) => ({ value: person.id, label: person.name }));
  if (proposal.owner && !options.some((o) => o.value === proposal.owner?.id))
    options.push({ value: proposal.owner.id, label: proposal.owner.name });
  const errors = formState.errors;
  const onSubmit = handleSubmit((body) => {
    setFailure(null);
    create.mutate(
      { id: proposal.id, body },
      {
        onSuccess: (saved) => {
          toast.success(TEXT.created, saved.project ? `${saved.project.code} · ${saved.project.name}` : undefined);
          onClose();
        },
        onError: (error) => setFailure(applyFormError(error, setError, FIELDS)),
      },
    );
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!create.isPending}
      size="lg"
      title={TEXT.title}
      description={TEXT.description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form="proposal-project-form" loading={create.isPending}>
            {TEXT.submit}
          </Button>
        </>
      }
    >
      <form id="proposal-project-form" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {failure && (
          <Alert variant="error" className="sm:col-span-2">
            {failure}
          </Alert>
        )}
        <TextField
          label={TEXT.code}
          hint={TEXT.codeHint}
          autoComplete="off"
          maxLength={20}
          className="[&_input]:font-mono [&_input]:uppercase"
          error={errors.code?.message}
          {...register('code')}
        />
        <SelectField
          label={TEXT.manager}
          placeholder={TEXT.noManager}
          options={options}
          error={errors.manager_id?.message}
          {...register('manager_id')}
          value={managerId}
        />
        <TextField
          label={TEXT.name}
          maxLength={160}
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField type="date" label={TEXT.start} error={errors.start_date?.message} {...register('start_date')} />
        <TextField type="date" label={TEXT.end} error={errors.end_date?.message} {...register('end_date')} />
        <SelectField
          label={TEXT.billing}
          hint={TEXT.billingHint}
          placeholder={TEXT.billingAuto}
          options={BILLING_OPTIONS}
          className="sm:col-span-2"
          error={errors.billing_type?.message}
          {...register('billing_type')}
          value={billingType}
        />
      </form>
    </Dialog>
  );
}
