import { zodResolver } from '@hookform/resolvers/zod';
import { AdminUserCreate, type OneTimeLinkResult, ROLE_LABELS, ROLES } from '@portale/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/platform/api-error';
import { applyServerFieldErrors } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { useCreateUser } from '../api/create-user';
import { USERS_TEXT } from '../strings';
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

export type CreateUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Nuovo utente': the form, then the result with the one-time activation link (or that it was e-mailed). */
export function CreateUserDialog({ open, onOpenChange }: CreateUserDialogProps) {
  const create = useCreateUser();
  const [result, setResult] = useState<OneTimeLinkResult | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof AdminUserCreate>, unknown, AdminUserCreate>({
    resolver: zodResolver(AdminUserCreate),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  const reset = () => {
    form.reset(EMPTY);
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
      const created = await create.mutateAsync(values);
      setResult(created);
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
          <Alert variant="success">{TEXT.createdPending(result.user.name)}</Alert>
          {result.email_sent || !result.link ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{TEXT.emailed(result.user.email)}</p>
          ) : (
            <OneTimeLink link={result.link} expiresAt={result.expires_at} />
          )}
        </div>
      </Dialog>
    );
  }

  const submitting = form.formState.isSubmitting || create.isPending;
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
      </form>
    </Dialog>
  );
}
