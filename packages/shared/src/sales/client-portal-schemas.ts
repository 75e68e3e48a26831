import { z } from 'zod';
import { PROJECT_STATUSES } from '../timesheet/projects-schemas';
import {
  FEE_PERIODS,
  MILESTONE_STATUSES,
  type PreInvoiceStatus,
  SALES_CONTRACT_STATUSES,
  SALES_CONTRACT_TYPES,
} from './contract-constants';
import { InvoiceLine, Withholding } from './invoice-schemas';

// The client portal (issue 18, docs/sales.md "Client portal"): what a `cliente` account reads of its own company —
// projects with their billing milestones, contracts, pre-invoices — beside the proposals (proposal-schemas.ts).
// Never drafts (contracts and pre-invoices in `bozza` are internal), never internal notes, costs, rates or hours;
// the client's own prices are its to see.

/** Pre-invoices a client sees: approved (awaiting the real invoice) and invoiced; drafts are internal. */
export const CLIENT_PORTAL_PRE_INVOICE_STATUSES = ['approvata', 'fatturata'] as const satisfies PreInvoiceStatus[];
export type ClientPortalPreInvoiceStatus = (typeof CLIENT_PORTAL_PRE_INVOICE_STATUSES)[number];

/** A colleague the client may ask about a record: the person following it. */
export const ClientPortalReferent = z.object({ name: z.string(), email: z.string().nullable() });
export type ClientPortalReferent = z.infer<typeof ClientPortalReferent>;

const Ref = z.object({ id: z.string(), number: z.string() });

/** `GET /api/client-portal/overview`: the company and what waits for it. */
export const ClientPortalOverview = z.object({
  company: z.object({ id: z.string(), name: z.string() }),
  counts: z.object({
    /** Sent and still within their validity: the client may accept or refuse them. */
    proposals_to_decide: z.number(),
    /** Projects not completed nor cancelled. */
    active_projects: z.number(),
    active_contracts: z.number(),
    /** Approved and invoiced pre-invoices. */
    pre_invoices: z.number(),
    /** Approved pre-invoices whose invoice is still to come. */
    pre_invoices_awaiting_invoice: z.number(),
  }),
});
export type ClientPortalOverview = z.infer<typeof ClientPortalOverview>;

/**
 * A billing milestone as the client sees it: to bill (also while on a draft pre-invoice, which is internal), on an
 * approved pre-invoice (`in_prefattura`), or invoiced.
 */
export const ClientPortalMilestone = z.object({
  id: z.string(),
  description: z.string(),
  due_date: z.string(),
  status: z.enum(MILESTONE_STATUSES),
});
export type ClientPortalMilestone = z.infer<typeof ClientPortalMilestone>;

/** A project's milestone: which contract it bills, no amount (the project view shows progress, not money). */
export const ClientPortalProjectMilestone = ClientPortalMilestone.extend({ contract: Ref });
export type ClientPortalProjectMilestone = z.infer<typeof ClientPortalProjectMilestone>;

export const ClientPortalProject = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** The billing milestones of the (non-draft) contracts the project delivers, by due date. */
  milestones: z.array(ClientPortalProjectMilestone),
});
export type ClientPortalProject = z.infer<typeof ClientPortalProject>;
/** `GET /api/client-portal/projects`: open projects first, then by code. */
export const ClientPortalProjectList = z.object({ items: z.array(ClientPortalProject) });
export type ClientPortalProjectList = z.infer<typeof ClientPortalProjectList>;

export const ClientPortalContractMilestone = ClientPortalMilestone.extend({
  /** What it bills, VAT excluded: its amount, or its percentage of the contract's value; null when unknown. */
  amount_cents: z.number().nullable(),
  percent: z.number().nullable(),
  /** The pre-invoice billing it, once approved. */
  pre_invoice: Ref.nullable(),
});
export type ClientPortalContractMilestone = z.infer<typeof ClientPortalContractMilestone>;

export const ClientPortalContractListItem = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  type: z.enum(SALES_CONTRACT_TYPES),
  /** Never `bozza`: a contract being negotiated is internal. */
  status: z.enum(SALES_CONTRACT_STATUSES),
  signed_on: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  terminated_on: z.string().nullable(),
  /** Total value, or the fee per period of a canone; VAT excluded. */
  value_cents: z.number().nullable(),
  fee_period: z.enum(FEE_PERIODS).nullable(),
  auto_renew: z.boolean(),
  renewal_months: z.number().nullable(),
  notice_days: z.number().nullable(),
  /** The last day to give notice so that it does not renew; null when it does not renew by itself. */
  notice_deadline: z.string().nullable(),
  /** Duration, renewal and notice in plain Italian words. */
  renewal_terms: z.string(),
  /** The first milestone not yet invoiced. */
  next_milestone: ClientPortalContractMilestone.nullable(),
});
export type ClientPortalContractListItem = z.infer<typeof ClientPortalContractListItem>;
/** `GET /api/client-portal/contracts`: active first, then the most recent. */
export const ClientPortalContractList = z.object({ items: z.array(ClientPortalContractListItem) });
export type ClientPortalContractList = z.infer<typeof ClientPortalContractList>;

/** `GET /api/client-portal/contracts/:id`. */
export const ClientPortalContract = ClientPortalContractListItem.extend({
  milestones: z.array(ClientPortalContractMilestone),
  projects: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), status: z.enum(PROJECT_STATUSES) })),
  /** The accepted proposal it came from. */
  proposal: Ref.nullable(),
  referent: ClientPortalReferent.nullable(),
});
export type ClientPortalContract = z.infer<typeof ClientPortalContract>;

export const ClientPortalPreInvoiceListItem = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(CLIENT_PORTAL_PRE_INVOICE_STATUSES),
  issue_date: z.string(),
  due_date: z.string().nullable(),
  causale: z.string(),
  taxable_cents: z.number(),
  vat_cents: z.number(),
  total_cents: z.number(),
  /** What the client pays: the total less split-payment VAT and withholding. */
  amount_due_cents: z.number(),
  /** The real invoice, once the accounting system issued it. */
  invoice_number: z.string().nullable(),
  invoice_date: z.string().nullable(),
  /** The hours billed, for a pre-invoice of a project's time. */
  period_from: z.string().nullable(),
  period_to: z.string().nullable(),
  contract: Ref.nullable(),
  project: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
});
export type ClientPortalPreInvoiceListItem = z.infer<typeof ClientPortalPreInvoiceListItem>;
/** `GET /api/client-portal/pre-invoices`: the most recent first. */
export const ClientPortalPreInvoiceList = z.object({ items: z.array(ClientPortalPreInvoiceListItem) });
export type ClientPortalPreInvoiceList = z.infer<typeof ClientPortalPreInvoiceList>;

/** `GET /api/client-portal/pre-invoices/:id`: with its lines and the options that shape its totals. */
export const ClientPortalPreInvoice = ClientPortalPreInvoiceListItem.extend({
  lines: z.array(InvoiceLine),
  split_payment: z.boolean(),
  charge_stamp_duty: z.boolean(),
  withholding: Withholding.nullable(),
});
export type ClientPortalPreInvoice = z.infer<typeof ClientPortalPreInvoice>;
