import { PROJECT_CODE_PATTERN, type Proposal, todayInRome } from '@portale/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/platform/api-error';
import { useAuthStore } from '@/platform/auth-store';
import { applyFormError } from '@/platform/form-errors';
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
const FIELDS = ['code', 'name', 'manager_id', 'start_date', 'end_date'] as const;

type Values = { code: string; name: string; manager_id: string; start_date: string; end_date: string };

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

/** "Crea progetto" of an accepted proposal: code, name, manager and dates, then a link to the new project. */
export function CreateProjectDialog({ proposal, onClose }: CreateProjectDialogProps) {
  const userId = useAuthStore((state) => state.user?.id);
  const people = useProjectManagers(true).data ?? [];
  const create = useCreateProposalProject();
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayInRome();
  const { register, handleSubmit, formState, setError, watch } = useForm<Values>({
    defaultValues: {
      code: suggestedCode(proposal.client.name, today.slice(0, 4)),
      name: proposal.title.slice(0, 160),
      manager_id: proposal.owner?.id ?? userId ?? '',
      start_date: today,
      end_date: '',
    },
  });
  const managerId = watch('manager_id');
  const options = people.map((person) => ({ value: person.id, label: person.name }));
  if (proposal.owner && !options.some((o) => o.value === proposal.owner?.id))
    options.push({ value: proposal.owner.id, label: proposal.owner.name });
  const errors = formState.errors;
  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    create.mutate(
      {
        id: proposal.id,
        body: {
          code: values.code.trim().toUpperCase(),
          name: values.name.trim(),
          manager_id: values.manager_id || null,
          start_date: values.start_date || null,
          end_date: values.end_date || null,
        },
      },
      {
        onSuccess: (project) => {
          toast.success(TEXT.created, project ? `${project.code} · ${project.name}` : undefined);
          onClose();
        },
        onError: (error) =>
          setFailure(isApiError(error) ? applyFormError(error, setError, FIELDS) : UI_TEXT.saveFailed),
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
          {...register('code', {
            setValueAs: (value: string) => value.trim().toUpperCase(),
            pattern: { value: PROJECT_CODE_PATTERN, message: TEXT.codeInvalid },
            required: TEXT.codeInvalid,
          })}
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
          {...register('name', { validate: (value) => value.trim().length > 0 || TEXT.nameRequired })}
        />
        <TextField type="date" label={TEXT.start} error={errors.start_date?.message} {...register('start_date')} />
        <TextField
          type="date"
          label={TEXT.end}
          error={errors.end_date?.message}
          {...register('end_date', {
            validate: (value, all) => !value || !all.start_date || value >= all.start_date || TEXT.endBeforeStart,
          })}
        />
      </form>
    </Dialog>
  );
}
