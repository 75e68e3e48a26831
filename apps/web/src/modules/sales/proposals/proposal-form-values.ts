import {
  computeInvoiceTotals,
  type InvoiceLineInput,
  type InvoiceTotals,
  invoiceLineIssues,
  type NaturaCode,
  PROPOSAL_DEFAULT_VALIDITY_DAYS,
  type Proposal,
  ProposalCreate,
  ProposalUpdate,
  scaledInteger,
  todayInRome,
  type WithholdingCausale,
  type WithholdingType,
} from '@portale/shared';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { sharedSchemaResolver } from '@/platform/form-errors';
import { addDays } from './format';

// The proposal form's values (text, as typed: "1.250,50" for a price) and the bodies they stand for. The form is
// checked with the shared ProposalCreate schema fed through `bodyOf`, so the browser refuses exactly what the
// server would; the totals are the shared `computeInvoiceTotals` of the same lines.

/** One line as typed. `unit_price_cents` holds euros ("1.250,50"): named as the body's field so errors land on it. */
export type LineValues = {
  kind: 'item' | 'discount';
  description: string;
  quantity: string;
  unit: string;
  unit_price_cents: string;
  discount_percent: string;
  vat_rate: string;
  natura: NaturaCode | '';
  withholding: boolean;
};

export type ProposalFormValues = {
  client_id: string;
  /** Shown in the client picker; not sent. */
  client_name: string;
  contact_id: string;
  title: string;
  pipeline_id: string;
  stage_id: string;
  issue_date: string;
  valid_until: string;
  owner_id: string;
  terms: string;
  notes: string;
  lines: LineValues[];
  split_payment: boolean;
  charge_stamp_duty: boolean;
  withholding_on: boolean;
  withholding: { type: WithholdingType; rate: string; causale: WithholdingCausale };
};

/** The fields the server's field errors are matched to, besides each line's (`lines.0.vat_rate`). */
const PROPOSAL_FIELDS = [
  'client_id',
  'contact_id',
  'title',
  'pipeline_id',
  'stage_id',
  'issue_date',
  'valid_until',
  'owner_id',
  'terms',
  'notes',
  'lines',
  'withholding',
  'withholding.rate',
  'withholding.type',
  'withholding.causale',
] as const;
const LINE_FIELDS = ['description', 'quantity', 'unit', 'unit_price_cents', 'discount_percent', 'vat_rate', 'natura'];

export function proposalFieldNames(lineCount: number) {
  const lines = Array.from({ length: lineCount }, (_, i) => LINE_FIELDS.map((f) => `lines.${i}.${f}`)).flat();
  return [...PROPOSAL_FIELDS, ...lines] as (keyof ProposalFormValues)[];
}

/**
 * A number as an Italian types it: "1.250,5" (dots group thousands, the comma is the decimal mark), "1250.5" or
 * "1.5" (a lone dot with other than three digits after it is a decimal point). NaN when it is not a number.
 */
export function parseDecimal(text: string): number {
  const value = text.replace(/[\s€%]/g, '');
  if (value === '') return Number.NaN;
  let normal: string;
  if (value.includes(',')) normal = value.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(value)) normal = value.replace(/\./g, '');
  else normal = value;
  return /^-?\d*\.?\d+$/.test(normal) ? Number(normal) : Number.NaN;
}

/** A decimal shown in an input: "1250,5", no grouping (it is typed back). */
export const decimalText = (value: number) => String(value).replace('.', ',');
/** Cents shown in an input as euros: "1250,50". */
export const euroText = (cents: number) => (Math.abs(cents) / 100).toFixed(2).replace('.', ',');

/** Euros typed to cents; a price with more than two decimals gives a fraction the schema refuses. */
function centsOf(text: string, discount: boolean): number {
  const euros = parseDecimal(text);
  if (Number.isNaN(euros)) return Number.NaN;
  const cents = scaledInteger(Math.abs(euros), 2) ?? Math.abs(euros) * 100;
  return discount ? -cents : cents;
}

/** A line as the body sends it: a discount line's amount is typed positive and sent negative. */
export function lineOf(line: LineValues): InvoiceLineInput {
  const discount = line.kind === 'discount';
  return {
    kind: line.kind,
    description: line.description,
    quantity: parseDecimal(line.quantity),
    unit: line.unit.trim() || null,
    unit_price_cents: centsOf(line.unit_price_cents, discount),
    discount_percent: discount ? 0 : line.discount_percent.trim() === '' ? 0 : parseDecimal(line.discount_percent),
    vat_rate: parseDecimal(line.vat_rate),
    natura: line.natura || null,
    withholding: line.withholding,
  };
}

/** The options of the totals: split payment, bollo, withholding. */
export function optionsOf(values: ProposalFormValues) {
  return {
    split_payment: values.split_payment,
    charge_stamp_duty: values.charge_stamp_duty,
    withholding: values.withholding_on
      ? {
          type: values.withholding.type,
          rate: parseDecimal(values.withholding.rate),
          causale: values.withholding.causale,
        }
      : null,
  };
}

/** The fields of the body without the lines (what a sent proposal, or a reader without money, may change). */
function fieldsOf(values: ProposalFormValues) {
  return {
    client_id: values.client_id,
    contact_id: values.contact_id || null,
    title: values.title,
    pipeline_id: values.pipeline_id || null,
    stage_id: values.stage_id || null,
    issue_date: values.issue_date || undefined,
    valid_until: values.valid_until || undefined,
    owner_id: values.owner_id || null,
    terms: values.terms,
    notes: values.notes,
  };
}

/** The body the form's values stand for, before the shared schema checks and normalises it. */
export const bodyOf = (values: ProposalFormValues) => ({
  ...fieldsOf(values),
  lines: values.lines.map(lineOf),
  ...optionsOf(values),
});

/** The per-line rules of the shared lines check, on lines that may still hold numbers not yet typed (NaN). */
function lineIssues(lines: InvoiceLineInput[]) {
  try {
    return invoiceLineIssues(lines);
  } catch {
    // Without per-line issues the check goes on to sum the lines, which a NaN cannot do: nothing to add then.
    return [];
  }
}

const PRICE_IN_CENTS = 'Il prezzo unitario si indica in centesimi interi';
const DISCOUNT_NOT_NEGATIVE = "L'importo di una riga di sconto deve essere negativo";

/**
 * The shared schema as the form's resolver: ProposalCreate for a form with lines; ProposalUpdate's field rules for
 * a reader without money editing (no lines to check). Two messages that speak of the body are said as the form
 * shows it: a price in euros with more than two decimals, and a discount of zero.
 */
export function proposalResolver(withLines: boolean): Resolver<ProposalFormValues, unknown, ProposalCreate> {
  const schema = withLines
    ? z.preprocess((values: ProposalFormValues) => bodyOf(values), ProposalCreate)
    : z.preprocess((values: ProposalFormValues) => ({ ...fieldsOf(values), version: 1 }), ProposalUpdate);
  const base = sharedSchemaResolver(schema as unknown as z.ZodType<ProposalCreate, ProposalFormValues>);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (!withLines || Object.keys(result.errors).length === 0) return result;
    type LineErrors = Record<string, { message?: string; type?: string } | undefined>;
    const errors = result.errors as { lines?: Record<number, LineErrors | undefined> };
    // The schema checks the lines' cross-field rules (a Natura for 0 %, a negative discount) only once every field
    // has a valid type: said at once here, with the rest, so a line is fixed in one go.
    for (const issue of lineIssues(values.lines.map(lineOf))) {
      const [, index, field] = issue.path as [string, number, string | undefined];
      if (field === undefined) continue;
      errors.lines ??= {};
      const line = errors.lines[index] ?? {};
      errors.lines[index] = line;
      line[field] ??= { message: issue.message, type: 'custom' };
    }
    for (const [index, line] of Object.entries(errors.lines ?? {})) {
      const price = line?.unit_price_cents;
      if (price?.message === PRICE_IN_CENTS) price.message = 'Il prezzo può avere al massimo due decimali';
      if (price?.message === DISCOUNT_NOT_NEGATIVE && values.lines[Number(index)]?.kind === 'discount')
        price.message = "L'importo dello sconto deve essere maggiore di zero";
    }
    return result;
  };
}

/** The totals of the typed lines, or null while one of them is incomplete or invalid. */
export function totalsOf(values: ProposalFormValues): InvoiceTotals | null {
  const lines = values.lines.map(lineOf);
  if (lines.length === 0) return null;
  const numbersOk = lines.every(
    (line) =>
      line.description.trim() !== '' &&
      Number.isFinite(line.quantity) &&
      Number.isSafeInteger(line.unit_price_cents) &&
      Number.isFinite(line.discount_percent) &&
      Number.isFinite(line.vat_rate),
  );
  if (!numbersOk || invoiceLineIssues(lines).length > 0) return null;
  const options = optionsOf(values);
  if (options.withholding && !Number.isFinite(options.withholding.rate)) return null;
  try {
    return computeInvoiceTotals(lines, options);
  } catch {
    return null;
  }
}

export const emptyLine = (overrides: Partial<LineValues> = {}): LineValues => ({
  kind: 'item',
  description: '',
  quantity: '1',
  unit: '',
  unit_price_cents: '',
  discount_percent: '0',
  vat_rate: '22',
  natura: '',
  withholding: false,
  ...overrides,
});

const DEFAULT_WITHHOLDING = { type: 'RT01', rate: '20', causale: 'A' } as const;

export type NewProposalDefaults = {
  userId?: string;
  pipelineId?: string;
  stageId?: string;
  client?: { id: string; name: string } | null;
  today?: string;
};

/** The form's values for a stored proposal, or a new one (issued today, valid 30 days, owned by the user). */
export function valuesOf(proposal: Proposal | null, defaults: NewProposalDefaults = {}): ProposalFormValues {
  if (!proposal) {
    const today = defaults.today ?? todayInRome();
    return {
      client_id: defaults.client?.id ?? '',
      client_name: defaults.client?.name ?? '',
      contact_id: '',
      title: '',
      pipeline_id: defaults.pipelineId ?? '',
      stage_id: defaults.stageId ?? '',
      issue_date: today,
      valid_until: addDays(today, PROPOSAL_DEFAULT_VALIDITY_DAYS),
      owner_id: defaults.userId ?? '',
      terms: '',
      notes: '',
      lines: [emptyLine()],
      split_payment: false,
      charge_stamp_duty: true,
      withholding_on: false,
      withholding: { ...DEFAULT_WITHHOLDING },
    };
  }
  return {
    client_id: proposal.client.id,
    client_name: proposal.client.name,
    contact_id: proposal.contact?.id ?? '',
    title: proposal.title,
    pipeline_id: proposal.stage.pipeline_id,
    stage_id: proposal.stage.id,
    issue_date: proposal.issue_date,
    valid_until: proposal.valid_until,
    owner_id: proposal.owner?.id ?? '',
    terms: proposal.terms,
    notes: proposal.notes,
    lines: proposal.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: decimalText(line.quantity),
      unit: line.unit ?? '',
      unit_price_cents: line.unit_price_cents === undefined ? '' : euroText(line.unit_price_cents),
      discount_percent: decimalText(line.discount_percent),
      vat_rate: decimalText(line.vat_rate),
      natura: line.natura ?? '',
      withholding: line.withholding,
    })),
    split_payment: proposal.split_payment,
    charge_stamp_duty: proposal.charge_stamp_duty,
    withholding_on: proposal.withholding !== null,
    withholding: proposal.withholding
      ? { ...proposal.withholding, rate: decimalText(proposal.withholding.rate) }
      : { ...DEFAULT_WITHHOLDING },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const LINE_GROUP = ['lines', 'split_payment', 'charge_stamp_duty', 'withholding'] as const;

/**
 * The PATCH body of an edit: the fields whose checked value differs from the stored proposal's, with the version
 * it was loaded with (a newer stored one answers 409). The lines and their options travel together. Null when
 * nothing changed.
 */
export function patchOf(saved: ProposalCreate, proposal: Proposal): ProposalUpdate | null {
  // The stored proposal through the same schema, so trimming and defaults do not count as changes; a record the
  // schema refuses today (older rules) is compared as it is.
  const raw = bodyOf(valuesOf(proposal));
  const stored = ProposalCreate.safeParse(raw);
  const before = (stored.success ? stored.data : raw) as Partial<ProposalCreate>;
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(saved) as [keyof ProposalCreate, unknown][]) {
    if ((LINE_GROUP as readonly string[]).includes(key) || value === undefined) continue;
    if (!same(value, before[key])) patch[key] = value;
  }
  if (saved.lines && LINE_GROUP.some((key) => !same(saved[key], before[key])))
    for (const key of LINE_GROUP) patch[key] = saved[key];
  if (Object.keys(patch).length === 0) return null;
  return { ...patch, version: proposal.version } as ProposalUpdate;
}
