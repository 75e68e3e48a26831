import { CONSENT_SOURCE_LABELS, CONSENT_SOURCES, type Contact, type ContactCreate } from '@portale/shared';
import { Plus, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type FieldErrors, useFieldArray, useForm } from 'react-hook-form';
import { isApiError } from '@/platform/api-error';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useSaveContact } from '../api/save-contact';
import { CONTACT_FIELDS, ContactFormSchema, type ContactFormValues, contactValuesOf } from '../contact-form-values';
import { CONTACTS_TEXT } from '../strings';

const TEXT = CONTACTS_TEXT.form;
const SOURCE_OPTIONS = CONSENT_SOURCES.map((value) => ({ value, label: CONSENT_SOURCE_LABELS[value] }));

export type ContactDialogProps = {
  clientId: string;
  /** null: a new contact. */
  contact: Contact | null;
  /** A client's first contact starts as its primary one. */
  firstOfClient: boolean;
  onClose: () => void;
};

/** A contact's form: names, role, e-mails and phones, primary, the marketing consent with its proof, notes. */
export function ContactDialog({ clientId, contact, firstOfClient, onClose }: ContactDialogProps) {
  const formId = useId();
  const save = useSaveContact();
  const { register, control, handleSubmit, setError, formState, watch } = useForm<
    ContactFormValues,
    unknown,
    ContactCreate
  >({
    resolver: sharedSchemaResolver(ContactFormSchema),
    defaultValues: contactValuesOf(contact, firstOfClient),
    mode: 'onTouched',
  });
  const emails = useFieldArray({ control, name: 'emails' });
  const phones = useFieldArray({ control, name: 'phones' });
  const consentGiven = watch('marketing_consent.given');
  // Controlled: react-hook-form cannot set a native select whose options mount with it.
  const consentSource = watch('marketing_consent.source');
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (contact) await save.mutateAsync({ id: contact.id, clientId, body: { ...body, version: contact.version } });
      else await save.mutateAsync({ id: null, clientId, body });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // The list refetches (onSettled): the user reopens the newer version.
        toast.error(TEXT.conflict);
        onClose();
        return;
      }
      toast.error(UI_TEXT.saveFailed, applyFormError(error, setError, CONTACT_FIELDS) ?? undefined);
      return;
    }
    toast.success(contact ? TEXT.updated : TEXT.created);
    onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={contact ? TEXT.editTitle(contact.name) : TEXT.createTitle}
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {contact ? TEXT.save : TEXT.create}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={TEXT.firstName}
            autoComplete="off"
            maxLength={80}
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={TEXT.lastName}
            autoComplete="off"
            maxLength={80}
            error={errors.last_name?.message}
            {...register('last_name')}
          />
          <TextField
            label={TEXT.role}
            hint={TEXT.roleHint}
            autoComplete="off"
            maxLength={100}
            className="sm:col-span-2"
            error={errors.role?.message}
            {...register('role')}
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{TEXT.emails}</legend>
          {emails.fields.map((field, index) => (
            <Row
              key={field.id}
              onRemove={emails.fields.length > 1 ? () => emails.remove(index) : undefined}
              removeLabel={TEXT.removeEmail(index + 1)}
            >
              <TextField
                label={`${TEXT.email} ${index + 1}`}
                type="email"
                autoComplete="off"
                className="flex-1"
                error={errors.emails?.[index]?.address?.message}
                {...register(`emails.${index}.address`)}
              />
              <TextField
                label={`${TEXT.emailLabel} ${index + 1}`}
                placeholder={TEXT.emailLabelHint}
                autoComplete="off"
                maxLength={30}
                className="sm:w-36"
                error={errors.emails?.[index]?.label?.message}
                {...register(`emails.${index}.label`)}
              />
            </Row>
          ))}
          <ListError errors={errors} name="emails" />
          {emails.fields.length < 5 && (
            <AddButton onClick={() => emails.append({ address: '', label: '' })}>{TEXT.addEmail}</AddButton>
          )}
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{TEXT.phones}</legend>
          {phones.fields.map((field, index) => (
            <Row
              key={field.id}
              onRemove={phones.fields.length > 1 ? () => phones.remove(index) : undefined}
              removeLabel={TEXT.removePhone(index + 1)}
            >
              <TextField
                label={`${TEXT.phone} ${index + 1}`}
                type="tel"
                autoComplete="off"
                className="flex-1"
                error={errors.phones?.[index]?.number?.message}
                {...register(`phones.${index}.number`)}
              />
              <TextField
                label={`${TEXT.phoneLabel} ${index + 1}`}
                autoComplete="off"
                maxLength={30}
                className="sm:w-36"
                error={errors.phones?.[index]?.label?.message}
                {...register(`phones.${index}.label`)}
              />
            </Row>
          ))}
          <ListError errors={errors} name="phones" />
          {phones.fields.length < 5 && (
            <AddButton onClick={() => phones.append({ number: '', label: '' })}>{TEXT.addPhone}</AddButton>
          )}
        </fieldset>
        <CheckboxField label={TEXT.isPrimary} {...register('is_primary')} />
        <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{TEXT.consent}</legend>
          <CheckboxField label={TEXT.consentGiven} {...register('marketing_consent.given')} />
          {consentGiven && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={TEXT.consentDate}
                type="date"
                error={errors.marketing_consent?.date?.message}
                {...register('marketing_consent.date')}
              />
              <SelectField
                label={TEXT.consentSource}
                placeholder={TEXT.chooseSource}
                options={SOURCE_OPTIONS}
                error={errors.marketing_consent?.source?.message}
                {...register('marketing_consent.source')}
                value={consentSource}
              />
              <p className="text-xs text-slate-600 sm:col-span-2 dark:text-slate-400">{TEXT.consentHint}</p>
            </div>
          )}
        </fieldset>
        <TextareaField
          label={TEXT.notes}
          rows={3}
          maxLength={10_000}
          error={errors.notes?.message}
          {...register('notes')}
        />
      </form>
    </Dialog>
  );
}

function Row({ children, onRemove, removeLabel }: { children: ReactNode; onRemove?: () => void; removeLabel: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      {children}
      {onRemove && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-end sm:mt-7 sm:self-start"
          aria-label={removeLabel}
          title={removeLabel}
          icon={<X className="size-4" aria-hidden="true" />}
          onClick={onRemove}
        />
      )}
    </div>
  );
}

function AddButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="self-start"
      icon={<Plus className="size-4" aria-hidden="true" />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** A message about a list as a whole (too many rows), not one of its rows. */
function ListError({ errors, name }: { errors: FieldErrors<ContactFormValues>; name: 'emails' | 'phones' }) {
  const message = (errors[name] as { message?: string } | undefined)?.message;
  return message ? <p className="text-sm text-red-700 dark:text-red-300">{message}</p> : null;
}
