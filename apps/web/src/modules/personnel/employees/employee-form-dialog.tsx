import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  type EmployeeCreated,
  type EmployeeDetail,
  holdsPermission,
  ROLE_LABELS,
  ROLES,
} from '@portale/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { isApiError } from '@/platform/api-error';
import { useAuthStore } from '@/platform/auth-store';
import { DraftRestoredNotice, DraftSaveStatus } from '@/platform/drafts/draft-status';
import { useAutosaveDraft } from '@/platform/drafts/use-autosave-draft';
import { useUnsavedChangesBlocker } from '@/platform/drafts/use-unsaved-changes-blocker';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useCreateEmployee } from './api/create-employee';
import { useEmployeeOptions } from './api/employee-options';
import { useUpdateEmployee } from './api/update-employee';
import { draftableValues, employeeDraftKey, employeeFromDraft } from './employee-form-draft';
import { initialValues, payloadOf, type Values } from './employee-form-values';
import { PEOPLE_TEXT } from './strings';

const TEXT = PEOPLE_TEXT.form;
const FORM_ID = 'employee-form';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 dark:border-slate-800">
      <legend className="float-left mb-1 w-full text-sm font-semibold text-slate-900 dark:text-white">{title}</legend>
      {hint && <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export type EmployeeFormDialogProps = {
  /** null: create. */
  employee: EmployeeDetail | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Create or edit an employee (HR): Anagrafica, Contratto, Organizzazione, Dati riservati. */
export function EmployeeFormDialog({ employee, open, onOpenChange }: EmployeeFormDialogProps) {
  const creating = employee === null;
  const options = useEmployeeOptions();
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const [values, setValues] = useState<Values>(() => initialValues(employee));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<EmployeeCreated | null>(null);
  // Reserved data are HR's (manage_users); admin_access alone manages the rest of the record.
  const mayWritePrivate = useAuthStore((state) => holdsPermission(state.permissions, 'manage_users'));
  // Issue 15: what is typed is kept as the user's draft until saved; leaving the page asks first.
  const [initial] = useState(() => initialValues(employee));
  const draftable = draftableValues(values);
  const dirty = created === null && JSON.stringify(draftable) !== JSON.stringify(draftableValues(initial));
  const autosave = useAutosaveDraft({
    moduleKey: 'personnel',
    draftKey: employeeDraftKey(employee?.id),
    title: creating ? TEXT.createTitle : TEXT.editTitle(employee.name),
    value: draftable,
    enabled: dirty,
    onRestore: (payload) => {
      const restored = employeeFromDraft(payload, initial);
      if (restored) setValues(restored);
      return restored !== null;
    },
  });
  const leave = useUnsavedChangesBlocker(dirty);

  const set = (field: string) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const field = (name: string) => ({ name, value: values[name] ?? '', onChange: set(name), error: errors[name] });

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setValues(initialValues(employee));
      setErrors({});
      setFormError(null);
      setCreated(null);
    }
  };

  const pending = create.isPending || update.isPending;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const body = payloadOf(values, employee);
    try {
      if (creating) {
        const result = await create.mutateAsync(body as never);
        await autosave.discard();
        setCreated(result);
        toast.success(TEXT.created);
      } else {
        await update.mutateAsync({ id: employee.id, body: body as never });
        await autosave.discard();
        toast.success(TEXT.saved);
        close(false);
      }
    } catch (error) {
      const message = isApiError(error) ? error.message : TEXT.failed;
      const fieldErrors: Record<string, string> = {};
      const unmatched: string[] = [];
      if (isApiError(error)) {
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          const name = key.replace(/^private\./, '');
          if (name in values) fieldErrors[name] = messages.join(' ');
          else unmatched.push(...messages);
        }
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0 || unmatched.length > 0) {
        setFormError([message, ...unmatched].join(' '));
      }
      toast.error(TEXT.failed, message);
    }
  };

  if (created) {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title={TEXT.created}
        footer={<Button onClick={() => close(false)}>{UI_TEXT.close}</Button>}
      >
        <div className="flex flex-col gap-4">
          <Alert variant="success">{TEXT.createdDetail(created.employee.name)}</Alert>
          {created.email_sent || !created.link ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{TEXT.emailed(created.employee.email)}</p>
          ) : (
            <TextField
              label={TEXT.linkLabel}
              hint={TEXT.linkHint}
              readOnly
              value={created.link}
              onFocus={(e) => e.target.select()}
            />
          )}
        </div>
      </Dialog>
    );
  }

  const opt = options.data;
  const choice = (items: { id: string; name: string }[] | undefined, excludeId?: string) =>
    (items ?? []).filter((i) => i.id !== excludeId).map((i) => ({ value: i.id, label: i.name }));

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="xl"
      title={creating ? TEXT.createTitle : TEXT.editTitle(employee.name)}
      description={creating ? TEXT.createDescription : undefined}
      dismissible={!pending}
      footer={
        <>
          <span className="mr-auto self-center">
            <DraftSaveStatus draft={autosave} />
          </span>
          <Button variant="secondary" onClick={() => close(false)} disabled={pending}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={pending}>
            {creating ? TEXT.submitCreate : UI_TEXT.save}
          </Button>
        </>
      }
    >
      {leave.dialog}
      <div className="mb-5 empty:hidden">
        <DraftRestoredNotice draft={autosave} onDiscard={() => setValues(initial)} />
      </div>
      {formError && (
        <Alert variant="error" className="mb-5">
          {formError}
        </Alert>
      )}
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <Section title={TEXT.sections.personal}>
          <TextField label={TEXT.firstName} autoComplete="off" required {...field('first_name')} />
          <TextField label={TEXT.lastName} autoComplete="off" required {...field('last_name')} />
          {creating && (
            <TextField
              label={TEXT.username}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...field('username')}
            />
          )}
          <TextField label={TEXT.email} type="email" autoComplete="off" required {...field('email')} />
          {creating && (
            <SelectField
              label={TEXT.role}
              options={ROLES.filter((r) => r !== 'client').map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
              {...field('role')}
            />
          )}
          <TextField label={TEXT.birthDate} type="date" {...field('birth_date')} />
          <TextField label={TEXT.workPhone} type="tel" autoComplete="off" {...field('work_phone')} />
          <CheckboxField
            label={TEXT.shareBirthday}
            className="sm:col-span-2"
            checked={values.share_birthday === 'true'}
            onChange={(e) => setValues((p) => ({ ...p, share_birthday: e.target.checked ? 'true' : '' }))}
          />
        </Section>
        <Section title={TEXT.sections.contract}>
          <TextField label={TEXT.number} autoComplete="off" {...field('employee_number')} />
          <TextField label={TEXT.hireDate} type="date" {...field('hire_date')} />
          <SelectField
            label={TEXT.contractType}
            placeholder={TEXT.none}
            options={CONTRACT_TYPES.map((c) => ({ value: c, label: CONTRACT_TYPE_LABELS[c] }))}
            {...field('contract_type')}
          />
          <TextField label={TEXT.contractEnd} type="date" hint={TEXT.contractEndHint} {...field('contract_end_date')} />
          <TextField
            label={TEXT.partTime}
            type="number"
            min={1}
            max={100}
            inputMode="numeric"
            hint={TEXT.partTimeHint}
            {...field('part_time_pct')}
          />
          <TextField
            label={TEXT.weeklyHours}
            type="number"
            min={0}
            max={60}
            step="0.5"
            placeholder={String(
              employee && Number(values.part_time_pct) === employee.part_time_pct
                ? employee.weekly_hours
                : (40 * (Number(values.part_time_pct) || 100)) / 100,
            )}
            {...field('weekly_hours')}
          />
          <SelectField
            label={TEXT.ccnlLevel}
            placeholder={TEXT.none}
            options={(opt?.ccnl_levels ?? []).map((l) => ({
              value: l.id,
              label: `${l.contract} · ${l.code}${l.name && l.name !== l.code ? ` (${l.name})` : ''}`,
            }))}
            {...field('ccnl_level_id')}
          />
          <TextField label={TEXT.hourlyCost} type="number" min={0} step="0.01" {...field('hourly_cost')} />
        </Section>
        <Section title={TEXT.sections.organisation}>
          <TextField label={TEXT.jobTitle} autoComplete="off" {...field('job_title')} />
          <SelectField
            label={TEXT.department}
            placeholder={TEXT.none}
            options={choice(opt?.departments)}
            {...field('department_id')}
          />
          <SelectField
            label={TEXT.manager}
            placeholder={TEXT.none}
            options={choice(opt?.managers, employee?.id)}
            {...field('manager_id')}
          />
          <SelectField
            label={TEXT.location}
            placeholder={TEXT.none}
            options={choice(opt?.work_locations)}
            {...field('work_location_id')}
          />
          <TextareaField label={TEXT.bio} rows={3} className="sm:col-span-2" {...field('bio')} />
        </Section>
        {mayWritePrivate && (
          <Section
            title={TEXT.sections.private}
            hint={creating ? TEXT.privateHint : `${TEXT.privateHint} ${TEXT.privateEditHint}`}
          >
            <TextField label={TEXT.ral} type="number" min={0} step="100" autoComplete="off" {...field('ral')} />
            <TextField
              label={TEXT.taxCode}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={16}
              {...field('tax_code')}
            />
            <TextField
              label={TEXT.iban}
              autoComplete="off"
              spellCheck={false}
              className="sm:col-span-2"
              {...field('iban')}
            />
            <TextField label={TEXT.address} autoComplete="off" className="sm:col-span-2" {...field('address')} />
            <TextField label={TEXT.postalCode} inputMode="numeric" maxLength={5} {...field('postal_code')} />
            <TextField label={TEXT.city} autoComplete="off" {...field('city')} />
            <TextField label={TEXT.province} maxLength={2} autoCapitalize="characters" {...field('province')} />
            <TextField label={TEXT.emergencyName} autoComplete="off" {...field('emergency_contact_name')} />
            <TextField label={TEXT.emergencyRelation} autoComplete="off" {...field('emergency_contact_relation')} />
            <TextField
              label={TEXT.emergencyPhone}
              type="tel"
              autoComplete="off"
              {...field('emergency_contact_phone')}
            />
          </Section>
        )}
      </form>
    </Dialog>
  );
}
