import { z } from 'zod';
import { ClientCompanyRef } from '../client-companies/schemas';
import { isoDate } from '../dates';

// `/app/timesheet/analytics` (spec §6: admin_access): hours by project, person, client and month, utilisation
// (billable hours against contractual capacity) and budget consumption, with CSV/XLSX exports. Money (values, costs,
// budgets in euros) is left out of every answer and export for anyone without view_all_invoices (VIEW_MONEY): the
// fields are optional and absent, never zero.

export const ANALYTICS_GROUPS = ['project', 'person', 'client', 'month'] as const;
export type AnalyticsGroup = (typeof ANALYTICS_GROUPS)[number];

export const ANALYTICS_REPORTS = [...ANALYTICS_GROUPS, 'utilisation', 'budget'] as const;
export type AnalyticsReportKind = (typeof ANALYTICS_REPORTS)[number];

/** Longest period one query may span: three years. */
export const ANALYTICS_MAX_DAYS = 3 * 366;

/** Utilisation below this share of capacity is flagged as low, above 100 % as overbooked. */
export const UTILISATION_LOW_PCT = 60;

export const ANALYTICS_TEXT = {
  fromInvalid: 'Data iniziale non valida: usa il formato AAAA-MM-GG',
  toInvalid: 'Data finale non valida: usa il formato AAAA-MM-GG',
  rangeOrder: 'La data iniziale deve precedere o coincidere con la data finale',
  rangeTooLong: 'Il periodo non può superare i 3 anni',
  groupInvalid: 'Raggruppamento non valido',
  reportInvalid: 'Report non valido',
  formatInvalid: 'Formato non valido: scegli csv o xlsx',
  projectInvalid: 'Progetto non valido',
  userInvalid: 'Persona non valida',
  clientInvalid: 'Cliente non valido',
} as const;

/** `?billable=true|false`; absent = all hours. */
const BillableFilter = z.enum(['true', 'false'], { error: 'Filtro fatturabile non valido' });

/** Filters every analytics endpoint shares. Dates are inclusive; both default to the current year. */
export const AnalyticsFilters = z.object({
  from: isoDate(ANALYTICS_TEXT.fromInvalid).optional(),
  to: isoDate(ANALYTICS_TEXT.toInvalid).optional(),
  project_id: z.uuid(ANALYTICS_TEXT.projectInvalid).optional(),
  user_id: z.uuid(ANALYTICS_TEXT.userInvalid).optional(),
  /** A client company's id, or `none` for the hours of projects without a client. */
  client_id: z
    .union([z.uuid(ANALYTICS_TEXT.clientInvalid), z.literal('none')], { error: ANALYTICS_TEXT.clientInvalid })
    .optional(),
  billable: BillableFilter.optional(),
});
export type AnalyticsFilters = z.infer<typeof AnalyticsFilters>;

export const AnalyticsQuery = AnalyticsFilters.extend({
  group_by: z.enum(ANALYTICS_GROUPS, { error: ANALYTICS_TEXT.groupInvalid }).default('project'),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

export const AnalyticsExportQuery = AnalyticsFilters.extend({
  report: z.enum(ANALYTICS_REPORTS, { error: ANALYTICS_TEXT.reportInvalid }).default('project'),
  format: z.enum(['csv', 'xlsx'], { error: ANALYTICS_TEXT.formatInvalid }).default('xlsx'),
});
export type AnalyticsExportQuery = z.infer<typeof AnalyticsExportQuery>;

const Hours = z.number();

/** One group of the hours report. Amount = billable hours × rate (the member's, else the project's). */
export const AnalyticsRow = z.object({
  /** Project/user id, client company id ('' for projects without a client) or month (YYYY-MM). */
  key: z.string(),
  label: z.string(),
  /** Project code, username, …; '' when none. */
  detail: z.string(),
  color: z.string().nullable(),
  hours: Hours,
  billable_hours: Hours,
  non_billable_hours: Hours,
  /** Money, absent without view_all_invoices: the billable value and hours × hourly cost (the member's, else the employee's). */
  amount: z.number().optional(),
  cost: z.number().optional(),
});
export type AnalyticsRow = z.infer<typeof AnalyticsRow>;

export const AnalyticsMonth = z.object({
  month: z.string(),
  hours: Hours,
  billable_hours: Hours,
  non_billable_hours: Hours,
  amount: z.number().optional(),
});
export type AnalyticsMonth = z.infer<typeof AnalyticsMonth>;

export const AnalyticsTotals = z.object({
  hours: Hours,
  billable_hours: Hours,
  non_billable_hours: Hours,
  amount: z.number().optional(),
  cost: z.number().optional(),
  /** Billable share of the hours, 0–100 (null with no hours). */
  billable_pct: z.number().nullable(),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotals>;

export const AnalyticsReport = z.object({
  from: z.string(),
  to: z.string(),
  group_by: z.enum(ANALYTICS_GROUPS),
  rows: z.array(AnalyticsRow),
  /** Every month of the period, zero-filled, for the chart. */
  months: z.array(AnalyticsMonth),
  totals: AnalyticsTotals,
});
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;

export const UtilisationRow = z.object({
  user_id: z.string(),
  name: z.string(),
  username: z.string(),
  weekly_hours: z.number(),
  /** Contractual hours of the working days in the period (weekly hours / 5, net of weekends and holidays). */
  capacity_hours: Hours,
  logged_hours: Hours,
  billable_hours: Hours,
  /** Billable hours / capacity, in percent (null with no capacity). */
  utilisation_pct: z.number().nullable(),
  /** Logged hours / capacity, in percent. */
  logged_pct: z.number().nullable(),
  status: z.enum(['bassa', 'regolare', 'sovraccarico', 'n_d']),
});
export type UtilisationRow = z.infer<typeof UtilisationRow>;

export const UtilisationReport = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(UtilisationRow),
  totals: z.object({
    capacity_hours: Hours,
    logged_hours: Hours,
    billable_hours: Hours,
    utilisation_pct: z.number().nullable(),
  }),
});
export type UtilisationReport = z.infer<typeof UtilisationReport>;

export const BudgetRow = z.object({
  project_id: z.string(),
  code: z.string(),
  name: z.string(),
  client: ClientCompanyRef.nullable(),
  status: z.string(),
  billing_type: z.string(),
  color: z.string(),
  budget_hours: z.number().nullable(),
  /** Money (this, consumed_amount, cost, amount_pct): absent without view_all_invoices. */
  budget_amount: z.number().nullable().optional(),
  /** Since the project began, up to the period's end. */
  consumed_hours: Hours,
  /** Time and materials: hours × rate (the member's, else the project's); fixed price and internal: hours × cost. */
  consumed_amount: z.number().optional(),
  cost: z.number().optional(),
  /** Hours logged inside the period. */
  period_hours: Hours,
  hours_pct: z.number().nullable(),
  amount_pct: z.number().nullable().optional(),
  /** Over the hours budget, or (for who sees money) over the euro budget. */
  over_budget: z.boolean(),
});
export type BudgetRow = z.infer<typeof BudgetRow>;

export const BudgetReport = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(BudgetRow),
});
export type BudgetReport = z.infer<typeof BudgetReport>;

/** Filter choices for the page: projects, people and clients that appear in the timesheet. */
export const AnalyticsOptions = z.object({
  projects: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  people: z.array(z.object({ id: z.string(), name: z.string() })),
  clients: z.array(ClientCompanyRef),
});
export type AnalyticsOptions = z.infer<typeof AnalyticsOptions>;
