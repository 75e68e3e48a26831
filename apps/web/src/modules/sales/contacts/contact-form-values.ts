import { type ConsentSource, type Contact, ContactCreate, todayInRome } from '@portale/shared';
import { z } from 'zod';

/** The inputs, in the order the server's field errors are matched to them. */
export const CONTACT_FIELDS = [
  'first_name',
  'last_name',
  'role',
  'emails',
  'phones',
  'is_primary',
  'marketing_consent.given',
  'marketing_consent.date',
  'marketing_consent.source',
  'notes',
] as const;

export type ContactFormValues = {
  first_name: string;
  last_name: string;
  role: string;
  emails: { address: string; label: string }[];
  phones: { number: string; label: string }[];
  is_primary: boolean;
  marketing_consent: { given: boolean; date: string; source: ConsentSource | '' };
  notes: string;
};

/** The body the form stands for: blank names as null, empty e-mail and phone rows left out, no consent details without a consent. */
export function contactBodyOf(values: ContactFormValues) {
  const consent = values.marketing_consent;
  return {
    ...values,
    first_name: values.first_name.trim() || null,
    last_name: values.last_name.trim() || null,
    emails: values.emails.filter((email) => email.address.trim() !== ''),
    phones: values.phones.filter((phone) => phone.number.trim() !== ''),
    marketing_consent: {
      given: consent.given,
      date: consent.given ? consent.date || null : null,
      source: consent.given ? consent.source || null : null,
    },
  };
}

/** The shared create schema fed from the form (the same checks and Italian messages as the server). */
export const ContactFormSchema = z.preprocess((values: ContactFormValues) => contactBodyOf(values), ContactCreate);

/** The form's values for a contact, or a new one (one empty e-mail and phone row to fill in). */
export const contactValuesOf = (contact: Contact | null, firstOfClient: boolean): ContactFormValues =>
  contact
    ? {
        first_name: contact.first_name ?? '',
        last_name: contact.last_name ?? '',
        role: contact.role,
        emails: contact.emails.length > 0 ? contact.emails : [{ address: '', label: '' }],
        phones: contact.phones.length > 0 ? contact.phones : [{ number: '', label: '' }],
        is_primary: contact.is_primary,
        marketing_consent: {
          given: contact.marketing_consent?.given ?? false,
          date: contact.marketing_consent?.date ?? '',
          source: contact.marketing_consent?.source ?? '',
        },
        notes: contact.notes,
      }
    : {
        first_name: '',
        last_name: '',
        role: '',
        emails: [{ address: '', label: '' }],
        phones: [{ number: '', label: '' }],
        is_primary: firstOfClient,
        marketing_consent: { given: false, date: todayInRome(), source: '' },
        notes: '',
      };
