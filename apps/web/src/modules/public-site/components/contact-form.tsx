import type { ContactMessageCreate } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '@/platform/api-error';
import { useSchemaForm } from '@/platform/schema-form';
import { applyServerFieldErrors } from '@/platform/server-field-errors';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { sendContactMessage } from '../api/send-contact-message';
import { PUBLIC_SITE_TEXT } from '../strings';

const TEXT = PUBLIC_SITE_TEXT.contact;

// The schema only accepts `true` for the consent; the form starts unticked, so its own type says boolean.
type ContactFormValues = Omit<z.input<typeof ContactMessageCreate>, 'privacy_consent'> & { privacy_consent: boolean };
type ContactFormOutput = z.output<typeof ContactMessageCreate>;

const FIELDS = ['name', 'email', 'company', 'phone', 'subject', 'message', 'privacy_consent'] as const;
const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
  privacy_consent: false,
};

// Loaded with the first focus or submit (platform/schema-form.ts); the cast lets the form start unticked.
const loadSchema = () =>
  import('../contact-schema').then(
    (schemas) => schemas.ContactMessageCreate as unknown as z.ZodType<ContactFormOutput, ContactFormValues>,
  );

/** The public contact form: the shared schema validates here and again on the server. */
export function ContactForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, setError, reset, formState } = useSchemaForm({ loadSchema, defaultValues: EMPTY });
  const errors = formState.errors;

  useEffect(() => {
    if (confirmation) successRef.current?.focus();
  }, [confirmation]);

  const onSubmit = handleSubmit(async (values: ContactFormOutput) => {
    setFormError(null);
    try {
      await sendContactMessage(values);
      reset(EMPTY);
      setConfirmation(TEXT.successBody);
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(TEXT.unexpected);
        return;
      }
      const unmatched = applyServerFieldErrors(error.fieldErrors, setError, FIELDS);
      const shownInline = Object.keys(error.fieldErrors).length > 0 && unmatched.length === 0;
      setFormError(shownInline ? null : [error.message, ...unmatched].join(' '));
    }
  });

  if (confirmation) {
    return (
      <div
        ref={successRef}
        role="status"
        tabIndex={-1}
        className="flex flex-col items-start rounded-2xl border border-emerald-200 bg-emerald-50 p-6 focus:outline-none sm:p-8 dark:border-emerald-800 dark:bg-emerald-950/60"
      >
        <CircleCheck className="size-10 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-semibold text-emerald-900 dark:text-emerald-100">{TEXT.successTitle}</h2>
        <p className="mt-2 text-emerald-900 dark:text-emerald-100">{confirmation}</p>
        <Button variant="secondary" className="mt-6" onClick={() => setConfirmation(null)}>
          {TEXT.another}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-labelledby="contact-form-title">
      <div>
        <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900 dark:text-white">
          {TEXT.formTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{TEXT.requiredNote}</p>
      </div>
      {formError && <Alert variant="error">{formError}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={TEXT.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label={TEXT.emailField}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={TEXT.company}
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <TextField
          label={TEXT.phoneField}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <TextField label={TEXT.subject} error={errors.subject?.message} {...register('subject')} />
      <TextareaField
        label={TEXT.message}
        hint={TEXT.messageHint}
        rows={6}
        error={errors.message?.message}
        {...register('message')}
      />
      <CheckboxField
        label={
          <>
            {TEXT.privacyBefore}
            <Link
              to="/privacy"
              target="_blank"
              rel="noopener"
              className="font-medium text-primary-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300"
            >
              {TEXT.privacyLink}
              <span className="sr-only">{TEXT.newTab}</span>
            </Link>
            {TEXT.privacyAfter}
          </>
        }
        error={errors.privacy_consent?.message}
        {...register('privacy_consent')}
      />
      <Button
        type="submit"
        size="lg"
        loading={formState.isSubmitting}
        icon={<Send className="size-4" aria-hidden="true" />}
        className="self-start"
      >
        {TEXT.submit}
      </Button>
    </form>
  );
}
