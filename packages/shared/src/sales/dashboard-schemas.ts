import { z } from 'zod';
import { paginated } from '../pagination';
import { SALES_CONTRACT_STATUSES, SALES_CONTRACT_TYPES } from './contract-constants';
import { PROPOSAL_STATUSES } from './proposal-constants';

// The CRM dashboard, the client 360° page's header and activity timeline, and the sales cards of the portal's home
// (issue 18, docs/sales.md). Money: every `*_cents` field is absent (never zero) for anyone without
// `view_all_invoices`; the counts stay.

const Money = z.number().optional();
const Ref = z.object({ id: z.string(), name: z.string() });

/** Proposals to follow up: sent and valid for at most this many days more, or sent this many days ago. */
export const FOLLOW_UP_DAYS = 14;
/** Months the win rate, the revenue and the top clients look back (this month included), and the forecast ahead. */
export const DASHBOARD_MONTHS = 12;
/** Rows of each list the dashboard sends (its total says how many there are). */
export const DASHBOARD_LIST_SIZE = 10;
export const TOP_CLIENTS_SIZE = 5;

export const DashboardStage = z.object({
  id: z.string(),
  name: z.string(),
  probability: z.number(),
  open_count: z.number(),
  /** The open proposals' taxable amount (VAT excluded). */
  value_cents: Money,
  /** The same, weighted by the stage's probability. */
  weighted_cents: Money,
});
export type DashboardStage = z.infer<typeof DashboardStage>;

export const DashboardPipeline = z.object({
  id: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  stages: z.array(DashboardStage),
  open_count: z.number(),
  value_cents: Money,
  weighted_cents: Money,
});
export type DashboardPipeline = z.infer<typeof DashboardPipeline>;

/** Proposals decided in the last DASHBOARD_MONTHS months: accepted ÷ (accepted + refused + expired). */
export const WinRate = z.object({
  from: z.string(),
  accepted: z.number(),
  refused: z.number(),
  expired: z.number(),
  decided: z.number(),
  /** 0–1; null when nothing was decided. */
  rate: z.number().nullable(),
  accepted_cents: Money,
});
export type WinRate = z.infer<typeof WinRate>;

/** One month (`2026-03`) of pre-invoices approved or invoiced, by issue date, taxable amounts. */
export const RevenueMonth = z.object({
  month: z.string(),
  invoiced_count: z.number(),
  approved_count: z.number(),
  invoiced_cents: Money,
  approved_cents: Money,
});
export type RevenueMonth = z.infer<typeof RevenueMonth>;

/** Billing milestones still to bill (no pre-invoice yet) of active contracts, by due month. */
export const ForecastMonth = z.object({ month: z.string(), count: z.number(), amount_cents: Money });
export type ForecastMonth = z.infer<typeof ForecastMonth>;

export const Revenue = z.object({
  from: z.string(),
  months: z.array(RevenueMonth),
  /** This month and the next DASHBOARD_MONTHS − 1; milestones overdue and still to bill are in `overdue`. */
  forecast: z.array(ForecastMonth),
  overdue: z.object({ count: z.number(), amount_cents: Money }),
});
export type Revenue = z.infer<typeof Revenue>;

/** Ranked by revenue (approved and invoiced pre-invoices) with money, else by how many there are. */
export const TopClient = Ref.extend({ pre_invoices: z.number(), revenue_cents: Money });
export type TopClient = z.infer<typeof TopClient>;

export const EXPIRING_REASONS = ['disdetta', 'scadenza'] as const;
export type ExpiringReason = (typeof EXPIRING_REASONS)[number];

export const ExpiringContract = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  client: Ref,
  type: z.enum(SALES_CONTRACT_TYPES),
  status: z.enum(SALES_CONTRACT_STATUSES),
  end_date: z.string(),
  auto_renew: z.boolean(),
  /** The last day to give notice (end date − notice days) of a renewing contract; null otherwise. */
  notice_by: z.string().nullable(),
  /** `disdetta`: the notice deadline is the date that matters; `scadenza`: the end date. */
  reason: z.enum(EXPIRING_REASONS),
  /** The date that matters (notice deadline or end date). */
  due_on: z.string(),
  days_left: z.number(),
  value_cents: Money,
});
export type ExpiringContract = z.infer<typeof ExpiringContract>;

export const FOLLOW_UP_REASONS = ['in_scadenza', 'senza_risposta'] as const;
export type FollowUpReason = (typeof FOLLOW_UP_REASONS)[number];

export const FollowUpProposal = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  client: Ref,
  owner: Ref.nullable(),
  sent_at: z.string().nullable(),
  valid_until: z.string(),
  /** `in_scadenza`: valid for FOLLOW_UP_DAYS or fewer; `senza_risposta`: sent over FOLLOW_UP_DAYS days ago. */
  reason: z.enum(FOLLOW_UP_REASONS),
  /** Days to its validity's end (negative: past it, and not yet expired by the nightly job). */
  days_left: z.number(),
  total_cents: Money,
});
export type FollowUpProposal = z.infer<typeof FollowUpProposal>;

/** `GET /api/crm/dashboard`. */
export const CrmDashboard = z.object({
  today: z.string(),
  can_see_money: z.boolean(),
  pipelines: z.array(DashboardPipeline),
  win_rate: WinRate,
  revenue: Revenue,
  top_clients: z.array(TopClient),
  expiring_contracts: z.object({ items: z.array(ExpiringContract), total: z.number(), within_days: z.number() }),
  follow_up: z.object({ items: z.array(FollowUpProposal), total: z.number(), within_days: z.number() }),
});
export type CrmDashboard = z.infer<typeof CrmDashboard>;

// ---- the client 360° page ------------------------------------------------------------------------------------

/** `GET /api/crm/clients/:id/summary`: the header's figures. */
export const ClientSummary = z.object({
  contacts: z.number(),
  proposals: z.object({
    total: z.number(),
    open: z.number(),
    by_status: z.record(z.enum(PROPOSAL_STATUSES), z.number()),
    open_value_cents: Money,
  }),
  contracts: z.object({ total: z.number(), active: z.number() }),
  projects: z.number(),
  /** Pre-invoices are for view_all_invoices only: null for anyone else. */
  pre_invoices: z
    .object({ total: z.number(), to_invoice: z.number(), revenue_year_cents: z.number(), year: z.number() })
    .nullable(),
  can_see_money: z.boolean(),
});
export type ClientSummary = z.infer<typeof ClientSummary>;

/** `GET /api/crm/clients/:id/projects`: the client's projects through the projects bridge (no money). */
export const ClientProject = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.string(),
  billing_type: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type ClientProject = z.infer<typeof ClientProject>;
export const ClientProjects = z.object({ items: z.array(ClientProject), available: z.boolean() });
export type ClientProjects = z.infer<typeof ClientProjects>;

/** What a timeline entry is about; the web links each to its page. */
export const CLIENT_ACTIVITY_SUBJECTS = ['client', 'contact', 'proposal', 'contract', 'pre_invoice'] as const;
export type ClientActivitySubject = (typeof CLIENT_ACTIVITY_SUBJECTS)[number];

export const ClientActivityQuery = z.object({
  page: z.coerce.number().int().min(1, 'La pagina deve essere almeno 1').default(1),
  per_page: z.coerce.number().int().min(1).max(50, 'Al massimo 50 elementi per pagina').default(20),
});
export type ClientActivityQuery = z.infer<typeof ClientActivityQuery>;

export const ClientActivityEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  /** The action in Italian ("Offerta inviata"). */
  label: z.string(),
  subject: z.enum(CLIENT_ACTIVITY_SUBJECTS),
  subject_id: z.string().nullable(),
  /** The record's name or number now (or as recorded, once deleted). */
  subject_name: z.string().nullable(),
  /** Whether the record still exists (deleted ones are not linked). */
  subject_exists: z.boolean(),
  actor: z.string().nullable(),
});
export type ClientActivityEntry = z.infer<typeof ClientActivityEntry>;
export const ClientActivity = paginated(ClientActivityEntry);
export type ClientActivity = z.infer<typeof ClientActivity>;
