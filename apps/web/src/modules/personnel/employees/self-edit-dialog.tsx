import { type EmployeeDetail, type EmployeePrivate, EmployeePrivateSelfInput } from '@portale/shared';
import { type FormEvent, useState } from 'react';
import { isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useUpdateEmployee } from './api/update-employee';
import { PEOPLE_TEXT } from './strings';

const TEXT = PEOPLE_TEXT.form;
const FORM_ID = 'self-edit-form';
/** The reserved fields the employee may change themselves: the shared schema's. */
const PRIVATE = EmployeePrivateSelfInput.keyof().options;

export type SelfEditDialogProps = {
  employee: EmployeeDetail;
  privateData: EmployeePrivate | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** "Modifica i miei dati": phone, birthday (and whether colleagues see it), bio, address, emergency contact. */
export function SelfEditDialog({ employee, privateData, open, onOpenChange }: SelfEditDialogProps) {
  const update = useUpdateEmployee();
  const initial = () => ({
    work_phone: employee.work_phone ?? '',
    birth_date: employee.birth_date ?? '',
    bio: employee.bio,
    ...Object.fromEntries(PRIVATE.map((f) => [f, privateData?.[f] ?? ''])),
  });
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [share, setShare] = useState(employee.share_birthday ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (e: { target: { value: string } }) => setValues((p) => ({ ...p, [name]: e.target.value })),
    error: errors[name],
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setValues(initial());
      setShare(employee.share_birthday ?? false);
      setErrors({});
      setFormError(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const orNull = (s: string | undefined) => (s?.trim() ? s.trim() : null);
    try {
      await update.mutateAsync({
        id: employee.id,
        body: {
          work_phone: orNull(values.work_phone),
          birth_date: orNull(values.birth_date),
          share_birthday: share,
          bio: values.bio?.trim() ?? '',
          private: Object.fromEntries(PRIVATE.map((f) => [f, orNull(values[f])])),
        },
      });
      toast.success(TEXT.saved);
      onOpenChange(false);
    } catch (error) {
      const message = isApiError(error) ? error.message : TEXT.failed;
      const fieldErrors: Record<string, string> = {};
      if (isApiError(error)) {
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          fieldErrors[key.replace(/^private\./, '')] = messages.join(' ');
        }
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFormError(message);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="lg"
      title={PEOPLE_TEXT.person.selfTitle}
      description={PEOPLE_TEXT.person.selfDescription}
      dismissible={!update.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={update.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={update.isPending}>
            {UI_TEXT.save}
          </Button>
        </>
      }
    >
      {formError && (
        <Alert variant="error" className="mb-5">
          {formError}
        </Alert>
      )}
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label={TEXT.workPhone} type="tel" autoComplete="tel" {...field('work_phone')} />
        <TextField label={TEXT.birthDate} type="date" autoComplete="bday" {...field('birth_date')} />
        <CheckboxField
          className="sm:col-span-2"
          label={TEXT.shareBirthday}
          checked={share}
          onChange={(e) => setShare(e.target.checked)}
        />
        <TextareaField label={TEXT.bio} rows={3} className="sm:col-span-2" {...field('bio')} />
        <TextField label={TEXT.address} autoComplete="street-address" className="sm:col-span-2" {...field('address')} />
        <TextField
          label={TEXT.postalCode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...field('postal_code')}
        />
        <TextField label={TEXT.city} autoComplete="address-level2" {...field('city')} />
        <TextField label={TEXT.province} maxLength={2} {...field('province')} />
        <TextField label={TEXT.emergencyName} {...field('emergency_contact_name')} />
        <TextField label={TEXT.emergencyRelation} {...field('emergency_contact_relation')} />
        <TextField label={TEXT.emergencyPhone} type="tel" {...field('emergency_contact_phone')} />
      </form>
    </Dialog>
  );
}
