import {
  type NaturaCode,
  STAMP_DUTY_CENTS,
  STAMP_DUTY_NATURE,
  STAMP_DUTY_THRESHOLD_CENTS,
  type WithholdingCausale,
  type WithholdingType,
} from './invoice-constants';

// Totals of a proposal or pre-invoice in integer cents, computed the way the SDI checks them (FatturaPA
// specification 1.2.2 and its controls 00421–00423):
// - each line's PrezzoTotale = quantity × unit price × (1 − discount %), rounded once, to the cent;
// - each VAT summary row (one per rate, or per Natura for a 0 % line) takes the sum of its rounded lines as
//   ImponibileImporto and computes its Imposta once on that sum (not line by line), rounded to the cent;
// - the document total is the sum of the rows' taxable amounts and taxes, so it always equals the sum of the
//   rounded lines plus the rounded VAT and never drifts by a cent.
// Rounding is half away from zero ("commerciale"): 0,5 cent goes up, −0,5 cent goes down, so a discount line
// is exactly the negative of the same line with a positive price.

export type InvoiceLineKind = 'item' | 'discount';

export interface InvoiceLineInput {
  /** 'discount' lines carry a negative unit price (a discount on the whole document at one rate). */
  kind: InvoiceLineKind;
  description: string;
  /** Up to three decimals (1,5 hours; 0,125 kg). */
  quantity: number;
  unit: string | null;
  unit_price_cents: number;
  /** Discount on the line in percent, up to two decimals. */
  discount_percent: number;
  /** VAT rate in percent, up to two decimals; 0 needs a Natura code. */
  vat_rate: number;
  natura: NaturaCode | null;
  /** Whether the withholding tax applies to this line (Ritenuta "SI" in FatturaPA). */
  withholding: boolean;
}

export interface WithholdingInput {
  type: WithholdingType;
  /** Percent, up to two decimals (20 for professionals). */
  rate: number;
  causale: WithholdingCausale;
}

export interface InvoiceTotalsOptions {
  /** Scissione dei pagamenti (art. 17-ter D.P.R. 633/1972): the buyer pays the VAT straight to the Treasury. */
  split_payment: boolean;
  /** The seller passes the 2,00 € of the imposta di bollo on to the buyer, as a line excluded under art. 15. */
  charge_stamp_duty: boolean;
  withholding: WithholdingInput | null;
}

export interface VatSummaryRow {
  vat_rate: number;
  natura: NaturaCode | null;
  taxable_cents: number;
  vat_cents: number;
  /** EsigibilitaIVA: I immediate, S split payment; null on rows without VAT, where it does not apply. */
  esigibilita: 'I' | 'S' | null;
}

export interface InvoiceTotals {
  line_totals_cents: number[];
  vat_summary: VatSummaryRow[];
  taxable_cents: number;
  vat_cents: number;
  stamp_duty: { due: boolean; amount_cents: number; charged: boolean };
  /** What the document is worth: taxable + VAT (+ the bollo when charged) = ImportoTotaleDocumento. */
  total_cents: number;
  withholding: (WithholdingInput & { taxable_cents: number; amount_cents: number }) | null;
  /** What the buyer pays the seller: the total less the VAT under split payment and less the withholding. */
  amount_due_cents: number;
}

export interface InvoiceIssue {
  path: (string | number)[];
  message: string;
}

/** Round numerator / denominator (both integers, denominator > 0) half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}

/** A decimal with at most `decimals` places as an exact integer (1.5, 3 → 1500); null when it has more. */
export function scaledInteger(value: number, decimals: number): number | null {
  const scaled = value * 10 ** decimals;
  const rounded = Math.round(scaled);
  return Math.abs(scaled - rounded) < 1e-6 && Number.isSafeInteger(rounded) ? rounded : null;
}

/** PrezzoTotale of one line in cents: quantity × unit price × (1 − discount), rounded once. */
export function lineTotalCents(line: Pick<InvoiceLineInput, 'quantity' | 'unit_price_cents' | 'discount_percent'>) {
  const quantityMilli = BigInt(scaledInteger(line.quantity, 3) ?? Math.round(line.quantity * 1000));
  const keptBasisPoints = 10_000n - BigInt(scaledInteger(line.discount_percent, 2) ?? 0);
  return divideRounded(quantityMilli * BigInt(line.unit_price_cents) * keptBasisPoints, 1000n * 10_000n);
}

/** Imposta of one summary row: taxable × rate, rounded once per rate as control 00421 expects. */
export function vatCents(taxableCents: number, vatRate: number): number {
  return divideRounded(BigInt(taxableCents) * BigInt(scaledInteger(vatRate, 2) ?? 0), 10_000n);
}

/** The problems that make a set of lines impossible to invoice, as Italian messages with the field they belong to. */
export function invoiceLineIssues(lines: readonly InvoiceLineInput[]): InvoiceIssue[] {
  const issues: InvoiceIssue[] = [];
  lines.forEach((line, index) => {
    const at = (field: string, message: string) => issues.push({ path: ['lines', index, field], message });
    if (line.vat_rate === 0 && line.natura === null) {
      at('natura', "Con l'aliquota IVA 0% indica la natura dell'operazione (N1…N7)");
    }
    if (line.vat_rate > 0 && line.natura !== null) {
      at('natura', "La natura si indica solo per le righe senza IVA: togli la natura o metti l'aliquota a 0%");
    }
    if (line.quantity <= 0) at('quantity', 'La quantità deve essere maggiore di zero');
    if (line.kind === 'item' && line.unit_price_cents < 0) {
      at('unit_price_cents', 'Un prezzo negativo è ammesso solo in una riga di sconto');
    }
    if (line.kind === 'discount' && line.unit_price_cents >= 0) {
      at('unit_price_cents', "L'importo di una riga di sconto deve essere negativo");
    }
    if (line.kind === 'discount' && line.discount_percent !== 0) {
      at('discount_percent', 'Una riga di sconto non ha a sua volta uno sconto percentuale');
    }
  });
  if (issues.length === 0) {
    for (const row of summarize(lines, lines.map(lineTotalCents), false)) {
      if (row.taxable_cents < 0) {
        const where = row.natura ?? `${String(row.vat_rate).replace('.', ',')}%`;
        issues.push({ path: ['lines'], message: `Gli sconti superano l'imponibile delle righe con IVA ${where}` });
      }
    }
  }
  return issues;
}

function summarize(lines: readonly InvoiceLineInput[], totals: number[], split: boolean): VatSummaryRow[] {
  const rows = new Map<string, VatSummaryRow>();
  lines.forEach((line, index) => {
    const key = `${line.vat_rate}|${line.natura ?? ''}`;
    const row = rows.get(key) ?? {
      vat_rate: line.vat_rate,
      natura: line.natura,
      taxable_cents: 0,
      vat_cents: 0,
      esigibilita: line.natura === null ? (split ? 'S' : 'I') : null,
    };
    row.taxable_cents += totals[index] ?? 0;
    rows.set(key, row);
  });
  const summary = [...rows.values()].sort(
    (a, b) => b.vat_rate - a.vat_rate || (a.natura ?? '').localeCompare(b.natura ?? ''),
  );
  for (const row of summary) row.vat_cents = vatCents(row.taxable_cents, row.vat_rate);
  return summary;
}

/** The stamp-duty line the seller adds when passing the bollo on to the buyer (excluded under art. 15). */
export const stampDutyLine = (description: string): InvoiceLineInput => ({
  kind: 'item',
  description,
  quantity: 1,
  unit: null,
  unit_price_cents: STAMP_DUTY_CENTS,
  discount_percent: 0,
  vat_rate: 0,
  natura: 'N1',
  withholding: false,
});

/**
 * Totals of valid lines (check them with `invoiceLineIssues` or the shared zod schema first; this throws on
 * invalid ones so that a wrong total can never be printed).
 */
export function computeInvoiceTotals(lines: readonly InvoiceLineInput[], options: InvoiceTotalsOptions): InvoiceTotals {
  const issues = invoiceLineIssues(lines);
  if (issues.length > 0) throw new Error(issues.map((issue) => issue.message).join('; '));
  const lineTotals = lines.map(lineTotalCents);
  const withoutVat = lines.reduce(
    (sum, line, index) =>
      line.natura !== null && STAMP_DUTY_NATURE.includes(line.natura) ? sum + (lineTotals[index] ?? 0) : sum,
    0,
  );
  const due = withoutVat > STAMP_DUTY_THRESHOLD_CENTS;
  const charged = due && options.charge_stamp_duty;
  const summaryLines = charged ? [...lines, stampDutyLine('')] : lines;
  const summaryTotals = charged ? [...lineTotals, STAMP_DUTY_CENTS] : lineTotals;
  const vatSummary = summarize(summaryLines, summaryTotals, options.split_payment);
  const taxable = vatSummary.reduce((sum, row) => sum + row.taxable_cents, 0);
  const vat = vatSummary.reduce((sum, row) => sum + row.vat_cents, 0);
  const total = taxable + vat;

  let withholding: InvoiceTotals['withholding'] = null;
  if (options.withholding) {
    const base = lines.reduce((sum, line, index) => (line.withholding ? sum + (lineTotals[index] ?? 0) : sum), 0);
    withholding = {
      ...options.withholding,
      taxable_cents: base,
      amount_cents: vatCents(base, options.withholding.rate),
    };
  }
  const splitVat = options.split_payment ? vat : 0;
  return {
    line_totals_cents: lineTotals,
    vat_summary: vatSummary,
    taxable_cents: taxable,
    vat_cents: vat,
    stamp_duty: { due, amount_cents: due ? STAMP_DUTY_CENTS : 0, charged },
    total_cents: total,
    withholding,
    amount_due_cents: total - splitVat - (withholding?.amount_cents ?? 0),
  };
}
