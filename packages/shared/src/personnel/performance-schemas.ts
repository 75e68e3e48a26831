// Personnel/HR (spec §1): performance API shapes (review cycles, reviews, objectives).
import { z } from 'zod';
import { isoDate } from '../dates';

export const REVIEW_STATUSES = ['bozza', 'autovalutazione', 'valutazione_responsabile', 'completata'] as const;
export const ReviewStatus = z.enum(REVIEW_STATUSES, { error: 'Stato della valutazione non valido' });
export type ReviewStatus = z.infer<typeof ReviewStatus>;
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  bozza: 'Bozza',
  autovalutazione: 'Autovalutazione',
  valutazione_responsabile: 'Valutazione responsabile',
  completata: 'Completata',
};

/** Labels of the 1–5 rating scale. */
export const REVIEW_RATING_LABELS: Record<number, string> = {
  1: 'Insufficiente',
  2: 'Parzialmente adeguato',
  3: 'Adeguato',
  4: 'Buono',
  5: 'Eccellente',
};

const IsoDate = isoDate('Data non valida (AAAA-MM-GG)');
const Year = z.coerce
  .number({ error: "L'anno deve essere un numero" })
  .int("L'anno deve essere un numero intero")
  .min(2000, 'Anno non valido')
  .max(2100, 'Anno non valido');

export const ReviewCycleInput = z
  .object({
    year: Year,
    name: z.string().trim().min(1, 'Il nome è obbligatorio').max(120, 'Nome troppo lungo'),
    self_review_due: IsoDate.nullable().default(null),
    manager_review_due: IsoDate.nullable().default(null),
  })
  .refine((c) => !c.self_review_due || !c.manager_review_due || c.self_review_due <= c.manager_review_due, {
    message: "La scadenza del responsabile non può precedere quella dell'autovalutazione",
    path: ['manager_review_due'],
  });
export type ReviewCycleInput = z.infer<typeof ReviewCycleInput>;

export const ReviewCycle = z.object({
  id: z.string(),
  year: z.number(),
  name: z.string(),
  self_review_due: z.string().nullable(),
  manager_review_due: z.string().nullable(),
  /** Reviews per state, for the progress bars. */
  counts: z.object({
    bozza: z.number(),
    autovalutazione: z.number(),
    valutazione_responsabile: z.number(),
    completata: z.number(),
  }),
  total: z.number(),
  created_at: z.string(),
});
export type ReviewCycle = z.infer<typeof ReviewCycle>;

/** Who joins a cycle: everyone active, one department, or chosen people. */
export const ReviewParticipantsInput = z
  .object({
    scope: z.enum(['all', 'department', 'people'], { error: 'Scegli chi partecipa' }),
    department_id: z.uuid('Dipartimento non valido').nullable().default(null),
    user_ids: z.array(z.uuid('Persona non valida')).max(500, 'Troppe persone').default([]),
  })
  .refine((p) => p.scope !== 'department' || p.department_id, {
    message: 'Scegli il dipartimento',
    path: ['department_id'],
  })
  .refine((p) => p.scope !== 'people' || p.user_ids.length > 0, {
    message: 'Scegli almeno una persona',
    path: ['user_ids'],
  });
export type ReviewParticipantsInput = z.input<typeof ReviewParticipantsInput>;

export const ReviewParticipantsResult = z.object({
  created: z.number(),
  already: z.number(),
  skipped: z.array(z.object({ user_id: z.string(), name: z.string(), reason: z.string() })),
});
export type ReviewParticipantsResult = z.infer<typeof ReviewParticipantsResult>;

/** People and departments for the participants dialog (HR). */
export const ReviewCandidates = z.object({
  people: z.array(
    z.object({ id: z.string(), name: z.string(), department_name: z.string().nullable(), has_manager: z.boolean() }),
  ),
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ReviewCandidates = z.infer<typeof ReviewCandidates>;

export const ReviewSummary = z.object({
  id: z.string(),
  cycle_id: z.string(),
  cycle_name: z.string(),
  year: z.number(),
  employee_id: z.string(),
  employee_name: z.string(),
  reviewer_id: z.string().nullable(),
  reviewer_name: z.string().nullable(),
  status: ReviewStatus,
  /** Hidden (null) from the employee until the review is completed. */
  final_rating: z.number().nullable(),
  objectives_count: z.number(),
  due_date: z.string().nullable(),
  updated_at: z.string(),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ReviewObjective = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  weight: z.number(),
  self_rating: z.number().nullable(),
  self_comment: z.string(),
  /** Null (and empty comment) for the employee until the review is completed. */
  manager_rating: z.number().nullable(),
  manager_comment: z.string(),
});
export type ReviewObjective = z.infer<typeof ReviewObjective>;

/** What this actor may do on the review now. */
export const ReviewActions = z.object({
  edit_objectives: z.boolean(),
  start_self_review: z.boolean(),
  edit_self_review: z.boolean(),
  submit_self_review: z.boolean(),
  edit_manager_review: z.boolean(),
  complete: z.boolean(),
  reopen: z.boolean(),
  remove: z.boolean(),
});
export type ReviewActions = z.infer<typeof ReviewActions>;

export const ReviewDetail = ReviewSummary.extend({
  self_comment: z.string(),
  manager_comment: z.string(),
  self_review_due: z.string().nullable(),
  manager_review_due: z.string().nullable(),
  self_submitted_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  objectives: z.array(ReviewObjective),
  /** The actor's relation to this review. */
  viewer: z.enum(['employee', 'reviewer', 'hr']),
  actions: ReviewActions,
});
export type ReviewDetail = z.infer<typeof ReviewDetail>;

const Rating = z
  .number({ error: 'Il voto deve essere un numero' })
  .int('Il voto deve essere un numero intero')
  .min(1, 'Il voto va da 1 a 5')
  .max(5, 'Il voto va da 1 a 5');
const Comment = z.string().trim().max(4000, 'Commento troppo lungo').default('');

export const ReviewObjectiveInput = z.object({
  id: z.uuid().nullable().default(null),
  title: z.string().trim().min(1, "Il titolo dell'obiettivo è obbligatorio").max(200, 'Titolo troppo lungo'),
  description: z.string().trim().max(2000, 'Descrizione troppo lunga').default(''),
  weight: z
    .number({ error: 'Il peso deve essere un numero' })
    .int('Il peso deve essere un numero intero')
    .min(1, 'Il peso va da 1 a 100')
    .max(100, 'Il peso va da 1 a 100'),
});
export type ReviewObjectiveInput = z.input<typeof ReviewObjectiveInput>;

/** `PUT …/reviews/:id/objectives` replaces the objectives (bozza only). */
export const ReviewObjectivesInput = z.object({
  objectives: z.array(ReviewObjectiveInput).max(20, 'Al massimo 20 obiettivi'),
});
export type ReviewObjectivesInput = z.input<typeof ReviewObjectivesInput>;

export const SelfReviewInput = z.object({
  self_comment: Comment,
  objectives: z.array(z.object({ id: z.uuid(), self_rating: Rating.nullable(), self_comment: Comment })),
});
export type SelfReviewInput = z.input<typeof SelfReviewInput>;

export const ManagerReviewInput = z.object({
  manager_comment: Comment,
  objectives: z.array(z.object({ id: z.uuid(), manager_rating: Rating.nullable(), manager_comment: Comment })),
});
export type ManagerReviewInput = z.input<typeof ManagerReviewInput>;

export const ReviewListQuery = z.object({
  page: z.coerce.number().int().min(1, 'La pagina deve essere almeno 1').default(1),
  per_page: z.coerce.number().int().min(1).max(100, 'Al massimo 100 elementi per pagina').default(20),
  cycle_id: z.uuid('Ciclo non valido').optional(),
  year: Year.optional(),
  status: ReviewStatus.optional(),
  person_id: z.uuid('Persona non valida').optional(),
  /** Only the reviews waiting for this actor. */
  to_act: z.stringbool({ error: 'Valore non valido' }).optional(),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

export const PerformanceOverview = z.object({
  my_reviews: z.array(ReviewSummary),
  to_act: z.array(ReviewSummary),
  /** Cycles with progress, for HR only (empty otherwise). */
  cycles: z.array(ReviewCycle),
  can_manage_cycles: z.boolean(),
});
export type PerformanceOverview = z.infer<typeof PerformanceOverview>;

export const PersonPerformanceYear = z.object({
  person: z.object({ id: z.string(), name: z.string() }),
  year: z.number(),
  /** Years with at least one review visible to this actor (for the year switcher). */
  years: z.array(z.number()),
  reviews: z.array(ReviewDetail),
});
export type PersonPerformanceYear = z.infer<typeof PersonPerformanceYear>;

export const PersonPerformance = z.object({
  person: z.object({ id: z.string(), name: z.string() }),
  reviews: z.array(ReviewSummary),
});
export type PersonPerformance = z.infer<typeof PersonPerformance>;

export const PerformancePersonYearParams = z.object({ userId: z.uuid('Identificativo non valido'), year: Year });
export const PerformancePersonParams = z.object({ userId: z.uuid('Identificativo non valido') });
