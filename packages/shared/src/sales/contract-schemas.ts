import { z } from 'zod';
import { isoDate } from '../dates';
import { PaginationQuery, paginated } from '../pagination';
import { SalesPerson } from './client-schemas';
import {
  CONTRACT_DEFAULT_SORT,
  CONTRACT_MILESTONES_MAX,
  CONTRACT_NOTES_MAX,
  CONTRACT_SORT_FIELDS,
  CONTRACT_TITLE_MAX,
  FEE_PERIODS,
  MILESTONE_STATUSES,
  SALES_CONTRACT_STATUSES,
  SALES_CONTRACT_TYPES,
  type SalesContractStatus,
} from './contract-constants';
import { contractRecordProblems, milestoneSetProblems } from './contract-rules';

// Contracts (issue 18, docs/sales.md): bodies, read shapes, the list query.
//
// Money: the value and the milestones' amounts are left out of the answers for anyone without `view_all_invoices`
// (the fields are optional and absent, never zero), and such a user may not send them.

/** The moves between statuses a request may ask for; the end of a contract that does not renew is the job's. */
export const CONTRACT_TRANSITIONS = ['activate', 'terminate', 'conclude'] as const;
export type ContractTransition = (typeof CONTRACT_TRANSITIONS)[number];
export const CONTRACT_TRANSITION_LABELS: Record<ContractTransition, string> = {
  activate: 'Attiva il contratto',
  terminate: 'Registra la disdetta',
  conclude: 'Segna come concluso',
};
export const CONTRACT_TRANSITION_FROM: Record<ContractTransition, readonly SalesContractStatus[]> = {
  activate: ['bozza'],
  terminate: ['attivo'],
  conclude: ['attivo'],
};
export const CONTRACT_MILESTONE_DESCRIPTION_MAX = 500;
/** A billion euros: more is a typing mistake. */
export const CONTRACT_MONEY_MAX_CENTS = 100_000_000_000;
export const CONTRACT_RENEWAL_MONTHS_MAX = 120;
export const CONTRACT_NOTICE_DAYS_MAX = 730;
export const CONTRACT_EXPIRING_WITHIN_MAX = 366;
export const CONTRACT_ACTIVITY_MAX = 30;

const IsoDate = isoDate();
const Version = z.number({ error: 'Versione mancante' }).int().min(1, 'Versione non valida');

export const SalesContractTypeSchema = z.enum(SALES_CONTRACT_TYPES, { error: 'Tipo di contratto non valido' });
export const SalesContractStatusSchema = z.enum(SALES_CONTRACT_STATUSES, { error: 'Stato non valido' });
export const FeePeriodSchema = z.enum(FEE_PERIODS, { error: 'Periodicità non valida' });
export const MilestoneStatusSchema = z.enum(MILESTONE_STATUSES);
export const ContractTransitionSchema = z.enum(CONTRACT_TRANSITIONS, { error: 'Operazione non valida' });

const Cents = (label: string) =>
  z
    .number({ error: `${label} non valido` })
    .int(`${label}: indica i centesimi interi`)
    .max(CONTRACT_MONEY_MAX_CENTS, `${label} troppo alto`);

const hasTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** One billing milestone of the form: an amount or a percentage of the contract's value, not both. */
export const ContractMilestoneInput = z
  .object({
    /** Present for a milestone that exists (needed to keep one already on a pre-invoice). */
    id: z.uuid('Scadenza non valida').optional(),
    description: z
      .string({ error: 'La descrizione è obbligatoria' })
      .trim()
      .min(1, 'La descrizione è obbligatoria')
      .max(CONTRACT_MILESTONE_DESCRIPTION_MAX, `Descrizione troppo lunga (max ${CONTRACT_MILESTONE_DESCRIPTION_MAX})`),
    due_date: isoDate('Indica la data della scadenza (AAAA-MM-GG)'),
    amount_cents: Cents('Importo').positive("L'importo deve essere maggiore di zero").nullable().default(null),
    percent: z
      .number({ error: 'Percentuale non valida' })
      .gt(0, 'La percentuale deve essere maggiore di zero')
      .max(100, 'La percentuale non può superare 100')
      .refine(hasTwoDecimals, 'La percentuale può avere al massimo due decimali')
      .nullable()
      .default(null),
  })
  .superRefine((milestone, ctx) => {
    if (milestone.amount_cents !== null && milestone.percent !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['amount_cents'],
        message: "Indica l'importo oppure la percentuale, non entrambi",
      });
    if (milestone.amount_cents === null && milestone.percent === null)
      ctx.addIssue({ code: 'custom', path: ['amount_cents'], message: "Indica l'importo o la percentuale" });
  });
export type ContractMilestoneInput = z.infer<typeof ContractMilestoneInput>;
export type ContractMilestoneFormInput = z.input<typeof ContractMilestoneInput>;

const Milestones = z
  .array(ContractMilestoneInput)
  .max(CONTRACT_MILESTONES_MAX, `Al massimo ${CONTRACT_MILESTONES_MAX} scadenze per contratto`);

const Title = z
  .string({ error: 'Il titolo è obbligatorio' })
  .trim()
  .min(1, 'Il titolo è obbligatorio')
  .max(CONTRACT_TITLE_MAX, `Titolo troppo lungo (max ${CONTRACT_TITLE_MAX} caratteri)`);

/** Every field of the contract form, without defaults: the base of the create and update bodies. */
const ContractFields = z.object({
  client_id: z.uuid('Scegli il cliente'),
  title: Title,
  type: SalesContractTypeSchema,
  /** The total (a corpo; the estimate of time and materials) or the fee per period (canone), VAT excluded. */
  value_cents: Cents('Valore').min(0, 'Il valore non può essere negativo').nullable(),
  fee_period: FeePeriodSchema.nullable(),
  start_date: isoDate("Indica la data d'inizio (AAAA-MM-GG)"),
  end_date: IsoDate.nullable(),
  auto_renew: z.boolean({ error: 'Valore non valido' }),
  renewal_months: z
    .number({ error: 'Numero di mesi non valido' })
    .int('Indica un numero intero di mesi')
    .min(1, 'Almeno un mese')
    .max(CONTRACT_RENEWAL_MONTHS_MAX, `Al massimo ${CONTRACT_RENEWAL_MONTHS_MAX} mesi`)
    .nullable(),
  notice_days: z
    .number({ error: 'Numero di giorni non valido' })
    .int('Indica un numero intero di giorni')
    .min(0, 'Il preavviso non può essere negativo')
    .max(CONTRACT_NOTICE_DAYS_MAX, `Al massimo ${CONTRACT_NOTICE_DAYS_MAX} giorni`)
    .nullable(),
  notes: z.string({ error: 'Note non valide' }).trim().max(CONTRACT_NOTES_MAX, 'Note troppo lunghe'),
  owner_id: z.uuid('Responsabile non valido').nullable(),
});

/**
 * `POST /api/crm/contracts`: a new draft, with its milestones. With `proposal_id` it comes from an accepted
 * proposal of the same client that has no contract yet (the form prefills client and title from it).
 */
export const ContractCreate = ContractFields.extend({
  proposal_id: z.uuid('Offerta non valida').nullable().default(null),
  value_cents: ContractFields.shape.value_cents.default(null),
  fee_period: ContractFields.shape.fee_period.default(null),
  end_date: ContractFields.shape.end_date.default(null),
  auto_renew: ContractFields.shape.auto_renew.default(false),
  renewal_months: ContractFields.shape.renewal_months.default(null),
  notice_days: ContractFields.shape.notice_days.default(null),
  notes: ContractFields.shape.notes.default(''),
  owner_id: ContractFields.shape.owner_id.default(null),
  milestones: Milestones.default([]),
}).superRefine((contract, ctx) => {
  const problems = [...contractRecordProblems(contract), ...milestoneSetProblems(contract, contract.milestones)];
  for (const problem of problems)
    ctx.addIssue({ code: 'custom', message: problem.message, path: problem.field.split('.') });
});
export type ContractCreate = z.infer<typeof ContractCreate>;
export type ContractFormInput = z.input<typeof ContractCreate>;

/**
 * `PATCH /api/crm/contracts/:id`: what changed, with the `version` it was loaded with (409 with the stored one in
 * `details.current` when older). The cross-field rules run on the stored contract with the change applied. Client
 * and type change only in a draft; a concluded or terminated contract is read-only.
 */
export const ContractUpdate = ContractFields.partial().extend({ version: Version, milestones: Milestones.optional() });
export type ContractUpdate = z.infer<typeof ContractUpdate>;

/** `PUT /api/crm/contracts/:id/milestones`: the whole list, in order. */
export const ContractMilestonesBody = z.object({ version: Version, milestones: Milestones });
export type ContractMilestonesBody = z.infer<typeof ContractMilestonesBody>;

/** `POST /api/crm/contracts/:id/milestones/generate` and other bodies that carry only the version. */
export const ContractVersionBody = z.object({ version: Version });
export type ContractVersionBody = z.infer<typeof ContractVersionBody>;

/**
 * `POST /api/crm/contracts/:id/transition`: activate (with the signing date), terminate (disdetto, with the date of
 * the notice) or conclude (with the end date); without a date, today.
 */
export const ContractTransitionBody = z.object({
  action: ContractTransitionSchema,
  version: Version,
  date: IsoDate.nullable().default(null),
});
export type ContractTransitionBody = z.infer<typeof ContractTransitionBody>;

// ---- read shapes ---------------------------------------------------------------------------------------------

export const ContractClient = z.object({ id: z.string(), name: z.string() });

/** One row of the list. */
export const ContractListItem = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  client: ContractClient,
  type: SalesContractTypeSchema,
  status: SalesContractStatusSchema,
  fee_period: FeePeriodSchema.nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  auto_renew: z.boolean(),
  renewal_months: z.number().nullable(),
  notice_days: z.number().nullable(),
  /** The last day to give notice to stop an automatic renewal; null when it does not renew. */
  notice_deadline: z.string().nullable(),
  /** Active, with its notice deadline (or its end) within CONTRACT_EXPIRING_DAYS. */
  expiring: z.boolean(),
  owner: SalesPerson.nullable(),
  /** Money: absent without view_all_invoices. */
  value_cents: z.number().nullable().optional(),
  version: z.number(),
  updated_at: z.string(),
});
export type ContractListItem = z.infer<typeof ContractListItem>;

export const ContractMilestone = z.object({
  id: z.string(),
  position: z.number(),
  description: z.string(),
  due_date: z.string(),
  /** Money: absent without view_all_invoices (and null for a percentage). */
  amount_cents: z.number().nullable().optional(),
  percent: z.number().nullable(),
  /** What it bills: the amount or the percentage of the value; absent without money, null when unknown. */
  billed_cents: z.number().nullable().optional(),
  /** From its pre-invoice: none → da_fatturare; draft or approved → in_prefattura; invoiced → fatturata. */
  status: MilestoneStatusSchema,
  pre_invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type ContractMilestone = z.infer<typeof ContractMilestone>;

export const ContractProject = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.string(),
  deleted: z.boolean(),
});
export type ContractProject = z.infer<typeof ContractProject>;

/** A renewal or end reminder already sent (`notice_30`, `end_7`, `renewed`…). */
export const ContractReminder = z.object({ kind: z.string(), due_on: z.string(), sent_at: z.string() });
export type ContractReminder = z.infer<typeof ContractReminder>;

/**
 * One line of the contract's activity, from the audit log: who, when, what (an `AuditAction`), and the little the
 * page says about it (the fields an edit changed, the date of a status change or renewal, a linked project's
 * name, how many milestones) — never a value.
 */
export const ContractActivity = z.object({
  id: z.string(),
  action: z.string(),
  /** Null: the system (the daily job). */
  actor_name: z.string().nullable(),
  created_at: z.string(),
  fields: z.array(z.string()),
  date: z.string().nullable(),
  name: z.string().nullable(),
  count: z.number().nullable(),
});
export type ContractActivity = z.infer<typeof ContractActivity>;

/** `GET /api/crm/contracts/:id`. */
export const Contract = ContractListItem.extend({
  proposal: z.object({ id: z.string(), number: z.string(), title: z.string() }).nullable(),
  signed_on: z.string().nullable(),
  terminated_on: z.string().nullable(),
  notes: z.string(),
  milestones: z.array(ContractMilestone),
  projects: z.array(ContractProject),
  reminders: z.array(ContractReminder),
  /** The latest changes, newest first (at most CONTRACT_ACTIVITY_MAX). */
  activity: z.array(ContractActivity),
  created_by: SalesPerson.nullable(),
  created_at: z.string(),
  /** manage_contracts, and the contract is neither concluded nor terminated. */
  can_edit: z.boolean(),
  /** manage_contracts, a draft, and none of its milestones on a pre-invoice. */
  can_delete: z.boolean(),
  can_see_money: z.boolean(),
  /** Whether the projects module is part of this build (projects can be linked). */
  projects_available: z.boolean(),
});
export type Contract = z.infer<typeof Contract>;

/** `GET /api/crm/contracts`: filters and sort in SQL. */
export const ContractListQuery = PaginationQuery.extend({
  q: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
  status: SalesContractStatusSchema.optional(),
  type: SalesContractTypeSchema.optional(),
  client_id: z.uuid('Cliente non valido').optional(),
  owner: z.uuid('Responsabile non valido').optional(),
  /** Active contracts whose notice deadline (or end) falls within this many days from today. */
  expiring_within: z.coerce
    .number({ error: 'Numero di giorni non valido' })
    .int('Numero di giorni non valido')
    .min(1, 'Almeno un giorno')
    .max(CONTRACT_EXPIRING_WITHIN_MAX, `Al massimo ${CONTRACT_EXPIRING_WITHIN_MAX} giorni`)
    .optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${CONTRACT_SORT_FIELDS.join('|')})$`), 'Ordinamento non valido')
    .default(CONTRACT_DEFAULT_SORT),
});
export type ContractListQuery = z.infer<typeof ContractListQuery>;
export type ContractListSearch = z.input<typeof ContractListQuery>;
export const ContractList = paginated(ContractListItem);
export type ContractList = z.infer<typeof ContractList>;
