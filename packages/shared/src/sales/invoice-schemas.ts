import { z } from 'zod';
import { NATURA_CODES, WITHHOLDING_CAUSALI, WITHHOLDING_TYPE_LABELS, type WithholdingType } from './invoice-constants';
import { invoiceLineIssues, scaledInteger } from './invoice-totals';

// zod schemas of the lines and totals options of proposals and pre-invoices, kept apart from the constants and the
// totals so that a page showing totals does not load zod.

const refineDecimals = (schema: z.ZodNumber, places: number, message: string) =>
  schema.refine((value) => scaledInteger(value, places) !== null, message);

/** FatturaPA limits descriptions to 1000 Latin characters; we take any text and transliterate when exporting. */
export const InvoiceLine = z.object({
  kind: z.enum(['item', 'discount'], { error: 'Tipo di riga non valido' }).default('item'),
  description: z
    .string({ error: 'La descrizione è obbligatoria' })
    .trim()
    .min(1, 'La descrizione è obbligatoria')
    .max(1000, 'La descrizione può avere al massimo 1000 caratteri'),
  quantity: refineDecimals(
    z
      .number({ error: 'Quantità non valida' })
      .gt(0, 'La quantità deve essere maggiore di zero')
      .max(999_999_999, 'Quantità troppo alta'),
    3,
    'La quantità può avere al massimo tre decimali',
  ),
  unit: z.string().trim().max(10, "L'unità di misura può avere al massimo 10 caratteri").nullable().default(null),
  unit_price_cents: z
    .number({ error: 'Prezzo unitario non valido' })
    .int('Il prezzo unitario si indica in centesimi interi')
    .min(-100_000_000_000, 'Prezzo unitario troppo basso')
    .max(100_000_000_000, 'Prezzo unitario troppo alto'),
  discount_percent: refineDecimals(
    z
      .number({ error: 'Sconto non valido' })
      .min(0, 'Lo sconto non può essere negativo')
      .max(100, 'Lo sconto arriva al massimo al 100%'),
    2,
    'Lo sconto può avere al massimo due decimali',
  ).default(0),
  vat_rate: refineDecimals(
    z
      .number({ error: 'Aliquota IVA non valida' })
      .min(0, "L'aliquota IVA non può essere negativa")
      .max(100, "L'aliquota IVA arriva al massimo al 100%"),
    2,
    "L'aliquota IVA può avere al massimo due decimali",
  ),
  natura: z.enum(NATURA_CODES, { error: 'Natura IVA non valida' }).nullable().default(null),
  withholding: z.boolean().default(false),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const Withholding = z.object({
  type: z.enum(Object.keys(WITHHOLDING_TYPE_LABELS) as [WithholdingType, ...WithholdingType[]], {
    error: 'Tipo di ritenuta non valido',
  }),
  rate: refineDecimals(
    z
      .number({ error: 'Aliquota della ritenuta non valida' })
      .gt(0, 'Aliquota della ritenuta non valida')
      .max(100, 'Aliquota della ritenuta non valida'),
    2,
    "L'aliquota della ritenuta può avere al massimo due decimali",
  ),
  causale: z.enum(WITHHOLDING_CAUSALI, { error: 'Causale del pagamento non valida' }).default('A'),
});

/** Lines with the options that change the totals, without their cross-field rules (`checkInvoiceLines`). */
export const InvoiceLinesShape = z.object({
  lines: z.array(InvoiceLine).min(1, 'Aggiungi almeno una riga').max(500, 'Al massimo 500 righe'),
  split_payment: z.boolean().default(false),
  charge_stamp_duty: z.boolean().default(true),
  withholding: Withholding.nullable().default(null),
});

/** Every rule of `invoiceLineIssues` as a field error, and a withholding that names its lines. */
export function checkInvoiceLines(value: z.infer<typeof InvoiceLinesShape>, ctx: z.RefinementCtx): void {
  for (const issue of invoiceLineIssues(value.lines)) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  if (value.withholding && !value.lines.some((line) => line.withholding)) {
    ctx.addIssue({
      code: 'custom',
      path: ['withholding'],
      message: 'Indica su quali righe si applica la ritenuta',
    });
  }
}

/** Lines with the options that change the totals; every rule of `invoiceLineIssues` becomes a field error. */
export const InvoiceLines = InvoiceLinesShape.superRefine(checkInvoiceLines);
export type InvoiceLines = z.infer<typeof InvoiceLines>;
