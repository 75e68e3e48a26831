import { z } from 'zod';
import { isoDate } from '../dates';
import { PaginationQuery, paginated } from '../pagination';
import { PROJECT_CODE_PATTERN } from '../timesheet/projects-schemas';
import { SalesPerson } from './client-schemas';
import { checkInvoiceLines, InvoiceLine, InvoiceLinesShape, Withholding } from './invoice-schemas';
import {
  DECISION_CHANNELS,
  PIPELINE_NAME_MAX,
  PIPELINE_STAGES_MAX,
  PROPOSAL_DEFAULT_SORT,
  PROPOSAL_NOTES_MAX,
  PROPOSAL_REFUSAL_REASON_MAX,
  PROPOSAL_SORT_FIELDS,
  PROPOSAL_STATUSES,
  PROPOSAL_TERMS_MAX,
  PROPOSAL_TITLE_MAX,
  PROPOSAL_TRANSITIONS,
} from './proposal-constants';

// Proposals (offerte) and pipelines (issue 18, docs/sales.md): bodies, read shapes, the list and board queries.
//
// Money: every amount (line prices, totals, the pipeline's value) is left out of the answers for anyone without
// `view_all_invoices` — the fields are optional and absent, never zero — and such a reader may not send lines.

const IsoDate = isoDate();
const Version = z.number({ error: 'Versione mancante' }).int().min(1, 'Versione non valida');

export const ProposalStatusSchema = z.enum(PROPOSAL_STATUSES, { error: 'Stato non valido' });
export const ProposalTransitionSchema = z.enum(PROPOSAL_TRANSITIONS, { error: 'Operazione non valida' });

const Title = z
  .string({ error: 'Il titolo è obbligatorio' })
  .trim()
  .min(1, 'Il titolo è obbligatorio')
  .max(PROPOSAL_TITLE_MAX, `Titolo troppo lungo (max ${PROPOSAL_TITLE_MAX} caratteri)`);

/** The fields of the proposal form; the lines and their options are `InvoiceLines`. */
const ProposalFields = z.object({
  client_id: z.uuid('Scegli il cliente'),
  contact_id: z.uuid('Contatto non valido').nullable(),
  title: Title,
  pipeline_id: z.uuid('Pipeline non valida').nullable(),
  stage_id: z.uuid('Fase non valida').nullable(),
  issue_date: IsoDate,
  valid_until: IsoDate,
  terms: z.string({ error: 'Condizioni non valide' }).trim().max(PROPOSAL_TERMS_MAX, 'Condizioni troppo lunghe'),
  notes: z.string({ error: 'Note non valide' }).trim().max(PROPOSAL_NOTES_MAX, 'Note troppo lunghe'),
  owner_id: z.uuid('Responsabile non valido').nullable(),
});

const validityAfterIssue = (value: { issue_date?: string; valid_until?: string }, ctx: z.RefinementCtx) => {
  if (value.issue_date && value.valid_until && value.valid_until < value.issue_date)
    ctx.addIssue({
      code: 'custom',
      path: ['valid_until'],
      message: "La validità non può terminare prima della data dell'offerta",
    });
};

/**
 * `POST /api/crm/proposals`: a new draft. Without a pipeline it goes to the default one, without a stage to the
 * pipeline's first; without dates it is issued today and valid PROPOSAL_DEFAULT_VALIDITY_DAYS.
 */
export const ProposalCreate = ProposalFields.extend({
  contact_id: ProposalFields.shape.contact_id.default(null),
  pipeline_id: ProposalFields.shape.pipeline_id.default(null),
  stage_id: ProposalFields.shape.stage_id.default(null),
  issue_date: IsoDate.optional(),
  valid_until: IsoDate.optional(),
  terms: ProposalFields.shape.terms.default(''),
  notes: ProposalFields.shape.notes.default(''),
  owner_id: ProposalFields.shape.owner_id.default(null),
  ...InvoiceLinesShape.shape,
}).superRefine((value, ctx) => {
  validityAfterIssue(value, ctx);
  checkInvoiceLines(value, ctx);
});
export type ProposalCreate = z.infer<typeof ProposalCreate>;
export type ProposalFormInput = z.input<typeof ProposalCreate>;

/**
 * `PATCH /api/crm/proposals/:id`: what changed, with the `version` it was loaded with (409 with the stored one in
 * `details.current` when older). Lines and their options travel together. Only a draft's lines, client and dates
 * change; a sent proposal takes its stage, owner, notes and terms.
 */
export const ProposalUpdate = ProposalFields.partial()
  .extend({
    version: Version,
    lines: z.array(InvoiceLine).optional(),
    split_payment: z.boolean().optional(),
    charge_stamp_duty: z.boolean().optional(),
    withholding: Withholding.nullable().optional(),
  })
  .superRefine(validityAfterIssue);
export type ProposalUpdate = z.infer<typeof ProposalUpdate>;

/** `POST /api/crm/proposals/:id/transition`: send, accept, refuse (with a reason) or reopen, by staff. */
export const ProposalTransitionBody = z.object({
  action: ProposalTransitionSchema,
  version: Version,
  /** Who at the client decided (accept or refuse recorded by staff). */
  decision_name: z.string().trim().max(200, 'Nome troppo lungo').nullable().default(null),
  refusal_reason: z.string().trim().max(PROPOSAL_REFUSAL_REASON_MAX, 'Motivo troppo lungo').nullable().default(null),
  /** Reopen: the new validity date (today + the default validity when absent). */
  valid_until: IsoDate.nullable().default(null),
});
export type ProposalTransitionBody = z.infer<typeof ProposalTransitionBody>;

/** `POST /api/crm/proposals/:id/move`: a card dropped on the board, into a stage, between two cards. */
export const ProposalMove = z.object({
  stage_id: z.uuid('Fase non valida'),
  /** The card it now follows in the column (null: first). */
  after_id: z.uuid().nullable().default(null),
  version: Version,
});
export type ProposalMove = z.infer<typeof ProposalMove>;

export const ProposalClient = z.object({ id: z.string(), name: z.string() });
export const ProposalStage = z.object({
  id: z.string(),
  name: z.string(),
  pipeline_id: z.string(),
  pipeline_name: z.string(),
});

export const ProposalDecision = z.object({
  at: z.string(),
  channel: z.enum(DECISION_CHANNELS),
  /** Who decided: the client's name typed online, or the person staff recorded. */
  name: z.string().nullable(),
  /** The portal user who clicked (client) or recorded it (staff). */
  by: SalesPerson.nullable(),
  /** The address the online acceptance came from; staff only. */
  ip: z.string().nullable().optional(),
  refusal_reason: z.string().nullable(),
});

/** One row of the list and one card of the board. */
export const ProposalListItem = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  client: ProposalClient,
  stage: ProposalStage,
  status: ProposalStatusSchema,
  issue_date: z.string(),
  valid_until: z.string(),
  owner: SalesPerson.nullable(),
  /** Money: absent without view_all_invoices. */
  taxable_cents: z.number().optional(),
  total_cents: z.number().optional(),
  board_rank: z.number(),
  version: z.number(),
  updated_at: z.string(),
});
export type ProposalListItem = z.infer<typeof ProposalListItem>;

/** `GET /api/crm/proposals/:id`. */
export const Proposal = ProposalListItem.extend({
  contact: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  /** Lines without their prices when money is hidden (`unit_price_cents` absent). */
  lines: z.array(InvoiceLine.extend({ unit_price_cents: z.number().optional() })),
  split_payment: z.boolean(),
  charge_stamp_duty: z.boolean(),
  withholding: Withholding.nullable(),
  vat_cents: z.number().optional(),
  terms: z.string(),
  notes: z.string(),
  sent_at: z.string().nullable(),
  decision: ProposalDecision.nullable(),
  expired_at: z.string().nullable(),
  /** What was made of it once accepted. */
  contract: z.object({ id: z.string(), number: z.string() }).nullable(),
  project: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  can_edit: z.boolean(),
  can_see_money: z.boolean(),
});
export type Proposal = z.infer<typeof Proposal>;

/** `GET /api/crm/proposals`: filters and sort in SQL. */
export const ProposalListQuery = PaginationQuery.extend({
  q: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
  status: ProposalStatusSchema.optional(),
  client_id: z.uuid('Cliente non valido').optional(),
  pipeline_id: z.uuid('Pipeline non valida').optional(),
  stage_id: z.uuid('Fase non valida').optional(),
  owner: z.uuid('Responsabile non valido').optional(),
  /** Valid until on or before this date (proposals to follow up). */
  expiring_by: IsoDate.optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${PROPOSAL_SORT_FIELDS.join('|')})$`), 'Ordinamento non valido')
    .default(PROPOSAL_DEFAULT_SORT),
});
export type ProposalListQuery = z.infer<typeof ProposalListQuery>;
export type ProposalListSearch = z.input<typeof ProposalListQuery>;
export const ProposalList = paginated(ProposalListItem);
export type ProposalList = z.infer<typeof ProposalList>;

/**
 * `POST /api/crm/proposals/:id/project`: a project opened for an accepted proposal (once). Without `billing_type`
 * it is time and materials when the lines are priced by the hour (unit `h`, `ora`, `ore`), else a corpo.
 */
export const ProposalProjectCreate = z
  .object({
    code: z
      .string({ error: 'Il codice è obbligatorio' })
      .trim()
      .toUpperCase()
      .regex(PROJECT_CODE_PATTERN, 'Il codice deve avere da 2 a 20 caratteri tra lettere, cifre e trattini'),
    name: z
      .string({ error: 'Il nome è obbligatorio' })
      .trim()
      .min(1, 'Il nome è obbligatorio')
      .max(160, 'Nome troppo lungo'),
    manager_id: z.uuid('Responsabile non valido').nullable().default(null),
    start_date: IsoDate.nullable().default(null),
    end_date: IsoDate.nullable().default(null),
    billing_type: z.enum(['a_corpo', 'tempo_materiali'], { error: 'Tipo di fatturazione non valido' }).optional(),
  })
  .refine((p) => !p.start_date || !p.end_date || p.end_date >= p.start_date, {
    message: 'La data di fine non può precedere quella di inizio',
    path: ['end_date'],
  });
export type ProposalProjectCreate = z.infer<typeof ProposalProjectCreate>;

// ---- pipelines and the board ----------------------------------------------------------------------------------

export const PipelineStageInput = z.object({
  /** Present for a stage that exists; absent for a new one. */
  id: z.uuid().optional(),
  name: z
    .string({ error: 'Il nome della fase è obbligatorio' })
    .trim()
    .min(1, 'Il nome della fase è obbligatorio')
    .max(PIPELINE_NAME_MAX, 'Nome della fase troppo lungo'),
  probability: z
    .number({ error: 'Probabilità non valida' })
    .int('La probabilità è un numero intero')
    .min(0, 'La probabilità va da 0 a 100')
    .max(100, 'La probabilità va da 0 a 100'),
});

/**
 * `POST /api/crm/pipelines` and `PUT /api/crm/pipelines/:id`: the name and the whole ordered list of stages. A stage
 * left out is removed; one holding open proposals cannot be (400 naming it).
 */
export const PipelineInput = z.object({
  name: z
    .string({ error: 'Il nome è obbligatorio' })
    .trim()
    .min(1, 'Il nome è obbligatorio')
    .max(PIPELINE_NAME_MAX, 'Nome troppo lungo'),
  is_default: z.boolean().default(false),
  stages: z
    .array(PipelineStageInput)
    .min(1, 'Serve almeno una fase')
    .max(PIPELINE_STAGES_MAX, `Al massimo ${PIPELINE_STAGES_MAX} fasi`),
  version: Version.optional(),
});
export type PipelineInput = z.infer<typeof PipelineInput>;

export const PipelineStageSummary = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number(),
  probability: z.number(),
  open_count: z.number(),
  /** Money: absent without view_all_invoices. */
  open_value_cents: z.number().optional(),
});

export const Pipeline = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number(),
  is_default: z.boolean(),
  stages: z.array(PipelineStageSummary),
  version: z.number(),
});
export type Pipeline = z.infer<typeof Pipeline>;
export const PipelineList = z.object({ items: z.array(Pipeline) });
export type PipelineList = z.infer<typeof PipelineList>;
/** `DELETE /api/crm/pipelines/:id`: an empty pipeline is deleted, one with decided proposals archived. */
export const PipelineRemoval = z.object({ outcome: z.enum(['deleted', 'archived']) });
export type PipelineRemoval = z.infer<typeof PipelineRemoval>;

/** Cards the board sends per column; "Mostra altre" asks for up to BOARD_COLUMN_MORE_LIMIT in that column. */
export const BOARD_COLUMN_LIMIT = 50;
export const BOARD_COLUMN_MORE_LIMIT = 500;
/** A board column: a stage's id, or an outcome. */
const BOARD_COLUMN_KEY =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|accettata|rifiutata|scaduta)$/i;
const BOARD_MORE_MAX = 30;

/** `GET /api/crm/pipelines/:id/board`: the open cards by stage, and the latest decided ones by outcome. */
export const BoardQuery = z.object({
  q: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
  owner: z.uuid('Responsabile non valido').optional(),
  client_id: z.uuid('Cliente non valido').optional(),
  /** The columns shown longer, comma-separated: `more=<stage id>,accettata`. */
  more: z
    .string()
    .max(BOARD_MORE_MAX * 37, 'Troppe colonne da ampliare')
    .refine(
      (value) =>
        value.split(',').length <= BOARD_MORE_MAX && value.split(',').every((key) => BOARD_COLUMN_KEY.test(key)),
      'Colonne da ampliare non valide: indica le fasi o gli esiti separati da virgole',
    )
    .optional(),
});
export type BoardQuery = z.infer<typeof BoardQuery>;

const BoardColumn = z.object({
  cards: z.array(ProposalListItem),
  /** How many match, beyond the cards sent (BOARD_COLUMN_LIMIT per column, or BOARD_COLUMN_MORE_LIMIT in `more`). */
  total: z.number(),
  value_cents: z.number().optional(),
});

export const Board = z.object({
  pipeline: Pipeline,
  stages: z.array(BoardColumn.extend({ stage_id: z.string() })),
  outcomes: z.object({ accettata: BoardColumn, rifiutata: BoardColumn, scaduta: BoardColumn }),
  can_edit: z.boolean(),
  can_see_money: z.boolean(),
});
export type Board = z.infer<typeof Board>;

// ---- the client's side (client portal) -----------------------------------------------------------------------

/** `POST /api/client-portal/proposals/:id/accept`: the client accepts online, typing their name. */
export const ProposalClientAcceptance = z.object({
  name: z
    .string({ error: 'Scrivi il tuo nome e cognome' })
    .trim()
    .min(3, 'Scrivi il tuo nome e cognome')
    .max(200, 'Nome troppo lungo'),
  /** The box "Ho letto e accetto l'offerta e le sue condizioni". */
  accept_terms: z.literal(true, { error: "Conferma di aver letto e di accettare l'offerta" }),
});
export type ProposalClientAcceptance = z.infer<typeof ProposalClientAcceptance>;

export const ProposalClientRefusal = z.object({
  reason: z.string().trim().max(PROPOSAL_REFUSAL_REASON_MAX, 'Motivo troppo lungo').default(''),
});
export type ProposalClientRefusal = z.infer<typeof ProposalClientRefusal>;

/** A proposal as its client sees it in the client portal: no internal notes, stage, owner's internals or drafts. */
export const ClientProposalListItem = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  status: ProposalStatusSchema,
  issue_date: z.string(),
  valid_until: z.string(),
  total_cents: z.number(),
  /** The colleague following the proposal, for questions. */
  referent: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  decided_at: z.string().nullable(),
});
export type ClientProposalListItem = z.infer<typeof ClientProposalListItem>;
export const ClientProposalList = z.object({ items: z.array(ClientProposalListItem) });
export type ClientProposalList = z.infer<typeof ClientProposalList>;

/** `GET /api/client-portal/proposals/:id`. */
export const ClientProposal = ClientProposalListItem.extend({
  lines: z.array(InvoiceLine),
  split_payment: z.boolean(),
  charge_stamp_duty: z.boolean(),
  withholding: Withholding.nullable(),
  taxable_cents: z.number(),
  vat_cents: z.number(),
  terms: z.string(),
  /** The decision as recorded: who (the name typed), when; the reason of a refusal. */
  decision: z.object({ at: z.string(), name: z.string().nullable(), refusal_reason: z.string().nullable() }).nullable(),
  /** Whether the client may still accept or refuse it (sent and within its validity). */
  can_decide: z.boolean(),
});
export type ClientProposal = z.infer<typeof ClientProposal>;
