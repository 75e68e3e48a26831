import { zodResolver } from '@hookform/resolvers/zod';
import { AdminUserCreate, ROLE_LABELS, ROLES } from '@portale/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/platform/api-error';
import { useFlagsStore } from '@/platform/flags-store';
import { applyServerFieldErrors } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { useCreatePerson } from '../api/create-person';
import { useCreateUser } from '../api/create-user';
import { USERS_TEXT } from '../strings';
import { EMPTY_RECORD, type EmployeeRecordDraft, EmployeeRecordFields } from './employee-record-fields';
import { OneTimeLink } from './one-time-link';

const TEXT = USERS_TEXT.create;
const FIELDS = ['first_name', 'last_name', 'username', 'email', 'role'] as const;
const FORM_ID = 'create-user-form';
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const EMPTY: z.input<typeof AdminUserCreate> = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  role: 'employee',
};

/** What the result screen shows, whether the account came alone or with its employee record. */
interface Created {
  name: string;
  email: string;
  link: string | null;
  email_sent: boolean;
  expires_at?: string;
  withRecord: boolean;
}

export type CreateUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Nuovo utente': the form, then the result with the one-time activation link (or that it was e-mailed). For
 * anyone but a client, with the personnel area on, it also creates the employee record (issue 15: a user created
 * here used to be missing from Personale), through the personnel endpoint, in one transaction.
 */
export function CreateUserDialog({ open, onOpenChange }: CreateUserDialogProps) {
  const create = useCreateUser();
  const createPerson = useCreatePerson();
  const personnelOn = useFlagsStore((state) => state.failed || state.flags.personnel_module === true);
  const [record, setRecord] = useState<EmployeeRecordDraft>(EMPTY_RECORD);
  const [result, setResult] = useState<Created | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof AdminUserCreate>, unknown, AdminUserCreate>({
    resolver: zodResolver(AdminUserCreate),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  const role = form.watch('role');
  const offersRecord = personnelOn && role !== 'client';

  const reset = () => {
    form.reset(EMPTY);
    setRecord(EMPTY_RECORD);
    setResult(null);
    setFormError(null);
  };
  const change = (next: boolean) => {
    onOpenChange(next);
    // Whatever was typed or shown (the link is shown only once) goes when the dialog closes.
    if (!next) reset();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const name = `${values.first_name} ${values.last_name}`;
      if (offersRecord && record.enabled && values.role !== 'client') {
        const created = await createPerson.mutateAsync({
          ...values,
          role: values.role,
          job_title: record.job_title.trim() || undefined,
          department_id: record.department_id || null,
          hire_date: record.hire_date || null,
        });
        setResult({ ...created, name, email: values.email, withRecord: true });
      } else {
        const created = await create.mutateAsync(values);
        setResult({ ...created, name: created.user.name, email: created.user.email, withRecord: false });
      }
      toast.success(TEXT.done);
    } catch (error) {
      const message = isApiError(error) ? error.message : USERS_TEXT.actions.failed;
      const unmatched = isApiError(error) ? applyServerFieldErrors(error.fieldErrors, form.setError, FIELDS) : [];
      const inline = isApiError(error) && Object.keys(error.fieldErrors).length > 0 && unmatched.length === 0;
      if (!inline) setFormError([message, ...unmatched].join(' '));
      toast.error(USERS_TEXT.actions.failed, message);
    }
  });

  if (result) {
    return (
      <Dialog
        open={open}
        onOpenChange={change}
        title={TEXT.doneTitle}
        footer={
          <>
            <Button variant="secondary" onClick={reset}>
              {TEXT.another}
            </Button>
            <Button onClick={() => change(false)}>{TEXT.close}</Button>
          </>
        }
      >
        <div className="flex flex-col gap-5">
          <Alert variant="success">
            {result.withRecord ? TEXT.record.created(result.name) : TEXT.createdPending(result.name)}
          </Alert>
          {result.email_sent || !result.link || !result.expires_at ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{TEXT.emailed(result.email)}</p>
          ) : (
            <OneTimeLink link={result.link} expiresAt={result.expires_at} />
          )}
        </div>
      </Dialog>
    );
  }

  const submitting = form.formState.isSubmitting || create.isPending || createPerson.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={TEXT.title}
      description={TEXT.description}
      dismissible={!submitting}
      footer={
        <>
          <Button variant="secondary" onClick={() => change(false)} disabled={submitting}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={submitting}>
            {TEXT.submit}
          </Button>
        </>
      }
    >
      {formError && (
        <Alert variant="error" className="mb-5">
          {formError}
        </Alert>
      )}
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={TEXT.firstName}
            autoComplete="off"
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextField
            label={TEXT.lastName}
            autoComplete="off"
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </div>
        <TextField
          label={TEXT.username}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          label={TEXT.email}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField label={TEXT.role} options={ROLE_OPTIONS} error={errors.role?.message} {...form.register('role')} />
        {offersRecord && <EmployeeRecordFields value={record} onChange={setRecord} disabled={submitting} />}
      </form>
    </Dialog>
  );
}
