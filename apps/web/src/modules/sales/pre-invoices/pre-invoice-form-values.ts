import { type PreInvoice, PreInvoiceCreate, type PreInvoiceUpdate, todayInRome } from '@portale/shared';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { sharedSchemaResolver } from '@/platform/form-errors';
import {
  changedFields,
  type InvoiceLinesValues,
  LINES_OPTION_FIELDS,
  lineFieldNames,
  linesBodyOf,
  linesValuesOf,
  withLineErrors,
} from '../invoice-lines/line-values';

// The by-hand pre-invoice form's values (text, as typed) and the bodies they stand for, checked with the shared
// PreInvoiceCreate schema, so the browser refuses exactly what the server would. A draft's edit uses the same form.

export type PreInvoiceFormValues = InvoiceLinesValues & {
  client_id: string;
  /** Shown in the client picker; not sent. */
  client_name: string;
  contract_id: string;
  project_id: string;
  issue_date: string;
  due_date: string;
  causale: string;
  notes: string;
};

const FIELDS = [
  'client_id',
  'contract_id',
  'project_id',
  'issue_date',
  'due_date',
  'causale',
  'notes',
  ...LINES_OPTION_FIELDS,
] as const;

/** The fields the server's field errors are matched to, with each line's (`lines.0.vat_rate`). */
export const preInvoiceFieldNames = (lineCount: number) =>
  [...FIELDS, ...lineFieldNames(lineCount)] as (keyof PreInvoiceFormValues)[];

/**
 * The body the form's values stand for. An empty due date of a new pre-invoice leaves it to the company's payment
 * days; emptied in an edit, it means none.
 */
export const bodyOf = (values: PreInvoiceFormValues, editing: boolean) => ({
  client_id: values.client_id,
  contract_id: values.contract_id || null,
  project_id: values.project_id || null,
  issue_date: values.issue_date || undefined,
  due_date: values.due_date || (editing ? null : undefined),
  causale: values.causale,
  notes: values.notes,
  ...linesBodyOf(values),
});

/** The shared schema as the form's resolver; the lines' errors are completed by `withLineErrors`. */
export function preInvoiceResolver(editing: boolean): Resolver<PreInvoiceFormValues, unknown, PreInvoiceCreate> {
  const schema = z.preprocess((values: PreInvoiceFormValues) => bodyOf(values, editing), PreInvoiceCreate);
  const base = sharedSchemaResolver(schema as unknown as z.ZodType<PreInvoiceCreate, PreInvoiceFormValues>);
  return async (values, context, options) => withLineErrors(await base(values, context, options), values);
}

/** The form's values for a stored draft, or a new one dated today for the client given. */
export function valuesOf(
  preInvoice: PreInvoice | null,
  defaults: { client?: { id: string; name: string } | null; today?: string } = {},
): PreInvoiceFormValues {
  if (!preInvoice)
    return {
      client_id: defaults.client?.id ?? '',
      client_name: defaults.client?.name ?? '',
      contract_id: '',
      project_id: '',
      issue_date: defaults.today ?? todayInRome(),
      due_date: '',
      causale: '',
      notes: '',
      ...linesValuesOf(null),
    };
  return {
    client_id: preInvoice.client.id,
    client_name: preInvoice.client.name,
    contract_id: preInvoice.contract?.id ?? '',
    project_id: preInvoice.project?.id ?? '',
    issue_date: preInvoice.issue_date,
    due_date: preInvoice.due_date ?? '',
    causale: preInvoice.causale,
    notes: preInvoice.notes,
    ...linesValuesOf(preInvoice),
  };
}

/**
 * The PATCH body of an edit: the fields whose checked value differs from the stored draft's, with the version it
 * was loaded with (a newer stored one answers 409); the lines and their options travel together. Null when
 * nothing changed.
 */
export function patchOf(saved: PreInvoiceCreate, preInvoice: PreInvoice): PreInvoiceUpdate | null {
  const raw = bodyOf(valuesOf(preInvoice), true);
  const stored = PreInvoiceCreate.safeParse(raw);
  const before = (stored.success ? stored.data : raw) as Partial<PreInvoiceCreate>;
  const patch = changedFields(saved, before);
  if (Object.keys(patch).length === 0) return null;
  return { ...patch, version: preInvoice.version } as PreInvoiceUpdate;
}
