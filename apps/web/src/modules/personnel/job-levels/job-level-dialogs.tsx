import { CcnlContractInput, CcnlLevelInput } from '@portale/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage, isApiError } from '@/platform/api-error';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { fieldErrorsOf } from '../zod-issues';
import { JOB_LEVELS_TEXT as TEXT } from './strings';

type Errors = Record<string, string>;

/** Checks the draft with the shared schema (the server checks it again); the first message per field. */
function check<T extends z.ZodType>(schema: T, body: unknown): { data?: z.infer<T>; errors: Errors } {
  const parsed = schema.safeParse(body);
  return parsed.success ? { data: parsed.data, errors: {} } : { errors: fieldErrorsOf(parsed.error.issues) };
}

/** The server's field errors next to their inputs. */
const serverFieldErrors = (error: unknown): Errors =>
  isApiError(error) ? Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])) : {};

type FormDialogProps = {
  title: string;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: () => void;
  children: React.ReactNode;
};

function FormDialog({ title, pending, error, onClose, onSubmit, children }: FormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size="lg"
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {UI_TEXT.cancel}
          </Button>
          <Button onClick={onSubmit} loading={pending}>
            {UI_TEXT.save}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error ? <Alert variant="error">{errorMessage(error)}</Alert> : null}
      </form>
    </Dialog>
  );
}

export type ContractDraft = {
  id?: string;
  cnel_code: string;
  name: string;
  sector: string;
  valid_from: string;
  notes: string;
};

type DialogBase<T> = {
  draft: T;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (body: T extends ContractDraft ? CcnlContractInput : CcnlLevelInput) => void;
};

export function ContractDialog({ draft: initial, pending, error, onClose, onSave }: DialogBase<ContractDraft>) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const all = { ...serverFieldErrors(error), ...errors };
  const field = (key: keyof ContractDraft) => ({
    value: draft[key] ?? '',
    error: all[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });
  const submit = () => {
    const result = check(CcnlContractInput, { ...draft, valid_from: draft.valid_from || null });
    setErrors(result.errors);
    if (result.data) onSave(result.data);
  };
  return (
    <FormDialog
      title={initial.id ? TEXT.editContract : TEXT.newContract}
      pending={pending}
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField label={TEXT.cnel} hint="Es. H011" maxLength={4} {...field('cnel_code')} />
        <TextField label={TEXT.name} maxLength={160} {...field('name')} />
      </div>
      <TextField label={TEXT.sector} maxLength={160} {...field('sector')} />
      <TextField label={TEXT.validFrom} type="date" {...field('valid_from')} />
      <TextareaField label={TEXT.notes} rows={3} maxLength={2000} {...field('notes')} />
    </FormDialog>
  );
}

export type LevelDraft = {
  contractId: string;
  id?: string;
  code: string;
  name: string;
  description: string;
  minimum_monthly_pay: string;
  sort_order: string;
};

export function LevelDialog({ draft: initial, pending, error, onClose, onSave }: DialogBase<LevelDraft>) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const all = { ...serverFieldErrors(error), ...errors };
  const field = (key: keyof LevelDraft) => ({
    value: draft[key] ?? '',
    error: all[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });
  const submit = () => {
    // Italian "1.940,61" or plain "1940.61".
    const raw = draft.minimum_monthly_pay.trim();
    const pay = raw.includes(',') ? raw.replace(/\./g, '').replace(',', '.') : raw;
    const result = check(CcnlLevelInput, {
      code: draft.code,
      name: draft.name,
      description: draft.description,
      minimum_monthly_pay: pay === '' ? null : Number(pay),
      sort_order: draft.sort_order.trim() === '' ? 0 : Number(draft.sort_order),
    });
    setErrors(result.errors);
    if (result.data) onSave(result.data);
  };
  return (
    <FormDialog
      title={initial.id ? TEXT.editLevel : TEXT.newLevel}
      pending={pending}
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField label={TEXT.code} maxLength={20} {...field('code')} />
        <TextField label={TEXT.name} maxLength={160} {...field('name')} />
      </div>
      <TextareaField label={TEXT.levelDescription} rows={3} maxLength={2000} {...field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={`${TEXT.minimumPay} (€)`}
          inputMode="decimal"
          hint="Es. 1.940,61"
          {...field('minimum_monthly_pay')}
        />
        <TextField label={TEXT.sortOrder} inputMode="numeric" {...field('sort_order')} />
      </div>
    </FormDialog>
  );
}
