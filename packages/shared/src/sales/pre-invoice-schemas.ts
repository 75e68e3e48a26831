import { z } from 'zod';
import { isoDate } from '../dates';
import { PaginationQuery, paginated } from '../pagination';
import { SalesPerson } from './client-schemas';
import {
  INVOICE_NUMBER_MAX,
  PRE_INVOICE_CAUSALE_MAX,
  PRE_INVOICE_DEFAULT_SORT,
  PRE_INVOICE_SORT_FIELDS,
  PRE_INVOICE_SOURCES,
  PRE_INVOICE_STATUSES,
  PRE_INVOICE_TRANSITIONS,
} from './contract-constants';
import { ClientKindSchema } from './fields';
import { NATURA_CODES } from './invoice-constants';
import { checkInvoiceLines, InvoiceLine, InvoiceLinesShape, Withholding } from './invoice-schemas';

// Pre-invoices (pre-fatture, issue 18, docs/sales.md): bodies, read shapes, the list query and what the "new"
// page picks from. Only holders of view_all_invoices read them, so every answer carries its amounts.

const IsoDate = isoDate();
const Version = z.number({ error: 'Versione mancante' }).int().min(1, 'Versione non valida');
export const PRE_INVOICE_NOTES_MAX = 5_000;
/** One pre-invoice bills at most this many milestones (the contract's own limit). */
export const PRE_INVOICE_MILESTONES_MAX = 120;
/** A period of hours billed at once: at most a year. */
export const PRE_INVOICE_PERIOD_MAX_DAYS = 366;

export const PreInvoiceStatusSchema = z.enum(PRE_INVOICE_STATUSES, { error: 'Stato non valido' });
export const PreInvoiceSourceSchema = z.enum(PRE_INVOICE_SOURCES, { error: 'Origine non valida' });
export const PreInvoiceTransitionSchema = z.enum(PRE_INVOICE_TRANSITIONS, { error: 'Operazione non valida' });

const Causale = z
  .string({ error: 'Causale non valida' })
  .trim()
  .max(PRE_INVOICE_CAUSALE_MAX, `La causale può avere al massimo ${PRE_INVOICE_CAUSALE_MAX} caratteri`);
const Notes = z
  .string({ error: 'Note non valide' })
  .trim()
  .max(PRE_INVOICE_NOTES_MAX, `Le note possono avere al massimo ${PRE_INVOICE_NOTES_MAX} caratteri`);

const dueAfterIssue = (value: { issue_date?: string; due_date?: string | null }, ctx: z.RefinementCtx) => {
  if (value.issue_date && value.due_date && value.due_date < value.issue_date)
    ctx.addIssue({
      code: 'custom',
      path: ['due_date'],
      message: 'La scadenza del pagamento non può precedere la data della pre-fattura',
    });
};

/** The dates every way of creating one takes: without them, today and today + the company's payment days. */
const CreationDates = {
  issue_date: IsoDate.optional(),
  /** Absent: the issue date plus the payment days of the company settings; null: no due date. */
  due_date: IsoDate.nullable().optional(),
};

/** `POST /api/invoicing/pre-invoices`: a draft typed by hand, optionally tied to a contract or a project. */
export const PreInvoiceCreate = z
  .object({
    client_id: z.uuid('Scegli il cliente'),
    contract_id: z.uuid('Contratto non valido').nullable().default(null),
    project_id: z.uuid('Progetto non valido').nullable().default(null),
    ...CreationDates,
    causale: Causale.default(''),
    notes: Notes.default(''),
    ...InvoiceLinesShape.shape,
  })
  .superRefine((value, ctx) => {
    dueAfterIssue(value, ctx);
    checkInvoiceLines(value, ctx);
  });
export type PreInvoiceCreate = z.infer<typeof PreInvoiceCreate>;
export type PreInvoiceFormInput = z.input<typeof PreInvoiceCreate>;

/**
 * `PATCH /api/invoicing/pre-invoices/:id`: what changed, with the `version` it was loaded with (409 with the stored
 * one in `details.current` when older). Only a draft (bozza) changes; lines and their options travel together.
 */
export const PreInvoiceUpdate = z
  .object({
    client_id: z.uuid('Scegli il cliente').optional(),
    contract_id: z.uuid('Contratto non valido').nullable().optional(),
    project_id: z.uuid('Progetto non valido').nullable().optional(),
    issue_date: IsoDate.optional(),
    due_date: IsoDate.nullable().optional(),
    causale: Causale.optional(),
    notes: Notes.optional(),
    version: Version,
    lines: z.array(InvoiceLine).optional(),
    split_payment: z.boolean().optional(),
    charge_stamp_duty: z.boolean().optional(),
    withholding: Withholding.nullable().optional(),
  })
  .superRefine(dueAfterIssue);
export type PreInvoiceUpdate = z.infer<typeof PreInvoiceUpdate>;
export type PreInvoiceUpdateInput = z.input<typeof PreInvoiceUpdate>;

/** The VAT of the lines a creation writes (milestones, hours): 22 % unless said; 0 % needs its Natura. */
const GeneratedVat = {
  vat_rate: InvoiceLine.shape.vat_rate.default(22),
  natura: InvoiceLine.shape.natura,
};
const checkGeneratedVat = (value: { vat_rate: number; natura: string | null }, ctx: z.RefinementCtx) => {
  if (value.vat_rate === 0 && value.natura === null)
    ctx.addIssue({
      code: 'custom',
      path: ['natura'],
      message: "Con l'aliquota IVA 0% indica la natura dell'operazione (N1…N7)",
    });
  if (value.vat_rate > 0 && value.natura !== null)
    ctx.addIssue({
      code: 'custom',
      path: ['natura'],
      message: "La natura si indica solo per le righe senza IVA: togli la natura o metti l'aliquota a 0%",
    });
};

/** `POST /api/invoicing/pre-invoices/from-milestones`: one line per milestone not yet billed. */
export const PreInvoiceFromMilestones = z
  .object({
    contract_id: z.uuid('Scegli il contratto'),
    milestone_ids: z
      .array(z.uuid('Scadenza non valida'), { error: 'Scegli le scadenze da fatturare' })
      .min(1, 'Scegli almeno una scadenza da fatturare')
      .max(PRE_INVOICE_MILESTONES_MAX, `Al massimo ${PRE_INVOICE_MILESTONES_MAX} scadenze`),
    ...CreationDates,
    ...GeneratedVat,
  })
  .superRefine((value, ctx) => {
    dueAfterIssue(value, ctx);
    checkGeneratedVat(value, ctx);
  });
export type PreInvoiceFromMilestones = z.infer<typeof PreInvoiceFromMilestones>;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The period of approved hours billed: both days included, at most a year. */
const HoursPeriod = {
  project_id: z.uuid('Scegli il progetto'),
  period_from: isoDate('Indica l’inizio del periodo (AAAA-MM-GG)'),
  period_to: isoDate('Indica la fine del periodo (AAAA-MM-GG)'),
};
const checkPeriod = (value: { period_from: string; period_to: string }, ctx: z.RefinementCtx) => {
  if (value.period_to < value.period_from)
    ctx.addIssue({ code: 'custom', path: ['period_to'], message: 'La fine del periodo precede il suo inizio' });
  else if (daysBetween(value.period_from, value.period_to) >= PRE_INVOICE_PERIOD_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['period_to'], message: 'Il periodo può durare al massimo un anno' });
};

/** `GET /api/invoicing/pre-invoices/hours-preview`: what `from-hours` would bill, without writing anything. */
export const HoursPreviewQuery = z.object(HoursPeriod).superRefine(checkPeriod);
export type HoursPreviewQuery = z.infer<typeof HoursPreviewQuery>;

/** `POST /api/invoicing/pre-invoices/from-hours`: the approved billable hours of a T&M project in a period. */
export const PreInvoiceFromHours = z
  .object({ ...HoursPeriod, ...CreationDates, ...GeneratedVat })
  .superRefine((value, ctx) => {
    checkPeriod(value, ctx);
    dueAfterIssue(value, ctx);
    checkGeneratedVat(value, ctx);
  });
export type PreInvoiceFromHours = z.infer<typeof PreInvoiceFromHours>;

/**
 * `POST /api/invoicing/pre-invoices/:id/transition`: approve (bozza → approvata), reopen (approvata → bozza) or
 * invoice (approvata → fatturata) with the number and date of the real invoice the accounting system issued.
 */
export const PreInvoiceTransitionBody = z
  .object({
    action: PreInvoiceTransitionSchema,
    version: Version,
    invoice_number: z
      .string({ error: 'Numero della fattura non valido' })
      .trim()
      .max(INVOICE_NUMBER_MAX, `Il numero della fattura può avere al massimo ${INVOICE_NUMBER_MAX} caratteri`)
      .nullable()
      .default(null),
    invoice_date: IsoDate.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'invoice') return;
    const number = value.invoice_number ?? '';
    if (number === '')
      ctx.addIssue({ code: 'custom', path: ['invoice_number'], message: 'Indica il numero della fattura emessa' });
    else if (!/^[\x20-\x7E]+$/.test(number))
      ctx.addIssue({
        code: 'custom',
        path: ['invoice_number'],
        message: 'Il numero della fattura si scrive con lettere senza accento, cifre e segni come / e -',
      });
    else if (!/\d/.test(number))
      ctx.addIssue({
        code: 'custom',
        path: ['invoice_number'],
        message: 'Il numero della fattura deve contenere almeno una cifra',
      });
    if (value.invoice_date === null)
      ctx.addIssue({ code: 'custom', path: ['invoice_date'], message: 'Indica la data della fattura emessa' });
  });
export type PreInvoiceTransitionBody = z.infer<typeof PreInvoiceTransitionBody>;
export type PreInvoiceTransitionInput = z.input<typeof PreInvoiceTransitionBody>;

// ---- read shapes ---------------------------------------------------------------------------------------------

const Ref = z.object({ id: z.string(), name: z.string() });
export const PreInvoiceContractRef = z.object({ id: z.string(), number: z.string(), title: z.string() });
export const PreInvoiceProjectRef = z.object({ id: z.string(), code: z.string(), name: z.string() });

/** One row of the list. */
export const PreInvoiceListItem = z.object({
  id: z.string(),
  number: z.string(),
  status: PreInvoiceStatusSchema,
  source: PreInvoiceSourceSchema,
  client: Ref,
  contract: PreInvoiceContractRef.nullable(),
  project: PreInvoiceProjectRef.nullable(),
  period_from: z.string().nullable(),
  period_to: z.string().nullable(),
  issue_date: z.string(),
  due_date: z.string().nullable(),
  causale: z.string(),
  taxable_cents: z.number(),
  vat_cents: z.number(),
  total_cents: z.number(),
  amount_due_cents: z.number(),
  invoice_number: z.string().nullable(),
  invoice_date: z.string().nullable(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PreInvoiceListItem = z.infer<typeof PreInvoiceListItem>;

/** `computeInvoiceTotals` as the API sends it. */
export const InvoiceTotalsShape = z.object({
  line_totals_cents: z.array(z.number()),
  vat_summary: z.array(
    z.object({
      vat_rate: z.number(),
      natura: z.enum(NATURA_CODES).nullable(),
      taxable_cents: z.number(),
      vat_cents: z.number(),
      esigibilita: z.enum(['I', 'S']).nullable(),
    }),
  ),
  taxable_cents: z.number(),
  vat_cents: z.number(),
  stamp_duty: z.object({ due: z.boolean(), amount_cents: z.number(), charged: z.boolean() }),
  total_cents: z.number(),
  withholding: Withholding.extend({ taxable_cents: z.number(), amount_cents: z.number() }).nullable(),
  amount_due_cents: z.number(),
});

export const PreInvoiceStep = z.object({ at: z.string(), by: SalesPerson.nullable() });

/** `GET /api/invoicing/pre-invoices/:id`. */
export const PreInvoice = PreInvoiceListItem.extend({
  client: Ref.extend({
    kind: ClientKindSchema,
    vat_number: z.string().nullable(),
    tax_code: z.string().nullable(),
  }),
  lines: z.array(InvoiceLine),
  split_payment: z.boolean(),
  charge_stamp_duty: z.boolean(),
  withholding: Withholding.nullable(),
  totals: InvoiceTotalsShape,
  notes: z.string(),
  /** The contract's milestones this pre-invoice bills. */
  milestones: z.array(
    z.object({ id: z.string(), description: z.string(), due_date: z.string(), amount_cents: z.number().nullable() }),
  ),
  approved: PreInvoiceStep.nullable(),
  invoiced: PreInvoiceStep.nullable(),
  created_by: SalesPerson.nullable(),
  /** What the company settings or the client lack for the FatturaPA XML (empty: it can be downloaded). */
  xml_missing: z.array(z.string()),
  can_edit: z.boolean(),
  transitions: z.array(PreInvoiceTransitionSchema),
});
export type PreInvoice = z.infer<typeof PreInvoice>;

/** `GET /api/invoicing/pre-invoices`: filters and sort in SQL; `date_from`/`date_to` bound the issue date. */
export const PreInvoiceListQuery = PaginationQuery.extend({
  q: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
  status: PreInvoiceStatusSchema.optional(),
  source: PreInvoiceSourceSchema.optional(),
  client_id: z.uuid('Cliente non valido').optional(),
  contract_id: z.uuid('Contratto non valido').optional(),
  project_id: z.uuid('Progetto non valido').optional(),
  date_from: IsoDate.optional(),
  date_to: IsoDate.optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${PRE_INVOICE_SORT_FIELDS.join('|')})$`), 'Ordinamento non valido')
    .default(PRE_INVOICE_DEFAULT_SORT),
});
export type PreInvoiceListQuery = z.infer<typeof PreInvoiceListQuery>;
export type PreInvoiceListSearch = z.input<typeof PreInvoiceListQuery>;
export const PreInvoiceList = paginated(PreInvoiceListItem).extend({
  /** The sums of every matching pre-invoice (not only the page's). */
  sums: z.object({ taxable_cents: z.number(), total_cents: z.number() }),
});
export type PreInvoiceList = z.infer<typeof PreInvoiceList>;

/** `DELETE /api/invoicing/pre-invoices/:id`: the milestones it billed are free again. */
export const PreInvoiceRemoval = z.object({ freed_milestones: z.number() });
