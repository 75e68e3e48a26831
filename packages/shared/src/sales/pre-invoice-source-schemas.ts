import { z } from 'zod';
import { ClientKindSchema } from './fields';
import { PreInvoiceContractRef, PreInvoiceProjectRef, PreInvoiceStatusSchema } from './pre-invoice-schemas';

// What the "new pre-invoice" page picks from (issue 18, docs/sales.md): clients, contracts with milestones still to
// bill, time-and-materials projects, and the preview of a project's approved hours in a period.

const Ref = z.object({ id: z.string(), name: z.string() });

export const SourceQuery = z.object({ q: z.string().trim().max(100, 'Ricerca troppo lunga').optional() });
export type SourceQuery = z.infer<typeof SourceQuery>;

/** A client to bill by hand. */
export const BillableClient = Ref.extend({
  kind: ClientKindSchema,
  vat_number: z.string().nullable(),
  tax_code: z.string().nullable(),
  city: z.string().nullable(),
});
export const BillableClientList = z.object({ items: z.array(BillableClient) });
export type BillableClientList = z.infer<typeof BillableClientList>;

/** A contract with milestones still to bill. */
export const BillableContract = PreInvoiceContractRef.extend({
  client: Ref,
  status: z.string(),
  value_cents: z.number().nullable(),
  open_milestones: z.number(),
});
export const BillableContractList = z.object({ items: z.array(BillableContract) });
export type BillableContractList = z.infer<typeof BillableContractList>;

export const BillableMilestone = z.object({
  id: z.string(),
  description: z.string(),
  due_date: z.string(),
  percent: z.number().nullable(),
  /** The amount, or the percentage of the contract's value; null when a percentage has no value to apply to. */
  amount_cents: z.number().nullable(),
  pre_invoice: z.object({ id: z.string(), number: z.string(), status: PreInvoiceStatusSchema }).nullable(),
});
export const BillableMilestoneList = z.object({ contract: BillableContract, items: z.array(BillableMilestone) });
export type BillableMilestoneList = z.infer<typeof BillableMilestoneList>;

/** A time-and-materials project, with the end of the last period already billed. */
export const BillableProject = PreInvoiceProjectRef.extend({
  client: Ref.nullable(),
  status: z.string(),
  billed_until: z.string().nullable(),
});
export const BillableProjectList = z.object({ items: z.array(BillableProject) });
export type BillableProjectList = z.infer<typeof BillableProjectList>;

export const HoursPreview = z.object({
  project: PreInvoiceProjectRef,
  client: Ref.nullable(),
  period_from: z.string(),
  period_to: z.string(),
  people: z.array(
    z.object({
      user_id: z.string(),
      name: z.string(),
      minutes: z.number(),
      entries: z.number(),
      /** Hours as the line bills them (three decimals). */
      quantity: z.number(),
      rate_cents: z.number().nullable(),
      amount_cents: z.number().nullable(),
    }),
  ),
  minutes: z.number(),
  taxable_cents: z.number(),
  /** People with hours but no rate: the pre-invoice cannot be made until the project gives them one. */
  missing_rates: z.array(z.string()),
  /** Another pre-invoice of the project whose period overlaps this one. */
  overlap: z.object({ id: z.string(), number: z.string(), period_from: z.string(), period_to: z.string() }).nullable(),
});
export type HoursPreview = z.infer<typeof HoursPreview>;
