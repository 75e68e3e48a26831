import {
  computeInvoiceTotals,
  type InvoiceLine,
  type InvoiceLineInput,
  type InvoiceTotals,
  invoiceLineIssues,
  type NaturaCode,
  scaledInteger,
  type WithholdingCausale,
  type WithholdingType,
} from '@portale/shared';
import { pickLike } from '@/platform/drafts/restore';
import { LINES_TEXT } from './strings';

// The lines of a proposal or a pre-invoice as a form holds them (text, as typed: "1.250,50" for a price), the
// body they stand for, and their totals by the shared `computeInvoiceTotals`, so the browser shows what the server,
// the PDF and the FatturaPA compute.

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

/** The part of a form with lines: the lines and the options that change their totals. */
export type InvoiceLinesValues = {
  lines: LineValues[];
  split_payment: boolean;
  charge_stamp_duty: boolean;
  withholding_on: boolean;
  withholding: { type: WithholdingType; rate: string; causale: WithholdingCausale };
};

/** Stored lines and options, as the API answers them (a price may be absent for a reader without money). */
export type StoredLines = {
  lines: readonly (Omit<InvoiceLine, 'unit_price_cents'> & { unit_price_cents?: number })[];
  split_payment: boolean;
  charge_stamp_duty: boolean;
  withholding: { type: WithholdingType; rate: number; causale: WithholdingCausale } | null;
};

const LINE_FIELDS = ['description', 'quantity', 'unit', 'unit_price_cents', 'discount_percent', 'vat_rate', 'natura'];
export const LINES_OPTION_FIELDS = [
  'lines',
  'withholding',
  'withholding.rate',
  'withholding.type',
  'withholding.causale',
] as const;

/** The line fields the server's field errors are matched to (`lines.0.vat_rate`), for `count` lines. */
export const lineFieldNames = (count: number) =>
  Array.from({ length: count }, (_, i) => LINE_FIELDS.map((f) => `lines.${i}.${f}`)).flat();

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
export function optionsOf(values: InvoiceLinesValues) {
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

/** The lines and their options as the body sends them. */
export const linesBodyOf = (values: InvoiceLinesValues) => ({ lines: values.lines.map(lineOf), ...optionsOf(values) });

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

type FieldError = { message?: string; type?: string };
type LineErrors = Record<string, FieldError | undefined>;

/**
 * Completes a form resolver's errors on the lines. The schema checks the lines' cross-field rules (a Natura for
 * 0 %, a negative discount) only once every field has a valid type: said at once here, with the rest, so a line is
 * fixed in one go. Two messages that speak of the body are said as the form shows it: a price in euros with more
 * than two decimals, and a discount of zero.
 */
export function withLineErrors<R extends { errors: object }>(result: R, values: InvoiceLinesValues): R {
  if (Object.keys(result.errors).length === 0) return result;
  const errors = result.errors as { lines?: Record<number, LineErrors | undefined> };
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
    if (price?.message === PRICE_IN_CENTS) price.message = LINES_TEXT.priceDecimals;
    if (price?.message === DISCOUNT_NOT_NEGATIVE && values.lines[Number(index)]?.kind === 'discount')
      price.message = LINES_TEXT.discountPositive;
  }
  return result;
}

/** The totals of the typed lines, or null while one of them is incomplete or invalid. */
export function totalsOf(values: InvoiceLinesValues): InvoiceTotals | null {
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

/** The lines part of a form: one empty line for a new document, else the stored lines and options as text. */
export function linesValuesOf(stored: StoredLines | null): InvoiceLinesValues {
  if (!stored)
    return {
      lines: [emptyLine()],
      split_payment: false,
      charge_stamp_duty: true,
      withholding_on: false,
      withholding: { ...DEFAULT_WITHHOLDING },
    };
  return {
    lines: stored.lines.map((line) => ({
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
    split_payment: stored.split_payment,
    charge_stamp_duty: stored.charge_stamp_duty,
    withholding_on: stored.withholding !== null,
    withholding: stored.withholding
      ? { ...stored.withholding, rate: decimalText(stored.withholding.rate) }
      : { ...DEFAULT_WITHHOLDING },
  };
}

/** A draft's lines and withholding checked one by one: a draft may be older than the form's current shape. */
export function linesFromDraft<T extends InvoiceLinesValues>(values: T, defaults: T): T {
  const lines = values.lines
    .map((line) => pickLike(emptyLine(), line))
    .filter((line): line is LineValues => line !== null && (line.kind === 'item' || line.kind === 'discount'));
  const withholding = pickLike(defaults.withholding, values.withholding) ?? defaults.withholding;
  return { ...values, lines: lines.length > 0 ? lines : [emptyLine()], withholding };
}

/** The body's fields that travel together in a PATCH: the lines and the options of their totals. */
export const LINE_GROUP = ['lines', 'split_payment', 'charge_stamp_duty', 'withholding'] as const;

/** Whether two forms' lines or their options differ (a conflict dialog says so in one row). */
export const linesDiffer = (a: InvoiceLinesValues, b: InvoiceLinesValues) =>
  JSON.stringify([a.lines, a.split_payment, a.charge_stamp_duty, a.withholding_on]) !==
  JSON.stringify([b.lines, b.split_payment, b.charge_stamp_duty, b.withholding_on]);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of a checked body whose value differs from the stored record's (passed through the same schema, so
 * trimming and defaults do not count as changes). The lines and their options travel together: all of them when
 * one changed.
 */
export function changedFields<T extends object>(saved: T, before: Partial<T>): Partial<T> {
  const patch: Record<string, unknown> = {};
  const group = LINE_GROUP as readonly string[];
  for (const [key, value] of Object.entries(saved)) {
    if (group.includes(key) || value === undefined) continue;
    if (!same(value, (before as Record<string, unknown>)[key])) patch[key] = value;
  }
  const mine = saved as Record<string, unknown>;
  const theirs = before as Record<string, unknown>;
  if (mine.lines && group.some((key) => !same(mine[key], theirs[key]))) for (const key of group) patch[key] = mine[key];
  return patch as Partial<T>;
}
